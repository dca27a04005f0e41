package io.serbench.probe;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
 * Copies the model's own serialization methods ({@code writeObject}, {@code readResolve}, Kryo's
 * {@code write}/{@code read}, ...) and Jackson-annotated members into a variant with ASM, with
 * every private method they call, so that a variant is written and read the way the model is.
 */
final class KeptMethods {
  private KeptMethods() {}

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

  /** The class file of the user's class, whose serialization methods the variants keep. */
  static ClassNode original(Class<?> model) {
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
  static final class KeptMethodException extends RuntimeException {
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
  static byte[] withKeptMethods(byte[] variantBytes, ClassNode original) {
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
}
