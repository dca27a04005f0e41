package io.serbench.probe;

import io.serbench.model.ModelTypes;
import io.serbench.result.SchemaChange;
import io.serbench.sample.Widened;
import java.io.IOException;
import java.io.InputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.bytebuddy.ByteBuddy;
import net.bytebuddy.ClassFileVersion;
import net.bytebuddy.description.annotation.AnnotationDescription;
import net.bytebuddy.description.modifier.FieldManifestation;
import net.bytebuddy.description.modifier.Ownership;
import net.bytebuddy.description.modifier.TypeManifestation;
import net.bytebuddy.description.modifier.Visibility;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.dynamic.scaffold.subclass.ConstructorStrategy;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.AnnotationNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * Bytecode for versions of a user's model class that share its name: the class as it is, and one
 * variant per {@link SchemaChange} that applies to it. Each version is loaded in a class loader of
 * its own, so old and new meet as they would in two deployments.
 *
 * <p>Variants carry the fields (with their annotations, in declaration order), the superclass, the
 * interfaces, a declared {@code serialVersionUID} and the class's place among nested classes (its
 * enclosing class, its member classes, its nest), so that an unchanged nested enum still agrees
 * with its evolved outer class. Of the methods they keep the class's own serialization logic:
 * {@code writeObject}, {@code readObject}, {@code readResolve}, {@code writeReplace}, {@code
 * Externalizable} and {@code KryoSerializable} methods, and every method or constructor with a
 * Jackson annotation (creators, annotated accessors), with the private methods they call. A POJO
 * also gets a public no-argument constructor; a record gets its canonical constructor and
 * accessors. Where a kept method uses a field that a change removes or widens, serbench cannot
 * rewrite it as the class's author would, so that change is not tested on the class, and {@link
 * Variants#untested()} says why.
 */
public final class EvolvedVariants {
  /** The name of the added field; a String, so its default is {@code null}. */
  public static final String ADDED_FIELD = "serbenchAdded";

  private static final Set<String> SERIALIZATION_METHODS =
      Set.of(
          "writeObject(Ljava/io/ObjectOutputStream;)V",
          "readObject(Ljava/io/ObjectInputStream;)V",
          "readObjectNoData()V",
          "writeReplace()Ljava/lang/Object;",
          "readResolve()Ljava/lang/Object;",
          "writeExternal(Ljava/io/ObjectOutput;)V",
          "readExternal(Ljava/io/ObjectInput;)V",
          "write(Lcom/esotericsoftware/kryo/Kryo;Lcom/esotericsoftware/kryo/io/Output;)V",
          "read(Lcom/esotericsoftware/kryo/Kryo;Lcom/esotericsoftware/kryo/io/Input;)V");

  private static final String JACKSON_ANNOTATIONS = "Lcom/fasterxml/jackson/annotation/";

  private EvolvedVariants() {}

  /**
   * One changed version of a class.
   *
   * @param bytes the class file
   * @param field the field the change added, removed or widened
   */
  public record Variant(byte[] bytes, String field) {}

  /**
   * The versions of one class.
   *
   * @param className the class's name
   * @param base the class as it is, rebuilt the way the variants are
   * @param changed one variant per change that applies to the class
   * @param untested changes that apply but could not be built faithfully, with the reason
   */
  public record Variants(
      String className,
      byte[] base,
      Map<SchemaChange, Variant> changed,
      Map<SchemaChange, String> untested) {

    /** The bytes a loader of the given change defines: the variant, else the base. */
    public byte[] bytes(SchemaChange change) {
      Variant variant = change == null ? null : changed.get(change);
      return variant == null ? base : variant.bytes();
    }
  }

  /** A field or record component, as a variant declares it. */
  private record Member(
      String name, Type type, Annotation[] annotations, int modifiers, boolean widened) {

    Member widen() {
      return new Member(
          name, type == int.class ? long.class : Long.class, annotations, modifiers, true);
    }

    boolean isInt() {
      return type == int.class || type == Integer.class;
    }
  }

