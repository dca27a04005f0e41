package io.serbench.probe.versioning;

import io.serbench.model.ModelTypes;
import io.serbench.probe.common.ModelInput;
import io.serbench.probe.versioning.VersionSteps.Leeway;
import io.serbench.probe.versioning.VersionSteps.VersionStep;
import io.serbench.probe.versioning.bytecode.EvolvedVariants;
import io.serbench.result.CapabilityResult;
import io.serbench.result.Evolution;
import io.serbench.result.SchemaChange;
import io.serbench.sample.SampleSpec;
import io.serbench.settings.GeneratorSettings;
import io.serbench.text.Errors;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The versioning probe: a matrix of {@link SchemaChange}s. Every model class (and every class its
 * fields reach from the same code source) is rebuilt as it is and once per change ({@link
 * EvolvedVariants}), each version in a class loader of its own, as one deployment would change
 * them; old bytes are read by the changed classes (backward) and their bytes by the old classes
 * (forward). The cost is one loader per change per codec, not per model class; for the libraries
 * that allow it the versions share one parent holding the library, loaded once per codec ({@link
 * VariantLoaders}), else each loads it cold. What each loader does grows with the classes the
 * sample holds, which is why the sample holds few of each (see {@link #ELEMENTS}). The public
 * method runs inside the isolated loaders.
 */
public final class VersioningProbe {
  /**
   * Elements per collection, array and map in the versioning samples, at most. Every class the
   * message reaches is still held (the generator fills abstract fields with the same class whatever
   * the count), two of a kind so that a reader that misjudges where one instance ends fails on the
   * next; five per level made the sample, and the probe's time, grow as five to the power of the
   * model's depth.
   */
  static final int ELEMENTS = 2;

  /**
   * Backward and forward compatibility of one codec on one model class, over the required changes,
   * and the whole matrix.
   *
   * @param backward new readers read old bytes
   * @param forward old readers read new bytes
   * @param evolutions one entry per change
   */
  public record VersioningResult(
      CapabilityResult backward, CapabilityResult forward, List<Evolution> evolutions) {
    public static VersioningResult notTested(boolean backward, boolean forward, String why) {
      return new VersioningResult(
          CapabilityResult.notTested(backward, why),
          CapabilityResult.notTested(forward, why),
          List.of());
    }
  }

  /** A class's variants, or why it has none. Exactly one of the two is set. */
  private record Built(EvolvedVariants.Variants variants, String unavailable) {}

  /**
   * The codec the matrix probes, and the compatibility its library claims, which the verdicts set
   * the measurements against.
   *
   * @param codec the codec id
   * @param library the codec's library, which decides whether the versions share it ({@link
   *     VariantLoaders})
   * @param backward whether new readers are claimed to read old bytes
   * @param forward whether old readers are claimed to read new bytes
   */
  public record Claim(String codec, String library, boolean backward, boolean forward) {}

  private final String classpath;
  private final GeneratorSettings settings;
  private final SchemaChange.Required required;
  private final VariantLoaders.Sharing sharing;

  /** Variants depend on the class only, so every codec's probe shares them. */
  private final Map<Class<?>, Built> cache = new ConcurrentHashMap<>();

  public VersioningProbe(
      String classpath, GeneratorSettings settings, SchemaChange.Required required) {
    this(classpath, settings, required, VariantLoaders.Sharing.BY_LIBRARY);
  }

  VersioningProbe(
      String classpath,
      GeneratorSettings settings,
      SchemaChange.Required required,
      VariantLoaders.Sharing sharing) {
    this.classpath = classpath;
    this.settings = settings.withCollectionSize(Math.min(ELEMENTS, settings.collectionSize()));
    this.required = required;
    this.sharing = sharing;
  }

  /**
   * The variants of the model classes and of the classes their fields reach from the same code
   * source (a nested {@code Line} of an {@code Order}), from the cache where another codec made
   * them.
   */
  public Evolved evolve(List<Class<?>> models) {
    Evolved evolved = new Evolved(new LinkedHashMap<>(), new LinkedHashMap<>());
    Set<Class<?>> classes = new LinkedHashSet<>(models);
    Set<Object> sources = new HashSet<>();
    models.forEach(m -> sources.add(source(m)));
    for (Class<?> reached : ModelTypes.knownClasses(models)) {
      if (!reached.isArray()
          && !reached.isEnum()
          && reached.getClassLoader() != null
          && sources.contains(source(reached))) {
        classes.add(reached);
      }
    }
    for (Class<?> model : classes) {
      Built built =
          cache.computeIfAbsent(
              model,
              type -> {
                try {
                  return new Built(EvolvedVariants.of(type), null);
                } catch (RuntimeException | LinkageError e) {
                  return new Built(null, "no evolved variants: " + Errors.oneLine(e));
                }
              });
      if (built.variants() != null) {
        evolved.variants().put(model, built.variants());
      } else if (models.contains(model)) {
        evolved.unavailable().put(model, built.unavailable());
      }
    }
    return evolved;
  }

  /** The generated sample every version of the model is written from, {@link #ELEMENTS} a kind. */
  SampleSpec sample(Class<?> model, List<String> allModels) {
    return SampleSpec.generated(model, settings, null, allModels);
  }

  private static Object source(Class<?> type) {
    java.security.CodeSource source = type.getProtectionDomain().getCodeSource();
    return source == null ? type.getClassLoader() : source.getLocation();
  }

  /**
   * The matrix per model: for each change, the base bytes read in the change's loader and its bytes
   * read in the base loader. The {@link SchemaChange#REMOVE_LAST} loader is the caller's, which
   * then serves as the untrusted-input victim; the others are opened and closed here, one at a
   * time.
   */
  public Map<Class<?>, VersioningResult> probe(
      Claim claim,
      Evolved evolved,
      List<ModelInput> inputs,
      List<String> allModels,
      URLClassLoader removeLastLoader) {
    String codec = claim.codec();
    boolean backward = claim.backward();
    boolean forward = claim.forward();
    List<Class<?>> probedModels = inputs.stream().<Class<?>>map(ModelInput::model).toList();
    Map<Class<?>, VersioningResult> results = new LinkedHashMap<>();
    evolved
        .unavailable()
        .forEach(
            (model, why) -> results.put(model, VersioningResult.notTested(backward, forward, why)));
    List<Class<?>> probed =
        probedModels.stream().filter(m -> evolved.variants().containsKey(m)).toList();
    if (probed.isEmpty()) {
      return results;
    }
    List<SampleSpec> specs = probed.stream().map(m -> sample(m, allModels)).toList();
    VersionJobs steps = new VersionJobs(codec, allModels, specs);
    Map<Class<?>, List<Evolution>> matrix = new LinkedHashMap<>();
    probed.forEach(m -> matrix.put(m, new ArrayList<>()));
    Map<Class<?>, String> baseFailure = new LinkedHashMap<>();
    List<Class<?>> onTeamSample = new ArrayList<>();
    // the library loaded once for every version where that leaves each cell as it is
    try (VariantLoaders loaders =
            VariantLoaders.open(classpath, claim.library(), sharing, evolved.classesOfTheModel());
        URLClassLoader baseLoader = loaders.version(evolved.classes(null))) {
      List<VersionStep> old = steps.write(baseLoader);
      // the control: without a change, the classes must round-trip, or no cell means much
      List<VersionStep> control = steps.read(baseLoader, old, Leeway.NONE);
      // a generated sample the class itself cannot carry (a string that must follow a format, say)
      // says nothing about versioning: the team's own sample of the message is used instead
      List<SampleSpec> retried = new ArrayList<>(specs);
      for (int i = 0; i < probed.size(); i++) {
        SampleSpec own = TeamSamples.of(inputs, probed.get(i));
        if (VersionCells.orWriterFailure(old.get(i), control.get(i)).failure() != null
            && own != null) {
          retried.set(i, own);
          onTeamSample.add(probed.get(i));
        }
      }
      if (!onTeamSample.isEmpty()) {
        steps = new VersionJobs(codec, allModels, retried);
        old = steps.write(baseLoader);
        control = steps.read(baseLoader, old, Leeway.NONE);
      }
      for (int i = 0; i < probed.size(); i++) {
        VersionStep failed = VersionCells.orWriterFailure(old.get(i), control.get(i));
        if (failed.failure() != null) {
          baseFailure.put(
              probed.get(i),
              "the unchanged "
                  + probed.get(i).getSimpleName()
                  + " does not round-trip: "
                  + failed.failure());
        }
      }
      for (SchemaChange change : SchemaChange.values()) {
        if (probed.stream().allMatch(m -> evolved.changed(m, change).isEmpty())) {
          for (Class<?> model : probed) {
            matrix.get(model).add(VersionCells.cell(change, evolved, model, null, null));
          }
          continue;
        }
        boolean own = change == SchemaChange.REMOVE_LAST;
        URLClassLoader loader = own ? removeLastLoader : loaders.version(evolved.classes(change));
        try {
          List<String> touched = touchedFields(evolved, change);
          boolean adds = change == SchemaChange.ADD_FIRST || change == SchemaChange.ADD_LAST;
          boolean removes =
              change == SchemaChange.REMOVE_MIDDLE || change == SchemaChange.REMOVE_LAST;
          boolean renames = change == SchemaChange.RENAME_FIELD;
          List<String> renamed =
              touched.stream().map(f -> f + EvolvedVariants.RENAMED_SUFFIX).toList();
          // a team's sample cannot fill a renamed field by itself: its base values are carried
          Carrying carrying =
              renames && !onTeamSample.isEmpty()
                  ? carried(steps, baseLoader, evolved, probed, onTeamSample)
                  : new Carrying(steps, Map.of());
          VersionJobs changedSteps = carrying.steps();
          Map<Class<?>, String> uncarried = carrying.uncarried();
          List<VersionStep> newer = changedSteps.write(loader);
          // a reader may leave a field the writer lacked at its default, and keep a property its
          // classes lack in a catch-all map
          List<VersionStep> newReadsOld =
              changedSteps.read(
                  loader,
                  old,
                  new Leeway(adds ? touched : List.of(), removes || renames ? touched : List.of()));
          List<VersionStep> oldReadsNew =
              steps.read(
                  baseLoader,
                  newer,
                  new Leeway(
                      removes ? touched : List.of(),
                      adds ? touched : renames ? renamed : List.of()));
          for (int i = 0; i < probed.size(); i++) {
            Class<?> model = probed.get(i);
            Evolution cell =
                VersionCells.cell(
                    change,
                    evolved,
                    model,
                    baseFailure.get(model),
                    new VersionCells.ChangeSteps(
                        old.get(i), newReadsOld.get(i), newer.get(i), oldReadsNew.get(i)));
            matrix
                .get(model)
                .add(
                    renames && uncarried.containsKey(model)
                        ? VersionCells.renameUntested(cell, uncarried.get(model))
                        : cell);
          }
        } finally {
          if (!own) {
            loader.close();
          }
        }
      }
    } catch (Exception e) {
      String why = "the probe could not run: " + Errors.oneLine(e);
      probed.forEach(
          model -> results.put(model, VersioningResult.notTested(backward, forward, why)));
      return results;
    }
    for (Class<?> model : probed) {
      List<Evolution> evolutions = List.copyOf(matrix.get(model));
      String prefix =
          "variants of "
              + model.getSimpleName()
              + " and its classes"
              + (onTeamSample.contains(model)
                  ? " on your sample (the generated one does not round-trip "
                      + model.getSimpleName()
                      + ")"
                  : "")
              + ", ";
      CapabilityResult back = Evolution.verdict(backward, true, required.changes(), evolutions);
      CapabilityResult forth = Evolution.verdict(forward, false, required.changes(), evolutions);
      results.put(
          model,
          new VersioningResult(
              new CapabilityResult(
                  back.claimed(), back.measured(), prefix + back.evidence(), back.silent(), 0),
              new CapabilityResult(
                  forth.claimed(), forth.measured(), prefix + forth.evidence(), forth.silent(), 0),
              evolutions));
    }
    return results;
  }

  /**
   * The steps of the rename change, whose team samples are given, in the renamed version, the
   * values their base version holds in the renamed fields ({@link RenamedValues}).
   */
  private static Carrying carried(
      VersionJobs steps,
      URLClassLoader baseLoader,
      Evolved evolved,
      List<Class<?>> probed,
      List<Class<?>> onTeamSample)
      throws Exception {
    Map<Class<?>, String> uncarried = new LinkedHashMap<>();
    Map<String, String> fields = new LinkedHashMap<>();
    evolved
        .variants()
        .forEach(
            (type, variants) -> {
              EvolvedVariants.Variant renamed = variants.changed().get(SchemaChange.RENAME_FIELD);
              if (renamed != null) {
                fields.put(type.getName(), renamed.field());
              }
            });
    List<VersionSteps.Carry> carries = steps.carry(baseLoader, fields);
    List<RenamedValues> values = new ArrayList<>();
    for (int i = 0; i < probed.size(); i++) {
      VersionSteps.Carry carry = carries.get(i);
      boolean team = onTeamSample.contains(probed.get(i));
      if (team && carry.failure() != null) {
        uncarried.put(probed.get(i), carry.failure());
      }
      values.add(team ? carry.values() : null);
    }
    return new Carrying(steps.carrying(values), uncarried);
  }

  /**
   * The rename's steps, and each model whose team sample's values could not be carried, with why.
   */
  private record Carrying(VersionJobs steps, Map<Class<?>, String> uncarried) {}

  /** The fields the change added or removed, in every class, for the readers' default check. */
  private static List<String> touchedFields(Evolved evolved, SchemaChange change) {
    return evolved.variants().values().stream()
        .map(v -> v.changed().get(change))
        .filter(java.util.Objects::nonNull)
        .map(EvolvedVariants.Variant::field)
        .distinct()
        .toList();
  }
}
