package io.serbench.worker;

import io.serbench.BenchmarkListener;
import io.serbench.codec.CodecProvider;
import io.serbench.config.BenchmarkRequest;
import io.serbench.measure.PreparedSample;
import io.serbench.measure.Samples;
import io.serbench.probe.CapabilityProbes;
import io.serbench.probe.GraphProbe;
import io.serbench.result.Capabilities;
import io.serbench.result.analysis.ProbeTimes;
import io.serbench.run.RunContext;
import io.serbench.run.RunPlan;
import io.serbench.sample.SampleSpec;
import io.serbench.settings.GeneratorSettings;
import io.serbench.text.Errors;
import io.serbench.text.Numbers;
import io.serbench.verify.RoundTripOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Stage 4: measures each codec's graph, versioning, cross-language and untrusted-input capabilities
 * on every model class, with the model's first sample, in the codec's verification loader. A codec
 * is not probed on a model it timed out on, nor, unless {@code probeFailing} is set, on a model
 * whose samples it does not round-trip; a codec that carries none of the messages is probed on
 * nothing. Those capabilities are NOT_TESTED, with the reason. The next-JDK verdicts are started
 * ahead, one library's codecs in shared child JVMs ({@link io.serbench.probe.NextJdkBatch}), once
 * the cache has said which codecs and classes it lacks.
 */
final class ProbeStage {
  /** The reason of a codec's capabilities when it carries none of the messages. */
  static final String NOT_CARRIED =
      "does not round-trip your messages (-Dserbench.probeFailing probes it anyway)";

  private final RunPlan plan;
  private final BenchmarkRequest request;
  private final BenchmarkListener listener;
  private final CodecLoaders loaders;
  private final io.serbench.probe.NextJdkProbe nextJdk =
      new io.serbench.probe.NextJdkProbe(
          io.serbench.probe.NextJdk.find(), System.getProperty("java.class.path"));
  private final java.util.Set<String> reusedAt = new java.util.concurrent.ConcurrentSkipListSet<>();
  private final java.util.concurrent.atomic.AtomicInteger reused =
      new java.util.concurrent.atomic.AtomicInteger();
  private final java.util.concurrent.atomic.AtomicInteger probedCount =
      new java.util.concurrent.atomic.AtomicInteger();
  private final java.util.concurrent.atomic.AtomicLong busyMillis =
      new java.util.concurrent.atomic.AtomicLong();

  /** The stage of a run whose plan holds each codec's library version, for the probe cache. */
  ProbeStage(RunContext context, CodecLoaders loaders) {
    this.plan = context.plan();
    this.request = context.request();
    this.listener = context.listener();
    this.loaders = loaders;
  }

  /** The probe cache of this run: the configured directory, or the output directory's. */
  private ProbeCache cache(Samples samples) {
    java.nio.file.Path directory =
        request.worker().probeCache() != null
            ? java.nio.file.Path.of(request.worker().probeCache())
            : request
                .layout()
                .directory()
                .resolve(io.serbench.config.WorkerSettings.DEFAULT_PROBE_CACHE);
    return new ProbeCache(
        directory,
        ProbeCache.runKey(
            keySettings(
                request,
                samples.modelNames(),
                nextJdk.jdk().map(jdk -> jdk.home() + " " + jdk.version()).orElse("none"))),
        ProbeCache::classBytes);
  }

  /**
   * The settings of a run that every verdict depends on, whichever codecs are selected: the
   * versioning changes, the model classes, the user's JVM options (not the worker's, which hold the
   * union of the selected codecs' flags: a codec's own flags are in its own part of the key, {@link
   * #codecPart}), the worker's bytecode verification and round-trip limit, and the next JDK.
   */
  static List<String> keySettings(
      BenchmarkRequest request, List<String> modelNames, String nextJdkHome) {
    return List.of(
        "changes " + request.criteria().constraints().versioningChanges(),
        "models " + new java.util.TreeSet<>(modelNames),
        "jvm " + io.serbench.jvm.JvmOptions.user(request.measurement()),
        "verify " + request.worker().verifyBytecode(),
        "round trip limit " + request.worker().roundTripTimeoutSeconds() + " s",
        "resource attacks 1",
        "next JDK " + nextJdkHome);
  }

