package io.serbench.run;

import io.serbench.BenchmarkListener;
import io.serbench.BenchmarkRequest;
import io.serbench.JmhSettings;
import io.serbench.Measurement;
import io.serbench.OutputLayout;
import io.serbench.WorkerFailedException;
import io.serbench.codec.CodecProvider;
import io.serbench.jmh.BenchmarkSource;
import io.serbench.jmh.JmhCompiler;
import io.serbench.jmh.JmhRunner;
import io.serbench.jmh.JmhSourceGenerator;
import io.serbench.jmh.MeasurementPlanner;
import io.serbench.probe.Capabilities;
import io.serbench.recommend.Recommender;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.CodecResult;
import io.serbench.result.Recommendation;
import io.serbench.result.SampleResult;
import io.serbench.result.Score;
import io.serbench.sample.SampleSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Stages 5 and 6: generates and compiles the JMH sources, plans the measurement, screens every
 * codec that passed, then confirms the contenders for the recommendation with longer settings.
 */
final class MeasurementStage {
  /**
   * What the measurement produced and how it was planned.
   *
   * @param samples the verified samples with every score merged in
   * @param plan the plan in one line
   * @param screening the settings of the screening (or only) pass
   * @param confirmation the settings of the confirmation pass, or {@code null} when none ran
   */
  record Measured(
      List<SampleResult> samples, String plan, JmhSettings screening, JmhSettings confirmation) {}

  private final BenchmarkRequest request;
  private final BenchmarkListener listener;
  private final PhaseClock clock;
  private final OutputLayout layout;
  private final List<CodecProvider> codecs;

  /** Benchmarks per codec and sample: serialize, deserialize, and the round trip when asked. */
  private final int operations;

  MeasurementStage(
      BenchmarkRequest request,
      BenchmarkListener listener,
      PhaseClock clock,
      List<CodecProvider> codecs) {
    this.request = request;
    this.listener = listener;
    this.clock = clock;
    this.layout = request.layout();
    this.codecs = codecs;
    this.operations = request.measurement().operations().size();
  }

  /** Estimated wall time of one cold-start fork: a JVM start, JMH, and the class loading. */
  static final long COLD_FORK_MILLIS = 1_000;

  /** Cold-start sources per model class, when the cold-start pass runs. */
  private final Map<Class<?>, BenchmarkSource> coldSources = new LinkedHashMap<>();

  /** Forks of the cold-start pass, 0 when it does not run. */
  private int coldForks;

  /**
   * Screening, confirmation, then the cold-start pass when asked for: its forks come out of the
   * time budget first, since every one costs a JVM start whatever the codec.
   */
  Measured measure(
      SampleStage.Samples samples,
      List<SampleResult> verified,
      List<CodecDescriptor> descriptors,
      List<Capabilities> capabilities)
      throws Exception {
    coldForks = request.measurement().coldStartForks();
    int coldBenchmarks =
        verified.stream()
                .mapToInt(s -> (int) s.results().stream().filter(CodecResult::passed).count())
                .sum()
            * BenchmarkSource.Operation.cold().size();
    Long budget = request.measurement().timeBudgetMillis();
    if (coldForks > 0 && budget != null) {
      // at most a quarter of the budget, and at least two forks for an interval, or none
      long affordable = budget / 4 / Math.max(1, coldBenchmarks * COLD_FORK_MILLIS);
      int forks = (int) Math.min(coldForks, affordable);
      if (forks < 2) {
        listener.info(
            "No cold-start pass: "
                + coldBenchmarks
                + " cold-start benchmarks need at least two forks of about "
                + COLD_FORK_MILLIS / 1000
                + " s each, more than a quarter of the time budget");
      }
      coldForks = forks < 2 ? 0 : forks;
    }
    long coldMillis = coldForks * (long) coldBenchmarks * COLD_FORK_MILLIS;
    Measured warm = measureWarm(samples, verified, descriptors, capabilities, coldMillis);
    if (coldForks == 0 || coldBenchmarks == 0) {
      return warm;
    }
    return new Measured(
        coldStart(samples, warm.samples()),
        warm.plan() + "; cold start: " + coldForks + " single-shot forks per codec and operation",
        warm.screening(),
        warm.confirmation());
  }

