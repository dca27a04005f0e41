package io.serbench.worker.probes;

import io.serbench.BenchmarkListener;
import io.serbench.codec.CodecProvider;
import io.serbench.config.BenchmarkRequest;
import io.serbench.measure.Samples;
import io.serbench.probe.CapabilityProbes;
import io.serbench.probe.ProbeJvm;
import io.serbench.probe.common.Capability;
import io.serbench.probe.common.ModelInput;
import io.serbench.probe.nextjdk.NextJdk;
import io.serbench.probe.nextjdk.NextJdkBatch;
import io.serbench.probe.nextjdk.NextJdkProbe;
import io.serbench.probe.nextjdk.NextJdkVerdicts;
import io.serbench.probe.untrusted.ResourceAttacks;
import io.serbench.result.Capabilities;
import io.serbench.result.Recommendation;
import io.serbench.result.analysis.ProbeTimes;
import io.serbench.run.RunContext;
import io.serbench.run.RunPlan;
import io.serbench.text.Numbers;
import io.serbench.worker.verification.CodecLoaders;
import io.serbench.worker.verification.CodecTasks;
import io.serbench.worker.verification.Verification;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NavigableSet;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Stage 4, and its second pass after the race: measures each codec's graph, versioning,
 * cross-language, untrusted-input, shared-instance and next-JDK capabilities on every model class,
 * with the model's first sample. Before the race, every codec is probed for the capabilities the
 * constraints name, which decide eligibility; after it, the other capabilities only for the codecs
 * the answer names ({@link AnswerTargets}), unless {@code probeAll}. A codec is not probed on a
 * model it timed out on, nor, unless {@code probeFailing} is set, on a model whose samples it does
 * not round-trip; a codec that carries none of the messages is probed on nothing. Those
 * capabilities, and those not needed, are NOT_TESTED, with the reason. The next-JDK verdicts of a
 * pass are started ahead, one library's codecs in shared child JVMs ({@link NextJdkBatch}), once
 * the cache has said which codecs and classes it lacks.
 */
public final class ProbeStage {
  private final RunPlan plan;
  private final BenchmarkRequest request;
  private final BenchmarkListener listener;
  private final Samples samples;
  private final Verification verification;
  private final NextJdkProbe nextJdk =
      new NextJdkProbe(NextJdk.find(), System.getProperty("java.class.path"));
  private static final String DENY = String.join(" ", NextJdk.DENY);
  private final ProbeCache cache;
  private final ProbeRunner runner;
  private final Map<String, List<HeldVerdicts>> held = new ConcurrentHashMap<>();
  private List<CodecProvider> codecs = List.of();
  private boolean ready;

  // this pass's counts, for its log lines
  private final NavigableSet<String> reusedAt = new ConcurrentSkipListSet<>();
  private final AtomicInteger reused = new AtomicInteger();
  private final AtomicInteger probedPairs = new AtomicInteger();
  private final AtomicInteger probedModels = new AtomicInteger();
  private final AtomicLong busyMillis = new AtomicLong();

  /** The stage of a run whose plan holds each codec's library version, for the probe cache. */
  public ProbeStage(RunContext<RunPlan> context, Samples samples, Verification verification) {
    this.plan = context.plan();
    this.request = context.request();
    this.listener = context.listener();
    this.samples = samples;
    this.verification = verification;
    this.cache = ProbeCache.of(request, samples, nextJdk);
    this.runner = new ProbeRunner(request, samples, verification, listener);
  }

  private CapabilityProbes probes(String classpath, NextJdkVerdicts verdicts) {
    return new CapabilityProbes(
        classpath,
        request.generator(),
        request.criteria().constraints().versioningChanges(),
        verdicts,
        new ResourceAttacks(System.getProperty("java.class.path")));
  }

  /** The capabilities probed for every codec before the race: the constraints', or every one. */
  private Set<Capability> beforeRaceSet() {
    return request.worker().probeAll()
        ? Capability.all()
        : Capability.constrained(request.criteria().constraints());
  }

