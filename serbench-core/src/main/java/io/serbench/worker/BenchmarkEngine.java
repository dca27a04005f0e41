package io.serbench.worker;

import io.serbench.BenchmarkListener;
import io.serbench.Errors;
import io.serbench.SerbenchException;
import io.serbench.WorkerFailedException;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.CodecProvider;
import io.serbench.config.BenchmarkRequest;
import io.serbench.config.RequestTranslator;
import io.serbench.measure.Measured;
import io.serbench.measure.MeasurementStage;
import io.serbench.measure.MixPlan;
import io.serbench.measure.PhaseClock;
import io.serbench.measure.PreparedSample;
import io.serbench.measure.Samples;
import io.serbench.probe.CapabilityProbes;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Capabilities;
import io.serbench.result.CodecDescriptor;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The whole pipeline, in the JVM that has the project's classes and the codec libraries. It only
 * sequences the named stages, each a class with one job and a typed result:
 *
 * <ol>
 *   <li>{@link ModelStage}: configured classes and packages to model classes;
 *   <li>{@link SampleStage}: factory, fixture and generated samples;
 *   <li>{@link VerificationStage}: round trips, each codec in a loader of its own ({@link
 *       CodecLoaders});
 *   <li>{@link ProbeStage}: graph, versioning, cross-language and untrusted-input capabilities;
 *   <li>{@link MeasurementStage}: JMH sources, the race of rounds of forks, the cold-start pass;
 *   <li>{@link OutputStage}: recommendation, baseline gate, results.json, CSV and report.
 * </ol>
 *
 * Build tools do not call this directly; they call {@link io.serbench.host.Launcher}, which starts
 * a worker JVM that runs it.
 */
public final class BenchmarkEngine {
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

