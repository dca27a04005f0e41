package io.serbench.jmh;

import io.serbench.text.Numbers;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.format.OutputFormat;

/**
 * JMH's own console format, written to the log file, plus a progress line per benchmark, the first
 * line of each benchmark's failure, and each fork's warm-up iterations with what the profilers
 * recorded in them, which JMH hands its output but leaves out of its results.
 */
final class ProgressFormat implements OutputFormat {
  private final OutputFormat delegate;
  private final Progress progress;
  private final Map<String, String> failures = new HashMap<>();
  private final List<String> currentLines = new ArrayList<>();
  private final Map<String, List<Fork>> forks = new HashMap<>();
  private String current;

  /**
   * One fork as JMH reported it, iteration by iteration.
   *
   * @param warmup its warm-up iterations' results
   * @param measured its measured iterations' scores, which tell it from the other forks
   */
  record Fork(List<IterationResult> warmup, List<Double> measured) {}

  ProgressFormat(OutputFormat delegate, Progress progress) {
    this.delegate = delegate;
    this.progress = progress;
  }

  java.util.Optional<String> failure(String id) {
    return java.util.Optional.ofNullable(failures.get(id));
  }

  /**
   * The forks of a benchmark ({@link #id}) that reached JMH's iterations, in the order they ran.
   */
  List<Fork> forks(String id) {
    return forks.getOrDefault(id, List.of());
  }

  /** Identifies one benchmark method run with one codec. */
  static String id(String benchmark, String codec) {
    return benchmark + " codec=" + codec;
  }

  @Override
  public void startBenchmark(BenchmarkParams params) {
    current = id(params);
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

  /** The linkage errors a fork can print, each the sign of two jars that disagree. */
  private static final String LINKAGE_ERRORS =
      "^(NoSuchMethodError|NoSuchFieldError|NoClassDefFoundError|AbstractMethodError"
          + "|IncompatibleClassChangeError|IllegalAccessError|InstantiationError)(:.*)?$";

  private void recordFailure(String text) {
    if (current == null || failures.containsKey(current) || text == null) {
      return;
    }
    currentLines.add(text);
    for (String line : text.split("\n")) {
      String trimmed = line.trim();
      if (trimmed.matches("^([\\w$]+\\.)+[\\w$]*(Exception|Error)(:.*)?$")) {
        String failure = trimmed.replaceFirst("^([\\w$]+\\.)+", "");
        // a linkage error in a fork is two jars that disagree, as in verification and the probes
        failures.put(
            current,
            failure.matches(LINKAGE_ERRORS)
                ? io.serbench.text.Errors.SETUP_CONFLICT
                    + " "
                    + failure
                    + ", so two jars of the fork's class path disagree (one was built against"
                    + " another version of the other), which says nothing about the codec"
                : failure);
        return;
      }
    }
  }

  @Override
  public void iteration(BenchmarkParams b, IterationParams i, int n) {
    boolean warmup = i.getType() == IterationType.WARMUP;
    if (n == 1 && (warmup || b.getWarmup().getCount() == 0)) {
      // a fork's first iteration: JMH runs a fork's iterations in order, then the next fork's
      forks
          .computeIfAbsent(id(b), k -> new ArrayList<>())
          .add(new Fork(new ArrayList<>(), new ArrayList<>()));
    }
    delegate.iteration(b, i, n);
  }

  @Override
  public void iterationResult(BenchmarkParams b, IterationParams i, int n, IterationResult r) {
    List<Fork> ran = forks.get(id(b));
    if (ran != null && r != null) {
      Fork fork = ran.get(ran.size() - 1);
      if (i.getType() == IterationType.WARMUP) {
        fork.warmup().add(r);
      } else {
        fork.measured().add(r.getPrimaryResult().getScore());
      }
    }
    delegate.iterationResult(b, i, n, r);
  }

  private static String id(BenchmarkParams params) {
    return id(params.getBenchmark(), params.getParam(BenchmarkSource.CODEC_PARAM));
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

  /** Counts benchmarks across runs and estimates the time left. */
  static final class Progress {
    private final int total;
    private final Consumer<String> sink;
    private final String label;
    private int started;
    private final long startNanos = System.nanoTime();

    Progress(int total, Consumer<String> sink, String label) {
      this.total = total;
      this.label = label.isEmpty() ? "" : label + " ";
      this.sink = sink;
    }

    void started(BenchmarkParams params) {
      started++;
      long elapsed = (System.nanoTime() - startNanos) / 1_000_000;
      long remaining = started > 1 ? elapsed / (started - 1) * (total - started + 1) : -1;
      String benchmark = params.getBenchmark();
      // the host's sentinel has no sample
      String sample = params.getParam(BenchmarkSource.SAMPLE_PARAM);
      sink.accept(
          String.format(
              "[%s%d/%d] %s %s%s%s",
              label,
              started,
              total,
              params.getParam(BenchmarkSource.CODEC_PARAM),
              benchmark.substring(benchmark.lastIndexOf('.') + 1),
              sample == null ? "" : " sample=" + sample,
              remaining < 0 ? "" : " (ETA " + format(Duration.ofMillis(remaining)) + ")"));
    }

    private static String format(Duration duration) {
      return Numbers.clock(duration);
    }
  }
}
