package io.serbench.probe;

import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecInfo;
import io.serbench.probe.common.Capability;
import io.serbench.probe.common.Claimed;
import io.serbench.probe.common.ModelInput;
import io.serbench.probe.nextjdk.NextJdkVerdicts;
import io.serbench.probe.untrusted.ResourceAttacks;
import io.serbench.probe.untrusted.UntrustedInputProbe;
import io.serbench.probe.untrusted.UntrustedVerdicts;
import io.serbench.probe.versioning.Evolved;
import io.serbench.probe.versioning.TeamSamples;
import io.serbench.probe.versioning.VersioningProbe;
import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import io.serbench.result.SchemaChange;
import io.serbench.settings.GeneratorSettings;
import io.serbench.verify.Isolation;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Measures graph, versioning, cross-language and untrusted-input capabilities of one codec on the
 * user's model classes, in class loaders of the codec's own so that no library state leaks between
 * codecs. Seven loaders per codec, whatever the number of model classes: one for the graph and
 * cross-language probes and the attacker's bytes (the codec's verification loader, when given); one
 * per version of the model classes for versioning (the base and one per {@link SchemaChange}, which
 * share one parent holding the library where {@code VariantLoaders} allows it); the {@code
 * remove-last} one, which never loaded the probe class, then plays the victim of the
 * untrusted-input probe; two more, when a model class has a polymorphic field of the user's own,
 * play attacker and victim of the attack through that field. Each capability has its own class:
 * {@link SampleProbes} (graph, cross-language), {@link VersioningProbe} and {@link
 * UntrustedInputProbe}. A codec may be probed for a subset of the capabilities ({@link
 * Capability}): only the loaders those need are made, and the rest read {@link
 * Capability#NOT_NEEDED}.
 */
public final class CapabilityProbes {
  private final String classpath;
  private final VersioningProbe versioning;
  private final NextJdkVerdicts nextJdk;
  private final UntrustedVerdicts untrustedVerdicts;

  /**
   * @param classpath the classpath of the isolated loaders, usually {@code java.class.path}
   * @param settings the generator settings of the versioning samples
   */
  public CapabilityProbes(String classpath, GeneratorSettings settings) {
    this(classpath, settings, SchemaChange.Required.FIELDS);
  }

  /**
   * @param classpath the classpath of the isolated loaders, usually {@code java.class.path}
   * @param settings the generator settings of the versioning samples
   * @param required the schema changes the versioning verdicts require to survive
   */
  public CapabilityProbes(
      String classpath, GeneratorSettings settings, SchemaChange.Required required) {
    this(classpath, settings, required, null, null);
  }

  /**
   * @param classpath the classpath of the isolated loaders, usually {@code java.class.path}
   * @param settings the generator settings of the versioning samples
   * @param required the schema changes the versioning verdicts require to survive
   * @param nextJdk where the next-JDK verdicts come from, or {@code null} to leave them out
   * @param resources the resource attacks of the untrusted-input verdict, or {@code null} to try
   *     only the class-instantiation attacks
   */
  public CapabilityProbes(
      String classpath,
      GeneratorSettings settings,
      SchemaChange.Required required,
      NextJdkVerdicts nextJdk,
      ResourceAttacks resources) {
    this.classpath = classpath;
    this.versioning = new VersioningProbe(classpath, settings, required);
    this.nextJdk = nextJdk;
    this.untrustedVerdicts = new UntrustedVerdicts(classpath, resources);
  }

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
   * Probes one codec for every capability on every model, in order, running the graph and
   * cross-language probes in the given loader of the codec's own (where it was verified), or in a
   * fresh one when it is null. The given loader stays open.
   */
  public List<Capabilities> probe(
      CodecInfo codec, List<ModelInput> models, List<String> allModels, URLClassLoader codecLoader)
      throws Exception {
    return probe(codec, models, allModels, codecLoader, Capability.all());
  }

  /**
   * Probes one codec for the given capabilities on every model, in order, as {@link
   * #probe(CodecInfo, List, List, URLClassLoader)} does; every other capability is NOT_TESTED with
   * {@link Capability#NOT_NEEDED}, and nothing is loaded when no capability is asked for.
   */
  public List<Capabilities> probe(
      CodecInfo codec,
      List<ModelInput> models,
      List<String> allModels,
      URLClassLoader codecLoader,
      Set<Capability> capabilities)
      throws Exception {
    Claimed claimed = new Claimed(codec);
    List<ModelInput> runnable = models.stream().filter(m -> m.skipReason() == null).toList();
    Findings found = new Findings(capabilities);
    if (!runnable.isEmpty()) {
      inLoaders(claimed, runnable, allModels, codecLoader, found);
    }
    List<CapabilityResult> nextJdkVerdicts =
        nextJdk == null || runnable.isEmpty() || !capabilities.contains(Capability.NEXT_JDK)
            ? null
            : nextJdk.verdicts(
                codec.id(), allModels, runnable.stream().map(ModelInput::sample).toList());
    List<Capabilities> verdicts = new ArrayList<>();
    int probed = 0;
    for (ModelInput input : models) {
      Class<?> model = input.model();
      if (input.skipReason() != null) {
        Capabilities skipped =
            claimed.notProbed(model.getName(), "not probed: " + input.skipReason());
        verdicts.add(
            nextJdk == null
                ? skipped
                : skipped.withNextJdk(
                    CapabilityResult.notTested(true, "not probed: " + input.skipReason())));
        continue;
      }
      Capabilities base = claimed.notProbed(model.getName(), Capability.NOT_NEEDED);
      if (nextJdk != null) {
        base =
            base.withNextJdk(
                nextJdkVerdicts == null
                    ? CapabilityResult.notTested(true, Capability.NOT_NEEDED)
                    : nextJdkVerdicts.get(probed));
      }
      verdicts.add(found.into(base, model, runnable.size(), probed++));
    }
    return verdicts;
  }

  /** The probes that run in the codec's loaders, those {@code found} asks for, on every model. */
  private void inLoaders(
      Claimed claimed,
      List<ModelInput> runnable,
      List<String> allModels,
      URLClassLoader codecLoader,
      Findings found)
      throws Exception {
    boolean untrusted = found.wants(Capability.UNTRUSTED_INPUT);
    boolean versions = found.wants(Capability.VERSIONING);
    if (!found.sample() && !untrusted && !versions) {
      return;
    }
    String codec = claimed.codec();
    List<Class<?>> classes = runnable.stream().<Class<?>>map(ModelInput::model).toList();
    List<UntrustedInputProbe.Attack> attacks = List.of();
    // the attacker may share the codec's loader: only the victim's loader must never have seen
    // the probe classes
    if (found.sample() || untrusted) {
      try (URLClassLoader fresh = codecLoader == null ? Isolation.loader(classpath) : null) {
        URLClassLoader loader = codecLoader == null ? fresh : codecLoader;
        if (found.sample()) {
          List<SampleProbes.Result> results =
              SampleProbes.run(
                  loader,
                  new SampleProbes.Job(
                      codec,
                      claimed.wire(),
                      claimed.graph(),
                      claimed.crossLanguage(),
                      classes.stream().map(Class::getName).toList(),
                      runnable.stream().map(ModelInput::sample).toList(),
                      claimed.threadSafe(),
                      found.asked));
          for (int i = 0; i < runnable.size(); i++) {
            found.primary.put(classes.get(i), results.get(i));
          }
        }
        if (untrusted) {
          long attackStart = System.nanoTime();
          attacks =
              UntrustedInputProbe.attack(
                  loader,
                  List.of(
                      UntrustedInputProbe.AttackJob.of(codec, UntrustedInputProbe.Vector.ROOT),
                      UntrustedInputProbe.AttackJob.of(
                          codec, UntrustedInputProbe.Vector.OBJECT_FIELD)));
          found.untrustedNanos += System.nanoTime() - attackStart;
        }
      }
    }
    if (!versions && !untrusted) {
      return;
    }
    long versioningStart = System.nanoTime();
    Evolved evolved = versioning.evolve(classes).following(TeamSamples.factories(runnable));
    List<UntrustedInputProbe.Observation> observed = List.of();
    // the remove-last variants' loader serves as the victim once versioning is done with it: it
    // has never seen the probe classes, and every loader means loading the codec library cold
    try (URLClassLoader removedLoader =
        Isolation.loader(classpath, evolved.classes(SchemaChange.REMOVE_LAST))) {
      if (versions) {
        found.versioned.putAll(versioned(claimed, evolved, runnable, allModels, removedLoader));
      }
      long victimStart = System.nanoTime();
      if (versions) {
        found.versioningNanos = victimStart - versioningStart;
      } else {
        found.untrustedNanos += victimStart - versioningStart;
      }
      if (untrusted) {
        observed = UntrustedInputProbe.victim(removedLoader, attacks);
        found.untrustedNanos += System.nanoTime() - victimStart;
      }
    }
    if (untrusted) {
      UntrustedVerdicts.Verdicts verdicts =
          untrustedVerdicts.verdicts(claimed, runnable, allModels, attacks, observed);
      found.untrusted.putAll(verdicts.byModel());
      found.untrustedNanos += verdicts.nanos();
    }
  }

  /** Each model's versioning verdicts, or why the probe cannot evolve the code that binds it. */
  private Map<Class<?>, VersioningProbe.VersioningResult> versioned(
      Claimed claimed,
      Evolved evolved,
      List<ModelInput> runnable,
      List<String> allModels,
      URLClassLoader removedLoader)
      throws Exception {
    List<Class<?>> classes = runnable.stream().<Class<?>>map(ModelInput::model).toList();
    String codec = claimed.codec();
    if (!bindsAtBuildTime(codec, classes)) {
      return versioning.probe(
          new VersioningProbe.Claim(
              codec, claimed.library(), claimed.backward(), claimed.forward()),
          evolved,
          runnable,
          allModels,
          removedLoader);
    }
    Map<Class<?>, VersioningProbe.VersioningResult> versioned = new LinkedHashMap<>();
    for (Class<?> model : classes) {
      versioned.put(
          model,
          VersioningProbe.VersioningResult.notTested(
              claimed.backward(),
              claimed.forward(),
              codec
                  + " binds "
                  + model.getSimpleName()
                  + " through code the build generated for the class as it is compiled;"
                  + " a real change regenerates it, and the probe's evolved classes cannot,"
                  + " so what the library does with a changed class is not tested here"));
    }
    return versioned;
  }

  /** Whether the codec binds these classes through code generated at build time (see there). */
  private static boolean bindsAtBuildTime(String codec, List<Class<?>> classes) {
    return CodecCatalog.standard()
        .find(codec)
        .map(provider -> provider.bindsAtBuildTime(classes))
        .orElse(false);
  }

  /**
   * Every capability of every model NOT_TESTED, with the reason the probes could not run: what a
   * codec gets when an error escaped its probes.
   */
  public static List<Capabilities> notProbed(CodecInfo codec, List<ModelInput> models, String why) {
    return unmeasured(codec, models, "the probes could not run: " + why);
  }

  /**
   * Every capability of every model NOT_TESTED with the evidence given, word for word: what a codec
   * gets when the run skipped its probes on purpose.
   */
  public static List<Capabilities> unmeasured(
      CodecInfo codec, List<ModelInput> models, String evidence) {
    Claimed claimed = new Claimed(codec);
    return models.stream().map(m -> claimed.notProbed(m.model().getName(), evidence)).toList();
  }
}
