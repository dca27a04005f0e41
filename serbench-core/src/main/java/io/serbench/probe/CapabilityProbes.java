package io.serbench.probe;

import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.WireFormat;
import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import io.serbench.result.SchemaChange;
import io.serbench.result.Verdict;
import io.serbench.sample.SampleSpec;
import io.serbench.settings.GeneratorSettings;
import io.serbench.verify.Isolation;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Measures graph, versioning, cross-language and untrusted-input capabilities of one codec on the
 * user's model classes, in class loaders of the codec's own so that no library state leaks between
 * codecs. Seven loaders per codec, whatever the number of model classes: one for the graph and
 * cross-language probes and the attacker's bytes (the codec's verification loader, when given); one
 * per version of the model classes for versioning (the base and one per {@link SchemaChange}, which
 * share one parent holding the library where {@link VariantLoaders} allows it); the {@code
 * remove-last} one, which never loaded the probe class, then plays the victim of the
 * untrusted-input probe; two more, when a model class has a polymorphic field of the user's own,
 * play attacker and victim of the attack through that field. Each capability has its own class:
 * {@link SampleProbes} (graph, cross-language), {@link VersioningProbe} and {@link
 * UntrustedInputProbe}.
 */
public final class CapabilityProbes {
  private final String classpath;
  private final VersioningProbe versioning;
  private final NextJdkVerdicts nextJdk;
  private final ResourceAttacks resources;

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
    this.resources = resources;
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
    Claimed claimed = new Claimed(codec);
    List<ModelInput> runnable = models.stream().filter(m -> m.skipReason() == null).toList();
    Map<Class<?>, SampleProbes.Result> primary = new LinkedHashMap<>();
    Map<Class<?>, CapabilityResult> untrusted = new LinkedHashMap<>();
    Map<Class<?>, VersioningProbe.VersioningResult> versioned = new LinkedHashMap<>();
    // one versioning matrix and one set of attacks answer every model: their time is shared out
    long versioningNanos = 0;
    long untrustedNanos = 0;
    if (!runnable.isEmpty()) {
      List<Class<?>> classes = runnable.stream().<Class<?>>map(ModelInput::model).toList();
      SampleProbes.Job job =
          new SampleProbes.Job(
              codec.id(),
              claimed.wire(),
              claimed.graph(),
              claimed.crossLanguage(),
              classes.stream().map(Class::getName).toList(),
              runnable.stream().map(ModelInput::sample).toList(),
              claimed.threadSafe());
      List<SampleProbes.Result> results;
      List<UntrustedInputProbe.Attack> attacks;
      // the attacker may share the codec's loader: only the victim's loader must never have seen
      // the probe classes
      try (URLClassLoader fresh = codecLoader == null ? Isolation.loader(classpath) : null) {
        URLClassLoader loader = codecLoader == null ? fresh : codecLoader;
        results = SampleProbes.run(loader, job);
        long attackStart = System.nanoTime();
        attacks =
            UntrustedInputProbe.attack(
                loader,
                List.of(
                    UntrustedInputProbe.AttackJob.of(codec.id(), UntrustedInputProbe.Vector.ROOT),
                    UntrustedInputProbe.AttackJob.of(
                        codec.id(), UntrustedInputProbe.Vector.OBJECT_FIELD)));
        untrustedNanos += System.nanoTime() - attackStart;
      }
      for (int i = 0; i < runnable.size(); i++) {
        primary.put(classes.get(i), results.get(i));
      }
      long versioningStart = System.nanoTime();
      Evolved evolved = versioning.evolve(classes).following(TeamSamples.factories(runnable));
      List<UntrustedInputProbe.Observation> observed;
      // the remove-last variants' loader serves as the victim once versioning is done with it: it
      // has never seen the probe classes, and every loader means loading the codec library cold
      try (URLClassLoader removedLoader =
          Isolation.loader(classpath, evolved.classes(SchemaChange.REMOVE_LAST))) {
        if (bindsAtBuildTime(codec, classes)) {
          for (Class<?> model : classes) {
            versioned.put(
                model,
                VersioningProbe.VersioningResult.notTested(
                    claimed.backward(),
                    claimed.forward(),
                    codec.id()
                        + " binds "
                        + model.getSimpleName()
                        + " through code the build generated for the class as it is compiled;"
                        + " a real change regenerates it, and the probe's evolved classes cannot,"
                        + " so what the library does with a changed class is not tested here"));
          }
        } else {
          versioned.putAll(
              versioning.probe(
                  new VersioningProbe.Claim(
                      codec.id(), codec.library(), claimed.backward(), claimed.forward()),
                  evolved,
                  runnable,
                  allModels,
                  removedLoader));
        }
        long victimStart = System.nanoTime();
        versioningNanos = victimStart - versioningStart;
        observed = UntrustedInputProbe.victim(removedLoader, attacks);
        untrustedNanos += System.nanoTime() - victimStart;
      }
      long userStart = System.nanoTime();
      Map<Class<?>, UserFieldAttack> userAttacks =
          userFieldAttacks(codec.id(), runnable, allModels);
      untrustedNanos += System.nanoTime() - userStart;
      for (Class<?> model : classes) {
        List<UntrustedInputProbe.Attack> all = new ArrayList<>(attacks);
        List<UntrustedInputProbe.Observation> seen = new ArrayList<>(observed);
        UserFieldAttack user = userAttacks.get(model);
        if (user != null) {
          all.add(user.attack());
          seen.add(user.observation());
        }
        untrusted.put(model, UntrustedInputProbe.verdict(claimed.untrustedInput(), all, seen));
      }
      // a codec that already creates a foreign class is unsafe: the resource attacks would add
      // nothing to its verdict
      if (resources != null) {
        ResourceAttacks.Result result = null;
        if (untrusted.values().stream().anyMatch(v -> v.measured() != Verdict.FAIL)) {
          long resourceStart = System.nanoTime();
          result = resources.attack(codec.id());
          untrustedNanos += System.nanoTime() - resourceStart;
        }
        ResourceAttacks.Result attacked = result;
        untrusted.replaceAll(
            (model, verdict) ->
                verdict.measured() == Verdict.FAIL
                    ? ResourceAttacks.notTried(verdict)
                    : ResourceAttacks.combine(verdict, attacked, codec.library()));
      }
    }

