package io.serbench.probe;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.Errors;
import io.serbench.GeneratorSettings;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Structure;
import io.serbench.codec.WireFormat;
import io.serbench.sample.SampleSpec;
import io.serbench.verify.Isolation;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Measures graph, versioning, cross-language and untrusted-input capabilities of one codec on the
 * user's model classes, in class loaders of the codec's own so that no library state leaks between
 * codecs. Four loaders per codec, whatever the number of model classes: one for the graph and
 * cross-language probes and the attacker's bytes (the codec's verification loader, when given); one
 * per version of the model classes (as they are, with a field appended, with the last field
 * removed) for versioning; the last of those, which never loaded the probe class, then plays the
 * victim of the untrusted-input probe. See {@link GraphProbe}, {@link EvolvedVariants}, {@link
 * CrossLanguageProbe} and {@link ProbeJobs}.
 */
public final class CapabilityProbes {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final String classpath;
  private final GeneratorSettings settings;

  /**
   * @param classpath the classpath of the isolated loaders, usually {@code java.class.path}
   * @param settings the generator settings of the versioning samples
   */
  public CapabilityProbes(String classpath, GeneratorSettings settings) {
    this.classpath = classpath;
    this.settings = settings;
  }

  /** What the probes need to know about one model class. */
  public record ModelInput(Class<?> model, SampleSpec sample, String skipReason) {}

  /**
   * Probes one codec on every model, in order.
   *
   * @param models each model with a sample of it (the user's own where there is one), and a reason
   *     to skip the model when the codec cannot even round-trip it
   * @param allModels every model class, for codecs that register classes
   */
  public List<Capabilities> probe(CodecInfo codec, List<ModelInput> models, List<String> allModels)
      throws Exception {
    return probe(codec, models, allModels, null);
  }

