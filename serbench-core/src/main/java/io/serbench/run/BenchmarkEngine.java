package io.serbench.run;

import io.serbench.BenchmarkListener;
import io.serbench.BenchmarkRequest;
import io.serbench.GeneratorSettings;
import io.serbench.InvalidConfigurationException;
import io.serbench.JmhSettings;
import io.serbench.Measurement;
import io.serbench.WorkerFailedException;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.CodecProvider;
import io.serbench.jmh.BenchmarkSource;
import io.serbench.jmh.JmhCompiler;
import io.serbench.jmh.JmhRunner;
import io.serbench.jmh.JmhSourceGenerator;
import io.serbench.jmh.MeasurementPlanner;
import io.serbench.model.ModelResolver;
import io.serbench.probe.Capabilities;
import io.serbench.probe.CapabilityProbes;
import io.serbench.recommend.BaselineGate;
import io.serbench.recommend.Recommender;
import io.serbench.report.HtmlReport;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.CodecResult;
import io.serbench.result.Environment;
import io.serbench.result.Recommendation;
import io.serbench.result.ResultsCsv;
import io.serbench.result.ResultsFile;
import io.serbench.result.SampleResult;
import io.serbench.result.Score;
import io.serbench.sample.FactoryMethod;
import io.serbench.sample.FixtureFile;
import io.serbench.sample.SampleGenerator;
import io.serbench.sample.SampleSpec;
import io.serbench.verify.Difference;
import io.serbench.verify.IsolatedVerification;
import io.serbench.verify.Isolation;
import io.serbench.verify.RoundTripOutcome;
import io.serbench.verify.RoundTripVerifier;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The whole pipeline, in the JVM that has the project's classes and the codec libraries: resolve
 * models, build samples, verify every codec, generate, compile and run JMH, then write results.json
 * and the HTML report. Build tools do not call this directly; they call {@link Serbench#run}, which
 * starts a worker JVM that runs it.
 */
public final class BenchmarkEngine {
  /** The JMH sources directory, relative to the output directory. */
  public static final String JMH_SOURCES = "jmh/src";

  /** The compiled JMH classes directory, relative to the output directory. */
  public static final String JMH_CLASSES = "jmh/classes";

  /** Heap settings for every fork, fixed so that GC sizing does not vary between codecs. */
  static final List<String> FORK_JVM_ARGS = List.of("-Xms1g", "-Xmx1g");

  private final BenchmarkRequest request;
  private final BenchmarkListener listener;
  private final ClassLoader loader;

  public BenchmarkEngine(BenchmarkRequest request, BenchmarkListener listener, ClassLoader loader) {
    this.request = request;
    this.listener = listener;
    this.loader = loader;
  }

  /** Wall time per phase, in order, for the log and results.json. */
  private final Map<String, Double> phases = new LinkedHashMap<>();

  private long phaseStart = System.nanoTime();

  private String plan = "";
  private JmhSettings screeningSettings;
  private JmhSettings confirmationSettings;

  /** Ends the current phase under this name. */
  private void phase(String name) {
    long now = System.nanoTime();
    phases.merge(name, Math.round((now - phaseStart) / 1e7) / 100.0, Double::sum);
    phaseStart = now;
  }

  /** Runs everything and returns what was written to results.json. */
  public BenchmarkResults run() throws Exception {
    long start = System.nanoTime();
    phaseStart = start;
    if (!request.hasModel()) {
      throw new InvalidConfigurationException(
          "classes",
          "",
          "no model configured; set <classes>, <packages> or <samples>"
              + " (or -Dserbench.classes, -Dserbench.packages, -Dserbench.samples),"
              + " or try the bundled demo model with -Dserbench.demo");
    }
    Path output = Path.of(request.outputDirectory());
    CodecCatalog catalog = CodecCatalog.load(loader);
    catalog.problems().forEach(listener::warn);
    List<CodecProvider> codecs = catalog.select(request.codecs());

    ModelResolver resolver =
        new ModelResolver(
            loader,
            Path.of(request.classesDirectory()),
            request.sourceDirectories().stream().map(Path::of).toList());
    List<Class<?>> configured =
        new ArrayList<>(resolver.resolve(request.classes(), request.packages()));
    Map<String, String> broken = new LinkedHashMap<>();
    for (Class<?> type : List.copyOf(configured)) {
      try {
        Class.forName(type.getName(), true, loader);
      } catch (LinkageError e) {
        // a class that cannot initialise cannot be sampled; report it and go on with the others
        String reason =
            "the static initializer of "
                + type.getName()
                + " failed: "
                + RoundTripVerifier.oneLine(e)
                + "; no codec can be run on it";
        listener.warn(reason);
        broken.put(type.getName(), reason);
        configured.remove(type);
      }
    }
    if (configured.isEmpty() && request.samples().isEmpty() && request.fixtures().isEmpty()) {
      throw new InvalidConfigurationException(
          "classes", String.join(",", broken.keySet()), String.join("; ", broken.values()));
    }
    phase("scan");
    List<Prepared> samples = prepareSamples(resolver, configured);
    phase("samples");
    Set<Class<?>> modelSet = new LinkedHashSet<>(configured);
    samples.forEach(s -> modelSet.add(s.type()));
    List<Class<?>> models = List.copyOf(modelSet);
    listener.info(
        "Verifying "
            + codecs.size()
            + " codecs on "
            + samples.size()
            + " sample(s) of "
            + models.size()
            + " model class(es)");

    List<String> modelNames = models.stream().map(Class::getName).toList();
    List<SampleSpec> specs = samples.stream().map(Prepared::spec).toList();
    String classpath = System.getProperty("java.class.path");
    Map<String, List<RoundTripOutcome>> outcomes = new LinkedHashMap<>();
    List<List<RoundTripOutcome>> verifiedPerCodec =
        inParallel(
            codecs,
            codec -> {
              // the loader stays open for the codec's capability probes, which start warm in it
              URLClassLoader codecLoader = Isolation.loader(classpath);
              try {
                List<RoundTripOutcome> verified =
                    IsolatedVerification.verify(codec.info().id(), modelNames, specs, codecLoader);
                codecLoaders.put(codec.info().id(), codecLoader);
                return verified;
              } catch (Exception | LinkageError e) {
                codecLoader.close();
                throw e;
              }
            });
    for (int i = 0; i < codecs.size(); i++) {
      outcomes.put(codecs.get(i).info().id(), verifiedPerCodec.get(i));
    }
    List<SampleResult> sampleResults = new ArrayList<>();
    for (int i = 0; i < samples.size(); i++) {
      Prepared sample = samples.get(i);
      List<CodecResult> results = new ArrayList<>();
      for (Map.Entry<String, List<RoundTripOutcome>> entry : outcomes.entrySet()) {
        RoundTripOutcome outcome = entry.getValue().get(i);
        results.add(toResult(entry.getKey(), outcome));
        if (!outcome.passed()) {
          listener.info(
              "  "
                  + entry.getKey()
                  + " FAIL on "
                  + sample.spec().name()
                  + ": "
                  + outcome.failure());
        }
      }
      sampleResults.add(
          new SampleResult(
              sample.spec().name(),
              sample.type().getName(),
              sample.spec().series(),
              sample.spec().size(),
              sample.notes(),
              results));
    }

    for (Map.Entry<String, String> entry : broken.entrySet()) {
      sampleResults.add(
          new SampleResult(
              "generated(" + entry.getKey() + ")",
              entry.getKey(),
              null,
              null,
              List.of(entry.getValue()),
              List.of()));
    }
    phase("verification");
    List<Capabilities> capabilities;
    try {
      capabilities = probe(codecs, models, samples, outcomes, classpath);
    } finally {
      closeCodecLoaders();
    }
    phase("probes");

    List<CodecDescriptor> descriptors = descriptors(codecs);
    sampleResults =
        measure(output, models, samples, sampleResults, codecs, descriptors, capabilities, start);

    BenchmarkResults results =
        new BenchmarkResults(
            BenchmarkResults.SCHEMA_VERSION,
            Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(),
            environment((System.nanoTime() - start) / 1e9),
            descriptors,
            sampleResults,
            capabilities,
            request.criteria(),
            null);
    results = results.withRecommendation(Recommender.recommend(results, request.criteria()));
    if (request.baseline() != null) {
      BenchmarkResults before = ResultsFile.read(Path.of(request.baseline().file()));
      results =
          results.withBaseline(
              BaselineGate.compare(
                  request.baseline().file(),
                  before,
                  results,
                  request.baseline().maxRegression(),
                  request.baseline().pinned()));
      listener.info(results.baseline().verdict());
    }
    HtmlReport.ReproduceInfo reproduce = reproduceInfo(codecs);
    phase("report");
    // the report phase is short and known only after writing; time it, then write the final files
    results = withEnvironment(results, environment((System.nanoTime() - start) / 1e9));
    ResultsFile.write(results, output.resolve(ResultsFile.NAME));
    ResultsCsv.write(results, output.resolve(ResultsCsv.NAME));
    HtmlReport.write(results, reproduce, output.resolve(HtmlReport.NAME));
    listener.info(overheadLine(results.environment()));
    return results;
  }

  /**
   * Measures each codec's capabilities on every model class, with the model's first sample; a codec
   * that timed out on a model is not probed on it again.
   */
  private List<Capabilities> probe(
      List<CodecProvider> codecs,
      List<Class<?>> models,
      List<Prepared> samples,
      Map<String, List<RoundTripOutcome>> outcomes,
      String classpath)
      throws Exception {
    long start = System.nanoTime();
    listener.info(
        "Probing graph, versioning, cross-language and untrusted-input capabilities of "
            + codecs.size()
            + " codecs on "
            + models.size()
            + " model class(es)");
    CapabilityProbes probes = new CapabilityProbes(classpath, request.generator());
    List<String> modelNames = models.stream().map(Class::getName).toList();
    List<List<Capabilities>> perCodec =
        inParallel(codecs, codec -> probeOne(probes, codec, models, samples, outcomes, modelNames));
    List<Capabilities> capabilities = new ArrayList<>();
    perCodec.forEach(capabilities::addAll);
    listener.info(
        String.format(
            "Probed capabilities in %.1f s", (System.nanoTime() - start) / 1_000_000_000.0));
    return capabilities;
  }

  /** A task that may throw. */
  @FunctionalInterface
  private interface Task<T, R> {
    R apply(T input) throws Exception;
  }

  /**
   * Runs the task for every codec on as many threads as the host has cores (at most 4), keeping the
   * order. Each codec works in class loaders of its own, so they do not share library state.
   */
  static <R> List<R> inParallel(List<CodecProvider> codecs, Task<CodecProvider, R> task)
      throws Exception {
    int threads =
        Math.max(
            1, Math.min(4, Math.min(codecs.size(), Runtime.getRuntime().availableProcessors())));
    java.util.concurrent.ExecutorService pool =
        java.util.concurrent.Executors.newFixedThreadPool(
            threads,
            runnable -> {
              Thread thread = new Thread(runnable, "serbench-codec");
              thread.setDaemon(true);
              return thread;
            });
    try {
      List<java.util.concurrent.Future<R>> futures = new ArrayList<>();
      for (CodecProvider codec : codecs) {
        futures.add(pool.submit(() -> task.apply(codec)));
      }
      List<R> results = new ArrayList<>();
      for (java.util.concurrent.Future<R> future : futures) {
        try {
          results.add(future.get());
        } catch (java.util.concurrent.ExecutionException e) {
          throw e.getCause() instanceof Exception cause ? cause : e;
        }
      }
      return results;
    } finally {
      pool.shutdownNow();
    }
  }

  /** Each codec's loader of verification, reused by its probes unless a round trip hung in it. */
  private final Map<String, URLClassLoader> codecLoaders =
      new java.util.concurrent.ConcurrentHashMap<>();

  private void closeCodecLoaders() {
    for (URLClassLoader codecLoader : codecLoaders.values()) {
      try {
        codecLoader.close();
      } catch (java.io.IOException e) {
        listener.debug("closing a codec's class loader failed: " + e);
      }
    }
    codecLoaders.clear();
  }

  private List<Capabilities> probeOne(
      CapabilityProbes probes,
      CodecProvider codec,
      List<Class<?>> models,
      List<Prepared> samples,
      Map<String, List<RoundTripOutcome>> outcomes,
      List<String> modelNames)
      throws Exception {
    List<RoundTripOutcome> verified = outcomes.get(codec.info().id());
    List<CapabilityProbes.ModelInput> inputs = new ArrayList<>();
    for (Class<?> model : models) {
      int first = -1;
      String skip = null;
      for (int i = 0; i < samples.size(); i++) {
        if (samples.get(i).type() == model) {
          first = first < 0 ? i : first;
          if (RoundTripVerifier.isTimeout(verified.get(i))) {
            skip = "its round trip timed out";
          }
        }
      }
      SampleSpec spec =
          first >= 0
              ? samples.get(first).spec()
              : SampleSpec.generated(model, request.generator(), null, modelNames);
      inputs.add(new CapabilityProbes.ModelInput(model, spec, skip));
    }
    // a thread stuck in a hung round trip may still hold locks in the verification loader
    boolean hung = verified.stream().anyMatch(RoundTripVerifier::isTimeout);
    long start = System.nanoTime();
    List<Capabilities> probed =
        probes.probe(
            codec.info(), inputs, modelNames, hung ? null : codecLoaders.get(codec.info().id()));
    listener.debug(
        String.format(
            java.util.Locale.ROOT,
            "probed %s in %.1f s",
            codec.info().id(),
            (System.nanoTime() - start) / 1e9));
    return probed;
  }

  /** A sample ready to use: its spec, its instance and the generator's notes. */
  private record Prepared(SampleSpec spec, Class<?> type, Object value, List<String> notes) {}

  private List<Prepared> prepareSamples(ModelResolver resolver, List<Class<?>> configured) {
    List<Prepared> prepared = new ArrayList<>();
    Set<Class<?>> covered = new LinkedHashSet<>();
    List<Integer> sizes = request.sizes();
    for (String reference : request.samples()) {
      FactoryMethod factory = FactoryMethod.parse(reference, loader);
      List<Integer> series = factory.takesSize() ? seriesOrDefault(sizes) : null;
      if (series == null) {
        Object value = factory.invoke();
        SampleSpec spec = SampleSpec.factory(reference.trim(), value.getClass());
        prepared.add(new Prepared(spec, value.getClass(), value, List.of()));
        covered.add(value.getClass());
      } else {
        for (int size : series) {
          Object value = factory.invoke(size);
          SampleSpec spec = SampleSpec.factory(reference.trim(), value.getClass(), size);
          prepared.add(new Prepared(spec, value.getClass(), value, List.of()));
          covered.add(value.getClass());
        }
      }
    }
    for (BenchmarkRequest.Fixture fixture : request.fixtures()) {
      Class<?> type =
          new ModelResolver(loader, Path.of(request.classesDirectory()))
              .load("samples", fixture.modelClass());
      Object value = FixtureFile.read(Path.of(fixture.file()), type);
      prepared.add(new Prepared(SampleSpec.fixture(fixture.file(), type), type, value, List.of()));
      covered.add(type);
    }
    List<String> modelNames = configured.stream().map(Class::getName).toList();
    for (Class<?> type : configured) {
      if (covered.contains(type)) {
        continue;
      }
      for (Integer size :
          sizes.isEmpty() ? java.util.Collections.<Integer>singletonList(null) : sizes) {
        SampleSpec spec = SampleSpec.generated(type, request.generator(), size, modelNames);
        SampleGenerator generator = spec.generator(loader);
        Object value;
        try {
          value = generator.generate(type);
        } catch (RuntimeException | LinkageError e) {
          if (e instanceof InvalidConfigurationException invalid) {
            throw invalid;
          }
          throw new InvalidConfigurationException(
              "classes",
              type.getName(),
              "cannot generate a sample of "
                  + type.getName()
                  + ": "
                  + RoundTripVerifier.oneLine(e)
                  + "; give a factory method in <samples> instead");
        }
        generator.notes().forEach(n -> listener.warn("sample of " + type.getName() + ": " + n));
        prepared.add(new Prepared(spec, type, value, generator.notes()));
      }
    }
    return prepared;
  }

  private static List<Integer> seriesOrDefault(List<Integer> sizes) {
    return sizes.isEmpty() ? List.of(GeneratorSettings.DEFAULT_COLLECTION_SIZE) : sizes;
  }

  private static CodecResult toResult(String codec, RoundTripOutcome outcome) {
    return new CodecResult(
        codec,
        outcome.passed() ? CodecResult.RoundTrip.PASS : CodecResult.RoundTrip.FAIL,
        outcome.passed() ? null : outcome.phase().name(),
        outcome.failure(),
        outcome.differences().stream().map(Difference::toString).toList(),
        outcome.differenceCount(),
        outcome.typeChanged(),
        outcome.sizeBytes() < 0 ? null : outcome.sizeBytes(),
        outcome.deflatedBytes() < 0 ? null : outcome.deflatedBytes(),
        null,
        null,
        null);
  }

  private List<SampleResult> measure(
      Path output,
      List<Class<?>> models,
      List<Prepared> samples,
      List<SampleResult> verified,
      List<CodecProvider> codecs,
      List<CodecDescriptor> descriptors,
      List<Capabilities> capabilities,
      long runStart)
      throws Exception {
    Map<Class<?>, List<Prepared>> byModel = new LinkedHashMap<>();
    samples.forEach(s -> byModel.computeIfAbsent(s.type(), k -> new ArrayList<>()).add(s));
    JmhSourceGenerator generator = new JmhSourceGenerator();
    List<String> modelNames = models.stream().map(Class::getName).toList();
    Map<Class<?>, BenchmarkSource> sources = new LinkedHashMap<>();
    Set<String> usedNames = new java.util.HashSet<>();
    for (Map.Entry<Class<?>, List<Prepared>> entry : byModel.entrySet()) {
      String name = entry.getKey().getSimpleName() + "Benchmark";
      for (int i = 2; !usedNames.add(name); i++) {
        name = entry.getKey().getSimpleName() + "Benchmark" + i;
      }
      List<SampleSpec> specs = entry.getValue().stream().map(Prepared::spec).toList();
      sources.put(
          entry.getKey(),
          generator.generate(name, entry.getKey().getName(), modelNames, specs, codecs));
    }
    Path sourceDir = output.resolve(JMH_SOURCES);
    deleteTree(sourceDir);
    deleteTree(output.resolve(JMH_CLASSES));
    listener.info("Generating and compiling JMH sources in " + sourceDir);
    phase("sources");
    JmhCompiler.compile(
        List.copyOf(sources.values()),
        sourceDir,
        output.resolve(JMH_CLASSES),
        System.getProperty("java.class.path"));
    phase("compile");
    listener.info(phasesLine("Ready to measure: ", phases));

    List<JmhRunner.Plan> plans = new ArrayList<>();
    for (int i = 0; i < samples.size(); i++) {
      Prepared sample = samples.get(i);
      List<String> passing =
          verified.get(i).results().stream()
              .filter(CodecResult::passed)
              .map(CodecResult::codec)
              .toList();
      plans.add(new JmhRunner.Plan(sources.get(sample.type()), sample.spec().name(), passing));
    }
    int operations = BenchmarkSource.Operation.values().length;
    int screeningBenchmarks = plans.stream().mapToInt(p -> p.codecs().size() * operations).sum();
    long measuredCodecs = plans.stream().flatMap(p -> p.codecs().stream()).distinct().count();
    MeasurementPlanner.Plan planned =
        plan(screeningBenchmarks, samples.size() * operations, (int) measuredCodecs, runStart);
    plan = planned.description();
    screeningSettings = planned.screening();
    listener.info("Measurement plan: " + plan);
    listener.info(
        String.format(
            "Running %d JMH benchmarks (%d codec(s) x sample x serialize, deserialize, round trip)"
                + " with %s (about %d s)",
            screeningBenchmarks,
            measuredCodecs,
            MeasurementPlanner.describe(planned.screening()),
            MeasurementPlanner.estimateMillis(planned.screening(), screeningBenchmarks) / 1000));
    JmhRunner.Outcome screening =
        runPass(
            planned.screening(),
            codecs,
            plans,
            output.resolve(JmhRunner.RESULT_FILE),
            output.resolve("jmh.log"),
            planned.confirmation() == null ? "" : "screening");
    phase("screening");
    List<SampleResult> measured =
        merge(verified, screening, null, planned.confirmation() == null ? null : "screening");
    if (planned.confirmation() == null) {
      return measured;
    }

    List<String> contenders =
        contenders(measured, descriptors, capabilities, planned.maxContenders());
    if (contenders.isEmpty()) {
      listener.info("No confirmation pass: no codec is eligible for the recommendation");
      return measured;
    }
    JmhSettings confirmation = planned.confirmation();
    int confirmationBenchmarks =
        plans.stream()
                .mapToInt(p -> (int) p.codecs().stream().filter(contenders::contains).count())
                .sum()
            * operations;
    if (planned.budgetMillis() != null) {
      long left =
          planned.budgetMillis()
              - (System.nanoTime() - runStart) / 1_000_000
              - MeasurementPlanner.RESERVE_MILLIS;
      confirmation = MeasurementPlanner.confirmation(left, confirmationBenchmarks);
      if (confirmation == null) {
        listener.info("No confirmation pass: the time budget is used up");
        plan += "; the confirmation did not fit the time left";
        return measured;
      }
    }
    confirmationSettings = confirmation;
    listener.info(
        String.format(
            "Confirming %s: %d benchmarks with %s (about %d s); the other codecs keep their"
                + " screening numbers",
            String.join(", ", contenders),
            confirmationBenchmarks,
            MeasurementPlanner.describe(confirmation),
            MeasurementPlanner.estimateMillis(confirmation, confirmationBenchmarks) / 1000));
    List<JmhRunner.Plan> confirmPlans =
        plans.stream()
            .map(
                p ->
                    new JmhRunner.Plan(
                        p.source(),
                        p.sample(),
                        p.codecs().stream().filter(contenders::contains).toList()))
            .toList();
    JmhRunner.Outcome confirmed =
        runPass(
            confirmation,
            codecs,
            confirmPlans,
            output.resolve("jmh-result-confirmation.json"),
            output.resolve("jmh-confirmation.log"),
            "confirmation");
    phase("confirmation");
    return merge(measured, confirmed, contenders, "confirmation");
  }

  private MeasurementPlanner.Plan plan(
      int screeningBenchmarks, int benchmarksPerContender, int codecCount, long runStart) {
    if (request.jmh() != null) {
      return MeasurementPlanner.explicit(request.jmh());
    }
    Measurement measurement = request.measurement();
    if (measurement.timeBudgetMillis() != null) {
      long spent = (System.nanoTime() - runStart) / 1_000_000;
      return MeasurementPlanner.forBudget(
          measurement.timeBudgetMillis(),
          spent,
          screeningBenchmarks,
          benchmarksPerContender,
          Math.min(3, codecCount));
    }
    return MeasurementPlanner.preset(measurement.preset());
  }

  private JmhRunner.Outcome runPass(
      JmhSettings settings,
      List<CodecProvider> codecs,
      List<JmhRunner.Plan> plans,
      Path resultFile,
      Path logFile,
      String label)
      throws Exception {
    JmhRunner runner =
        new JmhRunner(
            settings,
            request.javaExecutable(),
            forkJvmArgs(codecs),
            listener::info,
            request.measurement().threads(),
            request.measurement().gc(),
            label);
    try {
      return runner.run(plans, resultFile, logFile);
    } catch (org.openjdk.jmh.runner.RunnerException e) {
      if (String.valueOf(e.getMessage()).contains("JMH lock")) {
        // concurrent JMH runs would disturb each other's numbers, so JMH refuses
        throw new WorkerFailedException(
            "another JMH run holds the JMH lock on this machine; wait for it to finish, and run"
                + " serbench in one module at a time (not with mvn -T)",
            null);
      }
      throw e;
    }
  }

  /**
   * The codecs worth a confirmation: the leader on the screening numbers under the user's criteria,
   * the runner-up, and every codec whose score interval overlaps the leader's, up to {@code max}.
   */
  private List<String> contenders(
      List<SampleResult> screened,
      List<CodecDescriptor> descriptors,
      List<Capabilities> capabilities,
      int max) {
    BenchmarkResults interim =
        new BenchmarkResults(
            BenchmarkResults.SCHEMA_VERSION,
            "",
            null,
            descriptors,
            screened,
            capabilities,
            request.criteria(),
            null);
    Recommendation screening = Recommender.recommend(interim, request.criteria());
    List<String> contenders = new ArrayList<>();
    for (int i = 0; i < screening.ranking().size() && contenders.size() < max; i++) {
      Recommendation.Ranked ranked = screening.ranking().get(i);
      if (i < 2 || ranked.tiedWithLeader()) {
        contenders.add(ranked.codec());
      }
    }
    return contenders;
  }

  /**
   * Puts the pass's scores into the results of the given codecs (all when {@code only} is null).
   */
  private List<SampleResult> merge(
      List<SampleResult> verified, JmhRunner.Outcome outcome, List<String> only, String pass) {
    List<SampleResult> measured = new ArrayList<>();
    for (SampleResult sample : verified) {
      List<CodecResult> results = new ArrayList<>();
      for (CodecResult result : sample.results()) {
        if (!result.passed() || only != null && !only.contains(result.codec())) {
          results.add(result);
          continue;
        }
        Map<BenchmarkSource.Operation, Score> scores =
            new java.util.EnumMap<>(BenchmarkSource.Operation.class);
        Map<BenchmarkSource.Operation, Double> allocated =
            new java.util.EnumMap<>(BenchmarkSource.Operation.class);
        String failure = null;
        for (BenchmarkSource.Operation operation : BenchmarkSource.Operation.values()) {
          JmhRunner.Key key = new JmhRunner.Key(sample.name(), result.codec(), operation);
          Score score = outcome.scores().get(key);
          if (score != null) {
            scores.put(operation, score);
          }
          Double bytes = outcome.allocations().get(key);
          if (bytes != null) {
            allocated.put(operation, bytes);
          }
          if (failure == null && operation != BenchmarkSource.Operation.ROUND_TRIP) {
            failure = outcome.failures().get(key);
          }
        }
        if (failure != null) {
          listener.warn(result.codec() + " on " + sample.name() + " was not measured: " + failure);
        }
        results.add(
            result.withMeasurement(
                scores.get(BenchmarkSource.Operation.SERIALIZE),
                scores.get(BenchmarkSource.Operation.DESERIALIZE),
                scores.get(BenchmarkSource.Operation.ROUND_TRIP),
                allocated.isEmpty()
                    ? null
                    : new CodecResult.Allocation(
                        allocated.get(BenchmarkSource.Operation.SERIALIZE),
                        allocated.get(BenchmarkSource.Operation.DESERIALIZE),
                        allocated.get(BenchmarkSource.Operation.ROUND_TRIP)),
                pass,
                failure));
      }
      measured.add(sample.withResults(results));
    }
    return measured;
  }

  /**
   * Every fork runs with the flags of all selected codecs, exactly like this worker, so that a
   * codec that passed verification here meets the same JVM in its benchmark. Public for the
   * calibration check, whose hand-written forks must get the same flags.
   */
  public static List<String> forkJvmArgs(List<CodecProvider> codecs) {
    Set<String> args = new LinkedHashSet<>(FORK_JVM_ARGS);
    codecs.forEach(c -> args.addAll(c.jvmFlags(Runtime.version().feature())));
    return List.copyOf(args);
  }

  private List<CodecDescriptor> descriptors(List<CodecProvider> codecs) {
    Map<String, String> versions = new HashMap<>();
    List<CodecDescriptor> descriptors = new ArrayList<>();
    for (CodecProvider codec : codecs) {
      CodecInfo info = codec.info();
      String version =
          versions.computeIfAbsent(info.library(), k -> LibraryVersions.of(info, loader));
      descriptors.add(
          new CodecDescriptor(
              info.id(),
              info.library(),
              version,
              info.mode(),
              info.effort(),
              info.format(),
              info.structure(),
              info.graph(),
              info.threadSafe(),
              info.pooling(),
              info.documentation(),
              codec.jvmFlags(Runtime.version().feature()),
              info.claims()));
    }
    return descriptors;
  }

  private static BenchmarkResults withEnvironment(BenchmarkResults r, Environment environment) {
    return new BenchmarkResults(
        r.schemaVersion(),
        r.generatedAt(),
        environment,
        r.codecs(),
        r.samples(),
        r.capabilities(),
        r.criteria(),
        r.recommendation(),
        r.baseline());
  }

  /** The phases outside JMH's measurement, for the log. */
  private static String overheadLine(Environment environment) {
    return phasesLine("Time outside JMH measurement: ", environment.phaseSeconds());
  }

  /** The phases outside JMH's measurement and their total, as {@link Environment} counts them. */
  private static String phasesLine(String title, Map<String, Double> phases) {
    StringBuilder line = new StringBuilder(title);
    phases.entrySet().stream()
        .filter(e -> Environment.isOverhead(e.getKey()))
        .forEach(
            e ->
                line.append(e.getKey())
                    .append(' ')
                    .append(String.format(java.util.Locale.ROOT, "%.1f s", e.getValue()))
                    .append(", "));
    line.append(
        String.format(java.util.Locale.ROOT, "total %.1f s", Environment.overheadSeconds(phases)));
    return line.toString();
  }

  private Environment environment(double seconds) {
    return new Environment(
        System.getProperty("java.version"),
        System.getProperty("java.vendor"),
        HostInfo.os(),
        HostInfo.cpu(),
        Runtime.getRuntime().availableProcessors(),
        request.generator().seed(),
        org.openjdk.jmh.util.Version.getPlainVersion(),
        screeningSettings,
        Math.round(seconds * 10) / 10.0,
        confirmationSettings,
        plan,
        request.measurement().threads(),
        request.measurement().profilers(),
        phases);
  }

  private HtmlReport.ReproduceInfo reproduceInfo(List<CodecProvider> codecs) {
    return new HtmlReport.ReproduceInfo(
        JMH_SOURCES,
        "cd "
            + request.outputDirectory()
            + "\njava -cp \"$(cat "
            + Serbench.CLASSPATH_FILE
            + ")\" org.openjdk.jmh.Main "
            + "-jvmArgs '"
            + String.join(" ", forkJvmArgs(codecs))
            + "'"
            + " -f "
            + screeningSettings.forks()
            + " -wi "
            + screeningSettings.warmupIterations()
            + " -w "
            + screeningSettings.warmupMillis()
            + "ms -i "
            + screeningSettings.measurementIterations()
            + " -r "
            + screeningSettings.measurementMillis()
            + "ms -rf json '"
            + JmhSourceGenerator.PACKAGE
            + "\\..*'");
  }

  private static void deleteTree(Path directory) throws java.io.IOException {
    if (!Files.exists(directory)) {
      return;
    }
    try (var paths = Files.walk(directory)) {
      for (Path path : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }
}
