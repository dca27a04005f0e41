package io.serbench.calibration;

import io.serbench.BenchmarkListener;
import io.serbench.config.BenchmarkRequest;
import io.serbench.host.WorkerRun;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.Score;
import io.serbench.result.io.ResultsFile;
import io.serbench.settings.JmhSettings;
import io.serbench.testing.TestRequests;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.math3.stat.StatUtils;

/**
 * Where the variance of a figure comes from on this host, after Kalibera and Jones ("Rigorous
 * benchmarking in reasonable time", 2013): between the iterations of a fork, between the forks of a
 * run, and between runs. It makes {@code runs} runs of the same two codecs on jvm-serializers'
 * media.1 for each fork length ({@value #ITERATION_MILLIS} ms iterations: 25, 50 and 100 of them,
 * that is 2.5, 5 and 10 s forks), interleaved so that the host's drift meets every length, and
 * splits the variance of the log fork means by nested analysis of variance, for the absolute
 * figures and for the same-round ratio of the two codecs. From the components it predicts, for each
 * fork length, the 95% half-width of a figure and of the ratio when a codec gets the same wall
 * time, and writes it all to {@code target/variance/variance.md}.
 *
 * <pre>
 * mvn -B -pl serbench-core -Paccuracy verify -Dserbench.experiment=io.serbench.calibration.VarianceComponents
 *   [-Dserbench.experiment.args="-Dserbench.variance.runs=3 ..."]
 * </pre>
 *
 * <p>About 15 minutes on a two-core host; {@code -Dserbench.variance.runs=N} (3) sets the runs per
 * fork length ({@code 0} analyses the runs already there again), {@code
 * -Dserbench.variance.forks=N} (3) the forks per run and {@code -Dserbench.variance.lengths=25,50}
 * the fork lengths in iterations. New runs join those already in {@code target/variance}.
 */
public final class VarianceComponents {
  static final List<String> CODECS = List.of("fory", "kryo-registered");
  static final List<Integer> LENGTHS = List.of(25, 50, 100);
  static final int ITERATION_MILLIS = 100;

  /**
   * The per-fork cost besides its warm-up and measured iterations: the JVM start and JMH's setup,
   * as methodology.md measured it on the demo (0.75 s).
   */
  static final double FORK_OVERHEAD_SECONDS = 0.75;

  /** The wall time a codec and operation get in the prediction, in seconds. */
  static final double BUDGET_SECONDS = 30;

  private VarianceComponents() {}

  /** One run's log fork means per figure ({@code codec operation} or {@code ratio operation}). */
  record Run(int length, Map<String, List<Double>> logMeans, Map<String, Double> iterationVar) {}

  public static void main(String[] args) throws Exception {
    int runs = Integer.getInteger("serbench.variance.runs", 3);
    int forks = Integer.getInteger("serbench.variance.forks", 3);
    List<Integer> lengths =
        java.util.Arrays.stream(
                System.getProperty("serbench.variance.lengths", "25,50,100").split(","))
            .map(Integer::valueOf)
            .toList();
    Path out = Path.of("target/variance").toAbsolutePath();
    Files.createDirectories(out);
    // new runs are added to the ones already there, so that more runs narrow the same estimates
    int first;
    try (var listing = Files.list(out)) {
      first =
          listing
              .map(p -> p.getFileName().toString())
              .filter(n -> n.matches("run-\\d+-\\d+"))
              .mapToInt(n -> Integer.parseInt(n.split("-")[1]))
              .max()
              .orElse(0);
    }
    for (int r = 0; r < runs; r++) {
      for (int i = 0; i < lengths.size(); i++) {
        int length = lengths.get((i + r) % lengths.size());
        run(out.resolve("run-" + (first + r + 1) + "-" + length), length, forks);
      }
    }
    List<Run> measured = new ArrayList<>();
    StringBuilder csv = new StringBuilder("run,length,codec,operation,round,kind,cut,mean\n");
    List<Path> made;
    try (var listing = Files.list(out)) {
      made =
          listing
              .filter(p -> p.getFileName().toString().matches("run-\\d+-\\d+"))
              .sorted()
              .toList();
    }
    for (Path dir : made) {
      String[] parts = dir.getFileName().toString().split("-");
      measured.add(
          components(
              ResultsFile.read(dir.resolve("results.json")),
              Integer.parseInt(parts[2]),
              Integer.parseInt(parts[1]),
              csv));
    }
    String text = report(measured);
    System.out.println(text);
    Files.writeString(out.resolve("variance.md"), text, StandardCharsets.UTF_8);
    Files.writeString(out.resolve("forks.csv"), csv, StandardCharsets.UTF_8);
  }

