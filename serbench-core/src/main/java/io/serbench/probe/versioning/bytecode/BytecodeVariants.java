package io.serbench.probe.versioning.bytecode;

import io.serbench.model.ModelTypes;
import io.serbench.result.SchemaChange;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.VarInsnNode;

/**
 * Variants of a class made from its own class file with ASM: the model's class, changed. The
 * unchanged version is the class file itself; each change edits one field and its accessors and
 * leaves every other member as it was (constructors and field initialisers, {@code @JsonAnySetter}
 * and {@code @JsonCreator} members, builders, Lombok's output, serialization methods). Code that
 * touched the changed field loses exactly those instructions ({@link EditedReferences}).
 *
 * <p>The field a change picks is a data field: an instance field, not static, transient or
 * synthetic, that no {@code @JsonAnySetter} or {@code @JsonAnyGetter} method serves (a catch-all
 * map is not a field a team renames or drops).
 */
final class BytecodeVariants {
  private BytecodeVariants() {}

  private static final String ANY = "Lcom/fasterxml/jackson/annotation/JsonAny";
  static final String OLD_BODY = "serbench$before$";

  /** The variants of a class that is not a record. */
  static EvolvedVariants.Variants of(Class<?> model) {
    byte[] original = ModelTypes.classFile(model);
    if (original == null) {
      throw new IllegalArgumentException(
          model.getSimpleName() + "'s class file cannot be read from its class loader");
    }
    ClassNode node = read(original);
    // a field whose accessor implements an interface's or overrides a superclass's method is bound
    // by that contract (HasMetadata's getMetadata, say): its author cannot remove or rename it
    Set<String> inherited = inheritedMethods(model);
    List<FieldNode> data =
        dataFields(node).stream()
            .filter(
                f ->
                    Neighbours.accessors(node, f).all().stream()
                        .noneMatch(m -> inherited.contains(m.name + m.desc)))
            .toList();
    Map<SchemaChange, EvolvedVariants.Variant> changed = new EnumMap<>(SchemaChange.class);
    Map<SchemaChange, String> untested = new EnumMap<>(SchemaChange.class);
    for (SchemaChange change : SchemaChange.values()) {
      FieldNode target = target(change, data);
      boolean adds = change == SchemaChange.ADD_FIRST || change == SchemaChange.ADD_LAST;
      if (target == null && !adds) {
        continue;
      }
      try {
        changed.put(
            change, apply(change, original, target == null ? null : target.name, addedName(model)));
      } catch (RuntimeException e) {
        untested.put(
            change, model.getSimpleName() + ": the variant could not be built: " + e.getMessage());
      }
    }
    return new EvolvedVariants.Variants(
        model.getName(), original, changed, untested, companions(model));
  }

  /** The field the change edits, or null where it does not apply. */
  private static FieldNode target(SchemaChange change, List<FieldNode> data) {
    int size = data.size();
    return switch (change) {
      case ADD_LAST, ADD_FIRST -> null;
      case REMOVE_MIDDLE -> size < 2 ? null : data.get(size < 3 ? 0 : size / 2);
      case REMOVE_LAST -> size < 1 ? null : data.get(size - 1);
      case RENAME_FIELD -> {
        // a field whose value is text, a number or a flag: a rename tests how the name is bound,
        // whatever the value, and such a value can be carried into a team sample's renamed
        // version (RenamedValues); a class whose fields all hold objects gets no rename
        List<FieldNode> scalars = data.stream().filter(f -> scalar(f.desc)).toList();
        int count = scalars.size();
        yield count < 1 ? null : scalars.get(count < 3 ? 0 : count / 2);
      }
      case WIDEN_INT_LONG ->
          data.stream()
              .filter(f -> f.desc.equals("I") || f.desc.equals("Ljava/lang/Integer;"))
              .findFirst()
              .orElse(null);
      case INT_TO_INTEGER -> data.stream().filter(f -> f.desc.equals("I")).findFirst().orElse(null);
    };
  }

  /**
   * The name of the field an added-field change gives the class: {@link
   * EvolvedVariants#ADDED_FIELD}, with the number of its model superclasses after it where it has
   * any, so that a class and its superclass, changed together, never declare one name twice (Gson
   * refuses a class whose hierarchy does).
   */
  static String addedName(Class<?> model) {
    int depth = 0;
    for (Class<?> c = model.getSuperclass(); c != null; c = c.getSuperclass()) {
      if (c.getClassLoader() != null) {
        depth++;
      }
    }
    return depth == 0 ? EvolvedVariants.ADDED_FIELD : EvolvedVariants.ADDED_FIELD + depth;
  }