  /**
   * A codec's own part of its verdicts' key: the version of its library that the run loads and the
   * JVM flags the codec itself needs.
   */
  static String codecPart(RunPlan plan, CodecProvider codec) {
    return plan.version(codec.info().id()).orElse(LibraryVersions.UNKNOWN)
        + " "
        + codec.jvmFlags(Runtime.version().feature());
  }

  private CapabilityProbes probes(String classpath, io.serbench.probe.NextJdkVerdicts verdicts) {
    return new CapabilityProbes(
        classpath,
        request.generator(),
        request.criteria().constraints().versioningChanges(),
        verdicts,
        new io.serbench.probe.ResourceAttacks(System.getProperty("java.class.path")));
  }

  List<Capabilities> probe(List<CodecProvider> codecs, Samples samples, Verification verification)
      throws Exception {
    long start = System.nanoTime();
    listener.info(
        "Probing graph, versioning, cross-language, untrusted-input and next-JDK capabilities of "
            + codecs.size()
            + " codecs on "
            + probed(samples).size()
            + " model class(es)");
    listener.info(
        nextJdk
            .jdk()
            .map(
                jdk ->
                    "The next-JDK verdict runs on "
                        + jdk.describe()
                        + " with "
                        + String.join(" ", io.serbench.probe.NextJdk.DENY))
            .orElse(
                "No JDK "
                    + io.serbench.probe.NextJdk.MIN_FEATURE
                    + " or later found (looked in "
                    + io.serbench.probe.NextJdk.WHERE
                    + "): the next-JDK verdicts are NOT TESTED"));
    ProbeCache cache = cache(samples);
    java.util.Map<String, Pending> pending = new java.util.LinkedHashMap<>();
    List<io.serbench.probe.NextJdkProbe.Request> requests = new ArrayList<>();
    for (CodecProvider codec : codecs) {
      Pending own = pending(cache, codec, samples, verification);
      pending.put(codec.info().id(), own);
      List<SampleSpec> runnable =
          own.toProbe().stream()
              .filter(input -> input.skipReason() == null)
              .map(CapabilityProbes.ModelInput::sample)
              .toList();
      if (!runnable.isEmpty()) {
        requests.add(new io.serbench.probe.NextJdkProbe.Request(codec.info().id(), runnable));
      }
    }
    List<List<Capabilities>> perCodec;
    // one library's codecs share the next JDK's JVMs; a worker restarted after a crash probes
    // each codec in a JVM of its own, next JDK included
    try (io.serbench.probe.NextJdkBatch batch =
        io.serbench.probe.NextJdkBatch.start(
            nextJdk,
            io.serbench.probe.ProbeJvm.enabled() ? List.of() : requests,
            samples.modelNames(),
            Math.max(1, CodecTasks.threads(codecs.size()) / 2),
            listener::info)) {
      CapabilityProbes probes = probes(loaders.classpath(), batch);
      perCodec =
          CodecTasks.inParallel(
              codecs,
              codec -> {
                String classpath = loaders.classpath(codec.info().id());
                // a versioned codec's probes load its version's jars
                CapabilityProbes own =
                    classpath.equals(loaders.classpath()) ? probes : probes(classpath, batch);
                return probeOne(own, cache, codec, pending.get(codec.info().id()), verification);
              });
    }
    List<Capabilities> capabilities = new ArrayList<>();
    perCodec.forEach(capabilities::addAll);
    if (reused.get() > 0) {
      listener.info(
          String.format(
              Locale.ROOT,
              "Reused %d codec-and-class verdicts of the probe cache (%s), probed at %s, since"
                  + " nothing they depend on changed; probed %d; -Dserbench.fresh probes all again",
              reused.get(),
              request.worker().probeCache() != null
                  ? request.worker().probeCache()
                  : "probe-cache in the output directory",
              reusedAt.size() == 1
                  ? reusedAt.iterator().next()
                  : ((java.util.NavigableSet<String>) reusedAt).first()
                      + " to "
                      + ((java.util.NavigableSet<String>) reusedAt).last(),
              probedCount.get()));
    }
    ProbeTimes times = ProbeTimes.of(capabilities);
    listener.info(
        String.format(
            Locale.ROOT,
            "Probed capabilities in %s, %s%s",
            Numbers.seconds((System.nanoTime() - start) / 1_000_000),
            CodecTasks.busy(
                (System.nanoTime() - start) / 1_000_000,
                CodecTasks.threads(codecs.size()),
                busyMillis.get()),
            times.millis() == 0
                ? ""
                : "; per capability, over every codec: "
                    + ProbeTimes.describe(times.byCapability())));
    return capabilities;
  }

