package io.serbench.probe;

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
import net.bytebuddy.dynamic.scaffold.subclass.ConstructorStrategy;
import org.objectweb.asm.tree.ClassNode;

/**
 * Builds a variant's class file with ByteBuddy: a class or record of the model's name that declares
 * the given members, keeps the model's superclass, interfaces, annotations, nesting and {@code
 * serialVersionUID}, and then gets the model's own serialization methods back ({@link
 * KeptMethods}).
 */
final class VariantClasses {
  private VariantClasses() {}

  static byte[] build(Class<?> model, List<VariantMember> members, ClassNode original) {
    ByteBuddy buddy = new ByteBuddy(ClassFileVersion.JAVA_V17);
    DynamicType.Builder<?> builder;
    if (model.isRecord()) {
      // a record must stay final, or the JVM no longer treats it as one
      builder =
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
    } else {
      builder =
          buddy
              .subclass(model.getGenericSuperclass(), constructors(model.getSuperclass()))
              .name(model.getName())
              .modifiers(modifiers(model, TypeManifestation.PLAIN));
      for (VariantMember member : members) {
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
    return original == null ? bytes : KeptMethods.withKeptMethods(bytes, original);
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
    return list;
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
