package io.serbench.probe.versioning.bytecode;

import io.serbench.model.ModelTypes;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AnnotationNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * The annotations a record's components carry on its field, accessor and canonical constructor's
 * parameter, copied from the record's own class file onto a variant that ByteBuddy rebuilt ({@link
 * VariantClasses}). javac places an annotation written on a component on those members, as its
 * {@code @Target} allows: {@code @JsonProperty("_meta")}, whose targets do not include record
 * components, lives only there, and a rebuilt record without it is read and written under other
 * names. A renamed component's wire names spelled with its old name follow the rename, as a class's
 * do ({@link Neighbours#rename}).
 */
final class RecordAnnotations {
  private RecordAnnotations() {}

  /**
   * The variant's class file with each member's annotations copied from the model's.
   *
   * @param members the variant's components, each naming the model's component it came from
   */
  static byte[] copy(Class<?> model, byte[] variant, List<VariantMember> members) {
    byte[] original = ModelTypes.classFile(model);
    if (original == null) {
      return variant;
    }
    ClassNode source = read(original);
    ClassNode target = read(variant);
    RecordComponent[] components = model.getRecordComponents();
    MethodNode sourceCreator = canonical(source, descriptor(components));
    MethodNode targetCreator = canonical(target, variantDescriptor(target, members));
    for (int i = 0; i < members.size(); i++) {
      VariantMember member = members.get(i);
      String from = member.renamedFrom() != null ? member.renamedFrom() : member.name();
      int at = indexOf(components, from);
      if (at < 0) {
        continue;
      }
      String desc = Type.getDescriptor(components[at].getType());
      FieldNode sourceField = field(source, from);
      FieldNode targetField = field(target, member.name());
      if (sourceField != null && targetField != null) {
        targetField.visibleAnnotations =
            merged(
                renamed(sourceField.visibleAnnotations, from, member.name()),
                targetField.visibleAnnotations);
      }
      MethodNode sourceAccessor = accessor(source, from, desc);
      MethodNode targetAccessor = accessor(target, member.name(), null);
      if (sourceAccessor != null && targetAccessor != null) {
        targetAccessor.visibleAnnotations =
            merged(
                renamed(sourceAccessor.visibleAnnotations, from, member.name()),
                targetAccessor.visibleAnnotations);
      }
      if (sourceCreator != null
          && targetCreator != null
          && sourceCreator.visibleParameterAnnotations != null
          && at < sourceCreator.visibleParameterAnnotations.length) {
        List<AnnotationNode> copied =
            renamed(sourceCreator.visibleParameterAnnotations[at], from, member.name());
        if (copied != null) {
          if (targetCreator.visibleParameterAnnotations == null) {
            int count = Type.getArgumentTypes(targetCreator.desc).length;
            @SuppressWarnings("unchecked")
            List<AnnotationNode>[] none = (List<AnnotationNode>[]) new List<?>[count];
            targetCreator.visibleParameterAnnotations = none;
            targetCreator.visibleAnnotableParameterCount = count;
          }
          targetCreator.visibleParameterAnnotations[i] = copied;
        }
      }
    }
    ClassWriter writer = new ClassWriter(0);
    target.accept(writer);
    return writer.toByteArray();
  }

  private static List<AnnotationNode> merged(
      List<AnnotationNode> copied, List<AnnotationNode> existing) {
    if (copied == null) {
      return existing;
    }
    List<AnnotationNode> all = new ArrayList<>();
    if (existing != null) {
      all.addAll(existing);
    }
    // an annotation the rebuilt member already has is not declared twice
    copied.stream()
        .filter(a -> all.stream().noneMatch(e -> e.desc.equals(a.desc)))
        .forEach(all::add);
    return all;
  }

  /** Copies of the annotations, wire names spelled with the old name given the new one. */
  private static List<AnnotationNode> renamed(
      List<AnnotationNode> annotations, String oldName, String newName) {
    if (annotations == null || annotations.isEmpty()) {
      return null;
    }
    List<AnnotationNode> copies = new ArrayList<>();
    for (AnnotationNode annotation : annotations) {
      AnnotationNode copy = new AnnotationNode(annotation.desc);
      annotation.accept(copy);
      copies.add(copy);
    }
    if (!oldName.equals(newName)) {
      Neighbours.rename(copies, oldName, newName);
    }
    return copies;
  }

  private static int indexOf(RecordComponent[] components, String name) {
    for (int i = 0; i < components.length; i++) {
      if (components[i].getName().equals(name)) {
        return i;
      }
    }
    return -1;
  }

  private static String descriptor(RecordComponent[] components) {
    StringBuilder desc = new StringBuilder("(");
    for (RecordComponent component : components) {
      desc.append(Type.getDescriptor(component.getType()));
    }
    return desc.append(")V").toString();
  }

  /** The variant's canonical constructor's descriptor: its components' fields, in order. */
  private static String variantDescriptor(ClassNode target, List<VariantMember> members) {
    StringBuilder desc = new StringBuilder("(");
    for (VariantMember member : members) {
      FieldNode field = field(target, member.name());
      if (field == null) {
        return null;
      }
      desc.append(field.desc);
    }
    return desc.append(")V").toString();
  }

  private static MethodNode canonical(ClassNode node, String desc) {
    return desc == null
        ? null
        : node.methods.stream()
            .filter(m -> m.name.equals("<init>") && m.desc.equals(desc))
            .findFirst()
            .orElse(null);
  }

  private static FieldNode field(ClassNode node, String name) {
    return node.fields.stream().filter(f -> f.name.equals(name)).findFirst().orElse(null);
  }

  private static MethodNode accessor(ClassNode node, String name, String returns) {
    return node.methods.stream()
        .filter(m -> m.name.equals(name) && m.desc.startsWith("()"))
        .filter(m -> returns == null || m.desc.equals("()" + returns))
        .findFirst()
        .orElse(null);
  }

  private static ClassNode read(byte[] bytes) {
    ClassNode node = new ClassNode();
    new ClassReader(bytes).accept(node, 0);
    return node;
  }
}