  /**
   * Probes one codec on every model, in order, running the graph and cross-language probes in the
   * given loader of the codec's own (where it was verified), or in a fresh one when it is null. The
   * given loader stays open.
   */
  public List<Capabilities> probe(
      CodecInfo codec, List<ModelInput> models, List<String> allModels, URLClassLoader codecLoader)
      throws Exception {
    boolean graphClaimed = codec.structure() == Structure.GRAPH;
    String wire = codec.claims().wireFormat();
    boolean crossClaimed = WireFormat.crossLanguage(wire);
    boolean versioningBackward = codec.claims().versioning().backward();
    boolean versioningForward = codec.claims().versioning().forward();
    boolean untrustedClaimed = codec.claims().rejectsUnlistedClasses();

    List<ModelInput> runnable = models.stream().filter(m -> m.skipReason() == null).toList();
    Map<Class<?>, ProbeJobs.PrimaryResult> primary = new LinkedHashMap<>();
    Map<Class<?>, String> untrusted = new LinkedHashMap<>();
    Map<Class<?>, CapabilityResult[]> versioning = new LinkedHashMap<>();
    if (!runnable.isEmpty()) {
      List<String> names = runnable.stream().map(m -> m.model().getName()).toList();
      ProbeJobs.PrimaryJob job =
          new ProbeJobs.PrimaryJob(
              codec.id(),
              wire,
              graphClaimed,
              crossClaimed,
              names,
              runnable.stream().map(ModelInput::sample).toList());
      List<ProbeJobs.PrimaryResult> results;
      String attack;
      // the attacker may share the codec's loader: only the victim's loader must never have seen
      // the probe class
      try (URLClassLoader fresh = codecLoader == null ? Isolation.loader(classpath) : null) {
        URLClassLoader loader = codecLoader == null ? fresh : codecLoader;
        results =
            JSON.readValue(
                Isolation.call(loader, ProbeJobs.class, "primary", JSON.writeValueAsString(job)),
                new TypeReference<List<ProbeJobs.PrimaryResult>>() {});
        attack = Isolation.call(loader, ProbeJobs.class, "attack", codec.id());
      }
      for (int i = 0; i < runnable.size(); i++) {
        primary.put(runnable.get(i).model(), results.get(i));
      }
      Evolved evolved =
          evolve(
              runnable.stream().<Class<?>>map(ModelInput::model).toList(),
              versioningBackward,
              versioningForward);
      List<String> verdicts;
      // the shortened variants' loader serves as the victim once versioning is done with it: it has
      // never seen the probe class, and every loader means loading the codec library cold again
      try (URLClassLoader removedLoader =
          Isolation.loader(classpath, evolved.classes(Version.REMOVED))) {
        versioning =
            versioning(
                codec.id(),
                evolved,
                allModels,
                versioningBackward,
                versioningForward,
                removedLoader);
        verdicts = untrusted(removedLoader, codec.id(), allModels, attack);
      }
      for (ModelInput input : runnable) {
        untrusted.put(input.model(), verdicts.get(allModels.indexOf(input.model().getName())));
      }
    }

    List<Capabilities> capabilities = new ArrayList<>();
    for (ModelInput input : models) {
      String model = input.model().getName();
      if (input.skipReason() != null) {
        String why = "not probed: " + input.skipReason();
        capabilities.add(
            new Capabilities(
                codec.id(),
                model,
                CapabilityResult.notApplicable(graphClaimed, why),
                CapabilityResult.notApplicable(versioningBackward, why),
                CapabilityResult.notApplicable(versioningForward, why),
                CapabilityResult.notApplicable(crossClaimed, why),
                CapabilityResult.notApplicable(untrustedClaimed, why),
                WireFormat.languages(wire)));
        continue;
      }
      String untrustedText = untrusted.get(input.model());
      CapabilityResult untrustedResult =
          untrustedText.startsWith("FAIL: ")
              ? CapabilityResult.fail(untrustedClaimed, untrustedText.substring(6))
              : CapabilityResult.pass(untrustedClaimed, untrustedText);
      CapabilityResult[] evolved = versioning.get(input.model());
      capabilities.add(
          new Capabilities(
              codec.id(),
              model,
              primary.get(input.model()).graph(),
              evolved[0],
              evolved[1],
              primary.get(input.model()).crossLanguage(),
              untrustedResult,
              WireFormat.languages(wire)));
    }
    return capabilities;
  }

  /** The attacker's bytes are read in the victim's loader, which never loaded the probe class. */
  private static List<String> untrusted(
      URLClassLoader victim, String codec, List<String> allModels, String attack) throws Exception {
    ProbeJobs.Attack bytes = JSON.readValue(attack, ProbeJobs.Attack.class);
    ProbeJobs.VictimJob job = new ProbeJobs.VictimJob(codec, allModels, bytes);
    List<String> verdicts =
        JSON.readValue(
            Isolation.call(victim, ProbeJobs.class, "victim", JSON.writeValueAsString(job)),
            new TypeReference<List<String>>() {});
    if (bytes.problem() != null) {
      List<String> noted = new ArrayList<>();
      verdicts.forEach(v -> noted.add(v + " (" + bytes.problem() + ")"));
      return noted;
    }
    return verdicts;
  }

  /** The versions of the model classes, one loader each. */
  private enum Version {
    BASE,
    APPENDED,
    /** A class without fields keeps its base variant here. */
    REMOVED
  }

  /** The variants of every model class that has them, and the others with the reason. */
  private record Evolved(
      Map<Class<?>, EvolvedVariants.Variants> variants,
      Map<Class<?>, CapabilityResult[]> unavailable) {

    /** The class bytes a loader of this version defines instead of the classpath's. */
    Map<String, byte[]> classes(Version version) {
      Map<String, byte[]> classes = new LinkedHashMap<>();
      variants.forEach(
          (model, variant) ->
              classes.put(
                  model.getName(),
                  switch (version) {
                    case BASE -> variant.base();
                    case APPENDED -> variant.appended();
                    case REMOVED -> variant.hasRemoved() ? variant.removed() : variant.base();
                  }));
      return classes;
    }
  }

