package io.serbench.probe.versioning.bytecode;

import java.util.List;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * Rewrites the instructions of a class that reach a changed field or its accessors, so that the
 * class's own code (constructors, builders, {@code equals}, serialization methods) keeps working on
 * the changed class and loses exactly the instructions that touched what the change took away: a
 * read of a removed field or a call of its removed accessor yields the type's default, a write
 * drops its value, a renamed member is reached by its new name, and a retyped one through a
 * conversion to and from its old type. Every replacement leaves the operand stack with the same
 * types, so the class's stack map frames stay valid.
 */
public final class EditedReferences {
  private EditedReferences() {}

  // taken from the class itself, so that the rewritten code follows it wherever it lives
  private static final String CONVERSIONS = Type.getInternalName(VariantConversions.class);

  /** The class file with its references to the edited members rewritten; the same array if none. */
  public static byte[] apply(byte[] classFile, List<FieldEdit> edits) {
    if (edits.isEmpty()) {
      return classFile;
    }
    ClassNode node = new ClassNode();
    new ClassReader(classFile).accept(node, 0);
    if (!rewrite(node, edits)) {
      return classFile;
    }
    ClassWriter writer = new ClassWriter(0);
    node.accept(writer);
    return writer.toByteArray();
  }

  /** Rewrites the class in place; true when an instruction changed. */
  static boolean rewrite(ClassNode node, List<FieldEdit> edits) {
    boolean changed = false;
    for (MethodNode method : node.methods) {
      for (AbstractInsnNode insn : method.instructions.toArray()) {
        for (FieldEdit edit : edits) {
          if (insn instanceof FieldInsnNode field
              && edit.owners().contains(field.owner)
              && field.name.equals(edit.field())
              && field.desc.equals(edit.desc())
              && (field.getOpcode() == Opcodes.GETFIELD || field.getOpcode() == Opcodes.PUTFIELD)) {
            field(method, field, edit);
            changed = true;
            break;
          }
          if (insn instanceof MethodInsnNode call
              && edit.owners().contains(call.owner)
              && edit.methods().containsKey(call.name + call.desc)) {
            call(method, call, edit.methods().get(call.name + call.desc));
            changed = true;
            break;
          }
        }
      }
    }
    return changed;
  }

  private static void field(MethodNode method, FieldInsnNode field, FieldEdit edit) {
    boolean read = field.getOpcode() == Opcodes.GETFIELD;
    Type type = Type.getType(edit.desc());
    switch (edit.kind()) {
      case REMOVED -> {
        InsnList replacement = new InsnList();
        if (read) {
          replacement.add(new InsnNode(Opcodes.POP));
          replacement.add(defaultOf(type));
        } else {
          replacement.add(pop(type));
          replacement.add(new InsnNode(Opcodes.POP));
        }
        method.instructions.insert(field, replacement);
        method.instructions.remove(field);
      }
      case RENAMED -> field.name = edit.newName();
      case RETYPED -> {
        Type to = Type.getType(edit.newDesc());
        field.desc = edit.newDesc();
        if (read) {
          method.instructions.insert(field, convert(to, type));
        } else {
          method.instructions.insertBefore(field, convert(type, to));
        }
        method.maxStack += 1;
      }
    }
  }

  private static void call(MethodNode method, MethodInsnNode call, String after) {
    Type before = Type.getMethodType(call.desc);
    if (after.isEmpty()) {
      InsnList replacement = new InsnList();
      Type[] arguments = before.getArgumentTypes();
      for (int i = arguments.length - 1; i >= 0; i--) {
        replacement.add(pop(arguments[i]));
      }
      if (call.getOpcode() != Opcodes.INVOKESTATIC) {
        replacement.add(new InsnNode(Opcodes.POP));
      }
      if (before.getReturnType().getSort() != Type.VOID) {
        replacement.add(defaultOf(before.getReturnType()));
      }
      method.instructions.insert(call, replacement);
      method.instructions.remove(call);
      return;
    }
    int split = after.indexOf('(');
    call.name = after.substring(0, split);
    String newDesc = after.substring(split);
    if (!newDesc.equals(call.desc)) {
      Type now = Type.getMethodType(newDesc);
      Type[] was = before.getArgumentTypes();
      Type[] is = now.getArgumentTypes();
      // accessors change one argument, the last one, or their result
      if (was.length > 0 && !was[was.length - 1].equals(is[is.length - 1])) {
        method.instructions.insertBefore(call, convert(was[was.length - 1], is[is.length - 1]));
      }
      if (!before.getReturnType().equals(now.getReturnType())) {
        method.instructions.insert(call, convert(now.getReturnType(), before.getReturnType()));
      }
      call.desc = newDesc;
      method.maxStack += 1;
    }
  }

  /** Instructions that turn a value of one type on the stack into the other. */
  static InsnList convert(Type from, Type to) {
    InsnList list = new InsnList();
    String pair = from.getDescriptor() + ">" + to.getDescriptor();
    switch (pair) {
      case "I>J" -> list.add(new InsnNode(Opcodes.I2L));
      case "J>I" -> list.add(new InsnNode(Opcodes.L2I));
      case "I>Ljava/lang/Integer;" ->
          list.add(
              new MethodInsnNode(
                  Opcodes.INVOKESTATIC,
                  "java/lang/Integer",
                  "valueOf",
                  "(I)Ljava/lang/Integer;",
                  false));
      case "Ljava/lang/Integer;>I" ->
          list.add(
              new MethodInsnNode(
                  Opcodes.INVOKESTATIC, CONVERSIONS, "unbox", "(Ljava/lang/Integer;)I", false));
      case "Ljava/lang/Integer;>Ljava/lang/Long;" ->
          list.add(
              new MethodInsnNode(
                  Opcodes.INVOKESTATIC,
                  CONVERSIONS,
                  "widen",
                  "(Ljava/lang/Integer;)Ljava/lang/Long;",
                  false));
      case "Ljava/lang/Long;>Ljava/lang/Integer;" ->
          list.add(
              new MethodInsnNode(
                  Opcodes.INVOKESTATIC,
                  CONVERSIONS,
                  "narrow",
                  "(Ljava/lang/Long;)Ljava/lang/Integer;",
                  false));
      default -> throw new IllegalArgumentException("no conversion " + pair);
    }
    return list;
  }

  static AbstractInsnNode defaultOf(Type type) {
    return new InsnNode(
        switch (type.getSort()) {
          case Type.LONG -> Opcodes.LCONST_0;
          case Type.FLOAT -> Opcodes.FCONST_0;
          case Type.DOUBLE -> Opcodes.DCONST_0;
          case Type.OBJECT, Type.ARRAY -> Opcodes.ACONST_NULL;
          default -> Opcodes.ICONST_0;
        });
  }

  static AbstractInsnNode pop(Type type) {
    return new InsnNode(type.getSize() == 2 ? Opcodes.POP2 : Opcodes.POP);
  }
}
