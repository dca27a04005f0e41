package io.serbench.worker;

import io.serbench.BenchmarkListener;
import io.serbench.SerbenchException;
import io.serbench.WorkerFailedException;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.CodecProvider;
import io.serbench.config.BenchmarkRequest;
import io.serbench.config.RequestTranslator;
import io.serbench.library.LibraryOrigins;
import io.serbench.library.LibraryVersions;
import io.serbench.library.SerbenchJarsFallback;
import io.serbench.library.VersionedCodecs;
import io.serbench.measure.MeasurementStage;
import io.serbench.measure.MixPlan;
import io.serbench.measure.PreparedSample;
import io.serbench.measure.Samples;
import io.serbench.measure.Timings;
import io.serbench.measure.Verified;
import io.serbench.measure.nextjdk.NextJdkSpeedStage;
import io.serbench.probe.CapabilityProbes;
import io.serbench.probe.common.ModelInput;
import io.serbench.protocol.SystemProperty;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Capabilities;
import io.serbench.result.CodecDescriptor;
import io.serbench.run.Lineup;
import io.serbench.run.PhaseClock;
import io.serbench.run.RunContext;
import io.serbench.run.RunPlan;
import io.serbench.run.Selection;
import io.serbench.text.Errors;
import io.serbench.worker.probes.ProbeInputs;
import io.serbench.worker.probes.ProbeStage;
import io.serbench.worker.verification.CodecLoaders;
import io.serbench.worker.verification.Verification;
import io.serbench.worker.verification.VerificationStage;
import java.util.List;
import java.util.Map;

/**
 * The whole pipeline, in the JVM that has the project's classes and the codec libraries. It only
 * sequences the named stages, each a class with one job and a typed result:
 *
 * <ol>
 *   <li>{@link ModelStage}: configured classes and packages to model classes;
 *   <li>{@link SampleStage}: factory, fixture and generated samples;
 *   <li>{@link VerificationStage}: round trips, each codec in a loader of its own ({@link
 *       CodecLoaders});
 *   <li>{@link ProbeStage}: the capabilities the constraints name, for every codec;
 *   <li>{@link MeasurementStage}: JMH sources, the race of rounds of forks, the cold-start pass;
 *   <li>{@link ProbeStage#forAnswer}: the other capabilities, for the codecs the answer names;
 *   <li>{@link NextJdkSpeedStage}: what the next JDK costs those that pass its probe, when wanted;
 *   <li>{@link OutputStage}: recommendation, baseline gate, results.json, CSV and report.
 * </ol>
 *
 * Build tools do not call this directly; they call {@link io.serbench.host.Launcher}, which starts
 * a worker JVM that runs it.
 */
public final class BenchmarkEngine {
  /**
   * The evidence of every capability of a run that skipped its probes ({@link
   * SystemProperty#SKIP_PROBES}, a switch for serbench's own tests): NOT_TESTED, never PASS or
   * FAIL.
   */
  static final String SKIPPED =
      "not probed: this run skipped the probes (-D"
          + SystemProperty.SKIP_PROBES.key()
          + ", a switch for tests)";

  private final BenchmarkRequest request;

  private final BenchmarkListener listener;
  private final ClassLoader loader;

  public BenchmarkEngine(BenchmarkRequest request, BenchmarkListener listener, ClassLoader loader) {
    this.request = request;
    this.listener = listener;
    this.loader = loader;
  }

  /** Runs every stage and returns what was written to results.json. */
  public BenchmarkResults run() throws Exception {
    return run(true);
  }