  private static BenchmarkResults run(Path output, int length, int forks) throws Exception {
    BenchmarkRequest request =
        TestRequests.writingTo(output)
            .classes(List.of("io.serbench.testmodel.MediaContent"))
            .samples(List.of("io.serbench.testmodel.Fixtures#media1"))
            .codecs(CODECS)
            .jmh(new JmhSettings(forks, 1, ITERATION_MILLIS, length, ITERATION_MILLIS))
            .build();
    System.out.printf(Locale.ROOT, "run with %d-iteration forks...%n", length);
    return WorkerRun.run(
        request, io.serbench.host.HostPlan.of(request), BenchmarkListener.console());
  }

  private static Run components(BenchmarkResults results, int length, int run, StringBuilder csv) {
    Map<String, List<Double>> logMeans = new TreeMap<>();
    Map<String, Double> iterationVar = new TreeMap<>();
    Map<String, Map<Integer, Double>> byRound = new LinkedHashMap<>();
    CodecResult[] pair = new CodecResult[2];
    for (CodecResult r : results.samples().get(0).results()) {
      int at = CODECS.indexOf(r.codec());
      if (at < 0 || r.serializeNs() == null) {
        throw new IllegalStateException(r.codec() + " was not measured: " + r.failure());
      }
      pair[at] = r;
      for (String operation : List.of("serialize", "deserialize")) {
        Score score = operation.equals("serialize") ? r.serializeNs() : r.deserializeNs();
        String key = r.codec() + " " + operation;
        List<Double> means = new ArrayList<>();
        List<Double> within = new ArrayList<>();
        Map<Integer, Double> rounds = new TreeMap<>();
        for (Score.Fork f : score.perFork()) {
          means.add(Math.log(f.mean()));
          rounds.put(f.round(), Math.log(f.mean()));
          List<Double> steady =
              f.iterationScores().subList(f.warmupCut(), f.iterationScores().size());
          double[] logs = steady.stream().mapToDouble(Math::log).toArray();
          if (logs.length > 1) {
            within.add(StatUtils.variance(logs) / logs.length);
          }
          csv.append(
              String.format(
                  Locale.ROOT,
                  "%d,%d,%s,%s,%d,%s,%d,%.1f%n",
                  run,
                  length,
                  r.codec(),
                  operation,
                  f.round(),
                  f.kind(),
                  f.warmupCut(),
                  f.mean()));
        }
        logMeans.put(key, means);
        iterationVar.put(key, within.stream().mapToDouble(d -> d).average().orElse(0));
        byRound.put(key, rounds);
      }
    }
    for (String operation : List.of("serialize", "deserialize")) {
      Map<Integer, Double> a = byRound.get(CODECS.get(0) + " " + operation);
      Map<Integer, Double> b = byRound.get(CODECS.get(1) + " " + operation);
      List<Double> ratios = new ArrayList<>();
      a.forEach(
          (round, x) -> {
            if (b.containsKey(round)) {
              ratios.add(x - b.get(round));
            }
          });
      String key = "ratio " + operation;
      logMeans.put(key, ratios);
      iterationVar.put(
          key,
          iterationVar.get(CODECS.get(0) + " " + operation)
              + iterationVar.get(CODECS.get(1) + " " + operation));
    }
    return new Run(length, logMeans, iterationVar);
  }

  /** The three components of one figure at one fork length, as variances of log means. */
  record Split(double iteration, double fork, double run, int forks, int runs) {
    /** The variance of the mean of {@code n} forks, of one run, as seen across runs. */
    double ofMean(int n) {
      return (iteration + fork) / n + run;
    }
  }

