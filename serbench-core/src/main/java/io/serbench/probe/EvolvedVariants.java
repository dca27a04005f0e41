package io.serbench.probe;

import io.serbench.model.ModelTypes;
import java.lang.annotation.Annotation;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.List;
import net.bytebuddy.ByteBuddy;
import net.bytebuddy.ClassFileVersion;
import net.bytebuddy.description.modifier.FieldManifestation;
import net.bytebuddy.description.modifier.Ownership;
import net.bytebuddy.description.modifier.TypeManifestation;
import net.bytebuddy.description.modifier.Visibility;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.dynamic.scaffold.subclass.ConstructorStrategy;

/**
 * Bytecode for versions of a user's model class that share its name: the class as it is, with a
 * field appended, and with its last field removed. Each is loaded in a class loader of its own, so
 * old and new meet as they would in two deployments.
 *
 * <p>Variants carry the fields (with their annotations), the superclass, the interfaces and a
 * declared {@code serialVersionUID}, but none of the methods: codecs read and write fields. A POJO
 * gets a public no-argument constructor; a record gets its canonical constructor and accessors.
 */
public final class EvolvedVariants {
  /** The name of the appended field; a String, so its default is {@code null}. */
  public static final String ADDED_FIELD = "serbenchAdded";

  private EvolvedVariants() {}

  /** The three versions of one class. */
  public record Variants(
      String className, byte[] base, byte[] appended, byte[] removed, String removedField) {

    /** Whether there was a field to remove. */
    public boolean hasRemoved() {
      return removed != null;
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
    List<Field> fields =
        model.isRecord()
            ? List.of()
            : ModelTypes.instanceFields(model).filter(f -> f.getDeclaringClass() == model).toList();
    List<RecordComponent> components =
        model.isRecord() ? List.of(model.getRecordComponents()) : List.of();
    int count = model.isRecord() ? components.size() : fields.size();
    byte[] base = build(model, fields, components, count, false);
    byte[] appended = build(model, fields, components, count, true);
    byte[] removed = count == 0 ? null : build(model, fields, components, count - 1, false);
    String removedField =
        count == 0
            ? null
            : model.isRecord()
                ? components.get(count - 1).getName()
                : fields.get(count - 1).getName();
    return new Variants(model.getName(), base, appended, removed, removedField);
  }

  private static byte[] build(
      Class<?> model,
      List<Field> fields,
      List<RecordComponent> components,
      int keep,
      boolean append) {
    ByteBuddy buddy = new ByteBuddy(ClassFileVersion.JAVA_V17);
    DynamicType.Builder<?> builder;
    if (model.isRecord()) {
      // a record must stay final, or the JVM no longer treats it as one
      builder =
          buddy
              .makeRecord()
              .name(model.getName())
              .modifiers(Visibility.PUBLIC, TypeManifestation.FINAL);
      for (RecordComponent component : components.subList(0, keep)) {
        builder =
            builder
                .defineRecordComponent(component.getName(), component.getGenericType())
                .annotateRecordComponent(component.getDeclaredAnnotations());
      }
      if (append) {
        builder = builder.defineRecordComponent(ADDED_FIELD, String.class);
      }
    } else {
      builder =
          buddy
              .subclass(model.getGenericSuperclass(), constructors(model.getSuperclass()))
              .name(model.getName())
              .modifiers(Visibility.PUBLIC);
      for (Field field : fields.subList(0, keep)) {
        builder =
            builder
                .defineField(
                    field.getName(),
                    field.getGenericType(),
                    field.getModifiers() & ~(Modifier.FINAL | Modifier.PRIVATE | Modifier.PROTECTED)
                        | Modifier.PUBLIC)
                .annotateField(field.getDeclaredAnnotations());
      }
      if (append) {
        builder = builder.defineField(ADDED_FIELD, String.class, Visibility.PUBLIC);
      }
    }
    builder = builder.implement(model.getGenericInterfaces());
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
    return builder.make().getBytes();
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