  /**
   * Before the race: every codec, for the capabilities the constraints name (every capability with
   * {@code probeAll}), which are all the race's interim rankings read; every other cell NOT_TESTED.
   */
  public List<Capabilities> beforeRace(List<CodecProvider> codecs, CodecLoaders loaders)
      throws Exception {
    this.codecs = List.copyOf(codecs);
    Set<Capability> first = beforeRaceSet();
    listener.info(
        first.isEmpty()
            ? "No constraint names a capability: no codec is probed before the race; after it, the"
                + " codecs the answer names are (-Dserbench.probeAll probes every codec)"
            : String.format(
                Locale.ROOT,
                "Probing %s of %d codecs on %d model class(es) before the race%s",
                Capability.labels(first),
                codecs.size(),
                ProbeInputs.probed(samples).size(),
                request.worker().probeAll()
                    ? " (probeAll)"
                    : ", as the constraints name them; the others wait for the answer"));
    listener.info(
        nextJdk
            .jdk()
            .map(jdk -> "The next-JDK verdict runs on " + jdk.describe() + " with " + DENY)
            .orElse(
                "No JDK "
                    + NextJdk.MIN_FEATURE
                    + " or later found (looked in "
                    + NextJdk.WHERE
                    + "): the next-JDK verdicts are NOT TESTED"));
    Map<String, Set<Capability>> every = new LinkedHashMap<>();
    codecs.forEach(codec -> every.put(codec.info().id(), first));
    pass(every, loaders, "before the race");
    ready = true;
    return capabilities();
  }

  /**
   * The requirements whose probes wait for the answer (every capability no constraint names, none
   * with {@code probeAll}): open in an indicative answer until the race is over. Shared instance
   * has no requirement of its own.
   */
  public Set<io.serbench.result.Requirement> afterRace() {
    Set<Capability> open = EnumSet.allOf(Capability.class);
    open.removeAll(beforeRaceSet());
    return Capability.requirements(open);
  }

  /** Whether the pass before the race ended, so that the one after it has verdicts to add to. */
  public boolean ready() {
    return ready;
  }

  /**
   * After the race, before anything is written: the capabilities no constraint names, for the
   * codecs the answer names, in steps until each capability's alternative is found ({@link
   * AnswerTargets}). Nothing more with {@code probeAll}, which probed everything before the race.
   *
   * @param recommendation the answer on the verdicts so far: its eligible set and pick are final,
   *     since no verdict probed now decides eligibility
   * @param current the codec the team uses now, or null
   */
  public List<Capabilities> forAnswer(
      Recommendation recommendation, String current, CodecLoaders loaders) throws Exception {
    Set<Capability> open = EnumSet.allOf(Capability.class);
    open.removeAll(beforeRaceSet());
    if (open.isEmpty()) {
      return capabilities();
    }
    AnswerTargets targets =
        AnswerTargets.of(
            recommendation,
            current,
            open,
            request.criteria().constraints().versioningChanges().changes());
    Map<String, Set<Capability>> step = targets.named();
    int ran = 0;
    while (!step.isEmpty()) {
      pass(step, loaders, null);
      ran += probedPairs.get();
      step = targets.next(this::verdictsOf);
    }
    int notNeeded = 0;
    for (List<HeldVerdicts> models : held.values()) {
      Set<Capability> any = EnumSet.noneOf(Capability.class);
      models.forEach(h -> any.addAll(h.probed()));
      notNeeded +=
          models.stream().anyMatch(HeldVerdicts::carried)
              ? Capability.values().length - any.size()
              : 0;
    }
    listener.info(
        String.format(
            Locale.ROOT,
            "For the answer, after the race: %d codec-and-capability probes ran, asking %s of"
                + " %s; %d pairs not needed read NOT_TESTED"
                + " (-Dserbench.probeAll probes every codec)",
            ran,
            Capability.labels(open),
            targets.describe(),
            notNeeded));
    return capabilities();
  }

