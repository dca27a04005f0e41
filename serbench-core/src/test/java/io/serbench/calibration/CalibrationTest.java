package io.serbench.calibration;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.config.CodecPatterns;
import io.serbench.jmh.BenchmarkSource;
import io.serbench.jmh.JmhCompiler;
import io.serbench.jmh.JmhSourceGenerator;
import io.serbench.result.io.ResultsFile;
import io.serbench.sample.SampleSpec;
import io.serbench.testing.Generators;
import io.serbench.testmodel.Order;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.util.ListStatistics;

/**
 * Compares serbench's generated harness with hand-written JMH benchmarks of the same library calls
 * and writes the ratio table to target/calibration/calibration.md. It takes about 130 minutes (90
 * for the first nine codecs, before #43 added four), so it only runs when asked:
 *
 * <pre>mvn -pl serbench-core -Pexperiments test -Dtest=CalibrationTest -Dserbench.calibrate=true
 * </pre>
 *
 * <p>A shared build host drifts over minutes, and JMH runs all forks of one benchmark back to back,
 * so a harness benchmark and its hand-written twin would meet different hosts. The run is therefore
 * split into rounds; in each round every pair runs one fork of the harness benchmark and one of the
 * hand-written benchmark right after each other, alternating which goes first. Each round gives one
 * harness/hand-written ratio per pair, measured seconds apart; the table's ratio is the geometric
 * mean of those ratios, and its interval comes from JMH's {@link ListStatistics} over their logs.
 * The ns/op columns pool every round's measurement iterations, as JMH pools forks.
 */
class CalibrationTest {
  /**
   * The 8 foundation codecs, Fory, whose code generation makes it the most JIT-sensitive, and the
   * default set's text and Hessian libraries (#43): Jackson 3, Gson, Hessian and fastjson2.
   */
  static final List<String> CODECS =
      List.of(
          "kryo",
          "kryo-registered",
          "fst",
          "fst-registered",
          "protostuff-runtime",
          "jackson-json",
          "msgpack",
          "jdk",
          "fory",
          "jackson3-json",
          "gson",
          "hessian",
          "fastjson2");

  static final double CONFIDENCE = 0.999;

  /**
   * Warmup iterations of 1 s. Two were not enough on a two-core host: serializer call graphs are
   * large, C2 was often still compiling, and a fork's measurements kept falling by up to 40%.
   */
  static final int WARMUP_ITERATIONS = 5;

  static final int MEASUREMENT_ITERATIONS = 3;

  static final String PACKAGE = "io\\.serbench\\.generated\\.";

  @Test
  void harnessVersusHandWritten_sameCallsSameRun() throws Exception {
    Assumptions.assumeTrue(
        Boolean.getBoolean("serbench.calibrate"), "run with -Dserbench.calibrate=true");
    // 9 rounds left one pair of 18 just outside 10% of 1 (per-pair standard error about 5%, forks
    // of
    // one benchmark differ by 10-20% on a two-core host); 16 put every pair within it
    int rounds = Integer.getInteger("serbench.calibrate.rounds", 16);
    // -Dserbench.calibrate.codecs=kryo,fst checks some pairs only
    List<String> codecs =
        List.of(
            System.getProperty("serbench.calibrate.codecs", String.join(",", CODECS)).split(","));
    Path out = Path.of("target/calibration");
    Path classes = out.resolve("classes");
    SampleSpec sample = SampleSpec.generated(Order.class, 42);
    assertSameSample(sample);
    BenchmarkSource harness =
        new JmhSourceGenerator()
            .generate(
                "OrderBenchmark",
                Order.class.getName(),
                List.of(Order.class.getName()),
                List.of(sample),
                CodecPatterns.select(CodecCatalog.standard(), codecs));
    String handWritten =
        Files.readString(
            Path.of("src/test/resources/calibration/HandWrittenBenchmark.java"),
            StandardCharsets.UTF_8);
    BenchmarkSource hand =
        new BenchmarkSource("io.serbench.generated.HandWrittenBenchmark", handWritten, Map.of());
    String classpath = System.getProperty("java.class.path");
    // serbench's own fork flags (heap, FST's opened JDK packages), for both sides
    String jvmArgs =
        String.join(
            " ",
            io.serbench.jvm.JvmOptions.forks(
                io.serbench.settings.Measurement.DEFAULT,
                CodecPatterns.select(CodecCatalog.standard(), codecs).stream()
                    .flatMap(c -> c.jvmFlags(Runtime.version().feature()).stream())
                    .toList(),
                false));
    JmhCompiler.compile(List.of(harness, hand), out.resolve("src"), classes, classpath);

    Path log = out.resolve("jmh.log");
    Files.deleteIfExists(log);
    Map<String, Pair> pairs = new TreeMap<>();
    for (int round = 0; round < rounds; round++) {
      int index = 0;
      for (String codec : codecs) {
        // the hand-written class has serialize and deserialize only
        for (String operation : List.of("serialize", "deserialize")) {
          String key = codec.replaceAll("[^A-Za-z0-9]", "_") + "_" + operation;
          System.out.printf(Locale.ROOT, "calibration round %d/%d: %s%n", round + 1, rounds, key);
          Pair pair = pairs.computeIfAbsent(key, k -> new Pair());
          Path json = out.resolve("rounds").resolve(round + "-" + key);
          Files.createDirectories(json.getParent());
          double[] forkMeans = new double[2];
          List<Runnable> sides = new ArrayList<>();
          sides.add(
              () ->
                  forkMeans[0] =
                      runJmh(
                          classes,
                          classpath,
                          jvmArgs,
                          List.of(
                              "-p",
                              BenchmarkSource.CODEC_PARAM + "=" + codec,
                              PACKAGE + "OrderBenchmark\\." + operation + "$"),
                          json.resolveSibling(json.getFileName() + "-harness.json"),
                          log,
                          pair.harness));
          sides.add(
              () ->
                  forkMeans[1] =
                      runJmh(
                          classes,
                          classpath,
                          jvmArgs,
                          List.of(PACKAGE + "HandWrittenBenchmark\\." + key + "$"),
                          json.resolveSibling(json.getFileName() + "-hand.json"),
                          log,
                          pair.hand));
          if ((round + index++) % 2 == 1) {
            Collections.reverse(sides);
          }
          sides.forEach(Runnable::run);
          pair.logRatios.addValue(Math.log(forkMeans[0] / forkMeans[1]));
        }
      }
    }

    StringBuilder table = new StringBuilder();
    table.append(
        String.format(
            Locale.ROOT,
            "%d rounds of one fork per benchmark, %s, JDK %s%n%n",
            rounds,
            WARMUP_ITERATIONS
                + " x 1 s warmup and "
                + MEASUREMENT_ITERATIONS
                + " x 1 s measurement per fork",
            Runtime.version().feature()));
    table.append(
        "| benchmark | serbench harness (ns/op) | hand-written (ns/op) | ratio |"
            + " 99.9% interval of the ratio | within 10% |\n");
    table.append("|---|---:|---:|---:|:---:|:---:|\n");
    int within = 0;
    for (Map.Entry<String, Pair> entry : pairs.entrySet()) {
      Pair pair = entry.getValue();
      double ratio = Math.exp(pair.logRatios.getMean());
      boolean close = Math.abs(ratio - 1) <= 0.10;
      within += close ? 1 : 0;
      table.append(
          String.format(
              Locale.ROOT,
              "| %s | %.1f ± %.1f | %.1f ± %.1f | %.3f | %s | %s |%n",
              entry.getKey(),
              pair.harness.getMean(),
              pair.harness.getMeanErrorAt(CONFIDENCE),
              pair.hand.getMean(),
              pair.hand.getMeanErrorAt(CONFIDENCE),
              ratio,
              interval(pair.logRatios),
              close ? "yes" : "**no**"));
    }
    table.append(
        String.format(Locale.ROOT, "%n%d of %d pairs within 10%%.%n", within, pairs.size()));
    Files.writeString(out.resolve("calibration.md"), table.toString());
    System.out.println(table);
    assertThat(pairs).hasSize(codecs.size() * 2);
    assertThat(pairs.values())
        .allSatisfy(pair -> assertThat(pair.logRatios.getN()).isEqualTo(rounds));
  }

