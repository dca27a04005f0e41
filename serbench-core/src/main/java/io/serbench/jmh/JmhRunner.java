package io.serbench.jmh;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.serbench.JmhSettings;
import io.serbench.result.ResultsFile;
import io.serbench.result.Score;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.openjdk.jmh.util.ListStatistics;

/**
 * Runs compiled benchmarks with JMH's {@link Runner}; JMH forks a fresh JVM per benchmark, which
 * inherits this JVM's explicit {@code java.class.path}. One run per sample, each including only the
 * codecs that passed the round trip on that sample.
 */
public final class JmhRunner {
  /** The confidence of every interval, as JMH's own score error. */
  static final double CONFIDENCE = 0.999;

  private final JmhSettings settings;
  private final String javaExecutable;
  private final List<String> jvmArgs;
  private final Consumer<String> progress;
  private final int threads;
  private final boolean gc;
  private final String label;

  /** One JMH run: a benchmark class, one sample, and the codecs to measure on it. */
  public record Plan(BenchmarkSource source, String sample, List<String> codecs) {}

  /** Identifies one measured number. */
  public record Key(String sample, String codec, BenchmarkSource.Operation operation) {}

  /**
   * What JMH produced.
   *
   * @param scores the score of every benchmark that completed
   * @param failures why each other benchmark has no score
   * @param allocations bytes allocated per operation, when the gc profiler ran
   */
  public record Outcome(
      Map<Key, Score> scores,
      Map<Key, String> failures,
      Map<Key, Double> allocations,
      Map<Key, List<Path>> profiles) {}

  /**
   * Profilers that write files per benchmark: JFR recordings, async-profiler flame graphs.
   *
   * @param directory where JMH's profilers write, one subdirectory per benchmark
   * @param jfr whether to add JMH's JFR profiler
   * @param asyncLibrary the async-profiler library to add JMH's async profiler with, or null
   */
  public record Profiles(Path directory, boolean jfr, String asyncLibrary) {}

  private Profiles profiles;

  private List<BenchmarkSource.Operation> operations = BenchmarkSource.Operation.warm();

  /** Measures only these operations (all by default). */
  public JmhRunner withOperations(List<BenchmarkSource.Operation> value) {
    this.operations = List.copyOf(value);
    return this;
  }

  private int coldForks;

  private Path coldBytes;

  /**
   * Turns this runner into the cold-start pass: the {@link BenchmarkSource.Operation#cold()}
   * methods in JMH's {@code SingleShotTime} mode, one shot per fork and no warm-up, in {@code
   * forks} forks; {@code bytes} is the directory with the pre-encoded samples.
   */
  public JmhRunner withColdStart(int forks, Path bytes) {
    this.coldForks = forks;
    this.coldBytes = bytes;
    this.operations = BenchmarkSource.Operation.cold();
    return this;
  }

  /** Adds the file-writing profilers to every fork. */
  public JmhRunner withProfiles(Profiles value) {
    this.profiles = value;
    return this;
  }

  /**
   * @param settings forks and iterations
   * @param javaExecutable the {@code java} launcher for the forks
   * @param jvmArgs JVM arguments for every fork; codec-specific flags come from the sources
   * @param progress receives one line per benchmark as it starts and ends
   */
  public JmhRunner(
      JmhSettings settings,
      String javaExecutable,
      List<String> jvmArgs,
      Consumer<String> progress) {
    this(settings, javaExecutable, jvmArgs, progress, 1, false, "");
  }

  /**
   * @param threads benchmark threads per fork
   * @param gc whether to add JMH's gc profiler, for allocated bytes per operation
   * @param label the pass's name in progress lines, such as {@code screening}
   */
  public JmhRunner(
      JmhSettings settings,
      String javaExecutable,
      List<String> jvmArgs,
      Consumer<String> progress,
      int threads,
      boolean gc,
      String label) {
    this.settings = settings;
    this.javaExecutable = javaExecutable;
    this.jvmArgs = List.copyOf(jvmArgs);
    this.progress = progress;
    this.threads = threads;
    this.gc = gc;
    this.label = label;
  }