  /** Variants depend on the class only, so every codec's probe shares them. */
  private final Map<Class<?>, Object> variantCache = new java.util.concurrent.ConcurrentHashMap<>();

  private Evolved evolve(List<Class<?>> models, boolean backward, boolean forward) {
    Evolved evolved = new Evolved(new LinkedHashMap<>(), new LinkedHashMap<>());
    for (Class<?> model : models) {
      Object cached =
          variantCache.computeIfAbsent(
              model,
              type -> {
                try {
                  return EvolvedVariants.of(type);
                } catch (RuntimeException | LinkageError e) {
                  return "no evolved variants: " + oneLine(e);
                }
              });
      if (cached instanceof EvolvedVariants.Variants variant) {
        evolved.variants().put(model, variant);
      } else {
        evolved.unavailable().put(model, notApplicable(backward, forward, (String) cached));
      }
    }
    return evolved;
  }

  /**
   * Backward and forward results per model: old bytes read by the appended and the shortened
   * classes, and their bytes read by the old classes. Every model class is evolved the same way in
   * one loader per version (as one deployment would change them), so the cost is three loaders per
   * codec, not three per model class.
   */
  private Map<Class<?>, CapabilityResult[]> versioning(
      String codec,
      Evolved evolved,
      List<String> allModels,
      boolean backward,
      boolean forward,
      URLClassLoader removedLoader) {
    Map<Class<?>, CapabilityResult[]> results = new LinkedHashMap<>(evolved.unavailable());
    Map<Class<?>, EvolvedVariants.Variants> variants = evolved.variants();
    if (variants.isEmpty()) {
      return results;
    }
    List<Class<?>> probed = List.copyOf(variants.keySet());
    List<SampleSpec> specs =
        probed.stream().map(m -> SampleSpec.generated(m, settings, null, allModels)).toList();
    List<String> removedFields =
        variants.values().stream()
            .filter(EvolvedVariants.Variants::hasRemoved)
            .map(EvolvedVariants.Variants::removedField)
            .distinct()
            .toList();
    List<String> added = List.of(EvolvedVariants.ADDED_FIELD);
    try (URLClassLoader baseLoader = Isolation.loader(classpath, evolved.classes(Version.BASE));
        URLClassLoader appendedLoader =
            Isolation.loader(classpath, evolved.classes(Version.APPENDED))) {
      Steps steps = new Steps(codec, allModels, specs);
      List<ProbeJobs.VersionStep> old = steps.write(baseLoader);
      List<ProbeJobs.VersionStep> newer = steps.write(appendedLoader);
      List<ProbeJobs.VersionStep> shorter = steps.write(removedLoader);
      List<ProbeJobs.VersionStep> appendedReadsOld = steps.read(appendedLoader, old, added);
      List<ProbeJobs.VersionStep> oldReadsAppended = steps.read(baseLoader, newer, List.of());
      List<ProbeJobs.VersionStep> removedReadsOld = steps.read(removedLoader, old, List.of());
      List<ProbeJobs.VersionStep> oldReadsRemoved = steps.read(baseLoader, shorter, removedFields);
      for (int i = 0; i < probed.size(); i++) {
        Class<?> model = probed.get(i);
        EvolvedVariants.Variants variant = variants.get(model);
        if (old.get(i).failure() != null) {
          results.put(
              model,
              notApplicable(
                  backward,
                  forward,
                  "the unchanged "
                      + model.getSimpleName()
                      + " does not round-trip: "
                      + old.get(i).failure()));
          continue;
        }
        String appendedChange = "+" + EvolvedVariants.ADDED_FIELD + " appended";
        List<Finding> backwardFindings = new ArrayList<>();
        List<Finding> forwardFindings = new ArrayList<>();
        backwardFindings.add(new Finding(appendedChange, appendedReadsOld.get(i)));
        forwardFindings.add(
            new Finding(appendedChange, orWriterFailure(newer.get(i), oldReadsAppended.get(i))));
        long millis =
            old.get(i).millis()
                + newer.get(i).millis()
                + appendedReadsOld.get(i).millis()
                + oldReadsAppended.get(i).millis();
        if (variant.hasRemoved()) {
          String removedChange = "-" + variant.removedField() + " removed";
          backwardFindings.add(new Finding(removedChange, removedReadsOld.get(i)));
          forwardFindings.add(
              new Finding(removedChange, orWriterFailure(shorter.get(i), oldReadsRemoved.get(i))));
          millis +=
              shorter.get(i).millis()
                  + removedReadsOld.get(i).millis()
                  + oldReadsRemoved.get(i).millis();
        }
        String prefix =
            "bytecode variants of " + model.getSimpleName() + " and its model classes: ";
        results.put(
            model,
            new CapabilityResult[] {
              verdict(backward, prefix + "new reader, old bytes", backwardFindings).took(millis),
              verdict(forward, prefix + "old reader, new bytes", forwardFindings).took(millis)
            });
      }
    } catch (Exception e) {
      String why = "the probe could not run: " + oneLine(e);
      probed.forEach(model -> results.put(model, notApplicable(backward, forward, why)));
    }
    return results;
  }