  /** Every codec's verdicts on every probed model, in the codecs' order. */
  List<Capabilities> capabilities() {
    List<Capabilities> all = new ArrayList<>();
    for (CodecProvider codec : codecs) {
      held.getOrDefault(codec.info().id(), List.of()).forEach(h -> all.add(h.verdicts()));
    }
    return all;
  }

  /** One codec's verdicts so far, every model. */
  private List<Capabilities> verdictsOf(String codec) {
    return held.getOrDefault(codec, List.of()).stream().map(HeldVerdicts::verdicts).toList();
  }

  /**
   * Probes each codec of {@code requests} for its capabilities, in parallel, and logs what it cost
   * when {@code label} names the pass.
   */
  private void pass(Map<String, Set<Capability>> requests, CodecLoaders loaders, String label)
      throws Exception {
    long start = System.nanoTime();
    reused.set(0);
    probedPairs.set(0);
    probedModels.set(0);
    busyMillis.set(0);
    reusedAt.clear();
    List<CodecProvider> asked =
        codecs.stream().filter(c -> requests.containsKey(c.info().id())).toList();
    // what each codec lacks, after the cache: its next-JDK verdicts start ahead, grouped
    Map<String, Pending> pending = new LinkedHashMap<>();
    List<NextJdkProbe.Request> nextJdkAsked = new ArrayList<>();
    CapabilityProbes unloaded = probes(loaders.classpath(), nextJdk);
    for (CodecProvider codec : asked) {
      Pending own = pending(unloaded, codec, requests.get(codec.info().id()));
      pending.put(codec.info().id(), own);
      if (own.union().contains(Capability.NEXT_JDK)) {
        nextJdkAsked.add(
            new NextJdkProbe.Request(
                codec.info().id(), own.toProbe().stream().map(ModelInput::sample).toList()));
      }
    }
    List<List<Capabilities>> perCodec;
    // one library's codecs share the next JDK's JVMs; a worker restarted after a crash probes
    // each codec in a JVM of its own, next JDK included
    try (NextJdkBatch batch =
        NextJdkBatch.start(
            nextJdk,
            ProbeJvm.enabled() ? List.of() : nextJdkAsked,
            samples.modelNames(),
            Math.max(1, CodecTasks.threads(asked.size()) / 2),
            listener::info)) {
      CapabilityProbes probes = probes(loaders.classpath(), batch);
      perCodec =
          CodecTasks.inParallel(
              asked,
              codec -> {
                String classpath = loaders.classpath(codec.info().id());
                // a versioned codec's probes load its version's jars
                CapabilityProbes own =
                    classpath.equals(loaders.classpath()) ? probes : probes(classpath, batch);
                return probeOne(own, loaders, codec, pending.get(codec.info().id()));
              });
    }
    List<Capabilities> probed = new ArrayList<>();
    perCodec.forEach(probed::addAll);
    if (reused.get() > 0) {
      listener.info(ProbeCache.reusedLine(reused.get(), request, reusedAt, probedModels.get()));
    }
    if (label == null && probedPairs.get() == 0) {
      return;
    }
    ProbeTimes times = ProbeTimes.of(probed);
    listener.info(
        String.format(
            Locale.ROOT,
            "Probed %d codec-and-capability pairs %s in %s, %s%s",
            probedPairs.get(),
            label == null ? "for the answer" : label,
            Numbers.seconds((System.nanoTime() - start) / 1_000_000),
            CodecTasks.busy(
                (System.nanoTime() - start) / 1_000_000,
                CodecTasks.threads(asked.size()),
                busyMillis.get()),
            times.millis() == 0
                ? ""
                : "; per capability, over every codec: "
                    + ProbeTimes.describe(times.byCapability())));
  }

  /**
   * What one codec's probes of a pass start from: the models to probe, where their verdicts go,
   * their cache keys, and the capabilities any of them lacks.
   */
  private record Pending(
      List<ModelInput> toProbe, List<Integer> at, String[] keys, Set<Capability> union) {}