  /** Whether a field of this descriptor holds a primitive, its box, text or a big number. */
  private static boolean scalar(String desc) {
    return desc.length() == 1
        || desc.equals("Ljava/lang/String;")
        || desc.equals("Ljava/math/BigDecimal;")
        || desc.equals("Ljava/math/BigInteger;")
        || desc.startsWith("Ljava/lang/")
            && List.of(
                    "Integer", "Long", "Short", "Byte", "Double", "Float", "Boolean", "Character")
                .contains(desc.substring(11, desc.length() - 1));
  }

  private static EvolvedVariants.Variant apply(
      SchemaChange change, byte[] original, String name, String added) {
    ClassNode node = read(original);
    FieldNode field =
        name == null
            ? null
            : node.fields.stream().filter(f -> f.name.equals(name)).findFirst().orElseThrow();
    FieldEdit edit = null;
    String touched = name;
    switch (change) {
      case ADD_LAST, ADD_FIRST -> {
        add(node, change == SchemaChange.ADD_FIRST, added);
        touched = added;
      }
      case REMOVE_MIDDLE, REMOVE_LAST -> edit = ChangedField.remove(node, field);
      case RENAME_FIELD ->
          edit = ChangedField.rename(node, field, name + EvolvedVariants.RENAMED_SUFFIX);
      case WIDEN_INT_LONG ->
          edit =
              ChangedField.retype(node, field, field.desc.equals("I") ? "J" : "Ljava/lang/Long;");
      case INT_TO_INTEGER -> edit = ChangedField.retype(node, field, "Ljava/lang/Integer;");
    }
    if (edit != null) {
      EditedReferences.rewrite(node, List.of(edit));
    }
    return new EvolvedVariants.Variant(write(node), touched, edit);
  }

  /** Adds a String field, with accessors and annotations as the class's other fields have them. */
  private static void add(ClassNode node, boolean first, String name) {
    List<FieldNode> data = dataFields(node);
    FieldNode added =
        new FieldNode(Neighbours.visibility(data), name, "Ljava/lang/String;", null, null);
    List<String> names = data.stream().map(f -> f.name).toList();
    added.visibleAnnotations =
        Neighbours.like(data.stream().map(f -> f.visibleAnnotations).toList(), names, name);
    int at =
        data.isEmpty()
            ? node.fields.size()
            : node.fields.indexOf(first ? data.get(0) : data.get(data.size() - 1))
                + (first ? 0 : 1);
    node.fields.add(at, added);
    if (!Neighbours.throughAccessors(node, data)) {
      return;
    }
    List<MethodNode> getters = new ArrayList<>();
    List<MethodNode> setters = new ArrayList<>();
    List<String> getterNames = new ArrayList<>();
    List<String> setterNames = new ArrayList<>();
    for (FieldNode f : data) {
      Neighbours.Accessors accessors = Neighbours.accessors(node, f);
      accessors.getters().stream()
          .findFirst()
          .ifPresent(
              g -> {
                getters.add(g);
                getterNames.add(f.name);
              });
      accessors.setters().stream()
          .filter(s -> s.name.startsWith("set"))
          .findFirst()
          .ifPresent(
              s -> {
                setters.add(s);
                setterNames.add(f.name);
              });
    }
    String cap = Neighbours.capitalised(name);
    MethodNode getter =
        new MethodNode(Opcodes.ACC_PUBLIC, "get" + cap, "()Ljava/lang/String;", null, null);
    getter.visibleAnnotations =
        Neighbours.like(
            getters.stream().map(m -> m.visibleAnnotations).toList(), getterNames, name);
    getter.instructions.add(new VarInsnNode(Opcodes.ALOAD, 0));
    getter.instructions.add(
        new org.objectweb.asm.tree.FieldInsnNode(
            Opcodes.GETFIELD, node.name, name, "Ljava/lang/String;"));
    getter.instructions.add(new InsnNode(Opcodes.ARETURN));
    getter.maxStack = 1;
    getter.maxLocals = 1;
    node.methods.add(getter);
    String self = "L" + node.name + ";";
    long fluent = setters.stream().filter(s -> s.desc.endsWith(")" + self)).count();
    boolean returnsSelf = !setters.isEmpty() && fluent * 2 > setters.size();
    MethodNode setter =
        new MethodNode(
            Opcodes.ACC_PUBLIC,
            "set" + cap,
            "(Ljava/lang/String;)" + (returnsSelf ? self : "V"),
            null,
            null);
    setter.visibleAnnotations =
        Neighbours.like(
            setters.stream().map(m -> m.visibleAnnotations).toList(), setterNames, name);
    setter.instructions.add(new VarInsnNode(Opcodes.ALOAD, 0));
    setter.instructions.add(new VarInsnNode(Opcodes.ALOAD, 1));
    setter.instructions.add(
        new org.objectweb.asm.tree.FieldInsnNode(
            Opcodes.PUTFIELD, node.name, name, "Ljava/lang/String;"));
    if (returnsSelf) {
      setter.instructions.add(new VarInsnNode(Opcodes.ALOAD, 0));
      setter.instructions.add(new InsnNode(Opcodes.ARETURN));
    } else {
      setter.instructions.add(new InsnNode(Opcodes.RETURN));
    }
    setter.maxStack = 2;
    setter.maxLocals = 2;
    node.methods.add(setter);
  }