  /**
   * Runs every plan, writes JMH's JSON for all of them to {@code resultFile} and JMH's own console
   * output to {@code logFile}.
   */
  public Outcome run(List<Plan> plans, Path resultFile, Path logFile)
      throws IOException, RunnerException {
    int total = plans.stream().mapToInt(p -> p.codecs().size() * operations.size()).sum();
    Map<Key, Score> scores = new LinkedHashMap<>();
    Map<Key, Double> allocations = new LinkedHashMap<>();
    Map<Key, String> failures = new LinkedHashMap<>();
    Map<Key, List<Path>> profiled = new LinkedHashMap<>();
    ArrayNode merged = ResultsFile.mapper().createArrayNode();
    Files.createDirectories(resultFile.toAbsolutePath().getParent());
    try (PrintStream log =
        new PrintStream(Files.newOutputStream(logFile), true, StandardCharsets.UTF_8)) {
      Progress counter = new Progress(total, settings, progress, label);
      for (Plan plan : plans) {
        if (plan.codecs().isEmpty()) {
          continue;
        }
        Path partial = resultFile.resolveSibling(resultFile.getFileName() + ".part");
        Files.deleteIfExists(partial);
        ProgressFormat format =
            new ProgressFormat(
                OutputFormatFactory.createFormatInstance(log, VerboseMode.NORMAL), counter);
        Collection<RunResult> results = new Runner(options(plan, partial), format).run();
        for (RunResult result : results) {
          BenchmarkParams params = result.getParams();
          plan.source()
              .target(params.getBenchmark(), params.getParam(BenchmarkSource.CODEC_PARAM))
              .ifPresent(
                  target -> {
                    Key key = new Key(plan.sample(), target.codec(), target.operation());
                    scores.put(key, coldForks > 0 ? shots(result) : score(result, params));
                    result.getSecondaryResults().entrySet().stream()
                        .filter(e -> e.getKey().endsWith("gc.alloc.rate.norm"))
                        .findFirst()
                        .ifPresent(e -> allocations.put(key, e.getValue().getScore()));
                    try {
                      profileFiles(params).ifPresent(files -> profiled.put(key, files));
                    } catch (IOException e) {
                      // a profile that cannot be listed is not linked; the numbers stand
                    }
                  });
        }
        for (String codec : plan.codecs()) {
          for (BenchmarkSource.Operation operation : operations) {
            Key key = new Key(plan.sample(), codec, operation);
            if (!scores.containsKey(key)) {
              failures.put(
                  key,
                  format
                      .failure(ProgressFormat.id(plan.source().benchmark(operation), codec))
                      .orElse("JMH produced no result; see " + logFile));
            }
          }
        }
        if (Files.exists(partial)) {
          JsonNode part = ResultsFile.mapper().readTree(partial.toFile());
          part.forEach(merged::add);
          Files.delete(partial);
        }
      }
    }
    ResultsFile.mapper().writeValue(resultFile.toFile(), merged);
    return new Outcome(scores, failures, allocations, profiled);
  }

  /** The files JMH's profilers wrote for one benchmark: its subdirectory, named by its id. */
  private java.util.Optional<List<Path>> profileFiles(BenchmarkParams params) throws IOException {
    if (profiles == null) {
      return java.util.Optional.empty();
    }
    Path directory = profiles.directory().resolve(params.id());
    if (!Files.isDirectory(directory)) {
      return java.util.Optional.empty();
    }
    try (var files = Files.list(directory)) {
      List<Path> found = files.filter(Files::isRegularFile).sorted().toList();
      return found.isEmpty() ? java.util.Optional.empty() : java.util.Optional.of(found);
    }
  }

  private org.openjdk.jmh.runner.options.Options options(Plan plan, Path resultFile) {
    boolean cold = coldForks > 0;
    List<String> forkArgs = new ArrayList<>(jvmArgs);
    if (cold) {
      forkArgs.add(
          "-D"
              + JmhSourceGenerator.COLD_BYTES_PROPERTY
              + "="
              + coldBytes.toAbsolutePath().toString());
    }
    ChainedOptionsBuilder builder =
        new OptionsBuilder()
            .param(BenchmarkSource.SAMPLE_PARAM, plan.sample())
            .param(BenchmarkSource.CODEC_PARAM, plan.codecs().toArray(String[]::new))
            .threads(threads)
            .jvm(javaExecutable)
            .jvmArgs(forkArgs.toArray(String[]::new))
            .shouldFailOnError(false)
            .resultFormat(ResultFormatType.JSON)
            .result(resultFile.toString());
    if (cold) {
      // JMH's answer to cold start: one single shot per fork, nothing before it
      builder
          .mode(org.openjdk.jmh.annotations.Mode.SingleShotTime)
          .forks(coldForks)
          .warmupIterations(0)
          .measurementIterations(1)
          .measurementBatchSize(1)
          .timeUnit(TimeUnit.MICROSECONDS)
          .timeout(TimeValue.seconds(120));
    } else {
      builder
          .forks(settings.forks())
          .warmupIterations(settings.warmupIterations())
          .warmupTime(TimeValue.milliseconds(settings.warmupMillis()))
          .measurementIterations(settings.measurementIterations())
          .measurementTime(TimeValue.milliseconds(settings.measurementMillis()))
          .timeUnit(TimeUnit.NANOSECONDS)
          // a codec that hangs inside a fork is stopped per iteration, not after JMH's 10 minutes
          .timeout(
              TimeValue.seconds(
                  Math.max(
                      60,
                      20
                          * Math.max(settings.warmupMillis(), settings.measurementMillis())
                          / 1000)));
    }
    if (gc) {
      builder.addProfiler(org.openjdk.jmh.profile.GCProfiler.class);
    }
    if (profiles != null && profiles.jfr()) {
      builder.addProfiler(
          org.openjdk.jmh.profile.JavaFlightRecorderProfiler.class,
          "dir=" + profiles.directory().toAbsolutePath());
    }
    if (profiles != null && profiles.asyncLibrary() != null) {
      builder.addProfiler(
          org.openjdk.jmh.profile.AsyncProfiler.class,
          "libPath="
              + profiles.asyncLibrary()
              + ";output=flamegraph;dir="
              + profiles.directory().toAbsolutePath());
    }
    for (BenchmarkSource.Operation operation : operations) {
      builder.include("^" + Pattern.quote(plan.source().benchmark(operation)) + "$");
    }
    return builder.build();
  }