  /**
   * The classes probed on their own: every sampled class, and each part that can refer back to
   * itself (a parent link, a tree), since its message's graph probe can only build cycles from the
   * message's own fields; a part probed this way gets a generated sample of its own.
   */
  static List<Class<?>> probed(Samples samples) {
    List<Class<?>> probed = new ArrayList<>(samples.models());
    samples.roles().stream()
        .filter(r -> !r.message() && !probed.contains(r.type()) && GraphProbe.canLink(r.type()))
        .forEach(r -> probed.add(r.type()));
    return probed;
  }

  /**
   * What one codec's probes start from: its inputs, the verdicts the cache holds, the keys to keep
   * new ones under, and the inputs to probe.
   */
  private record Pending(
      List<CapabilityProbes.ModelInput> inputs,
      Capabilities[] done,
      String[] keys,
      List<CapabilityProbes.ModelInput> toProbe,
      List<String> modelNames) {}

  private Pending pending(
      ProbeCache cache, CodecProvider codec, Samples samples, Verification verification) {
    String id = codec.info().id();
    List<RoundTripOutcome> verified = verification.outcomes().get(id);
    List<CapabilityProbes.ModelInput> inputs =
        inputs(samples, verified, request.worker().probeFailing(), request.generator());
    // what the cache holds is not probed again; what it lacks is probed and kept
    String version = codecPart(plan, codec);
    Capabilities[] done = new Capabilities[inputs.size()];
    String[] keys = new String[inputs.size()];
    List<CapabilityProbes.ModelInput> toProbe = new ArrayList<>();
    for (int i = 0; i < inputs.size(); i++) {
      CapabilityProbes.ModelInput input = inputs.get(i);
      if (input.skipReason() == null && input.sample() != null) {
        keys[i] = cache.key(id, version, input.model(), input.sample());
        var hit = request.worker().fresh() ? null : cache.get(keys[i]).orElse(null);
        if (hit != null) {
          done[i] = hit.capabilities().withReusedFrom(hit.probedAt());
          reusedAt.add(hit.probedAt());
          reused.incrementAndGet();
          continue;
        }
        probedCount.incrementAndGet();
      }
      toProbe.add(input);
    }
    return new Pending(inputs, done, keys, toProbe, samples.modelNames());
  }

