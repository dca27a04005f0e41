package io.serbench.calibration;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.serbench.BenchmarkListener;
import io.serbench.BenchmarkRequest;
import io.serbench.Measurement;
import io.serbench.codec.CodecCatalog;
import io.serbench.jmh.BenchmarkSource;
import io.serbench.jmh.JmhCompiler;
import io.serbench.jmh.SteadyState;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.ResultsFile;
import io.serbench.result.Score;
import io.serbench.run.BenchmarkEngine;
import io.serbench.run.Serbench;
import io.serbench.testmodel.Order;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.util.ListStatistics;

/**
 * The accuracy check of the default settings: a benchmark, not a timed test. Each run measures the
 * 8 foundation codecs on one model class with serbench's <em>default</em> preset, exactly as {@code
 * mvn serbench:benchmark} does (worker JVM, probes, generated harness, JMH forks), then measures
 * the same library calls in the hand-written benchmark with a long steady-state run right after:
 * {@value #REFERENCE_FORKS} forks, each 3 x 1 s warmup and 30 x 100 ms measurement. The steady
 * state of a call is the median of the forks' steady means (each fork cleared of outliers by the
 * same published rules serbench applies, {@link SteadyState#fork}); on a shared two-core host a
 * whole fork can run at a level 1.7 times slower than the others, and the median of three is not
 * moved by one such fork. JMH's own mean over all of the long run's iterations is printed next to
 * it, so both readings are on record.
 *
 * <p>It prints, and writes to {@code target/accuracy/accuracy.md}, each reported figure's ratio to
 * both, the median relative 99.9% interval of the contenders and of the others, the wall time and
 * the pick. Three consecutive runs by default ({@code -Dserbench.accuracy.runs=N}); {@code
 * -Dserbench.accuracy.preset=thorough} checks another preset. It takes about 25 minutes, so it only
 * runs when asked:
 *
 * <pre>mvn -pl serbench-core test -Dtest=AccuracyCheck -Dserbench.accuracy=true</pre>
 */
class AccuracyCheck {
  static final List<String> CODECS = CalibrationTest.CODECS.subList(0, 8);

  /** Forks of the long reference run. */
  static final int REFERENCE_FORKS = 3;

  /** A call's steady state in the long run: the forks' median and JMH's mean over all of them. */
  record Reference(double median, double jmhMean) {}

  @Test
  void defaultSettingsAgainstALongHandWrittenRun() throws Exception {
    Assumptions.assumeTrue(
        Boolean.getBoolean("serbench.accuracy"), "run with -Dserbench.accuracy=true");
    int runs = Integer.getInteger("serbench.accuracy.runs", 3);
    Path out = Path.of("target/accuracy").toAbsolutePath();
    Path classes = out.resolve("hand-classes");
    String classpath = System.getProperty("java.class.path");
    JmhCompiler.compile(
        List.of(
            new BenchmarkSource(
                "io.serbench.generated.HandWrittenBenchmark",
                Files.readString(
                    Path.of("src/test/resources/calibration/HandWrittenBenchmark.java"),
                    StandardCharsets.UTF_8),
                Map.of())),
        out.resolve("hand-src"),
        classes,
        classpath);
    String jvmArgs =
        String.join(" ", BenchmarkEngine.forkJvmArgs(CodecCatalog.standard().select(CODECS)));
    StringBuilder report = new StringBuilder();
    for (int run = 1; run <= runs; run++) {
      long start = System.nanoTime();
      BenchmarkResults results = serbench(out.resolve("run-" + run));
      double wall = (System.nanoTime() - start) / 1e9;
      Map<String, Reference> steady = longRun(classes, classpath, jvmArgs, out, run);
      String table = table(run, results, steady, wall);
      System.out.println(table);
      report.append(table).append('\n');
      Files.writeString(out.resolve("accuracy.md"), report.toString());
    }
  }

  private static BenchmarkResults serbench(Path output) throws Exception {
    List<String> classpath =
        Arrays.asList(System.getProperty("java.class.path").split(File.pathSeparator));
    BenchmarkRequest request =
        BenchmarkRequest.builder()
            .classes(List.of(Order.class.getName()))
            .codecs(CODECS)
            .classesDirectory("target/test-classes")
            .sourceDirectories(List.of("src/test/java"))
            .outputDirectory(output.toString())
            .measurement(
                new Measurement(
                    Measurement.preset(System.getProperty("serbench.accuracy.preset", "standard")),
                    null,
                    1,
                    List.of()))
            .projectClasspath(classpath)
            .javaExecutable(Path.of(System.getProperty("java.home"), "bin", "java").toString())
            .build();
    return Serbench.run(request, BenchmarkListener.console());
  }