  /**
   * One codec's models and the capabilities of {@code wanted} they lack, after taking what the
   * probe cache holds; {@code probes} loads nothing here (no capability is asked of it).
   */
  private Pending pending(CapabilityProbes probes, CodecProvider codec, Set<Capability> wanted)
      throws Exception {
    String id = codec.info().id();
    List<ModelInput> inputs =
        ProbeInputs.inputs(
            samples,
            verification.outcomes().get(id),
            request.worker().probeFailing(),
            request.generator());
    List<HeldVerdicts> mine = held.get(id);
    if (mine == null) {
      // nothing loads for no capability: the skipped models' reasons and the NOT_NEEDED cells
      mine = new ArrayList<>();
      List<Capabilities> unprobed =
          probes.probe(codec.info(), inputs, samples.modelNames(), null, Set.of());
      for (int i = 0; i < inputs.size(); i++) {
        mine.add(new HeldVerdicts(unprobed.get(i), inputs.get(i).skipReason() == null));
      }
      held.put(id, mine);
    }
    // the library version and the JVM flags it needs: a verdict's key
    String version = ProbeCache.codecPart(plan, codec);
    Set<Capability> union = EnumSet.noneOf(Capability.class);
    List<ModelInput> toProbe = new ArrayList<>();
    List<Integer> at = new ArrayList<>();
    String[] keys = new String[inputs.size()];
    for (int i = 0; i < inputs.size(); i++) {
      ModelInput input = inputs.get(i);
      if (input.skipReason() != null || input.sample() == null) {
        continue;
      }
      HeldVerdicts model = mine.get(i);
      keys[i] = cache.key(id, version, input.model(), input.sample());
      if (!model.looked() && !request.worker().fresh()) {
        // what the cache holds is not probed again, needed now or not; what it lacks is probed
        var hit = cache.get(keys[i]);
        if (hit.isPresent() && model.adopt(hit.get())) {
          reusedAt.add(hit.get().probedAt());
          reused.incrementAndGet();
        } else {
          model.missed();
        }
      }
      Set<Capability> lacking = model.lacking(wanted);
      if (!lacking.isEmpty()) {
        union.addAll(lacking);
        toProbe.add(input);
        at.add(i);
      }
    }
    return new Pending(toProbe, at, keys, union);
  }

  /**
   * Probes one codec for what it lacks ({@link #pending}) on each model it carries; returns the
   * verdicts this call probed.
   */
  private List<Capabilities> probeOne(
      CapabilityProbes probes, CodecLoaders loaders, CodecProvider codec, Pending pending)
      throws Exception {
    String id = codec.info().id();
    List<HeldVerdicts> mine = held.get(id);
    List<ModelInput> toProbe = pending.toProbe();
    List<Integer> at = pending.at();
    String[] keys = pending.keys();
    Set<Capability> union = pending.union();
    if (toProbe.isEmpty()) {
      return List.of();
    }
    probedPairs.addAndGet(union.size());
    probedModels.addAndGet(toProbe.size());
    long start = System.nanoTime();
    List<Capabilities> probed = runner.run(probes, loaders, codec, toProbe, union);
    for (int j = 0; j < at.size(); j++) {
      HeldVerdicts model = mine.get(at.get(j));
      model.take(probed.get(j), model.lacking(union));
      cache.put(keys[at.get(j)], model.forCache(), model.probed());
    }
    // the capabilities' own times, and the rest: loaders, the library loaded cold in each
    ProbeTimes own = ProbeTimes.of(probed);
    long wall = (System.nanoTime() - start) / 1_000_000;
    busyMillis.addAndGet(wall);
    if (!own.codecs().isEmpty()) {
      listener.info(
          String.format(
              Locale.ROOT,
              "  probed %s in %s: %s",
              id,
              Numbers.seconds(wall),
              ProbeTimes.describe(own.byCapability())
                  + ", other "
                  + Numbers.seconds(Math.max(0, wall - own.millis()))));
    }
    return probed;
  }
}