  /**
   * The score of the iterations at steady state: each fork's warm-up transient is cut by the MSER
   * rule ({@link SteadyState}), and the mean and 99.9% interval of what is left come from JMH's own
   * {@link ListStatistics}, as JMH computes them over all iterations.
   */
  static Score score(RunResult run, BenchmarkParams params) {
    List<List<Double>> forks = new ArrayList<>();
    for (BenchmarkResult fork : run.getBenchmarkResults()) {
      List<Double> iterations = new ArrayList<>();
      for (IterationResult iteration : fork.getIterationResults()) {
        iterations.add(iteration.getPrimaryResult().getScore());
      }
      forks.add(iterations);
    }
    return score(
        forks,
        run.getPrimaryResult().getScoreUnit(),
        params.getForks(),
        params.getMeasurement().getCount());
  }

  /**
   * The cold-start score: one single shot per fork, their mean and 99.9% interval from JMH's own
   * {@link ListStatistics}, as JMH reports them; no warm-up to cut, and no steady state to claim.
   */
  static Score shots(RunResult run) {
    ListStatistics statistics = new ListStatistics();
    List<Double> shots = new ArrayList<>();
    for (BenchmarkResult fork : run.getBenchmarkResults()) {
      for (IterationResult iteration : fork.getIterationResults()) {
        shots.add(iteration.getPrimaryResult().getScore());
        statistics.addValue(iteration.getPrimaryResult().getScore());
      }
    }
    double error = statistics.getMeanErrorAt(CONFIDENCE);
    return new Score(
        statistics.getMean(),
        Double.isNaN(error) ? null : error,
        run.getPrimaryResult().getScoreUnit(),
        shots.size(),
        1,
        shots,
        0,
        null);
  }

  /**
   * A contender's screening fork and its confirmation forks as one score: the steady-state
   * iterations of all of them, with JMH's statistics over the pool, as JMH pools its forks.
   */
  public static Score pool(Score first, Score more) {
    if (first == null || first.iterationScores() == null || more.iterationScores() == null) {
      return more;
    }
    List<Double> kept = new ArrayList<>(first.iterationScores());
    kept.addAll(more.iterationScores());
    return steady(
        kept,
        more.unit(),
        first.forks() + more.forks(),
        more.iterations(),
        count(first.warmupCut()) + count(more.warmupCut()),
        count(first.outliers()) + count(more.outliers()),
        !first.unsteady() && !more.unsteady());
  }

  private static int count(Integer n) {
    return n == null ? 0 : n;
  }

  /** The steady-state score of these forks' iteration scores. */
  static Score score(List<List<Double>> forks, String unit, int forkCount, int iterationCount) {
    List<Double> kept = new ArrayList<>();
    int cut = 0;
    int outliers = 0;
    boolean steady = true;
    for (List<Double> series : forks) {
      SteadyState.Fork fork = SteadyState.fork(series);
      cut += fork.cut();
      outliers += fork.outliers();
      steady &= fork.steady();
      kept.addAll(fork.kept());
    }
    return steady(kept, unit, forkCount, iterationCount, cut, outliers, steady && !forks.isEmpty());
  }

