package io.serbench.worker;

import io.serbench.BenchmarkListener;
import io.serbench.JmhSettings;
import io.serbench.Measurement;
import io.serbench.Operation;
import io.serbench.OutputLayout;
import io.serbench.WorkerFailedException;
import io.serbench.codec.CodecProvider;
import io.serbench.config.BenchmarkRequest;
import io.serbench.jmh.BenchmarkSource;
import io.serbench.jmh.JmhCompiler;
import io.serbench.jmh.JmhRunner;
import io.serbench.jmh.JmhSourceGenerator;
import io.serbench.jmh.MeasurementPlanner;
import io.serbench.result.Capabilities;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.CodecResult;
import io.serbench.result.RaceLog;
import io.serbench.result.SampleResult;
import io.serbench.sample.SampleSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Stage 6: generates and compiles the JMH sources, plans the measurement, runs the {@link Race}
 * over every codec that passed, then the cold-start pass when asked for.
 */
final class MeasurementStage {
  /**
   * What the measurement produced and how it was planned.
   *
   * @param samples the verified samples with every figure merged in
   * @param plan the plan in one line
   * @param fork the settings of one fork, or {@code null} when nothing was measured
   * @param race the rounds of the race, or {@code null} when nothing was measured
   */
  record Measured(List<SampleResult> samples, String plan, JmhSettings fork, RaceLog race) {}

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

  private static final long COLD_FORK_MILLIS = ColdStartPass.COLD_FORK_MILLIS;

  /** Cold-start sources per model class, when the cold-start pass runs. */
  private final Map<Class<?>, BenchmarkSource> coldSources = new LinkedHashMap<>();

  /** Forks of the cold-start pass, 0 when it does not run. */
  private int coldForks;

  /**
   * The race, then the cold-start pass when asked for: its forks come out of the time budget first,
   * since every one costs a JVM start whatever the codec.
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
            * Operation.cold().size();
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
    List<SampleResult> cold =
        new ColdStartPass(request, listener, clock, codecs, coldForks)
            .run(samples, warm.samples(), coldSources);
    return new Measured(
        cold,
        warm.plan() + "; cold start: " + coldForks + " single-shot forks per codec and operation",
        warm.fork(),
        warm.race());
  }

  private Measured measureWarm(
      SampleStage.Samples samples,
      List<SampleResult> verified,
      List<CodecDescriptor> descriptors,
      List<Capabilities> capabilities,
      long coldMillis)
      throws Exception {
    Map<Class<?>, BenchmarkSource> sources = compile(samples);
    List<Race.Entry> entries = new ArrayList<>();
    for (int i = 0; i < samples.samples().size(); i++) {
      SampleStage.PreparedSample sample = samples.samples().get(i);
      for (CodecResult result : verified.get(i).results()) {
        if (result.passed()) {
          entries.add(
              new Race.Entry(sources.get(sample.type()), sample.spec().name(), result.codec()));
        }
      }
    }
    int benchmarks = entries.size() * operations;
    long measuredCodecs = entries.stream().map(Race.Entry::codec).distinct().count();
    MeasurementPlanner.Plan planned = plan(benchmarks, coldMillis);
    if (planned.maxRounds() == 1 && planned.budgetMillis() != null) {
      listener.warn("Measurement plan: " + planned.description());
    } else {
      listener.info("Measurement plan: " + planned.description());
    }
    listener.info(
        String.format(
            "Each round: %d JMH benchmarks (%d codec(s) x sample x %s), about %d s",
            benchmarks,
            measuredCodecs,
            request.measurement().operations().stream()
                .map(o -> o.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '))
                .collect(java.util.stream.Collectors.joining(", ")),
            MeasurementPlanner.estimateMillis(planned.fork(), benchmarks) / 1000));
    Files.deleteIfExists(layout.jmhResult());
    Files.deleteIfExists(layout.jmhLog());
    JmhRunner runner =
        new JmhRunner(
            request.javaExecutable(),
            BenchmarkEngine.forkJvmArgs(request.measurement(), codecs),
            listener::info,
            request.measurement().threads(),
            request.measurement().gc());
    JmhRunner.Profiles profiles = profiles();
    if (profiles != null) {
      runner.withProfiles(profiles);
    }
    Race.Result race;
    try {
      race =
          new Race(request, listener, clock, planned, runner, descriptors, capabilities, verified)
              .run(entries);
    } catch (org.openjdk.jmh.runner.RunnerException e) {
      if (String.valueOf(e.getMessage()).contains("JMH lock")) {
        // concurrent JMH runs would disturb each other's numbers, so JMH refuses
        throw new WorkerFailedException(
            "another JMH run holds the JMH lock on this machine; wait for it to finish, and run"
                + " serbench in one module at a time (not with mvn -T)",
            null);
      }
      throw e;
    } finally {
      clock.end("race");
    }
    return new Measured(
        race.figures().merge(verified, race.left(), layout.directory(), listener::warn),
        planned.description(),
        planned.fork(),
        race.log());
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
    ColdStartPass.deleteTree(layout.jmhSources());
    ColdStartPass.deleteTree(layout.jmhClasses());
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

  private MeasurementPlanner.Plan plan(int benchmarks, long coldMillis) {
    if (request.jmh() != null) {
      return MeasurementPlanner.explicit(request.jmh());
    }
    Measurement measurement = request.measurement();
    if (measurement.timeBudgetMillis() != null) {
      return MeasurementPlanner.forBudget(
          measurement.timeBudgetMillis() - coldMillis,
          clock.elapsedMillis(),
          benchmarks,
          measurement.preset());
    }
    return MeasurementPlanner.preset(measurement.preset());
  }

  /**
   * The file-writing profilers asked for, writing under {@code profiles/}; null when none was asked
   * for or none is available. async-profiler is used only where its library is installed, else a
   * warning says how to install it.
   */
  private JmhRunner.Profiles profiles() {
    boolean jfr = request.measurement().profilers().contains("jfr");
    String async = null;
    if (request.measurement().profilers().contains("async")) {
      async = AsyncProfilerLibrary.find().orElse(null);
      if (async == null) {
        listener.warn(
            "async-profiler was asked for (profilers=async), but its library libasyncProfiler.so"
                + " was not found: install async-profiler and set ASYNC_PROFILER_HOME, or put the"
                + " library on LD_LIBRARY_PATH; measuring without flame graphs");
      }
    }
    if (!jfr && async == null) {
      return null;
    }
    return new JmhRunner.Profiles(layout.profiles().resolve("race"), jfr, async);
  }
}