  private List<Capabilities> probeOne(
      CapabilityProbes probes,
      ProbeCache cache,
      CodecProvider codec,
      Pending pending,
      Verification verification)
      throws Exception {
    String id = codec.info().id();
    Capabilities[] done = pending.done();
    String[] keys = pending.keys();
    List<CapabilityProbes.ModelInput> toProbe = pending.toProbe();
    long start = System.nanoTime();
    List<Capabilities> probed = List.of();
    try {
      // a thread stuck in a hung round trip may still hold locks in the verification loader, and a
      // loader in which a class failed to initialise refuses it for good
      if (!toProbe.isEmpty() && io.serbench.probe.ProbeJvm.enabled()) {
        // the worker runs again after a crash: each codec's probes in a JVM of their own
        probed =
            io.serbench.probe.ProbeJvm.probe(
                codec.info(),
                toProbe,
                pending.modelNames(),
                loaders.classpath(id),
                new io.serbench.probe.ProbeJvm.ProbeSettings(
                    request.generator(), request.criteria().constraints().versioningChanges()));
      } else if (!toProbe.isEmpty()) {
        probed =
            probes.probe(
                codec.info(),
                toProbe,
                pending.modelNames(),
                verification.hung(id) || verification.poisoned(id)
                    ? null
                    : loaders.of(id).orElse(null));
      }
    } catch (InterruptedException e) {
      throw e;
    } catch (Throwable e) {
      // an error that escaped the probes' own guards (a heap exhausted, a linkage error): this
      // codec's capabilities are not tested, with the reason, and the other codecs go on
      String why = Errors.setupConflict(e).orElse(Errors.oneLine(e));
      listener.warn(id + ": the capability probes could not run: " + why);
      probed = CapabilityProbes.notProbed(codec.info(), toProbe, why);
    } finally {
      // the codec is done with its loader: release it now, so that the heap held by the probe
      // stage does not grow with the number of codecs
      loaders.discard(id);
    }
    java.util.Iterator<Capabilities> fresh = probed.iterator();
    for (int i = 0; i < done.length; i++) {
      if (done[i] == null) {
        done[i] = fresh.next();
        if (keys[i] != null) {
          cache.put(keys[i], done[i]);
        }
      }
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
              io.serbench.text.Numbers.seconds(wall),
              ProbeTimes.describe(own.byCapability())
                  + ", other "
                  + io.serbench.text.Numbers.seconds(Math.max(0, wall - own.millis()))));
    }
    return List.of(done);
  }

  /**
   * What one codec is probed on: every probed class with its first sample (a generated one for a
   * part probed on its own), and the reason to skip it: the codec timed out on it, or, unless
   * {@code probeFailing}, it round-trips none of the class's samples, or none of the messages.
   */
  static List<CapabilityProbes.ModelInput> inputs(
      Samples samples,
      List<RoundTripOutcome> verified,
      boolean probeFailing,
      GeneratorSettings generator) {
    List<PreparedSample> prepared = samples.samples();
    List<CapabilityProbes.ModelInput> inputs = new ArrayList<>();
    boolean carriesAny = false;
    for (int i = 0; i < prepared.size(); i++) {
      carriesAny |= samples.isMessage(prepared.get(i)) && verified.get(i).passed();
    }
    for (Class<?> model : probed(samples)) {
      int first = -1;
      String skip = null;
      boolean carried = false;
      for (int i = 0; i < prepared.size(); i++) {
        if (prepared.get(i).type() == model) {
          first = first < 0 ? i : first;
          carried |= verified.get(i).passed();
          if (verified.get(i).timedOut()) {
            skip = "its round trip timed out";
          }
        }
      }
      if (skip == null && !probeFailing) {
        // a codec that cannot carry the model cannot be recommended for it: its capabilities
        // there decide nothing, and probing them is most of a large model's probe time
        if (!carriesAny) {
          skip = NOT_CARRIED;
        } else if (first >= 0 && !carried) {
          skip =
              "does not round-trip "
                  + model.getSimpleName()
                  + " (-Dserbench.probeFailing probes it anyway)";
        }
      }
      SampleSpec spec =
          first >= 0
              ? prepared.get(first).spec()
              : SampleSpec.generated(model, generator, null, samples.modelNames());
      inputs.add(new CapabilityProbes.ModelInput(model, spec, skip));
    }
    return inputs;
  }
}