  /** JMH's mean and 99.9% interval of the steady iterations, as one score. */
  private static Score steady(
      List<Double> kept,
      String unit,
      int forks,
      int iterations,
      int cut,
      int outliers,
      boolean steady) {
    ListStatistics statistics = new ListStatistics();
    kept.forEach(statistics::addValue);
    double error = statistics.getMeanErrorAt(CONFIDENCE);
    return new Score(
        statistics.getMean(),
        Double.isNaN(error) ? null : error,
        unit,
        forks,
        iterations,
        kept,
        cut,
        steady,
        outliers);
  }

  /** Counts benchmarks across runs and estimates the time left. */
  private static final class Progress {
    private final int total;
    private final long perBenchmarkMillis;
    private final Consumer<String> sink;
    private final String label;
    private int started;
    private final long startNanos = System.nanoTime();

    Progress(int total, JmhSettings settings, Consumer<String> sink, String label) {
      this.total = total;
      this.label = label.isEmpty() ? "" : label + " ";
      this.perBenchmarkMillis = MeasurementPlanner.estimateMillis(settings, 1);
      this.sink = sink;
    }

    void started(BenchmarkParams params) {
      started++;
      long elapsed = (System.nanoTime() - startNanos) / 1_000_000;
      long remaining =
          started > 1
              ? elapsed / (started - 1) * (total - started + 1)
              : perBenchmarkMillis * (total - started + 1);
      String benchmark = params.getBenchmark();
      sink.accept(
          String.format(
              "[%s%d/%d] %s %s sample=%s (ETA %s)",
              label,
              started,
              total,
              params.getParam(BenchmarkSource.CODEC_PARAM),
              benchmark.substring(benchmark.lastIndexOf('.') + 1),
              params.getParam(BenchmarkSource.SAMPLE_PARAM),
              format(Duration.ofMillis(remaining))));
    }

    private static String format(Duration duration) {
      return String.format("%d:%02d", duration.toMinutes(), duration.toSecondsPart());
    }
  }

  /**
   * JMH's own console format, written to the log file, plus a progress line per benchmark and the
   * first line of each benchmark's failure.
   */
  private static final class ProgressFormat implements OutputFormat {
    private final OutputFormat delegate;
    private final Progress progress;
    private final Map<String, String> failures = new HashMap<>();
    private final List<String> currentLines = new ArrayList<>();
    private String current;

    ProgressFormat(OutputFormat delegate, Progress progress) {
      this.delegate = delegate;
      this.progress = progress;
    }

    java.util.Optional<String> failure(String id) {
      return java.util.Optional.ofNullable(failures.get(id));
    }

    /** Identifies one benchmark method run with one codec. */
    static String id(String benchmark, String codec) {
      return benchmark + " codec=" + codec;
    }

    @Override
    public void startBenchmark(BenchmarkParams params) {
      current = id(params.getBenchmark(), params.getParam(BenchmarkSource.CODEC_PARAM));
      currentLines.clear();
      progress.started(params);
      delegate.startBenchmark(params);
    }

    @Override
    public void endBenchmark(BenchmarkResult result) {
      delegate.endBenchmark(result);
    }

    @Override
    public void println(String line) {
      recordFailure(line);
      delegate.println(line);
    }

    @Override
    public void print(String text) {
      recordFailure(text);
      delegate.print(text);
    }

    @Override
    public void verbosePrintln(String line) {
      delegate.verbosePrintln(line);
    }

    private void recordFailure(String text) {
      if (current == null || failures.containsKey(current) || text == null) {
        return;
      }
      currentLines.add(text);
      for (String line : text.split("\n")) {
        String trimmed = line.trim();
        if (trimmed.matches("^([\\w$]+\\.)+[\\w$]*(Exception|Error)(:.*)?$")) {
          failures.put(current, trimmed.replaceFirst("^([\\w$]+\\.)+", ""));
          return;
        }
      }
    }

    @Override
    public void iteration(BenchmarkParams b, IterationParams i, int n) {
      delegate.iteration(b, i, n);
    }

    @Override
    public void iterationResult(BenchmarkParams b, IterationParams i, int n, IterationResult r) {
      delegate.iterationResult(b, i, n, r);
    }

    @Override
    public void startRun() {
      delegate.startRun();
    }

    @Override
    public void endRun(Collection<RunResult> results) {
      delegate.endRun(results);
    }

    @Override
    public void flush() {
      delegate.flush();
    }

    @Override
    public void close() {
      delegate.flush();
    }

    @Override
    public void write(int b) {
      delegate.write(b);
    }

    @Override
    public void write(byte[] b) throws IOException {
      delegate.write(b);
    }
  }
}