  static Split split(List<Run> runs, String key) {
    double pooledWithin = 0;
    int df = 0;
    double iteration = 0;
    List<Double> runMeans = new ArrayList<>();
    int forks = 0;
    for (Run run : runs) {
      double[] x = run.logMeans().get(key).stream().mapToDouble(d -> d).toArray();
      forks = x.length;
      runMeans.add(StatUtils.mean(x));
      pooledWithin += StatUtils.variance(x) * (x.length - 1);
      df += x.length - 1;
      iteration += run.iterationVar().get(key);
    }
    double within = pooledWithin / df;
    iteration /= runs.size();
    double between = StatUtils.variance(runMeans.stream().mapToDouble(d -> d).toArray());
    return new Split(
        Math.min(iteration, within),
        Math.max(0, within - iteration),
        Math.max(0, between - within / forks),
        forks,
        runs.size());
  }

  private static String report(List<Run> measured) {
    StringBuilder out = new StringBuilder();
    List<Integer> lengths = measured.stream().map(Run::length).distinct().sorted().toList();
    out.append(
        String.format(
            Locale.ROOT,
            "# Variance components: %s on media.1%n%nRuns per fork length: %s; forks per run:"
                + " %d.%n%n",
            String.join(" and ", CODECS),
            lengths.stream()
                .map(
                    l ->
                        (l * ITERATION_MILLIS / 1000.0)
                            + " s: "
                            + measured.stream().filter(r -> r.length() == l).count())
                .collect(java.util.stream.Collectors.joining(", ")),
            measured.get(0).logMeans().values().iterator().next().size()));
    out.append(
        "Standard deviations of log fork means, as % of the figure: iterations (the part of a"
            + " fork mean's variance its own iterations explain), forks (the rest of the"
            + " fork-to-fork spread within a run) and runs (what the run means vary by beyond"
            + " their forks). The last two columns are the predicted standard error of the mean"
            + " of the forks that fit in "
            + (int) BUDGET_SECONDS
            + " s of wall time (counting "
            + FORK_OVERHEAD_SECONDS
            + " s per fork for its JVM start and 0.1 s for its warm-up), within one run (its"
            + " forks' spread only) and across runs (with the run component). Pooled rows average"
            + " the variances of the figures above them.\n\n");
    out.append(
        "| figure | fork | iterations | forks | runs | forks in "
            + (int) BUDGET_SECONDS
            + " s | s.e. within a run | s.e. across runs |\n"
            + "|---|---:|---:|---:|---:|---:|---:|---:|\n");
    List<String> keys = new ArrayList<>(measured.get(0).logMeans().keySet());
    for (String group : List.of("absolute", "ratio")) {
      List<String> members =
          keys.stream().filter(k -> k.startsWith("ratio") == group.equals("ratio")).toList();
      for (int length : lengths) {
        List<Run> ofLength = measured.stream().filter(r -> r.length() == length).toList();
        double[] pooled = new double[3];
        for (String key : members) {
          Split split = split(ofLength, key);
          row(out, key, length, split);
          pooled[0] += split.iteration() / members.size();
          pooled[1] += split.fork() / members.size();
          pooled[2] += split.run() / members.size();
        }
        row(
            out,
            "**" + group + ", pooled**",
            length,
            new Split(pooled[0], pooled[1], pooled[2], 0, ofLength.size()));
      }
    }
    return out.toString();
  }

  private static void row(StringBuilder out, String key, int length, Split s) {
    double forkSeconds = (length + 1) * ITERATION_MILLIS / 1000.0 + FORK_OVERHEAD_SECONDS;
    int n = Math.max(1, (int) Math.floor(BUDGET_SECONDS / forkSeconds));
    out.append(
        String.format(
            Locale.ROOT,
            "| %s | %.1f s | %.1f%% | %.1f%% | %.1f%% | %d | %.1f%% | %.1f%% |%n",
            key,
            length * ITERATION_MILLIS / 1000.0,
            pct(s.iteration()),
            pct(s.fork()),
            pct(s.run()),
            n,
            pct((s.iteration() + s.fork()) / n),
            pct(s.ofMean(n))));
  }

  /** A log-scale variance as the percentage of its standard deviation. */
  private static double pct(double logVariance) {
    return 100 * (Math.exp(Math.sqrt(logVariance)) - 1);
  }
}