  /**
   * Generates the variants.
   *
   * @throws IllegalArgumentException when the class cannot be rebuilt from its fields, with the
   *     reason
   */
  public static Variants of(Class<?> model) {
    if (model.getTypeParameters().length > 0) {
      throw new IllegalArgumentException(
          model.getSimpleName() + " has type parameters; variants are built for concrete classes");
    }
    if (Modifier.isAbstract(model.getModifiers()) || model.isEnum() || model.isInterface()) {
      throw new IllegalArgumentException(model.getSimpleName() + " is not a concrete class");
    }
    if (model.isAnonymousClass() || model.isLocalClass()) {
      throw new IllegalArgumentException(
          model.getSimpleName() + " is a local or anonymous class; variants need a named class");
    }
    if (model.getEnclosingClass() != null && !Modifier.isStatic(model.getModifiers())) {
      throw new IllegalArgumentException(
          model.getSimpleName()
              + " is an inner class with a hidden link to its outer instance; make it static");
    }
    List<Member> members = new ArrayList<>();
    List<Member> kept = new ArrayList<>();
    if (model.isRecord()) {
      for (RecordComponent component : model.getRecordComponents()) {
        members.add(
            new Member(
                component.getName(),
                component.getGenericType(),
                component.getDeclaredAnnotations(),
                0,
                false));
      }
    } else {
      ModelTypes.instanceFields(model)
          .filter(f -> f.getDeclaringClass() == model)
          .forEach(
              f ->
                  (Modifier.isTransient(f.getModifiers()) ? kept : members)
                      .add(
                          new Member(
                              f.getName(),
                              f.getGenericType(),
                              f.getDeclaredAnnotations(),
                              f.getModifiers(),
                              false)));
    }
    ClassNode original = model.isRecord() ? null : original(model);
    byte[] base = build(model, concat(members, kept), original);
    Map<SchemaChange, Variant> changed = new EnumMap<>(SchemaChange.class);
    Map<SchemaChange, String> untested = new EnumMap<>(SchemaChange.class);
    for (SchemaChange change : SchemaChange.values()) {
      Changed variant = apply(change, members);
      if (variant == null) {
        continue;
      }
      try {
        changed.put(
            change,
            new Variant(build(model, concat(variant.members(), kept), original), variant.field()));
      } catch (KeptMethodException e) {
        untested.put(change, e.getMessage());
      }
    }
    return new Variants(model.getName(), base, changed, untested);
  }

  private record Changed(List<Member> members, String field) {}

  /** The members after the change, or null where the change does not apply to the class. */
  private static Changed apply(SchemaChange change, List<Member> members) {
    Member added = new Member(ADDED_FIELD, String.class, new Annotation[0], Modifier.PUBLIC, false);
    int size = members.size();
    return switch (change) {
      case ADD_LAST -> new Changed(concat(members, List.of(added)), ADDED_FIELD);
      case ADD_FIRST -> new Changed(concat(List.of(added), members), ADDED_FIELD);
      case REMOVE_MIDDLE -> size < 2 ? null : without(members, size < 3 ? 0 : size / 2);
      case REMOVE_LAST -> size < 1 ? null : without(members, size - 1);
      case WIDEN_INT_LONG -> {
        for (int i = 0; i < size; i++) {
          if (members.get(i).isInt()) {
            List<Member> widened = new ArrayList<>(members);
            widened.set(i, members.get(i).widen());
            yield new Changed(widened, members.get(i).name());
          }
        }
        yield null;
      }
    };
  }

  private static Changed without(List<Member> members, int index) {
    List<Member> rest = new ArrayList<>(members);
    Member removed = rest.remove(index);
    return new Changed(rest, removed.name());
  }

  private static <T> List<T> concat(List<T> first, List<T> second) {
    List<T> all = new ArrayList<>(first);
    all.addAll(second);
    return all;
  }

  private static byte[] build(Class<?> model, List<Member> members, ClassNode original) {
    ByteBuddy buddy = new ByteBuddy(ClassFileVersion.JAVA_V17);
    DynamicType.Builder<?> builder;
    if (model.isRecord()) {
      // a record must stay final, or the JVM no longer treats it as one
      builder =
          buddy
              .makeRecord()
              .name(model.getName())
              .modifiers(modifiers(model, TypeManifestation.FINAL));
      for (Member member : members) {
        builder =
            builder
                .defineRecordComponent(member.name(), member.type())
                .annotateRecordComponent(annotations(member));
      }
    } else {
      builder =
          buddy
              .subclass(model.getGenericSuperclass(), constructors(model.getSuperclass()))
              .name(model.getName())
              .modifiers(modifiers(model, TypeManifestation.PLAIN));
      for (Member member : members) {
        builder =
            builder
                .defineField(
                    member.name(),
                    member.type(),
                    member.modifiers() & ~(Modifier.FINAL | Modifier.PRIVATE | Modifier.PROTECTED)
                        | Modifier.PUBLIC)
                .annotateField(annotations(member));
      }
    }
    builder = nested(builder, model).implement(model.getGenericInterfaces());
    Annotation[] annotations = model.getDeclaredAnnotations();
    if (annotations.length > 0) {
      builder = builder.annotateType(annotations);
    }
    Long uid = serialVersionUid(model);
    if (uid != null) {
      builder =
          builder
              .defineField(
                  "serialVersionUID",
                  long.class,
                  Visibility.PRIVATE,
                  Ownership.STATIC,
                  FieldManifestation.FINAL)
              .value(uid);
    }
    byte[] bytes = builder.make().getBytes();
    return original == null ? bytes : withKeptMethods(bytes, original);
  }

