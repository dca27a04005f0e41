package io.serbench.probe.versioning;

import io.serbench.model.ModelTypes;
import io.serbench.probe.versioning.bytecode.EditedReferences;
import io.serbench.probe.versioning.bytecode.EvolvedVariants;
import io.serbench.probe.versioning.bytecode.FieldEdit;
import io.serbench.result.SchemaChange;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The variants of every model class that has them, and the others with the reason: what {@link
 * VersioningProbe#evolve} built, and what its matrix reads to name the changed classes.
 */
public record Evolved(
    Map<Class<?>, EvolvedVariants.Variants> variants,
    Map<Class<?>, String> unavailable,
    Map<String, byte[]> followers) {

  Evolved(Map<Class<?>, EvolvedVariants.Variants> variants, Map<Class<?>, String> unavailable) {
    this(variants, unavailable, Map.of());
  }

  /**
   * The same variants, with more classes whose code follows their changes: the team's sample
   * factories, which set the fields and call the accessors a change edits.
   */
  public Evolved following(Map<String, byte[]> more) {
    Map<String, byte[]> all = new LinkedHashMap<>(followers);
    all.putAll(more);
    return new Evolved(variants, unavailable, all);
  }

  /**
   * The class bytes a loader of this change (null: the base) defines: every class's variant, and
   * the code around the changed fields (other model classes, subclasses, nested builders) rewritten
   * to follow them ({@link EditedReferences}).
   */
  public Map<String, byte[]> classes(SchemaChange change) {
    Map<String, byte[]> classes = new LinkedHashMap<>();
    variants.forEach((model, variant) -> classes.put(model.getName(), variant.bytes(change)));
    List<FieldEdit> edits = edits(change);
    if (edits.isEmpty()) {
      return classes;
    }
    classes.replaceAll((name, bytes) -> EditedReferences.apply(bytes, edits));
    List<Map<String, byte[]>> around = new ArrayList<>();
    variants.values().forEach(v -> around.add(v.companions()));
    around.add(followers);
    for (Map<String, byte[]> companions : around) {
      companions.forEach(
          (name, bytes) -> {
            if (!classes.containsKey(name)) {
              byte[] rewritten = EditedReferences.apply(bytes, edits);
              if (rewritten != bytes) {
                classes.put(name, rewritten);
              }
            }
          });
    }
    return classes;
  }

  /**
   * Every class a version may define from its own bytes (the variants, the classes nested with
   * them, the code that follows their changes) as this JVM loads them, whose code sources are the
   * model's own classpath entries ({@link VariantLoaders}); empty where one cannot be loaded here.
   */
  List<Class<?>> classesOfTheModel() {
    List<Class<?>> classes = new ArrayList<>(variants.keySet());
    if (classes.isEmpty()) {
      return classes;
    }
    ClassLoader loader = classes.get(0).getClassLoader();
    java.util.Set<String> names = new java.util.LinkedHashSet<>(followers.keySet());
    variants.values().forEach(v -> names.addAll(v.companions().keySet()));
    for (String name : names) {
      try {
        classes.add(Class.forName(name, false, loader));
      } catch (ClassNotFoundException | LinkageError e) {
        return List.of();
      }
    }
    return classes;
  }

  /** The change's field edits, each matched on its class and the model's subclasses of it. */
  private List<FieldEdit> edits(SchemaChange change) {
    List<FieldEdit> edits = new ArrayList<>();
    variants.forEach(
        (model, variant) -> {
          EvolvedVariants.Variant changed = change == null ? null : variant.changed().get(change);
          if (changed != null && changed.edit() != null) {
            java.util.Set<String> subclasses = new java.util.HashSet<>();
            for (Class<?> other : variants.keySet()) {
              if (other != model && model.isAssignableFrom(other)) {
                subclasses.add(other.getName().replace('.', '/'));
              }
            }
            edits.add(changed.edit().withOwners(subclasses));
          }
        });
    return edits;
  }

  /** The changed classes reachable from the model, as {@code Order (-note)}. */
  List<String> changed(Class<?> model, SchemaChange change) {
    List<String> changed = new ArrayList<>();
    for (Class<?> reached : reached(model)) {
      EvolvedVariants.Variants variant = variants.get(reached);
      if (variant.changed().containsKey(change)) {
        String field = variant.changed().get(change).field();
        changed.add(
            reached.getSimpleName()
                + switch (change) {
                  case ADD_LAST, ADD_FIRST -> " (+" + field + ")";
                  case REMOVE_MIDDLE, REMOVE_LAST -> " (-" + field + ")";
                  case RENAME_FIELD ->
                      " (" + field + " to " + field + EvolvedVariants.RENAMED_SUFFIX + ")";
                  case WIDEN_INT_LONG -> " (" + field + " int to long)";
                  case INT_TO_INTEGER -> " (" + field + " int to Integer)";
                });
      }
    }
    return changed;
  }

  /** The changed classes reachable from the model. */
  List<Class<?>> changedClasses(Class<?> model, SchemaChange change) {
    return reached(model).stream()
        .filter(reached -> variants.get(reached).changed().containsKey(change))
        .toList();
  }

  /** Why the change could not be made to classes reachable from the model. */
  List<String> untested(Class<?> model, SchemaChange change) {
    return reached(model).stream()
        .map(reached -> variants.get(reached).untested().get(change))
        .filter(java.util.Objects::nonNull)
        .toList();
  }

  /** The classes with variants that the model's fields reach, the model included. */
  private List<Class<?>> reached(Class<?> model) {
    return ModelTypes.knownClasses(List.of(model)).stream().filter(variants::containsKey).toList();
  }
}