  /** Whether the patterns reach the default set: none, only exclusions, or the group named. */
  private static boolean selectsDefaults(List<String> patterns) {
    List<String> cleaned = patterns.stream().map(String::trim).filter(p -> !p.isEmpty()).toList();
    return cleaned.stream().allMatch(p -> p.startsWith("!"))
        || cleaned.contains(io.serbench.codec.CodecSelection.DEFAULT);
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
    PhaseClock clock = new PhaseClock();
    CodecCatalog catalog = CodecCatalog.load(loader);
    catalog.problems().forEach(listener::warn);
    io.serbench.codec.JacksonMajors jackson =
        io.serbench.codec.JacksonMajors.of(request.projectClasspath());
    catalog = catalog.withoutDefaults(jackson.leaveDefaultSet());
    if (selectsDefaults(request.codecs())) {
      listener.info(jackson.explain());
    }
    List<CodecProvider> codecs = catalog.select(request.codecs(), request.currentCodec());
    List<String> leftOut = catalog.leftOut(request.codecs(), request.currentCodec());

    ResolvedModel model = new ModelStage(request, loader, listener).resolve();
    clock.end("scan");
    List<CodecProvider> byModel = byModel(catalog, codecs, model.classes());
    if (!byModel.isEmpty()) {
      codecs = new java.util.ArrayList<>(codecs);
      codecs.addAll(byModel);
      List<String> added = byModel.stream().map(c -> c.info().id()).toList();
      leftOut = leftOut.stream().filter(id -> !added.contains(id)).toList();
    }
    if (!leftOut.isEmpty()) {
      listener.info(
          leftOut.size()
              + " codecs of the extended catalog were not selected; -Dserbench.codecs=all runs"
              + " every one (see the report for their ids)");
    }
    Samples samples = new SampleStage(request, loader, listener).prepare(model);
    // the mix's names are the last ones a user typed: checked now, not after minutes of probes
    io.serbench.sample.MessageMix mix = MixPlan.mix(samples, request.messages().mix());
    clock.end("samples");

    Verification verification;
    List<Capabilities> capabilities;
    String classpath = System.getProperty("java.class.path");
    VersionedCodecs versioned =
        VersionedCodecs.prepare(
            codecs, request.codecJars(), classpath, request.layout().directory(), listener);
    CodecLoaders loaders = new CodecLoaders(classpath, versioned, listener);
    try {
      verification =
          new VerificationStage(listener, loaders)
              .verify(codecs, samples, unusable(model.broken(), samples.unsampled()));
      SerbenchJarsFallback fallback =
          SerbenchJarsFallback.of(
              codecs, verification, request.libraries().replaced(), catalog, loader, listener);
      if (fallback.any()) {
        loaders.close();
        codecs = fallback.codecs(codecs);
        versioned =
            VersionedCodecs.prepare(
                codecs,
                fallback.jars(request.codecJars()),
                classpath,
                request.layout().directory(),
                listener);
        loaders = new CodecLoaders(classpath, versioned, listener);
        verification =
            fallback.merge(
                verification,
                new VerificationStage(listener, loaders)
                    .verify(fallback.moved(), samples, Map.of()));
      }
      clock.end("verification");
      capabilities = probe(loaders, codecs, samples, verification);
    } finally {
      loaders.close();
    }
    clock.end("probes");

    List<CodecDescriptor> descriptors = descriptors(codecs, samples, versioned);
    // after VersionedCodecs.prepare, which tells the forks where the versioned codecs' jars are
    List<String> forkJvmArgs = forkJvmArgs(request.measurement(), codecs);
    Measured measured;
    String measurementFailure = null;
    if (!measure) {
      measured = notMeasured(verification, "the measurement was not asked for");
    } else {
      try {
        measured =
            new MeasurementStage(request, listener, clock, codecs, forkJvmArgs)
                .measure(samples, mix, verification.samples(), descriptors, capabilities);
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

    OutputStage output = new OutputStage(request, listener, clock, forkJvmArgs);
    BenchmarkResults results =
        output.write(
            output.assemble(descriptors, measured, capabilities, samples.modelRoles(), leftOut),
            measured);
    if (measurementFailure != null) {
      // the report holds what was done; the run still fails, so that no pipeline takes it for a
      // measured one
      throw new WorkerFailedException(
          measurementFailure
              + "; the report "
              + request.layout().report()
              + " shows the verification and the capabilities (see "
              + io.serbench.OutputLayout.JMH_LOG
              + ")",
          null);
    }
    return results;
  }

  private List<Capabilities> probe(
      CodecLoaders loaders, List<CodecProvider> codecs, Samples samples, Verification verification)
      throws Exception {
    try {
      return new ProbeStage(request, listener, loaders, loader)
          .probe(codecs, samples, verification);
    } catch (InterruptedException e) {
      throw e;
    } catch (Exception | Error e) {
      if (e instanceof SerbenchException serbench && serbench.isUserError()) {
        throw serbench;
      }
      // each codec's probes catch their own failures; this is the stage itself failing
      String why = Errors.oneLine(e);
      listener.warn("the capability probes failed: " + why + "; every capability is NOT_TESTED");
      List<CapabilityProbes.ModelInput> models =
          ProbeStage.probed(samples).stream()
              .map(model -> new CapabilityProbes.ModelInput(model, null, null))
              .toList();
      return codecs.stream()
          .flatMap(codec -> CapabilityProbes.notProbed(codec.info(), models, why).stream())
          .toList();
    }
  }

  /** What the report gets when nothing was timed: the verified samples, and why. */
  private static Measured notMeasured(Verification verification, String why) {
    return new Measured(verification.samples(), "not measured: " + why, null, null, null);
  }

  /**
   * Every fork runs with the flags of all selected codecs, exactly like this worker, so that a
   * codec that passed verification here meets the same JVM in its benchmark; the user's {@code
   * jvmArgs} replace the default heap, and {@code jvmArgsAppend} come last. Public for the
   * calibration check, whose hand-written forks must get the same flags.
   */
  public static List<String> forkJvmArgs(
      io.serbench.Measurement measurement, List<CodecProvider> codecs) {
    Set<String> flags = new LinkedHashSet<>();
    codecs.forEach(c -> flags.addAll(c.jvmFlags(Runtime.version().feature())));
    if (codecs.stream().anyMatch(c -> io.serbench.codec.VersionedId.isVersioned(c.info().id()))) {
      // where a fork finds each versioned codec's jars
      flags.addAll(io.serbench.codec.VersionedLoaders.forkFlags());
    }
    return measurement.jvmOptions(flags);
  }

  /** The default measurement's fork flags, for the calibration check. */
  public static List<String> forkJvmArgs(List<CodecProvider> codecs) {
    return forkJvmArgs(io.serbench.Measurement.DEFAULT, codecs);
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
      List<CodecProvider> codecs, Samples samples, VersionedCodecs versioned) {
    Map<String, String> versions = new HashMap<>();
    AdoptionCosts adoption = AdoptionCosts.of(System.getProperty("java.class.path"));
    List<String> registered = registered(samples);
    LibraryOrigins origins = new LibraryOrigins(request);
    List<CodecDescriptor> descriptors =
        codecs.stream()
            .map(
                codec -> {
                  CodecInfo info = codec.info();
                  String version =
                      versioned
                          .loadedVersion(info.id())
                          .orElseGet(
                              () ->
                                  versions.computeIfAbsent(
                                      info.library(), k -> LibraryVersions.of(info, loader)));
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

  /**
   * The codecs that the model calls for by themselves ({@link io.serbench.codec.Group#BY_MODEL}:
   * protobuf-java when a model class is a generated message, avaje-jsonb when the build generated
   * adapters for one), when the selection starts from the default set (no codecs named, or {@code
   * default} among them) and no exclusion names them.
   */
  private List<CodecProvider> byModel(
      CodecCatalog catalog, List<CodecProvider> selected, List<Class<?>> models) {
    List<String> patterns = request.codecs();
    boolean fromDefault =
        patterns.stream().allMatch(p -> p.trim().startsWith("!"))
            || patterns.stream().anyMatch(p -> p.trim().equalsIgnoreCase("default"));
    if (!fromDefault) {
      return List.of();
    }
    List<String> exclusions = patterns.stream().filter(p -> p.trim().startsWith("!")).toList();
    List<String> notExcluded =
        catalog
            .select(java.util.stream.Stream.concat(Stream.of("all"), exclusions.stream()).toList())
            .stream()
            .map(c -> c.info().id())
            .toList();
    List<CodecProvider> added = new java.util.ArrayList<>();
    for (CodecProvider codec : catalog.all()) {
      if (codec.info().group() == io.serbench.codec.Group.BY_MODEL
          && !selected.contains(codec)
          && notExcluded.contains(codec.info().id())
          && appliesTo(codec, models)) {
        listener.info(
            codec.info().id()
                + " joins the run by itself: "
                + codec.joinsBecause()
                + " (-Dserbench.codecs=!"
                + codec.info().id()
                + " leaves it out)");
        added.add(codec);
      }
    }
    return added;
  }

  /** Whether the model calls for the codec; a codec that cannot tell stays out, and says why. */
  private boolean appliesTo(CodecProvider codec, List<Class<?>> models) {
    try {
      return codec.appliesTo(models);
    } catch (RuntimeException | LinkageError e) {
      listener.info(
          codec.info().id()
              + " stays out: it could not tell whether the model calls for it ("
              + io.serbench.Errors.oneLine(e)
              + ")");
      return false;
    }
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