  private static String oneLine(Throwable e) {
    return Errors.oneLine(e);
  }

  private static CapabilityResult[] notApplicable(boolean backward, boolean forward, String why) {
    return new CapabilityResult[] {
      CapabilityResult.notApplicable(backward, why), CapabilityResult.notApplicable(forward, why)
    };
  }

  /** A read step counts only when its writer succeeded. */
  private static ProbeJobs.VersionStep orWriterFailure(
      ProbeJobs.VersionStep writer, ProbeJobs.VersionStep reader) {
    return writer.failure() != null ? writer : reader;
  }

  /** Versioning steps of one codec on every probed model, each step in one variant's loader. */
  private record Steps(String codec, List<String> allModels, List<SampleSpec> specs) {

    List<ProbeJobs.VersionStep> write(URLClassLoader loader) throws Exception {
      return run(loader, null, List.of());
    }

    /**
     * Reads what the writers produced; where a writer failed there is nothing to read, and the
     * writer's failure is the finding (see {@link #orWriterFailure}).
     */
    List<ProbeJobs.VersionStep> read(
        URLClassLoader loader, List<ProbeJobs.VersionStep> written, List<String> defaults)
        throws Exception {
      return run(loader, written.stream().map(ProbeJobs.VersionStep::bytes).toList(), defaults);
    }

    private List<ProbeJobs.VersionStep> run(
        URLClassLoader loader, List<byte[]> bytes, List<String> defaults) throws Exception {
      ProbeJobs.VersionJob job = new ProbeJobs.VersionJob(codec, allModels, specs, bytes, defaults);
      return JSON.readValue(
          Isolation.call(loader, ProbeJobs.class, "version", JSON.writeValueAsString(job)),
          new TypeReference<List<ProbeJobs.VersionStep>>() {});
    }
  }

  private record Finding(String change, ProbeJobs.VersionStep step) {}

  private static CapabilityResult verdict(boolean claimed, String what, List<Finding> findings) {
    List<String> parts = new ArrayList<>();
    boolean failed = false;
    boolean silent = false;
    for (Finding finding : findings) {
      String failure = finding.step().failure();
      failed |= failure != null;
      silent |= finding.step().silent();
      parts.add(finding.change() + ": " + (failure == null ? "PASS" : failure));
    }
    String evidence = what + "; " + String.join("; ", parts);
    if (silent) {
      return CapabilityResult.silentFailure(claimed, evidence);
    }
    return failed
        ? CapabilityResult.fail(claimed, evidence)
        : CapabilityResult.pass(claimed, evidence);
  }
}