  /** The {@code name+desc} of the methods the class inherits a contract for. */
  private static Set<String> inheritedMethods(Class<?> model) {
    Set<String> methods = new java.util.HashSet<>();
    java.util.Deque<Class<?>> pending = new java.util.ArrayDeque<>();
    pending.addAll(List.of(model.getInterfaces()));
    for (Class<?> c = model.getSuperclass();
        c != null && c != Object.class;
        c = c.getSuperclass()) {
      pending.add(c);
      pending.addAll(List.of(c.getInterfaces()));
    }
    Set<Class<?>> seen = new java.util.HashSet<>();
    while (!pending.isEmpty()) {
      Class<?> type = pending.pop();
      if (!seen.add(type)) {
        continue;
      }
      pending.addAll(List.of(type.getInterfaces()));
      try {
        for (java.lang.reflect.Method method : type.getDeclaredMethods()) {
          int modifiers = method.getModifiers();
          if (!java.lang.reflect.Modifier.isStatic(modifiers)
              && !java.lang.reflect.Modifier.isPrivate(modifiers)) {
            methods.add(method.getName() + Type.getMethodDescriptor(method));
          }
        }
      } catch (RuntimeException | LinkageError e) {
        // a type whose methods cannot be read binds nothing that can be seen
      }
    }
    return methods;
  }

  /** Instance fields that hold the class's data, in declaration order. */
  static List<FieldNode> dataFields(ClassNode node) {
    List<String> served = new ArrayList<>();
    for (MethodNode method : node.methods) {
      if (method.visibleAnnotations != null
          && method.visibleAnnotations.stream().anyMatch(a -> a.desc.startsWith(ANY))) {
        for (var insn : method.instructions) {
          if (insn instanceof org.objectweb.asm.tree.FieldInsnNode access
              && access.owner.equals(node.name)) {
            served.add(access.name);
          }
        }
      }
    }
    int skipped = Opcodes.ACC_STATIC | Opcodes.ACC_TRANSIENT | Opcodes.ACC_SYNTHETIC;
    return node.fields.stream()
        .filter(f -> (f.access & skipped) == 0)
        .filter(f -> !generatedInternal(node, f))
        .filter(f -> !served.contains(f.name))
        .filter(
            f ->
                f.visibleAnnotations == null
                    || f.visibleAnnotations.stream().noneMatch(a -> a.desc.startsWith(ANY)))
        .toList();
  }

  /**
   * Whether a field is a code generator's bookkeeping rather than the message's data: protobuf's
   * memoised results, presence bits and unknown-field set, and in a protoc-generated message
   * anything but its fields, which protoc names with a trailing underscore. A real change to the
   * schema never removes or renames those by itself.
   */
  static boolean generatedInternal(ClassNode owner, FieldNode field) {
    String name = field.name;
    if (name.startsWith("memoized")
        || name.matches("bitField\\d+_")
        || name.equals("unknownFields")
        || name.equals("cachedSize")) {
      return true;
    }
    return owner.superName != null
        && owner.superName.startsWith("com/google/protobuf/GeneratedMessage")
        && !name.endsWith("_");
  }

  /**
   * The class files of the classes nested with the model (a builder, say), which refer to its
   * fields and accessors and so follow its changes.
   */
  private static Map<String, byte[]> companions(Class<?> model) {
    Map<String, byte[]> companions = new LinkedHashMap<>();
    Class<?>[] mates;
    try {
      mates = model.getNestMembers();
    } catch (RuntimeException | LinkageError e) {
      return companions;
    }
    for (Class<?> mate : mates) {
      if (mate != model) {
        byte[] bytes = ModelTypes.classFile(mate);
        if (bytes != null) {
          companions.put(mate.getName(), bytes);
        }
      }
    }
    return companions;
  }

  private static ClassNode read(byte[] bytes) {
    ClassNode node = new ClassNode();
    new ClassReader(bytes).accept(node, 0);
    return node;
  }

  private static byte[] write(ClassNode node) {
    ClassWriter writer = new ClassWriter(0);
    node.accept(writer);
    return writer.toByteArray();
  }
}