  /** Both sides must measure the very same object: the generator is seeded, so they agree. */
  private static void assertSameSample(SampleSpec sample) throws Exception {
    var jdk = CodecCatalog.create("jdk", new CodecContext(Order.class, List.of(Order.class)));
    assertThat(jdk.encode(Generators.seeded(42).generate(Order.class)))
        .isEqualTo(jdk.encode(sample.instantiate(Order.class.getClassLoader())));
  }

  /** The ratio's 99.9% interval, from the interval of the mean log ratio; n/a for one round. */
  private static String interval(ListStatistics logRatios) {
    if (logRatios.getN() < 2) {
      return "n/a";
    }
    double[] bounds = logRatios.getConfidenceIntervalAt(CONFIDENCE);
    return String.format(Locale.ROOT, "%.2f - %.2f", Math.exp(bounds[0]), Math.exp(bounds[1]));
  }

  /**
   * Runs one fork of the benchmark {@code selection} names, adds its measurement iterations to
   * {@code side} and returns the fork's mean score.
   */
  private static double runJmh(
      Path classes,
      String classpath,
      String jvmArgs,
      List<String> selection,
      Path json,
      Path log,
      ListStatistics side) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(List.of("-cp", classes.toAbsolutePath() + File.pathSeparator + classpath));
    command.addAll(
        List.of(
            "org.openjdk.jmh.Main",
            "-f",
            "1",
            "-wi",
            String.valueOf(WARMUP_ITERATIONS),
            "-w",
            "1s",
            "-i",
            String.valueOf(MEASUREMENT_ITERATIONS),
            "-r",
            "1s",
            "-jvmArgs",
            jvmArgs,
            "-rf",
            "json",
            "-rff",
            json.toString()));
    command.addAll(selection);
    try {
      Process jmh =
          new ProcessBuilder(command)
              .redirectErrorStream(true)
              .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
              .start();
      assertThat(jmh.waitFor()).as("JMH exit code, see %s", log).isZero();
      JsonNode results = ResultsFile.mapper().readTree(json.toFile());
      assertThat(results).as("results of %s in %s", selection, json).hasSize(1);
      ListStatistics fork = new ListStatistics();
      for (JsonNode iteration : results.get(0).path("primaryMetric").path("rawData").get(0)) {
        fork.addValue(iteration.asDouble());
        side.addValue(iteration.asDouble());
      }
      return fork.getMean();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /**
   * One pair's measurements: every measurement iteration of every round on each side, and the log
   * of each round's harness/hand-written ratio of fork means.
   */
  private static final class Pair {
    final ListStatistics harness = new ListStatistics();
    final ListStatistics hand = new ListStatistics();
    final ListStatistics logRatios = new ListStatistics();
  }
}
