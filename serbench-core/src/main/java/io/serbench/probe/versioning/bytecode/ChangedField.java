package io.serbench.probe.versioning.bytecode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AnnotationNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.VarInsnNode;

/**
 * The edits to one existing field of a class, in its class node: removed, renamed or retyped, each
 * with its accessors, and each returning the {@link FieldEdit} that code around the class follows.
 */
final class ChangedField {
  private ChangedField() {}

  /** Removes the field and its accessors. */
  static FieldEdit remove(ClassNode node, FieldNode field) {
    Map<String, String> methods = new LinkedHashMap<>();
    for (MethodNode accessor : Neighbours.accessors(node, field).all()) {
      node.methods.remove(accessor);
      methods.put(accessor.name + accessor.desc, "");
    }
    node.fields.remove(field);
    return new FieldEdit(
        FieldEdit.Kind.REMOVED, Set.of(node.name), field.name, field.desc, null, null, methods);
  }

  /**
   * Renames the field and its accessors, and the wire names its annotations and creator parameters
   * spell with the old name.
   */
  static FieldEdit rename(ClassNode node, FieldNode field, String name) {
    String old = field.name;
    Map<String, String> methods = new LinkedHashMap<>();
    for (MethodNode accessor : Neighbours.accessors(node, field).all()) {
      String renamed = Neighbours.renamedAccessor(accessor.name, old, name);
      methods.put(accessor.name + accessor.desc, renamed + accessor.desc);
      accessor.name = renamed;
      Neighbours.rename(accessor.visibleAnnotations, old, name);
    }
    for (MethodNode method : node.methods) {
      if (method.visibleParameterAnnotations != null) {
        for (List<AnnotationNode> parameter : method.visibleParameterAnnotations) {
          Neighbours.rename(parameter, old, name);
        }
      }
    }
    Neighbours.rename(node.visibleAnnotations, old, name);
    Neighbours.rename(field.visibleAnnotations, old, name);
    field.name = name;
    AnnotationNode marker = new AnnotationNode("Lio/serbench/sample/Renamed;");
    marker.visit("from", old);
    field.visibleAnnotations = withMarker(field.visibleAnnotations, marker);
    return new FieldEdit(
        FieldEdit.Kind.RENAMED, Set.of(node.name), old, field.desc, name, field.desc, methods);
  }

  /**
   * Gives the field another type. Its accessors take and return the new type; their bodies stay as
   * they were, moved to private methods that the accessors call through a conversion.
   */
  static FieldEdit retype(ClassNode node, FieldNode field, String desc) {
    Map<String, String> methods = new LinkedHashMap<>();
    Type before = Type.getType(field.desc);
    Type after = Type.getType(desc);
    for (MethodNode accessor : Neighbours.accessors(node, field).all()) {
      String newDesc = accessor.desc.replace(field.desc, desc);
      if (!accessor.desc.startsWith("()")) {
        // a setter: only its parameter changes (a fluent setter still returns the class)
        newDesc = "(" + desc + ")" + Type.getReturnType(accessor.desc).getDescriptor();
      }
      methods.put(accessor.name + accessor.desc, accessor.name + newDesc);
      node.methods.add(wrapper(node, accessor, newDesc, before, after));
      accessor.name = BytecodeVariants.OLD_BODY + accessor.name;
      accessor.access =
          (accessor.access & ~(Opcodes.ACC_PUBLIC | Opcodes.ACC_PROTECTED))
              | Opcodes.ACC_PRIVATE
              | Opcodes.ACC_SYNTHETIC;
      accessor.visibleAnnotations = null;
      accessor.visibleParameterAnnotations = null;
      accessor.invisibleAnnotations = null;
      accessor.invisibleParameterAnnotations = null;
    }
    String old = field.desc;
    field.desc = desc;
    field.signature = null;
    field.value = null;
    field.visibleAnnotations =
        withMarker(field.visibleAnnotations, new AnnotationNode("Lio/serbench/sample/Widened;"));
    return new FieldEdit(
        FieldEdit.Kind.RETYPED, Set.of(node.name), field.name, old, field.name, desc, methods);
  }

  /** An accessor of the new type that calls the old body through conversions. */
  private static MethodNode wrapper(
      ClassNode node, MethodNode accessor, String desc, Type before, Type after) {
    MethodNode wrapper =
        new MethodNode(
            accessor.access, accessor.name, desc, null, accessor.exceptions.toArray(String[]::new));
    wrapper.visibleAnnotations = accessor.visibleAnnotations;
    wrapper.visibleParameterAnnotations = accessor.visibleParameterAnnotations;
    wrapper.invisibleAnnotations = accessor.invisibleAnnotations;
    wrapper.instructions.add(new VarInsnNode(Opcodes.ALOAD, 0));
    Type[] arguments = Type.getArgumentTypes(desc);
    int slot = 1;
    for (Type argument : arguments) {
      wrapper.instructions.add(new VarInsnNode(argument.getOpcode(Opcodes.ILOAD), slot));
      slot += argument.getSize();
      if (argument.equals(after)) {
        wrapper.instructions.add(EditedReferences.convert(after, before));
      }
    }
    wrapper.instructions.add(
        new MethodInsnNode(
            Opcodes.INVOKESPECIAL,
            node.name,
            BytecodeVariants.OLD_BODY + accessor.name,
            accessor.desc,
            false));
    Type returned = Type.getReturnType(desc);
    if (!returned.equals(Type.getReturnType(accessor.desc))) {
      wrapper.instructions.add(EditedReferences.convert(before, after));
    }
    wrapper.instructions.add(new InsnNode(returned.getOpcode(Opcodes.IRETURN)));
    wrapper.maxLocals = slot;
    wrapper.maxStack = slot + 2;
    return wrapper;
  }

  private static List<AnnotationNode> withMarker(
      List<AnnotationNode> annotations, AnnotationNode marker) {
    List<AnnotationNode> all =
        annotations == null ? new ArrayList<>() : new ArrayList<>(annotations);
    all.add(marker);
    return all;
  }
}
