package io.serbench.calibration;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.serbench.codec.CodecCatalog;
import io.serbench.jmh.BenchmarkSource;
import io.serbench.jmh.JmhCompiler;
import io.serbench.jmh.JmhSourceGenerator;
import io.serbench.result.ResultsFile;
import io.serbench.sample.SampleSpec;
import io.serbench.testmodel.Order;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Compares serbench's generated harness with hand-written JMH benchmarks of the same library calls,
 * in one JMH run, and writes the ratio table to target/calibration/calibration.md. It takes several
 * minutes, so it only runs when asked:
 *
 * <pre>mvn -pl serbench-core test -Dtest=CalibrationTest -Dserbench.calibrate=true</pre>
 */
class CalibrationTest {
  static final List<String> CODECS =
      List.of("kryo", "jackson-json", "protostuff-runtime", "jdk", "fory");

  @Test
  void harnessVersusHandWritten_sameCallsSameRun() throws Exception {
    Assumptions.assumeTrue(
        Boolean.getBoolean("serbench.calibrate"), "run with -Dserbench.calibrate=true");
    Path out = Path.of("target/calibration");
    Path classes = out.resolve("classes");
    BenchmarkSource harness =
        new JmhSourceGenerator()
            .generate(
                "OrderBenchmark",
                Order.class.getName(),
                List.of(Order.class.getName()),
                List.of(SampleSpec.generated(Order.class, 42)),
                CodecCatalog.standard().select(CODECS));
    String handWritten =
        Files.readString(
            Path.of("src/test/resources/calibration/HandWrittenBenchmark.java"),
            StandardCharsets.UTF_8);
    BenchmarkSource hand =
        new BenchmarkSource("io.serbench.generated.HandWrittenBenchmark", handWritten, Map.of());
    String classpath = System.getProperty("java.class.path");
    JmhCompiler.compile(List.of(harness, hand), out.resolve("src"), classes, classpath);

    Path json = out.resolve("jmh-result.json");
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(List.of("-cp", classes.toAbsolutePath() + File.pathSeparator + classpath));
    command.addAll(
        List.of(
            "org.openjdk.jmh.Main",
            "-f",
            Integer.getInteger("serbench.calibrate.forks", 2).toString(),
            "-wi",
            "3",
            "-w",
            "1s",
            "-i",
            "5",
            "-r",
            "1s",
            "-jvmArgs",
            "-Xms1g -Xmx1g",
            "-rf",
            "json",
            "-rff",
            json.toString(),
            // the hand-written class has serialize and deserialize only
            "io\\.serbench\\.generated\\.(OrderBenchmark\\.(serialize|deserialize)"
                + "|HandWrittenBenchmark\\..*)"));
    Process jmh = new ProcessBuilder(command).inheritIO().start();
    assertThat(jmh.waitFor()).isZero();

    Map<String, double[]> scores = new TreeMap<>();
    for (JsonNode result : ResultsFile.mapper().readTree(json.toFile())) {
      String benchmark = result.path("benchmark").asText();
      String method = benchmark.substring(benchmark.lastIndexOf('.') + 1);
      boolean isHand = benchmark.contains("HandWritten");
      if (!isHand) {
        // the harness has one method per operation and the codec as a parameter
        String codec = result.path("params").path(BenchmarkSource.CODEC_PARAM).asText();
        method = codec.replaceAll("[^A-Za-z0-9]", "_") + "_" + method;
      }
      double[] pair = scores.computeIfAbsent(method, k -> new double[4]);
      int offset = isHand ? 2 : 0;
      pair[offset] = result.path("primaryMetric").path("score").asDouble();
      pair[offset + 1] = result.path("primaryMetric").path("scoreError").asDouble();
    }
    StringBuilder table = new StringBuilder();
    table.append("| benchmark | serbench harness (ns/op) | hand-written (ns/op) | ratio |\n");
    table.append("|---|---:|---:|---:|\n");
    for (Map.Entry<String, double[]> entry : scores.entrySet()) {
      double[] s = entry.getValue();
      table.append(
          String.format(
              Locale.ROOT,
              "| %s | %.1f ± %.1f | %.1f ± %.1f | %.3f |%n",
              entry.getKey(),
              s[0],
              s[1],
              s[2],
              s[3],
              s[0] / s[2]));
    }
    Files.writeString(out.resolve("calibration.md"), table.toString());
    System.out.println(table);
    assertThat(scores).hasSize(CODECS.size() * 2);
  }
}