  /**
   * Runs every stage, the measurement only when {@code measure} is set (the tests of verification
   * and probes on hostile models run without it), and returns what was written to results.json. A
   * probe or measurement stage that fails for a reason other than the configuration still ends in a
   * report: what was done up to that point, and what failed.
   */
  BenchmarkResults run(boolean measure) throws Exception {
    if (request.measurement().jvmArgsAppend().contains(RequestTranslator.VIRTUAL_EXECUTOR)
        && Runtime.version().feature() < 21) {
      throw new io.serbench.InvalidConfigurationException(
          "threads",
          request.measurement().threads() + "v",
          "virtual threads need Java 21 or later, and the forks run Java "
              + Runtime.version().feature()
              + ": run the goal on a JDK 21+ (or list one in <jvms>), or give threads without v");
    }
    // the run's context from the first stage: the catalog is loaded and the codecs selected once
    RunContext<Selection> selected = RunPlanner.start(request, listener, loader);
    PhaseClock clock = selected.clock();

    ResolvedModel model = new ModelStage(selected).resolve();
    clock.end("scan");
    Samples samples = new SampleStage(selected).prepare(model);
    // after the samples, so that a factory's or a fixture's class shows its binding too
    RunContext<Lineup> lineup = RunPlanner.afterScan(selected, scanned(model, samples));
    // the mix's names are the last ones a user typed: checked now, not after minutes of probes
    io.serbench.sample.MessageMix mix = MixPlan.mix(samples, request.messages().mix());
    clock.end("samples");

    Verification verification;
    List<Capabilities> capabilities;
    ProbeStage probes;
    String classpath = System.getProperty("java.class.path");
    VersionedCodecs versioned =
        VersionedCodecs.prepare(
            lineup.plan().codecs(),
            request.codecJars(),
            classpath,
            request.layout().directory(),
            listener);
    Map<String, String> versions = RunPlanner.versions(lineup, versioned);
    RunContext<RunPlan> context;
    CodecLoaders loaders = new CodecLoaders(classpath, versioned, listener);
    try {
      verification =
          new VerificationStage(lineup, loaders)
              .verify(
                  lineup.plan().codecs(), samples, unusable(model.broken(), samples.unsampled()));
      SerbenchJarsFallback fallback =
          SerbenchJarsFallback.of(
              lineup.plan().codecs(),
              versions,
              request.libraries().replaced(),
              verification.outcomes(),
              lineup.plan().catalog());
      fallback.notes().forEach(listener::info);
      if (fallback.any()) {
        loaders.close();
        List<CodecProvider> codecs = fallback.codecs(lineup.plan().codecs());
        versioned =
            VersionedCodecs.prepare(
                codecs,
                fallback.jars(request.codecJars()),
                classpath,
                request.layout().directory(),
                listener);
        lineup = lineup.with(lineup.plan().withCodecs(codecs, lineup.plan().leftOut()));
        versions = RunPlanner.versions(lineup, versioned);
        loaders = new CodecLoaders(classpath, versioned, listener);
        verification =
            verification.withMoved(
                fallback,
                new VerificationStage(lineup, loaders).verify(fallback.moved(), samples, Map.of()));
      }
      // the plan is complete: the forks' heap is sized to what they hold, each sample's largest
      // encoding, known now
      context = RunPlanner.plan(lineup, versions, verification.samples(), mix);
      clock.end("verification");
      probes =
          SystemProperty.SKIP_PROBES.enabled()
              ? null
              : new ProbeStage(context, samples, verification);
      capabilities = probe(context, probes, loaders, samples);
    } finally {
      loaders.close();
    }
    clock.end("probes");

    List<CodecDescriptor> descriptors = descriptors(context.plan(), samples, versioned);
    Timings measured;
    String measurementFailure = null;
    MeasurementStage measurement = new MeasurementStage(context);
    if (!measure) {
      measured = notMeasured(verification, "the measurement was not asked for");
    } else {
      try {
        measured =
            measurement
                // an indicative answer after each round; capabilities probed after the race, if
                // any, are open in it until then
                .afterEachRound(
                    new IndicativeOutput(
                        new OutputStage(context),
                        descriptors,
                        capabilities,
                        samples.modelRoles(),
                        probes != null && probes.ready() ? probes.afterRace() : java.util.Set.of()))
                .measure(
                    samples,
                    mix,
                    new Verified(
                        verification.samples(),
                        descriptors,
                        capabilities,
                        new io.serbench.measure.ForkCosts(verification.millis())));
      } catch (InterruptedException e) {
        throw e;
      } catch (Exception | Error e) {
        if (e instanceof SerbenchException serbench && serbench.isUserError()) {
          throw serbench;
        }
        measurementFailure = "the measurement failed: " + Errors.oneLine(e);
        measured = notMeasured(verification, measurementFailure);
      }
    }

    OutputStage output = new OutputStage(context);
    if (probes != null && probes.ready()) {
      // the answer's eligible set and pick are final: what is probed now decides neither
      BenchmarkResults answer =
          output.answer(descriptors, measured, capabilities, samples.modelRoles());
      try (CodecLoaders again = new CodecLoaders(classpath, versioned, listener)) {
        capabilities = forAnswer(probes, answer, again, capabilities);
      }
      clock.end("probes");
      // what the next JDK costs the codecs the answer names that passed its probe, when wanted
      NextJdkSpeedStage.Outcome nextJdk =
          new NextJdkSpeedStage(context, measurement.setup())
              .run(answer.recommendation(), current(answer), capabilities, measured);
      measured = nextJdk.timings();
      capabilities = nextJdk.capabilities();
    }
    BenchmarkResults results =
        output.write(
            output.assemble(descriptors, measured, capabilities, samples.modelRoles()), measured);
    if (measurementFailure != null) {
      // the report holds what was done; the run still fails, so that no pipeline takes it for a
      // measured one
      throw new WorkerFailedException(
          measurementFailure
              + "; the report "
              + request.layout().report()
              + " shows the verification and the capabilities (see "
              + io.serbench.files.OutputLayout.JMH_LOG
              + ")",
          null);
    }
    return results;
  }

  /**
   * After the race, the capabilities the answer needs that no constraint named; the verdicts so far
   * when the probes fail.
   */
  private List<Capabilities> forAnswer(
      ProbeStage probes,
      BenchmarkResults answer,
      CodecLoaders loaders,
      List<Capabilities> capabilities)
      throws Exception {
    try {
      return probes.forAnswer(answer.recommendation(), current(answer), loaders);
    } catch (InterruptedException e) {
      throw e;
    } catch (Exception | Error e) {
      listener.warn(
          "the capability probes for the answer failed: "
              + Errors.oneLine(e)
              + "; the capabilities no constraint names stay NOT_TESTED");
      return capabilities;
    }
  }