    List<CapabilityResult> nextJdkVerdicts =
        nextJdk == null || runnable.isEmpty()
            ? null
            : nextJdk.verdicts(
                codec.id(), allModels, runnable.stream().map(ModelInput::sample).toList());
    List<Capabilities> capabilities = new ArrayList<>();
    int probed = 0;
    for (ModelInput input : models) {
      Class<?> model = input.model();
      if (input.skipReason() != null) {
        Capabilities skipped =
            claimed.notProbed(model.getName(), "not probed: " + input.skipReason());
        capabilities.add(
            nextJdk == null
                ? skipped
                : skipped.withNextJdk(
                    CapabilityResult.notTested(true, "not probed: " + input.skipReason())));
        continue;
      }
      VersioningProbe.VersioningResult evolvedResult = versioned.get(model);
      long versioningMillis = share(versioningNanos, runnable.size(), probed);
      long untrustedMillis = share(untrustedNanos, runnable.size(), probed++);
      capabilities.add(
          new Capabilities(
                  codec.id(),
                  model.getName(),
                  primary.get(model).graph(),
                  evolvedResult.backward().took(versioningMillis),
                  evolvedResult.forward().took(versioningMillis),
                  primary.get(model).crossLanguage(),
                  untrusted.get(model).took(untrustedMillis),
                  WireFormat.languages(claimed.wire()),
                  evolvedResult.evolutions(),
                  primary.get(model).sharedInstance())
              .withNextJdk(nextJdkVerdicts == null ? null : nextJdkVerdicts.get(probed - 1)));
    }
    return capabilities;
  }

  /** Whether the codec binds these classes through code generated at build time (see there). */
  private static boolean bindsAtBuildTime(CodecInfo codec, List<Class<?>> classes) {
    return CodecCatalog.standard()
        .find(codec.id())
        .map(provider -> provider.bindsAtBuildTime(classes))
        .orElse(false);
  }

  /**
   * The {@code index}th of {@code count} models' share of a time that one run spent on all of them,
   * in milliseconds: the remainder goes to the first, so that the shares add up to the whole.
   */
  static long share(long nanos, int count, int index) {
    long millis = nanos / 1_000_000;
    return millis / count + (index == 0 ? millis % count : 0);
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

  /** The attack through a model's own polymorphic field and what the victim did with it. */
  private record UserFieldAttack(
      UntrustedInputProbe.Attack attack, UntrustedInputProbe.Observation observation) {}

  /**
   * Attacks through the user's own polymorphic fields, one per model class that has one: a gadget
   * implementing the field's type is written by an attacker's loader and decoded by a victim's,
   * both able to load the gadget and neither loaded with it before.
   */
  private Map<Class<?>, UserFieldAttack> userFieldAttacks(
      String codec, List<ModelInput> models, List<String> allModels) throws Exception {
    List<Gadgets.Target> targets = new ArrayList<>();
    List<UntrustedInputProbe.AttackJob> jobs = new ArrayList<>();
    List<Class<?>> attacked = new ArrayList<>();
    for (ModelInput input : models) {
      Gadgets.target(input.model())
          .ifPresent(
              target -> {
                targets.add(target);
                attacked.add(input.model());
                jobs.add(
                    new UntrustedInputProbe.AttackJob(
                        codec,
                        UntrustedInputProbe.Vector.USER_FIELD,
                        allModels,
                        target.model(),
                        input.sample(),
                        target.field(),
                        target.gadget()));
              });
    }
    Map<Class<?>, UserFieldAttack> attacks = new LinkedHashMap<>();
    if (jobs.isEmpty()) {
      return attacks;
    }
    Map<String, byte[]> gadgets = Gadgets.classes(targets);
    List<UntrustedInputProbe.Attack> written;
    try (URLClassLoader attacker = Isolation.loader(classpath, gadgets)) {
      written = UntrustedInputProbe.attack(attacker, jobs);
    }
    List<UntrustedInputProbe.Observation> observed;
    try (URLClassLoader victim = Isolation.loader(classpath, gadgets)) {
      observed = UntrustedInputProbe.victim(victim, written);
    }
    for (int i = 0; i < attacked.size(); i++) {
      attacks.put(attacked.get(i), new UserFieldAttack(written.get(i), observed.get(i)));
    }
    return attacks;
  }

  /** What the codec's documentation claims, which every verdict carries beside the measurement. */
  private record Claimed(
      String codec,
      String wire,
      boolean graph,
      boolean crossLanguage,
      boolean backward,
      boolean forward,
      boolean untrustedInput,
      boolean threadSafe) {
    Claimed(CodecInfo codec) {
      this(
          codec.id(),
          codec.claims().wireFormat(),
          codec.graph(),
          WireFormat.crossLanguage(codec.claims().wireFormat()),
          codec.claims().versioning().backward(),
          codec.claims().versioning().forward(),
          codec.claims().rejectsUnlistedClasses(),
          codec.threadSafe());
    }

    /** Every capability not measured, with the reason. */
    Capabilities notProbed(String model, String why) {
      return new Capabilities(
          codec,
          model,
          CapabilityResult.notTested(graph, why),
          CapabilityResult.notTested(backward, why),
          CapabilityResult.notTested(forward, why),
          CapabilityResult.notTested(crossLanguage, why),
          CapabilityResult.notTested(untrustedInput, why),
          WireFormat.languages(wire),
          List.of(),
          CapabilityResult.notTested(threadSafe, why));
    }
  }
}