  /** Every hand-written serialize and deserialize benchmark at steady state, by method name. */
  private static Map<String, Reference> longRun(
      Path classes, String classpath, String jvmArgs, Path out, int run) throws Exception {
    Path json = out.resolve("long-" + run + ".json");
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(List.of("-cp", classes.toAbsolutePath() + File.pathSeparator + classpath));
    command.addAll(
        List.of(
            "org.openjdk.jmh.Main",
            "-f",
            String.valueOf(REFERENCE_FORKS),
            "-wi",
            "3",
            "-w",
            "1s",
            "-i",
            "30",
            "-r",
            "100ms",
            "-jvmArgs",
            jvmArgs,
            "-rf",
            "json",
            "-rff",
            json.toString(),
            "io\\.serbench\\.generated\\.HandWrittenBenchmark\\.("
                + String.join("|", CODECS.stream().map(AccuracyCheck::method).toList())
                + ")_(serialize|deserialize)$"));
    Process jmh =
        new ProcessBuilder(command)
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.appendTo(out.resolve("long.log").toFile()))
            .start();
    assertThat(jmh.waitFor()).as("JMH exit code, see target/accuracy/long.log").isZero();
    Map<String, Reference> scores = new LinkedHashMap<>();
    for (JsonNode benchmark : ResultsFile.mapper().readTree(json.toFile())) {
      String name = benchmark.get("benchmark").asText();
      List<Double> forkMeans = new ArrayList<>();
      for (JsonNode fork : benchmark.path("primaryMetric").path("rawData")) {
        List<Double> series = new ArrayList<>();
        fork.forEach(value -> series.add(value.asDouble()));
        forkMeans.add(
            SteadyState.fork(series).kept().stream()
                .mapToDouble(Double::doubleValue)
                .average()
                .orElseThrow());
      }
      scores.put(
          name.substring(name.lastIndexOf('.') + 1),
          new Reference(
              median(forkMeans), benchmark.path("primaryMetric").path("score").asDouble()));
    }
    assertThat(scores).hasSize(CODECS.size() * 2);
    return scores;
  }

  private static String method(String codec) {
    return codec.replaceAll("[^A-Za-z0-9]", "_");
  }

  private static String table(
      int run, BenchmarkResults results, Map<String, Reference> steady, double wall) {
    StringBuilder t = new StringBuilder();
    t.append(
        String.format(
            Locale.ROOT,
            "### Run %d: %s; %.0f s; recommends %s%n%n",
            run,
            results.environment().plan(),
            wall,
            results.recommendation().codec()));
    t.append(
        "| codec, operation | serbench (ns/op) | relative 99.9% interval | left out as outliers"
            + " | measured in | steady state (ns/op) | ratio | JMH's mean of the long run (ns/op)"
            + " | ratio |\n|---|---:|---:|---:|---|---:|---:|---:|---:|\n");
    ListStatistics logRatios = new ListStatistics();
    List<Double> contenders = new ArrayList<>();
    List<Double> others = new ArrayList<>();
    int within = 0;
    int withinMean = 0;
    int figures = 0;
    int unsteady = 0;
    for (CodecResult r : results.samples().get(0).results()) {
      for (String operation : List.of("serialize", "deserialize")) {
        Score score = operation.equals("serialize") ? r.serializeNs() : r.deserializeNs();
        Reference reference = steady.get(method(r.codec()) + "_" + operation);
        assertThat(score).as("%s %s measured", r.codec(), operation).isNotNull();
        double ratio = score.score() / reference.median();
        double ratioMean = score.score() / reference.jmhMean();
        double relative = score.error() == null ? Double.NaN : score.error() / score.score();
        logRatios.addValue(Math.log(ratio));
        figures++;
        within += Math.abs(ratio - 1) <= 0.10 ? 1 : 0;
        withinMean += Math.abs(ratioMean - 1) <= 0.10 ? 1 : 0;
        unsteady += score.unsteady() ? 1 : 0;
        ("confirmation".equals(r.measuredIn()) ? contenders : others).add(relative);
        t.append(
            String.format(
                Locale.ROOT,
                "| %s %s | %,.0f | %.1f%% | %d of %d | %s%s | %,.0f | %.2f | %,.0f | %.2f |%n",
                r.codec(),
                operation,
                score.score(),
                relative * 100,
                score.outliers() == null ? 0 : score.outliers(),
                score.iterationScores().size() + (score.outliers() == null ? 0 : score.outliers()),
                r.measuredIn() == null ? "single pass" : r.measuredIn(),
                score.unsteady() ? ", not steady" : "",
                reference.median(),
                ratio,
                reference.jmhMean(),
                ratioMean));
      }
    }
    t.append(
        String.format(
            Locale.ROOT,
            "%n%d of %d figures within 10%% of the steady state (%d of JMH's mean of the long run);"
                + " geometric mean ratio %.3f; median relative interval %.1f%% (contenders), %.1f%%"
                + " (others); %d marked not steady; %.0f s%n",
            within,
            figures,
            withinMean,
            Math.exp(logRatios.getMean()),
            median(contenders) * 100,
            median(others) * 100,
            unsteady,
            wall));
    return t.toString();
  }

  private static double median(List<Double> values) {
    List<Double> sorted = values.stream().filter(v -> !v.isNaN()).sorted().toList();
    if (sorted.isEmpty()) {
      return Double.NaN;
    }
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }
}
