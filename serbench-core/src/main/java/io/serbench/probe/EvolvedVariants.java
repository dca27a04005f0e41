package io.serbench.probe;

import io.serbench.model.ModelTypes;
import io.serbench.result.SchemaChange;
import java.lang.annotation.Annotation;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.tree.ClassNode;

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
    List<VariantMember> members = new ArrayList<>();
    List<VariantMember> kept = new ArrayList<>();
    if (model.isRecord()) {
      for (RecordComponent component : model.getRecordComponents()) {
        members.add(
            new VariantMember(
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
                          new VariantMember(
                              f.getName(),
                              f.getGenericType(),
                              f.getDeclaredAnnotations(),
                              f.getModifiers(),
                              false)));
    }
    ClassNode original = model.isRecord() ? null : KeptMethods.original(model);
    byte[] base = VariantClasses.build(model, concat(members, kept), original);
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
            new Variant(
                VariantClasses.build(model, concat(variant.members(), kept), original),
                variant.field()));
      } catch (KeptMethods.KeptMethodException e) {
        untested.put(change, e.getMessage());
      }
    }
    return new Variants(model.getName(), base, changed, untested);
  }

  private record Changed(List<VariantMember> members, String field) {}

  /** The members after the change, or null where the change does not apply to the class. */
  private static Changed apply(SchemaChange change, List<VariantMember> members) {
    VariantMember added =
        new VariantMember(ADDED_FIELD, String.class, new Annotation[0], Modifier.PUBLIC, false);
    int size = members.size();
    return switch (change) {
      case ADD_LAST -> new Changed(concat(members, List.of(added)), ADDED_FIELD);
      case ADD_FIRST -> new Changed(concat(List.of(added), members), ADDED_FIELD);
      case REMOVE_MIDDLE -> size < 2 ? null : without(members, size < 3 ? 0 : size / 2);
      case REMOVE_LAST -> size < 1 ? null : without(members, size - 1);
      case WIDEN_INT_LONG -> {
        for (int i = 0; i < size; i++) {
          if (members.get(i).isInt()) {
            List<VariantMember> widened = new ArrayList<>(members);
            widened.set(i, members.get(i).widen());
            yield new Changed(widened, members.get(i).name());
          }
        }
        yield null;
      }
    };
  }

  private static Changed without(List<VariantMember> members, int index) {
    List<VariantMember> rest = new ArrayList<>(members);
    VariantMember removed = rest.remove(index);
    return new Changed(rest, removed.name());
  }

  private static <T> List<T> concat(List<T> first, List<T> second) {
    List<T> all = new ArrayList<>(first);
    all.addAll(second);
    return all;
  }
}