  /** The codec the team uses now, as the answer knows it; null when none is known. */
  private static String current(BenchmarkResults answer) {
    return answer.criteria().current() == null ? null : answer.criteria().current().codec();
  }

  private List<Capabilities> probe(
      RunContext<RunPlan> context, ProbeStage probes, CodecLoaders loaders, Samples samples)
      throws Exception {
    List<CodecProvider> codecs = context.plan().codecs();
    if (SystemProperty.SKIP_PROBES.enabled()) {
      listener.info(
          "Probes skipped (-D"
              + SystemProperty.SKIP_PROBES.key()
              + "): every capability is NOT_TESTED, with that reason");
      return notProbed(codecs, samples, SKIPPED);
    }
    try {
      return probes.beforeRace(codecs, loaders);
    } catch (InterruptedException e) {
      throw e;
    } catch (Exception | Error e) {
      if (e instanceof SerbenchException serbench && serbench.isUserError()) {
        throw serbench;
      }
      // each codec's probes catch their own failures; this is the stage itself failing
      String why = Errors.oneLine(e);
      listener.warn("the capability probes failed: " + why + "; every capability is NOT_TESTED");
      return notProbed(codecs, samples, "the probes could not run: " + why);
    }
  }

  /** Every capability of every codec on every probed model NOT_TESTED, with this evidence. */
  private static List<Capabilities> notProbed(
      List<CodecProvider> codecs, Samples samples, String evidence) {
    List<ModelInput> models =
        ProbeInputs.probed(samples).stream()
            .map(model -> new ModelInput(model, null, null))
            .toList();
    return codecs.stream()
        .flatMap(codec -> CapabilityProbes.unmeasured(codec.info(), models, evidence).stream())
        .toList();
  }

  /** What the report gets when nothing was timed: the verified samples, and why. */
  private static Timings notMeasured(Verification verification, String why) {
    return new Timings(verification.samples(), "not measured: " + why, null, null, null, null);
  }

  /** The model's classes: those configured, then the classes of factory and fixture samples. */
  private static List<Class<?>> scanned(ResolvedModel model, Samples samples) {
    java.util.Set<Class<?>> classes = new java.util.LinkedHashSet<>(model.classes());
    classes.addAll(samples.models());
    return List.copyOf(classes);
  }

  /** The configured classes no codec can run on: broken initialisers and unsampleable classes. */
  private static Map<String, String> unusable(
      Map<String, String> broken, Map<String, String> unsampled) {
    Map<String, String> all = new java.util.LinkedHashMap<>(broken);
    all.putAll(unsampled);
    return all;
  }

  /** Each codec as declared, with the version of its library that this worker loaded. */
  private List<CodecDescriptor> descriptors(
      RunPlan plan, Samples samples, VersionedCodecs versioned) {
    AdoptionCosts adoption = AdoptionCosts.of(System.getProperty("java.class.path"));
    List<String> registered = registered(samples);
    LibraryOrigins origins =
        new LibraryOrigins(request.projectClasspath(), request.codecs(), request.libraries());
    List<CodecDescriptor> descriptors =
        plan.codecs().stream()
            .map(
                codec -> {
                  CodecInfo info = codec.info();
                  String version = plan.version(info.id()).orElse(LibraryVersions.UNKNOWN);
                  return origins.attach(
                      CodecDescriptor.of(
                              info,
                              version,
                              codec.jvmFlags(Runtime.version().feature()),
                              (versioned.loadedVersion(info.id()).isPresent()
                                      // a versioned codec adds its version's jars
                                      ? AdoptionCosts.of(versioned.classpath(info.id(), ""))
                                      : adoption)
                                  .artifacts(info.library(), info.setupLibraries()),
                              info.effort() == io.serbench.codec.Effort.CLASSES_KNOWN
                                  ? registered
                                  : List.of())
                          .withMode(measuredMode(codec, samples.models())),
                      info,
                      loader);
                })
            .toList();
    listener.info(LibraryOrigins.logLine(descriptors));
    return descriptors;
  }

  /** The mode the codec reports for this model; its declared mode if asking fails. */
  private static String measuredMode(CodecProvider codec, List<Class<?>> models) {
    try {
      return codec.measuredMode(models);
    } catch (RuntimeException | LinkageError e) {
      return codec.info().mode();
    }
  }

  /**
   * The classes a classes-known codec registered over the run: the union of what each sample's
   * codec registered ({@link io.serbench.model.ModelTypes#knownClasses(List, Object)}), by name.
   */
  private static List<String> registered(Samples samples) {
    java.util.Set<String> names = new java.util.TreeSet<>();
    for (PreparedSample sample : samples.samples()) {
      io.serbench.model.ModelTypes.knownClasses(samples.models(), sample.value())
          .forEach(c -> names.add(c.getName()));
    }
    return List.copyOf(names);
  }
}
