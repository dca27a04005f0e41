package io.serbench.codec.jackson;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.serbench.jmh.BenchmarkSource;
import io.serbench.jmh.JmhCompiler;
import io.serbench.result.ResultsFile;
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
import org.openjdk.jmh.util.ListStatistics;

/**
 * Measures whether Afterburner or Blackbird speeds up serbench's Jackson setup, for {@code
 * codecs.md}: {@code mvn -pl serbench-core -Pexperiments test -Dtest=JacksonModulesTest
 * -Dserbench.jacksonModules=true}. One JMH run with the module as a {@code @Param}, every
 * combination in forks of its own; the table gives each module's time relative to the plain setup,
 * with a 99.9% interval from JMH's per-iteration scores (log-space, the two sides independent).
 */
class JacksonModulesTest {
  static final double CONFIDENCE = 0.999;

  @Test
  void afterburnerAndBlackbird_againstThePlainFieldBindingSetup() throws Exception {
    Assumptions.assumeTrue(
        Boolean.getBoolean("serbench.jacksonModules"), "run with -Dserbench.jacksonModules=true");
    int forks = Integer.getInteger("serbench.jacksonModules.forks", 2);
    Path out = Path.of("target/jackson-modules");
    Path classes = out.resolve("classes");
    String source =
        Files.readString(
            Path.of("src/test/resources/jackson-modules/JacksonModulesBenchmark.java"),
            StandardCharsets.UTF_8);
    String classpath = System.getProperty("java.class.path");
    JmhCompiler.compile(
        List.of(
            new BenchmarkSource("io.serbench.generated.JacksonModulesBenchmark", source, Map.of())),
        out.resolve("src"),
        classes,
        classpath);
    Path json = out.resolve("jmh-result.json");
    if (!Boolean.getBoolean("serbench.jacksonModules.reuse")) {
      runJmh(classes, classpath, forks, json, out);
    }
    Map<String, ListStatistics> scores = scores(json);
    StringBuilder table = new StringBuilder();
    table.append(
        String.format(
            Locale.ROOT,
            "%d forks x (4 x 1 s warmup, 4 x 1 s measurement), JDK %s, %d cores%n%n",
            forks,
            Runtime.version(),
            Runtime.getRuntime().availableProcessors()));
    table.append(
        "| format | model | operation | plain (ns/op) | Afterburner | Blackbird |\n"
            + "|---|---|---|---:|---|---|\n");
    StringBuilder perCodec = new StringBuilder();
    perCodec.append("\n| codec | Afterburner, all four | Blackbird, all four |\n|---|---|---|\n");
    for (String format : List.of("JSON", "SMILE", "CBOR")) {
      Map<String, List<double[]>> logRatios = new TreeMap<>();
      for (String model : List.of("demo", "media")) {
        for (String operation : List.of("serialize", "deserialize")) {
          String prefix = format + " " + model + " " + operation + " ";
          ListStatistics plain = scores.get(prefix + "plain");
          assertThat(plain).as(prefix).isNotNull();
          List<String> cells = new ArrayList<>();
          for (String module : List.of("afterburner", "blackbird")) {
            double[] logRatio = logRatio(scores.get(prefix + module), plain);
            logRatios.computeIfAbsent(module, k -> new ArrayList<>()).add(logRatio);
            cells.add(text(logRatio[0], logRatio[1]));
          }
          table.append(
              String.format(
                  Locale.ROOT,
                  "| %s | %s | %s | %.0f ± %.0f | %s | %s |%n",
                  format,
                  model,
                  operation,
                  plain.getMean(),
                  plain.getMeanErrorAt(CONFIDENCE),
                  cells.get(0),
                  cells.get(1)));
        }
      }
      perCodec.append("| ").append(CODECS.get(format));
      for (String module : List.of("afterburner", "blackbird")) {
        // the geometric mean over models and operations, its error from the cells' errors
        List<double[]> cells = logRatios.get(module);
        double mean = cells.stream().mapToDouble(c -> c[0]).average().orElseThrow();
        double error = Math.sqrt(cells.stream().mapToDouble(c -> c[1] * c[1]).sum()) / cells.size();
        perCodec.append(" | ").append(text(mean, error));
      }
      perCodec.append(" |\n");
    }
    table.append(perCodec);
    Files.writeString(out.resolve("jackson-modules.md"), table.toString());
    System.out.println(table);
  }

  private static final Map<String, String> CODECS =
      Map.of("JSON", "jackson-json", "SMILE", "jackson-smile", "CBOR", "jackson-cbor");

  private static void runJmh(Path classes, String classpath, int forks, Path json, Path out)
      throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(List.of("-cp", classes.toAbsolutePath() + File.pathSeparator + classpath));
    command.addAll(
        List.of(
            "org.openjdk.jmh.Main",
            "-f",
            String.valueOf(forks),
            "-wi",
            "4",
            "-w",
            "1s",
            "-i",
            "4",
            "-r",
            "1s",
            "-jvmArgs",
            "-Xms1g -Xmx1g",
            "-rf",
            "json",
            "-rff",
            json.toString(),
            "io\\.serbench\\.generated\\.JacksonModulesBenchmark\\..*"));
    Process jmh =
        new ProcessBuilder(command)
            .redirectErrorStream(true)
            .redirectOutput(out.resolve("jmh.log").toFile())
            .start();
    assertThat(jmh.waitFor()).as("JMH exit code, see target/jackson-modules/jmh.log").isZero();
  }

  /** Every iteration of every fork, by "format model operation module". */
  private static Map<String, ListStatistics> scores(Path json) throws Exception {
    Map<String, ListStatistics> scores = new TreeMap<>();
    for (JsonNode result : ResultsFile.mapper().readTree(json.toFile())) {
      String operation = result.path("benchmark").asText().replaceAll(".*\\.", "");
      JsonNode params = result.path("params");
      String key =
          params.path("format").asText()
              + " "
              + params.path("model").asText()
              + " "
              + operation
              + " "
              + params.path("module").asText();
      ListStatistics statistics = new ListStatistics();
      for (JsonNode fork : result.path("primaryMetric").path("rawData")) {
        fork.forEach(iteration -> statistics.addValue(iteration.asDouble()));
      }
      scores.put(key, statistics);
    }
    return scores;
  }

  /**
   * The log of the module's mean time over the plain one, and its 99.9% error from the two sides'
   * standard errors in log space (the sides are independent forks).
   */
  private static double[] logRatio(ListStatistics module, ListStatistics plain) {
    double z =
        new org.apache.commons.math3.distribution.NormalDistribution()
            .inverseCumulativeProbability(0.5 + CONFIDENCE / 2);
    double error =
        z
            * Math.sqrt(
                Math.pow(module.getStandardDeviation() / module.getMean(), 2) / module.getN()
                    + Math.pow(plain.getStandardDeviation() / plain.getMean(), 2) / plain.getN());
    return new double[] {Math.log(module.getMean() / plain.getMean()), error};
  }

  /** The ratio and its interval; bold where the interval lies wholly below 0.95. */
  private static String text(double log, double error) {
    double high = Math.exp(log + error);
    String text =
        String.format(
            Locale.ROOT, "%.3f (%.3f - %.3f)", Math.exp(log), Math.exp(log - error), high);
    return high < 0.95 ? "**" + text + "**" : text;
  }
}