  /** Public, static where the class is a member class, with the given manifestation. */
  private static net.bytebuddy.description.modifier.ModifierContributor.ForType[] modifiers(
      Class<?> model, TypeManifestation manifestation) {
    return model.getEnclosingClass() == null
        ? new net.bytebuddy.description.modifier.ModifierContributor.ForType[] {
          Visibility.PUBLIC, manifestation
        }
        : new net.bytebuddy.description.modifier.ModifierContributor.ForType[] {
          Visibility.PUBLIC, manifestation, Ownership.STATIC
        };
  }

  /**
   * The class's place among nested classes, as its original declares it: the JVM checks that a
   * member class and its outer class agree, so an unchanged nested enum must still find itself in
   * its evolved outer class.
   */
  private static DynamicType.Builder<?> nested(DynamicType.Builder<?> builder, Class<?> model) {
    DynamicType.Builder<?> nested = builder;
    if (model.getDeclaringClass() != null) {
      nested = nested.innerTypeOf(model.getDeclaringClass()).asMemberType();
    }
    Class<?>[] members = model.getDeclaredClasses();
    if (members.length > 0) {
      nested = nested.declaredTypes(members);
    }
    Class<?> host = model.getNestHost();
    if (host != model) {
      nested = nested.nestHost(host);
    } else {
      List<Class<?>> mates = Arrays.stream(model.getNestMembers()).filter(c -> c != model).toList();
      if (!mates.isEmpty()) {
        nested = nested.nestMembers(mates.toArray(Class<?>[]::new));
      }
    }
    return nested;
  }

  private static List<AnnotationDescription> annotations(Member member) {
    List<AnnotationDescription> list = new ArrayList<>();
    for (Annotation annotation : member.annotations()) {
      list.add(AnnotationDescription.ForLoadedAnnotation.of(annotation));
    }
    if (member.widened()) {
      list.add(AnnotationDescription.Builder.ofType(Widened.class).build());
    }
    return list;
  }

  /** The class file of the user's class, whose serialization methods the variants keep. */
  private static ClassNode original(Class<?> model) {
    String resource = model.getName().replace('.', '/') + ".class";
    ClassLoader loader =
        model.getClassLoader() == null
            ? ClassLoader.getSystemClassLoader()
            : model.getClassLoader();
    try (InputStream in = loader.getResourceAsStream(resource)) {
      if (in == null) {
        return null;
      }
      ClassNode node = new ClassNode();
      new ClassReader(in.readAllBytes()).accept(node, 0);
      return node;
    } catch (IOException e) {
      return null;
    }
  }

  /** A kept method uses a field that the variant does not have, or has with another type. */
  private static final class KeptMethodException extends RuntimeException {
    KeptMethodException(String message) {
      super(message);
    }
  }

  /**
   * Adds the original's serialization methods, Jackson-annotated methods and constructors, and the
   * class's own methods they call, to the variant. A Jackson-annotated accessor of a field the
   * change removed or widened is left out, as the class's author would delete it with the field.
   *
   * @throws KeptMethodException when a serialization method or an annotated constructor uses a
   *     field the variant lacks
   */
  private static byte[] withKeptMethods(byte[] variantBytes, ClassNode original) {
    List<MethodNode> roots =
        original.methods.stream()
            .filter(
                m ->
                    SERIALIZATION_METHODS.contains(m.name + m.desc)
                        || jacksonAnnotated(m.visibleAnnotations))
            .toList();
    if (roots.isEmpty()) {
      return variantBytes;
    }
    if ((original.version & 0xFFFF) < Opcodes.V1_7) {
      throw new KeptMethodException(
          simple(original)
              + " is compiled for Java 6 or older, so its serialization methods cannot be kept");
    }
    ClassNode variant = new ClassNode();
    new ClassReader(variantBytes).accept(variant, 0);
    Map<String, MethodNode> kept = new LinkedHashMap<>();
    variant.methods.forEach(m -> kept.put(m.name + m.desc, m));
    Map<String, FieldNode> addedStatics = new LinkedHashMap<>();
    for (MethodNode root : roots) {
      try {
        closure(root, original, variant, kept, addedStatics);
      } catch (KeptMethodException e) {
        boolean accessor =
            !root.name.equals("<init>") && !SERIALIZATION_METHODS.contains(root.name + root.desc);
        if (!accessor) {
          throw e;
        }
      }
    }
    variant.methods = new ArrayList<>(kept.values());
    variant.fields.addAll(addedStatics.values());
    ClassWriter writer = new ClassWriter(0);
    variant.accept(writer);
    return writer.toByteArray();
  }

