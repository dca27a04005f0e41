package io.serbench.probe;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.GeneratorSettings;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Structure;
import io.serbench.codec.WireFormat;
import io.serbench.sample.SampleSpec;
import io.serbench.verify.Isolation;
import io.serbench.verify.RoundTripVerifier;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Measures graph, versioning, cross-language and untrusted-input capabilities of one codec on the
 * user's model classes, each probe in fresh class loaders so that no library state leaks between
 * probes or codecs. See {@link GraphProbe}, {@link EvolvedVariants}, {@link CrossLanguageProbe} and
 * {@link ProbeJobs}.
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
    boolean graphClaimed = codec.structure() == Structure.GRAPH;
    String wire = codec.claims().wireFormat();
    boolean crossClaimed = WireFormat.crossLanguage(wire);
    boolean versioningBackward = codec.claims().versioning().backward();
    boolean versioningForward = codec.claims().versioning().forward();
    boolean untrustedClaimed = codec.claims().rejectsUnlistedClasses();

    List<ModelInput> runnable = models.stream().filter(m -> m.skipReason() == null).toList();
    Map<Class<?>, ProbeJobs.PrimaryResult> primary = new LinkedHashMap<>();
    Map<Class<?>, String> untrusted = new LinkedHashMap<>();
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
      try (URLClassLoader loader = Isolation.loader(classpath)) {
        results =
            JSON.readValue(
                Isolation.call(loader, ProbeJobs.class, "primary", JSON.writeValueAsString(job)),
                new TypeReference<List<ProbeJobs.PrimaryResult>>() {});
      }
      for (int i = 0; i < runnable.size(); i++) {
        primary.put(runnable.get(i).model(), results.get(i));
      }
      List<String> verdicts = untrusted(codec.id(), allModels);
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
      long start = System.nanoTime();
      CapabilityResult[] versioning =
          versioning(codec.id(), input.model(), allModels, versioningBackward, versioningForward);
      long versioningMillis = (System.nanoTime() - start) / 1_000_000;
      String untrustedText = untrusted.get(input.model());
      CapabilityResult untrustedResult =
          untrustedText.startsWith("FAIL: ")
              ? CapabilityResult.fail(untrustedClaimed, untrustedText.substring(6))
              : CapabilityResult.pass(untrustedClaimed, untrustedText);
      capabilities.add(
          new Capabilities(
              codec.id(),
              model,
              primary.get(input.model()).graph(),
              versioning[0].took(versioningMillis),
              versioning[1].took(versioningMillis),
              primary.get(input.model()).crossLanguage(),
              untrustedResult,
              WireFormat.languages(wire)));
    }
    return capabilities;
  }

  /** The attacker writes in one loader, the victim reads in a fresh one. */
  private List<String> untrusted(String codec, List<String> allModels) throws Exception {
    String attack;
    try (URLClassLoader attacker = Isolation.loader(classpath)) {
      attack = Isolation.call(attacker, ProbeJobs.class, "attack", codec);
    }
    ProbeJobs.Attack bytes = JSON.readValue(attack, ProbeJobs.Attack.class);
    ProbeJobs.VictimJob job = new ProbeJobs.VictimJob(codec, allModels, bytes);
    try (URLClassLoader victim = Isolation.loader(classpath)) {
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
  }

  /**
   * Backward and forward results for one model: old bytes read by the appended and the shortened
   * class, and their bytes read by the old class.
   */
  private CapabilityResult[] versioning(
      String codec, Class<?> model, List<String> allModels, boolean backward, boolean forward) {
    EvolvedVariants.Variants variants;
    try {
      variants = EvolvedVariants.of(model);
    } catch (RuntimeException | LinkageError e) {
      String why = "no evolved variants: " + RoundTripVerifier.oneLine(e);
      return new CapabilityResult[] {
        CapabilityResult.notApplicable(backward, why), CapabilityResult.notApplicable(forward, why)
      };
    }
    SampleSpec spec = SampleSpec.generated(model, settings, null, allModels);
    String name = model.getName();
    String simple = model.getSimpleName();
    try (URLClassLoader base = Isolation.loader(classpath, Map.of(name, variants.base()));
        URLClassLoader appended = Isolation.loader(classpath, Map.of(name, variants.appended()));
        URLClassLoader removed =
            variants.hasRemoved()
                ? Isolation.loader(classpath, Map.of(name, variants.removed()))
                : null) {
      ProbeJobs.VersionStep old = step(base, codec, allModels, spec, null, null);
      if (old.failure() != null) {
        String why = "the unchanged " + simple + " does not round-trip: " + old.failure();
        return new CapabilityResult[] {
          CapabilityResult.notApplicable(backward, why),
          CapabilityResult.notApplicable(forward, why)
        };
      }
      String added = "+" + EvolvedVariants.ADDED_FIELD + " appended";
      String dropped = "-" + variants.removedField() + " removed";
      List<Finding> backwardFindings = new ArrayList<>();
      List<Finding> forwardFindings = new ArrayList<>();
      backwardFindings.add(
          new Finding(
              added,
              step(appended, codec, allModels, spec, old.bytes(), EvolvedVariants.ADDED_FIELD)));
      ProbeJobs.VersionStep newer = step(appended, codec, allModels, spec, null, null);
      forwardFindings.add(
          new Finding(
              added,
              newer.failure() != null
                  ? newer
                  : step(base, codec, allModels, spec, newer.bytes(), null)));
      if (removed != null) {
        backwardFindings.add(
            new Finding(dropped, step(removed, codec, allModels, spec, old.bytes(), null)));
        ProbeJobs.VersionStep shorter = step(removed, codec, allModels, spec, null, null);
        forwardFindings.add(
            new Finding(
                dropped,
                shorter.failure() != null
                    ? shorter
                    : step(
                        base, codec, allModels, spec, shorter.bytes(), variants.removedField())));
      }
      String prefix = "bytecode variants of " + simple + ": ";
      return new CapabilityResult[] {
        verdict(backward, prefix + "new reader, old bytes", backwardFindings),
        verdict(forward, prefix + "old reader, new bytes", forwardFindings)
      };
    } catch (Exception e) {
      String why = "the probe could not run: " + RoundTripVerifier.oneLine(e);
      return new CapabilityResult[] {
        CapabilityResult.notApplicable(backward, why), CapabilityResult.notApplicable(forward, why)
      };
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

  private static ProbeJobs.VersionStep step(
      URLClassLoader loader,
      String codec,
      List<String> models,
      SampleSpec spec,
      byte[] bytes,
      String defaultField)
      throws Exception {
    ProbeJobs.VersionJob job = new ProbeJobs.VersionJob(codec, models, spec, bytes, defaultField);
    return JSON.readValue(
        Isolation.call(loader, ProbeJobs.class, "version", JSON.writeValueAsString(job)),
        ProbeJobs.VersionStep.class);
  }
}
