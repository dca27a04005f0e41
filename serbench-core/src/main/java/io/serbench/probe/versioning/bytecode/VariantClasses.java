package io.serbench.probe.versioning.bytecode;

import io.serbench.sample.Renamed;
import io.serbench.sample.Widened;
import java.lang.annotation.Annotation;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.bytebuddy.ByteBuddy;
import net.bytebuddy.ClassFileVersion;
import net.bytebuddy.description.annotation.AnnotationDescription;
import net.bytebuddy.description.modifier.FieldManifestation;
import net.bytebuddy.description.modifier.Ownership;
import net.bytebuddy.description.modifier.TypeManifestation;
import net.bytebuddy.description.modifier.Visibility;
import net.bytebuddy.dynamic.DynamicType;

/**
 * Builds a record variant's class file with ByteBuddy: a record of the model's name that declares
 * the given components (with its canonical constructor and accessors) and keeps the model's
 * interfaces, annotations, nesting and {@code serialVersionUID}. Classes that are not records are
 * changed in their own class files instead ({@link BytecodeVariants}).
 */
final class VariantClasses {
  private VariantClasses() {}

  static byte[] build(Class<?> model, List<VariantMember> members) {
    ByteBuddy buddy = new ByteBuddy(ClassFileVersion.JAVA_V17);
    // a record must stay final, or the JVM no longer treats it as one
    DynamicType.Builder<?> builder =
        buddy
            .makeRecord()
            .name(model.getName())
            .modifiers(modifiers(model, TypeManifestation.FINAL));
    for (VariantMember member : members) {
      builder =
          builder
              .defineRecordComponent(member.name(), member.type())
              .annotateRecordComponent(annotations(member));
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
    return RecordAnnotations.copy(model, builder.make().getBytes(), members);
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

  private static List<AnnotationDescription> annotations(VariantMember member) {
    List<AnnotationDescription> list = new ArrayList<>();
    for (Annotation annotation : member.annotations()) {
      list.add(AnnotationDescription.ForLoadedAnnotation.of(annotation));
    }
    if (member.widened()) {
      list.add(AnnotationDescription.Builder.ofType(Widened.class).build());
    }
    if (member.renamedFrom() != null) {
      list.add(
          AnnotationDescription.Builder.ofType(Renamed.class)
              .define("from", member.renamedFrom())
              .build());
    }
    return list;
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