  /**
   * The cold-start pass: the worker writes each passing codec's bytes of each sample to a file,
   * then JMH runs the cold-start class, one single shot per fork, and the figures join the results.
   */
  private List<SampleResult> coldStart(SampleStage.Samples samples, List<SampleResult> measured)
      throws Exception {
    Path bytesDirectory = layout.directory().resolve("cold-start");
    deleteTree(bytesDirectory);
    Files.createDirectories(bytesDirectory);
    List<JmhRunner.Plan> plans = new ArrayList<>();
    List<Class<?>> models = samples.models();
    int benchmarks = 0;
    for (int i = 0; i < samples.samples().size(); i++) {
      SampleStage.PreparedSample sample = samples.samples().get(i);
      List<String> passing = new ArrayList<>();
      for (CodecResult result : measured.get(i).results()) {
        if (!result.passed()) {
          continue;
        }
        try {
          byte[] bytes =
              io.serbench.codec.CodecCatalog.create(
                      result.codec(),
                      new io.serbench.codec.CodecContext(
                          sample.type(),
                          io.serbench.model.ModelTypes.knownClasses(models, sample.value())))
                  .encode(sample.value());
          Files.write(
              bytesDirectory.resolve(
                  JmhSourceGenerator.coldBytesFile(sample.spec().name(), result.codec())),
              bytes);
          passing.add(result.codec());
        } catch (Exception | LinkageError | StackOverflowError e) {
          listener.warn(
              result.codec()
                  + " on "
                  + sample.spec().name()
                  + ": no cold-start figure, the sample could not be encoded: "
                  + io.serbench.Errors.oneLine(e));
        }
      }
      benchmarks += passing.size() * BenchmarkSource.Operation.cold().size();
      plans.add(new JmhRunner.Plan(coldSources.get(sample.type()), sample.spec().name(), passing));
    }
    listener.info(
        String.format(
            "Cold start: %d JMH benchmarks, %d single-shot forks each (about %d s)",
            benchmarks, coldForks, benchmarks * coldForks * COLD_FORK_MILLIS / 1000));
    JmhRunner runner =
        new JmhRunner(
                JmhSettings.DEFAULT,
                request.javaExecutable(),
                BenchmarkEngine.forkJvmArgs(request.measurement(), codecs),
                listener::info,
                1,
                false,
                "cold start")
            .withColdStart(coldForks, bytesDirectory);
    JmhRunner.Outcome outcome;
    try {
      outcome = runner.run(plans, layout.jmhColdStartResult(), layout.jmhColdStartLog());
    } finally {
      clock.end("cold start");
    }
    List<SampleResult> merged = new ArrayList<>();
    for (SampleResult sample : measured) {
      List<CodecResult> results = new ArrayList<>();
      for (CodecResult result : sample.results()) {
        if (!result.passed()) {
          results.add(result);
          continue;
        }
        JmhRunner.Key serialize =
            new JmhRunner.Key(
                sample.name(), result.codec(), BenchmarkSource.Operation.COLD_SERIALIZE);
        JmhRunner.Key deserialize =
            new JmhRunner.Key(
                sample.name(), result.codec(), BenchmarkSource.Operation.COLD_DESERIALIZE);
        String failure = outcome.failures().get(serialize);
        if (failure == null) {
          failure = outcome.failures().get(deserialize);
        }
        Score first = outcome.scores().get(serialize);
        Score decode = outcome.scores().get(deserialize);
        if (first == null && decode == null && failure == null) {
          results.add(result);
          continue;
        }
        results.add(result.withColdStart(new CodecResult.ColdStart(first, decode, failure)));
      }
      merged.add(sample.withResults(results));
    }
    return merged;
  }

