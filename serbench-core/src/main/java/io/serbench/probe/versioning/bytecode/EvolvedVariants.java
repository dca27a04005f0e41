package io.serbench.probe.versioning.bytecode;

import io.serbench.result.SchemaChange;
import java.lang.annotation.Annotation;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Bytecode for versions of a user's model class that share its name: the class as it is, and one
 * variant per {@link SchemaChange} that applies to it. Each version is loaded in a class loader of
 * its own, so old and new meet as they would in two deployments.
 *
 * <p>A class that is not a record is changed in its own class file ({@link BytecodeVariants}): the
 * unchanged version is the class file itself, and a change edits one field and its accessors,
 * leaving constructors, initialisers, creators, builders and serialization methods as they were. A
 * record is rebuilt from its components with ByteBuddy ({@link VariantClasses}), since a changed
 * component changes its canonical constructor. Where a change cannot be built, {@link
 * Variants#untested()} says why.
 */
public final class EvolvedVariants {
  /** The name of the added field; a String, so its default is {@code null}. */
  public static final String ADDED_FIELD = "serbenchAdded";

  /** What {@code rename-field} appends to the renamed field's name. */
  public static final String RENAMED_SUFFIX = "Renamed";

  private EvolvedVariants() {}

  /**
   * One changed version of a class.
   *
   * @param bytes the class file
   * @param field the field the change added, removed, renamed or retyped (its old name)
   * @param edit what code around the class must follow, null when nothing
   */
  public record Variant(byte[] bytes, String field, FieldEdit edit) {}

  /**
   * The versions of one class.
   *
   * @param className the class's name
   * @param base the class as it is
   * @param changed one variant per change that applies to the class
   * @param untested changes that apply but could not be built faithfully, with the reason
   * @param companions the class files of the classes nested with it (a builder), which follow its
   *     changes
   */
  public record Variants(
      String className,
      byte[] base,
      Map<SchemaChange, Variant> changed,
      Map<SchemaChange, String> untested,
      Map<String, byte[]> companions) {

    /** The bytes a loader of the given change defines: the variant, else the base. */
    public byte[] bytes(SchemaChange change) {
      Variant variant = change == null ? null : changed.get(change);
      return variant == null ? base : variant.bytes();
    }
  }

  /**
   * Generates the variants.
   *
   * @throws IllegalArgumentException when the class cannot be changed, with the reason
   */
  public static Variants of(Class<?> model) {
    if (Modifier.isAbstract(model.getModifiers()) || model.isEnum() || model.isInterface()) {
      throw new IllegalArgumentException(model.getSimpleName() + " is not a concrete class");
    }
    String generated = generatedFromSchema(model);
    if (generated != null) {
      throw new IllegalArgumentException(
          model.getSimpleName()
              + " is "
              + generated
              + ": it changes with its schema, and its bytes follow the schema its generator"
              + " embedded, not its Java fields, so serbench leaves its versioning to that"
              + " schema's rules");
    }
    if (model.isAnonymousClass() || model.isLocalClass()) {
      throw new IllegalArgumentException(
          model.getSimpleName() + " is a local or anonymous class; variants need a named class");
    }
    if (!model.isRecord()) {
      return BytecodeVariants.of(model);
    }
    if (model.getTypeParameters().length > 0) {
      throw new IllegalArgumentException(
          model.getSimpleName()
              + " is a record with type parameters; variants are built for"
              + " concrete records");
    }
    List<VariantMember> members = new ArrayList<>();
    for (RecordComponent component : model.getRecordComponents()) {
      members.add(
          new VariantMember(
              component.getName(),
              component.getGenericType(),
              component.getDeclaredAnnotations(),
              0,
              false,
              null));
    }
    byte[] base = VariantClasses.build(model, members);
    Map<SchemaChange, Variant> changed = new EnumMap<>(SchemaChange.class);
    for (SchemaChange change : SchemaChange.values()) {
      Changed variant = apply(change, members);
      if (variant != null) {
        changed.put(
            change,
            new Variant(VariantClasses.build(model, variant.members()), variant.field(), null));
      }
    }
    return new Variants(model.getName(), base, changed, Map.of(), Map.of());
  }

  /**
   * What generated the class from a schema (protoc, Avro's compiler), or null: such a class is
   * regenerated with its schema, which serbench cannot do, so a change to its Java fields alone
   * would test nothing real.
   */
  static String generatedFromSchema(Class<?> model) {
    if (io.serbench.codec.ProtobufTypes.isMessage(model)) {
      return "a message protoc generated";
    }
    if (!io.serbench.codec.ModelBinding.specificRecords(List.of(model)).isEmpty()) {
      return "a SpecificRecord Avro's compiler generated";
    }
    return null;
  }

  private record Changed(List<VariantMember> members, String field) {}

  /** The record's components after the change, or null where the change does not apply. */
  private static Changed apply(SchemaChange change, List<VariantMember> members) {
    VariantMember added =
        new VariantMember(ADDED_FIELD, String.class, new Annotation[0], 0, false, null);
    int size = members.size();
    int middle = size < 3 ? 0 : size / 2;
    return switch (change) {
      case ADD_LAST -> new Changed(concat(members, List.of(added)), ADDED_FIELD);
      case ADD_FIRST -> new Changed(concat(List.of(added), members), ADDED_FIELD);
      case REMOVE_MIDDLE -> size < 2 ? null : without(members, middle);
      case REMOVE_LAST -> size < 1 ? null : without(members, size - 1);
      case RENAME_FIELD -> {
        if (size < 1) {
          yield null;
        }
        List<VariantMember> renamed = new ArrayList<>(members);
        renamed.set(
            middle, members.get(middle).renamed(members.get(middle).name() + RENAMED_SUFFIX));
        yield new Changed(renamed, members.get(middle).name());
      }
      case WIDEN_INT_LONG, INT_TO_INTEGER -> {
        boolean box = change == SchemaChange.INT_TO_INTEGER;
        for (int i = 0; i < size; i++) {
          VariantMember member = members.get(i);
          if (box ? member.type() == int.class : member.isInt()) {
            List<VariantMember> retyped = new ArrayList<>(members);
            retyped.set(i, box ? member.boxed() : member.widen());
            yield new Changed(retyped, member.name());
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