  /**
   * Adds the method and the class's own methods it calls to {@code kept}, all or nothing, with the
   * compile-time constants they read.
   */
  private static void closure(
      MethodNode root,
      ClassNode original,
      ClassNode variant,
      Map<String, MethodNode> kept,
      Map<String, FieldNode> addedStatics) {
    Map<String, FieldNode> fields = new LinkedHashMap<>();
    variant.fields.forEach(f -> fields.put(f.name, f));
    Map<String, FieldNode> originalFields = new LinkedHashMap<>();
    original.fields.forEach(f -> originalFields.put(f.name, f));
    Map<String, MethodNode> byKey = new LinkedHashMap<>();
    original.methods.forEach(m -> byKey.put(m.name + m.desc, m));
    Map<String, MethodNode> found = new LinkedHashMap<>();
    Map<String, FieldNode> statics = new LinkedHashMap<>();
    Deque<MethodNode> pending = new ArrayDeque<>(List.of(root));
    while (!pending.isEmpty()) {
      MethodNode method = pending.pop();
      String key = method.name + method.desc;
      if (kept.containsKey(key) || found.containsKey(key)) {
        continue;
      }
      found.put(key, method);
      for (AbstractInsnNode insn : method.instructions) {
        if (insn instanceof FieldInsnNode field && field.owner.equals(original.name)) {
          FieldNode declared = fields.get(field.name);
          FieldNode before = originalFields.get(field.name);
          boolean isStatic =
              field.getOpcode() == Opcodes.GETSTATIC || field.getOpcode() == Opcodes.PUTSTATIC;
          if (declared == null && isStatic && before != null && before.value != null) {
            statics.put(before.name, before);
          } else if (declared == null || !declared.desc.equals(field.desc)) {
            throw new KeptMethodException(
                simple(original)
                    + "."
                    + method.name
                    + " uses "
                    + (isStatic ? "static field " : "field ")
                    + field.name
                    + (isStatic
                        ? ", which is not a compile-time constant"
                        : declared == null ? ", which the change removes" : " with its old type")
                    + "; serbench cannot rewrite the class's own code as its author would");
          }
        } else if (insn instanceof MethodInsnNode call && call.owner.equals(original.name)) {
          MethodNode callee = byKey.get(call.name + call.desc);
          if (callee != null) {
            pending.push(callee);
          }
        } else if (insn instanceof InvokeDynamicInsnNode indy) {
          for (Object argument : indy.bsmArgs) {
            if (argument instanceof Handle handle && handle.getOwner().equals(original.name)) {
              MethodNode callee = byKey.get(handle.getName() + handle.getDesc());
              if (callee != null) {
                pending.push(callee);
              }
            }
          }
        }
      }
    }
    kept.putAll(found);
    statics.forEach(
        (name, field) -> {
          if (!fields.containsKey(name)) {
            addedStatics.put(name, field);
          }
        });
  }

  private static boolean jacksonAnnotated(List<AnnotationNode> annotations) {
    return annotations != null
        && annotations.stream().anyMatch(a -> a.desc.startsWith(JACKSON_ANNOTATIONS));
  }

  private static String simple(ClassNode node) {
    return node.name.substring(node.name.lastIndexOf('/') + 1);
  }

  private static ConstructorStrategy constructors(Class<?> superclass) {
    try {
      superclass.getDeclaredConstructor();
      return ConstructorStrategy.Default.DEFAULT_CONSTRUCTOR;
    } catch (NoSuchMethodException e) {
      return ConstructorStrategy.Default.IMITATE_SUPER_CLASS_OPENING;
    }
  }

  private static Long serialVersionUid(Class<?> model) {
    try {
      Field field = model.getDeclaredField("serialVersionUID");
      if (Modifier.isStatic(field.getModifiers()) && field.getType() == long.class) {
        field.setAccessible(true);
        return field.getLong(null);
      }
    } catch (ReflectiveOperationException | RuntimeException e) {
      // none declared: the JVM computes one from the class, as it would for the user's class
    }
    return null;
  }
}