  private Measured measureWarm(
      SampleStage.Samples samples,
      List<SampleResult> verified,
      List<CodecDescriptor> descriptors,
      List<Capabilities> capabilities,
      long coldMillis)
      throws Exception {
    Map<Class<?>, BenchmarkSource> sources = compile(samples);
    List<JmhRunner.Plan> plans = new ArrayList<>();
    for (int i = 0; i < samples.samples().size(); i++) {
      SampleStage.PreparedSample sample = samples.samples().get(i);
      List<String> passing =
          verified.get(i).results().stream()
              .filter(CodecResult::passed)
              .map(CodecResult::codec)
              .toList();
      plans.add(new JmhRunner.Plan(sources.get(sample.type()), sample.spec().name(), passing));
    }
    int screeningBenchmarks = plans.stream().mapToInt(p -> p.codecs().size() * operations).sum();
    long measuredCodecs = plans.stream().flatMap(p -> p.codecs().stream()).distinct().count();
    MeasurementPlanner.Plan planned =
        plan(
            screeningBenchmarks,
            samples.samples().size() * operations,
            (int) measuredCodecs,
            coldMillis);
    listener.info("Measurement plan: " + planned.description());
    listener.info(
        String.format(
            "Running %d JMH benchmarks (%d codec(s) x sample x %s) with %s (about %d s)",
            screeningBenchmarks,
            measuredCodecs,
            request.measurement().operations().stream()
                .map(o -> o.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '))
                .collect(java.util.stream.Collectors.joining(", ")),
            MeasurementPlanner.describe(planned.screening()),
            MeasurementPlanner.estimateMillis(planned.screening(), screeningBenchmarks) / 1000));
    boolean confirm = planned.confirmation() != null;
    JmhRunner.Outcome screening =
        runPass(planned.screening(), plans, false, confirm ? "screening" : "");
    clock.end("screening");
    List<SampleResult> measured = merge(verified, screening, null, confirm ? "screening" : null);
    Measured screened = new Measured(measured, planned.description(), planned.screening(), null);
    if (!confirm) {
      return screened;
    }

    List<String> contenders =
        contenders(measured, descriptors, capabilities, planned.maxContenders());
    if (contenders.isEmpty()) {
      listener.info("No confirmation pass: no codec is eligible for the recommendation");
      return screened;
    }
    List<JmhRunner.Plan> confirmPlans =
        plans.stream()
            .map(
                p ->
                    new JmhRunner.Plan(
                        p.source(),
                        p.sample(),
                        p.codecs().stream().filter(contenders::contains).toList()))
            .toList();
    int confirmationBenchmarks =
        confirmPlans.stream().mapToInt(p -> p.codecs().size() * operations).sum();
    JmhSettings confirmation = planned.confirmation();
    if (planned.budgetMillis() != null) {
      long left =
          planned.budgetMillis() - clock.elapsedMillis() - MeasurementPlanner.RESERVE_MILLIS;
      confirmation = MeasurementPlanner.confirmation(left, confirmationBenchmarks);
      if (confirmation == null) {
        listener.info("No confirmation pass: the time budget is used up");
        return new Measured(
            measured,
            planned.description() + "; the confirmation did not fit the time left",
            planned.screening(),
            null);
      }
    }
    listener.info(
        String.format(
            "Confirming %s: %d benchmarks with %s (about %d s); the other codecs keep their"
                + " screening numbers",
            String.join(", ", contenders),
            confirmationBenchmarks,
            MeasurementPlanner.describe(confirmation),
            MeasurementPlanner.estimateMillis(confirmation, confirmationBenchmarks) / 1000));
    JmhRunner.Outcome confirmed = runPass(confirmation, confirmPlans, true, "confirmation");
    clock.end("confirmation");
    return new Measured(
        merge(measured, confirmed, contenders, "confirmation"),
        planned.description(),
        planned.screening(),
        confirmation);
  }

  /** One benchmark class per model class, generated into and compiled from the output. */
  private Map<Class<?>, BenchmarkSource> compile(SampleStage.Samples samples) throws IOException {
    Map<Class<?>, List<SampleSpec>> byModel = new LinkedHashMap<>();
    samples
        .samples()
        .forEach(s -> byModel.computeIfAbsent(s.type(), k -> new ArrayList<>()).add(s.spec()));
    JmhSourceGenerator generator = new JmhSourceGenerator();
    Map<Class<?>, BenchmarkSource> sources = new LinkedHashMap<>();
    Set<String> usedNames = new HashSet<>();
    for (Map.Entry<Class<?>, List<SampleSpec>> entry : byModel.entrySet()) {
      String name = entry.getKey().getSimpleName() + "Benchmark";
      for (int i = 2; !usedNames.add(name); i++) {
        name = entry.getKey().getSimpleName() + "Benchmark" + i;
      }
      sources.put(
          entry.getKey(),
          generator.generate(
              name, entry.getKey().getName(), samples.modelNames(), entry.getValue(), codecs));
      if (coldForks > 0) {
        coldSources.put(
            entry.getKey(),
            generator.coldStart(
                name.replace("Benchmark", "ColdStart"),
                entry.getKey().getName(),
                samples.modelNames(),
                entry.getValue(),
                codecs));
      }
    }
    deleteTree(layout.jmhSources());
    deleteTree(layout.jmhClasses());
    listener.info("Generating and compiling JMH sources in " + layout.jmhSources());
    clock.end("sources");
    List<BenchmarkSource> all = new ArrayList<>(sources.values());
    all.addAll(coldSources.values());
    JmhCompiler.compile(
        all, layout.jmhSources(), layout.jmhClasses(), System.getProperty("java.class.path"));
    clock.end("compile");
    listener.info(PhaseClock.overheadLine("Ready to measure: ", clock.phases()));
    return sources;
  }

  private MeasurementPlanner.Plan plan(
      int screeningBenchmarks, int benchmarksPerContender, int codecCount, long coldMillis) {
    if (request.jmh() != null) {
      return MeasurementPlanner.explicit(request.jmh());
    }
    Measurement measurement = request.measurement();
    if (measurement.timeBudgetMillis() != null) {
      return MeasurementPlanner.forBudget(
          measurement.timeBudgetMillis() - coldMillis,
          clock.elapsedMillis(),
          screeningBenchmarks,
          benchmarksPerContender,
          Math.min(3, codecCount));
    }
    return MeasurementPlanner.preset(measurement.preset());
  }

  private JmhRunner.Outcome runPass(
      JmhSettings settings, List<JmhRunner.Plan> plans, boolean confirmation, String label)
      throws Exception {
    JmhRunner runner =
        new JmhRunner(
            settings,
            request.javaExecutable(),
            BenchmarkEngine.forkJvmArgs(request.measurement(), codecs),
            listener::info,
            request.measurement().threads(),
            request.measurement().gc(),
            label);
    runner.withOperations(request.measurement().operations());
    JmhRunner.Profiles profiles = profiles(confirmation);
    if (profiles != null) {
      runner.withProfiles(profiles);
    }
    try {
      return runner.run(plans, layout.jmhResult(confirmation), layout.jmhLog(confirmation));
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
   * The file-writing profilers asked for, writing under {@code profiles/screening} or {@code
   * profiles/confirmation}; null when none was asked for or none is available. async-profiler is
   * used only where its library is installed, else a warning says how to install it.
   */
  private JmhRunner.Profiles profiles(boolean confirmation) {
    boolean jfr = request.measurement().profilers().contains("jfr");
    String async = null;
    if (request.measurement().profilers().contains("async")) {
      async = AsyncProfilerLibrary.find().orElse(null);
      if (async == null && !confirmation) {
        listener.warn(
            "async-profiler was asked for (profilers=async), but its library libasyncProfiler.so"
                + " was not found: install async-profiler and set ASYNC_PROFILER_HOME, or put the"
                + " library on LD_LIBRARY_PATH; measuring without flame graphs");
      }
    }
    if (!jfr && async == null) {
      return null;
    }
    return new JmhRunner.Profiles(
        layout.profiles().resolve(confirmation ? "confirmation" : "screening"), jfr, async);
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
            null,
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
            new EnumMap<>(BenchmarkSource.Operation.class);
        Map<BenchmarkSource.Operation, Double> allocated =
            new EnumMap<>(BenchmarkSource.Operation.class);
        String failure = null;
        Map<String, List<String>> profiles = new java.util.LinkedHashMap<>();
        for (BenchmarkSource.Operation operation : BenchmarkSource.Operation.warm()) {
          JmhRunner.Key key = new JmhRunner.Key(sample.name(), result.codec(), operation);
          Score score = outcome.scores().get(key);
          if (score != null) {
            // a contender's confirmation forks join its screening fork
            scores.put(
                operation,
                only == null ? score : JmhRunner.pool(screened(result, operation), score));
          }
          List<Path> files = outcome.profiles().get(key);
          if (files != null) {
            profiles.put(
                operation.name().toLowerCase(java.util.Locale.ROOT),
                files.stream()
                    .map(
                        f ->
                            layout
                                .directory()
                                .toAbsolutePath()
                                .relativize(f.toAbsolutePath())
                                .toString())
                    .toList());
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
            result
                .withMeasurement(
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
                    failure)
                .withProfiles(profiles.isEmpty() ? result.profiles() : profiles));
      }
      measured.add(sample.withResults(results));
    }
    return measured;
  }

  private static Score screened(CodecResult result, BenchmarkSource.Operation operation) {
    return switch (operation) {
      case SERIALIZE -> result.serializeNs();
      case DESERIALIZE -> result.deserializeNs();
      case ROUND_TRIP -> result.roundTripNs();
      default -> null;
    };
  }

  private static void deleteTree(Path directory) throws IOException {
    if (!Files.exists(directory)) {
      return;
    }
    try (var paths = Files.walk(directory)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }
}
