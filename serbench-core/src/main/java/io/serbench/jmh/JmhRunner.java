package io.serbench.jmh;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.serbench.protocol.SystemProperty;
import io.serbench.result.Score;
import io.serbench.result.io.ResultsFile;
import io.serbench.settings.JmhSettings;
import io.serbench.settings.Operation;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs compiled benchmarks with JMH's {@link Runner}, one JMH invocation per {@link Task}, in the
 * order given: the race puts one fork of every benchmark in a shuffled order per round. JMH forks a
 * fresh JVM per benchmark, which inherits this JVM's explicit {@code java.class.path}. Every fork
 * warms up by JMH's own warm-up iterations of the method JMH measures, as the task's settings say,
 * fixed before the fork starts and the same for every codec (a fresh-value benchmark gets at least
 * {@link FreshValues#WARMUP_BATCHES} warm-up batches). What comes back is every fork's iteration
 * scores and each iteration's JIT and collector activity ({@link ActivityProfiler}), unfiltered: no
 * fork is run again because of its outcome. The statistics are {@link
 * io.serbench.stats.ForkStatistics}'s.
 */
public final class JmhRunner {
  private final String javaExecutable;
  private final List<String> jvmArgs;
  private final Consumer<String> progress;
  private final int threads;
  private final boolean gc;

  /**
   * One JMH invocation.
   *
   * @param source the benchmark class
   * @param sample the sample's name
   * @param codecs the codecs, each a value of the codec parameter
   * @param operations the benchmark methods
   * @param settings forks and iterations
   * @param round the round of its first fork (1-based); its further forks count on from there
   */
  public record Task(
      BenchmarkSource source,
      String sample,
      List<String> codecs,
      List<Operation> operations,
      JmhSettings settings,
      int round) {
    int benchmarks() {
      return codecs.size() * operations.size();
    }

    boolean cold() {
      return operations.stream().anyMatch(o -> Operation.cold().contains(o));
    }

    /** Whether every benchmark of the task encodes a fresh value per call, in JMH's batches. */
    boolean fresh() {
      return !codecs.isEmpty()
          && codecs.stream().allMatch(c -> operations.stream().allMatch(o -> fresh(c, o)));
    }

    private boolean fresh(String codec, Operation operation) {
      return source.fresh().contains(codec) && BenchmarkSource.encodes(operation);
    }

    /**
     * This task as JMH invocations that each warm up one way: itself, or one per benchmark when it
     * holds fresh-value benchmarks (warmed up by batches) beside the others (warmed up by time).
     */
    List<Task> byWarmUp() {
      boolean some = codecs.stream().anyMatch(c -> operations.stream().anyMatch(o -> fresh(c, o)));
      if (!some || fresh() || cold()) {
        return List.of(this);
      }
      List<Task> split = new ArrayList<>();
      for (String codec : codecs) {
        for (Operation operation : operations) {
          split.add(new Task(source, sample, List.of(codec), List.of(operation), settings, round));
        }
      }
      return split;
    }
  }

  /** Identifies one measured figure. */
  public record Key(String sample, String codec, Operation operation) {}

  /**
   * What JMH produced.
   *
   * @param forks every fork of every benchmark that completed, classified
   * @param failures why each other benchmark has no fork
   * @param allocations bytes allocated per operation, when the gc profiler ran
   * @param profiles the files JMH's profilers wrote, per benchmark
   */
  public record Outcome(
      Map<Key, List<Score.Fork>> forks,
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

  /** The collectors the forks named ({@link ActivityProfiler}), in the order first seen. */
  private final java.util.Set<String> collectors = new java.util.LinkedHashSet<>();

  private Path coldBytes;

  private final Map<String, List<Long>> forkMillis = new LinkedHashMap<>();

  /** The directory with the pre-encoded samples that the cold-start benchmarks read. */
  public JmhRunner withColdBytes(Path bytes) {
    this.coldBytes = bytes;
    return this;
  }

  /** Adds the file-writing profilers to every fork. */
  public JmhRunner withProfiles(Profiles value) {
    this.profiles = value;
    return this;
  }

  /**
   * @param javaExecutable the {@code java} launcher for the forks
   * @param jvmArgs JVM arguments for every fork; codec-specific flags come from the sources
   * @param progress receives one line per benchmark as it starts
   * @param threads benchmark threads per fork
   * @param gc whether to add JMH's gc profiler, for allocated bytes per operation
   */
  public JmhRunner(
      String javaExecutable,
      List<String> jvmArgs,
      Consumer<String> progress,
      int threads,
      boolean gc) {
    this.javaExecutable = javaExecutable;
    this.jvmArgs = List.copyOf(jvmArgs);
    this.progress = progress;
    this.threads = threads;
    this.gc = gc;
  }

  /**
   * The garbage collectors the measured forks of this runner reported, by their MXBeans' names;
   * empty before any measured fork completed.
   */
  public List<String> collectors() {
    return List.copyOf(collectors);
  }

  /** Each codec's invocations so far by wall time, ms: what a fork costs here, for the ETA. */
  public Map<String, List<Long>> forkMillis() {
    Map<String, List<Long>> copy = new LinkedHashMap<>();
    forkMillis.forEach((codec, millis) -> copy.put(codec, List.copyOf(millis)));
    return copy;
  }

  /**
   * Runs the tasks in order. JMH's JSON for all of them is added to {@code resultFile} (a JSON
   * array, created when absent) and JMH's own console output to {@code logFile}.
   *
   * @param label the pass's name in progress lines, such as {@code round 2}
   */
  public Outcome run(List<Task> tasks, Path resultFile, Path logFile, String label)
      throws IOException, RunnerException {
    int total = tasks.stream().mapToInt(t -> t.benchmarks() * t.settings().forks()).sum();
    Map<Key, List<Score.Fork>> forks = new LinkedHashMap<>();
    Map<Key, Double> allocations = new LinkedHashMap<>();
    Map<Key, String> failures = new LinkedHashMap<>();
    Map<Key, List<Path>> profiled = new LinkedHashMap<>();
    Files.createDirectories(resultFile.toAbsolutePath().getParent());
    ArrayNode merged =
        Files.exists(resultFile)
            ? (ArrayNode) ResultsFile.mapper().readTree(resultFile.toFile())
            : ResultsFile.mapper().createArrayNode();
    try (PrintStream log =
        new PrintStream(
            Files.newOutputStream(
                logFile,
                java.nio.file.StandardOpenOption.CREATE,
                java.nio.file.StandardOpenOption.APPEND),
            true,
            StandardCharsets.UTF_8)) {
      ProgressFormat.Progress counter = new ProgressFormat.Progress(total, progress, label);
      Pass pass = new Pass(resultFile, merged, log, counter, profiled);
      for (Task task : tasks.stream().flatMap(t -> t.byWarmUp().stream()).toList()) {
        if (task.codecs().isEmpty()) {
          continue;
        }
        long started = System.nanoTime();
        Ran ran = runTask(task, pass);
        long millis = (System.nanoTime() - started) / 1_000_000 / task.codecs().size();
        task.codecs()
            .forEach(c -> forkMillis.computeIfAbsent(c, k -> new ArrayList<>()).add(millis));
        for (Map.Entry<Key, List<Score.Fork>> e : ran.forks().entrySet()) {
          // every fork counts as it ran, steady or not: a fork run again in the place of an
          // unsteady one would be a second chance that the slow-warming codecs get most
          forks.computeIfAbsent(e.getKey(), k -> new ArrayList<>()).addAll(e.getValue());
          e.getValue().stream()
              .filter(f -> f.allocation() != null)
              .reduce((a, b) -> b)
              .ifPresent(f -> allocations.put(e.getKey(), f.allocation()));
        }
        for (String codec : task.codecs()) {
          for (Operation operation : task.operations()) {
            Key key = new Key(task.sample(), codec, operation);
            if (!forks.containsKey(key)) {
              failures.put(
                  key,
                  ran.format()
                      .failure(ProgressFormat.id(task.source().benchmark(operation, codec), codec))
                      .orElse("JMH produced no result; see " + logFile));
            }
          }
        }
      }
    }
    ResultsFile.mapper().writeValue(resultFile.toFile(), merged);
    return new Outcome(forks, failures, allocations, profiled);
  }

  /**
   * What the invocations of one {@link #run} share.
   *
   * @param resultFile JMH's JSON of the whole run
   * @param merged the JSON so far, which each invocation adds to
   * @param log JMH's console output
   * @param counter the progress lines' count
   * @param profiled the profilers' files per benchmark, which each invocation adds to
   */
  private record Pass(
      Path resultFile,
      ArrayNode merged,
      PrintStream log,
      ProgressFormat.Progress counter,
      Map<Key, List<Path>> profiled) {}

  /**
   * What one JMH invocation gave.
   *
   * @param forks its forks per benchmark
   * @param format its output, which knows why a benchmark failed
   */
  private record Ran(Map<Key, List<Score.Fork>> forks, ProgressFormat format) {}

  /** One JMH invocation: its forks per benchmark; its JSON and profiles go into the pass. */
  private Ran runTask(Task task, Pass pass) throws IOException, RunnerException {
    Path resultFile = pass.resultFile();
    Map<Key, List<Score.Fork>> forks = new LinkedHashMap<>();
    Path partial = resultFile.resolveSibling(resultFile.getFileName() + ".part");
    Files.deleteIfExists(partial);
    ProgressFormat format =
        new ProgressFormat(
            OutputFormatFactory.createFormatInstance(pass.log(), VerboseMode.NORMAL),
            pass.counter());
    Options options = options(task, partial);
    Collection<RunResult> results =
        MachineLock.whenFree(() -> new Runner(options, format).run(), progress);
    for (RunResult result : results) {
      collectors.addAll(ForkResults.collectors(result));
      BenchmarkParams params = result.getParams();
      String codec = params.getParam(BenchmarkSource.CODEC_PARAM);
      task.source()
          .target(params.getBenchmark(), codec)
          .ifPresent(
              target -> {
                Key key = new Key(task.sample(), target.codec(), target.operation());
                forks
                    .computeIfAbsent(key, k -> new ArrayList<>())
                    .addAll(
                        ForkResults.forks(
                            result,
                            task,
                            format.forks(ProgressFormat.id(params.getBenchmark(), codec))));
                try {
                  profileFiles(params).ifPresent(files -> pass.profiled().put(key, files));
                } catch (IOException e) {
                  // a profile that cannot be listed is not linked; the numbers stand
                }
              });
    }
    if (Files.exists(partial)) {
      JsonNode part = ResultsFile.mapper().readTree(partial.toFile());
      part.forEach(pass.merged()::add);
      Files.delete(partial);
    }
    return new Ran(forks, format);
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

  /** JMH's options for one invocation: the task's settings, the same for every codec in it. */
  Options options(Task task, Path resultFile) {
    boolean cold = task.cold();
    JmhSettings settings = task.settings();
    List<String> forkArgs = new ArrayList<>(jvmArgs);
    if (cold) {
      forkArgs.add(SystemProperty.COLD_BYTES.flag(coldBytes.toAbsolutePath().toString()));
    }
    ChainedOptionsBuilder builder =
        new OptionsBuilder()
            .param(BenchmarkSource.SAMPLE_PARAM, task.sample())
            .param(BenchmarkSource.CODEC_PARAM, task.codecs().toArray(String[]::new))
            .threads(threads)
            .jvm(javaExecutable)
            .jvmArgs(forkArgs.toArray(String[]::new))
            .shouldFailOnError(false)
            .forks(settings.forks())
            .resultFormat(ResultFormatType.JSON)
            .result(resultFile.toString());
    if (cold) {
      // JMH's answer to cold start: one single shot per fork, nothing before it
      builder
          .mode(org.openjdk.jmh.annotations.Mode.SingleShotTime)
          .warmupIterations(0)
          .measurementIterations(1)
          .measurementBatchSize(1)
          .timeUnit(TimeUnit.MICROSECONDS)
          .timeout(TimeValue.seconds(120));
    } else {
      builder
          .warmupIterations(
              task.fresh()
                  ? Math.max(FreshValues.WARMUP_BATCHES, settings.warmupIterations())
                  : settings.warmupIterations())
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
    ForkProfilers.add(builder, cold, gc, profiles);
    for (Operation operation : task.operations()) {
      for (String codec : task.codecs()) {
        builder.include("^" + Pattern.quote(task.source().benchmark(operation, codec)) + "$");
      }
    }
    return builder.build();
  }
}
