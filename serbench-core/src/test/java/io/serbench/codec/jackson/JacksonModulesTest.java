package io.serbench.codec.jackson;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.serbench.jmh.BenchmarkSource;
import io.serbench.jmh.JmhCompiler;
import io.serbench.result.io.ResultsFile;
import io.serbench.stats.ForkSeries;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Measures, for {@code codecs.md}, whether Afterburner or Blackbird speeds up serbench's Jackson
 * setup, and what hessian's reused streams save: {@code mvn -pl serbench-core -Pexperiments test
 * -Dtest=JacksonModulesTest -Dserbench.jacksonModules=true}. One JMH run, the variant a
 * {@code @Param}, every combination in forks of its own. The unit is the fork: each fork's steady
 * mean ({@link ForkSeries}), the ratio of the two sides' geometric means, and a 95% Welch interval
 * on the log fork means. The model is jvm-serializers' media.1 with its public accessors, which the
 * modules replace with generated code ({@code -Dserbench.jacksonModules.models=demo,media} adds the
 * all-private demo order).
 */
class JacksonModulesTest {
  static final double CONFIDENCE = 0.95;

  @Test
  void afterburnerAndBlackbird_againstThePlainSetup_andHessianReuse() throws Exception {
    Assumptions.assumeTrue(
        Boolean.getBoolean("serbench.jacksonModules"), "run with -Dserbench.jacksonModules=true");
    int forks = Integer.getInteger("serbench.jacksonModules.forks", 4);
    List<String> models =
        List.of(System.getProperty("serbench.jacksonModules.models", "media").split(","));
    Path out = Path.of("target/jackson-modules");
    String classpath = System.getProperty("java.class.path");
    List<BenchmarkSource> sources = new ArrayList<>();
    for (String name : List.of("JacksonModulesBenchmark", "HessianReuseBenchmark")) {
      String source =
          Files.readString(
              Path.of("src/test/resources/jackson-modules/" + name + ".java"),
              StandardCharsets.UTF_8);
      sources.add(new BenchmarkSource("io.serbench.generated." + name, source, Map.of()));
    }
    JmhCompiler.compile(sources, out.resolve("src"), out.resolve("classes"), classpath);
    Path json = out.resolve("jmh-result.json");
    if (!Boolean.getBoolean("serbench.jacksonModules.reuse")) {
      runJmh(out.resolve("classes"), classpath, forks, String.join(",", models), json, out);
    }
    Map<String, List<Double>> forkMeans = forkMeans(json);
    StringBuilder table = new StringBuilder();
    table.append(
        String.format(
            Locale.ROOT,
            "%d forks x (4 x 1 s warmup, 5 x 1 s measurement), JDK %s, %d cores; ratio of"
                + " geometric means of the fork means, 95%% Welch interval%n%n",
            forks,
            Runtime.version(),
            Runtime.getRuntime().availableProcessors()));
    table.append(
        "| format | model | operation | plain (ns/op) | Afterburner | Blackbird |\n"
            + "|---|---|---|---:|---|---|\n");
    for (String format : List.of("JSON", "SMILE", "CBOR")) {
      for (String model : models) {
        for (String operation : List.of("serialize", "deserialize")) {
          String prefix = format + " " + model + " " + operation + " ";
          List<Double> plain = forkMeans.get(prefix + "plain");
          assertThat(plain).as(prefix).isNotNull();
          table.append(
              String.format(
                  Locale.ROOT,
                  "| %s | %s | %s | %.0f | %s | %s |%n",
                  format,
                  model,
                  operation,
                  Math.exp(logMean(plain)),
                  ratio(forkMeans.get(prefix + "afterburner"), plain),
                  ratio(forkMeans.get(prefix + "blackbird"), plain)));
        }
      }
    }
    table.append(
        "\n| hessian on media.1 | fresh streams (ns/op) | reused / fresh |\n|---|---:|---|\n");
    for (String operation : List.of("serialize", "deserialize")) {
      List<Double> fresh = forkMeans.get("HESSIAN media " + operation + " fresh");
      table.append(
          String.format(
              Locale.ROOT,
              "| %s | %.0f | %s |%n",
              operation,
              Math.exp(logMean(fresh)),
              ratio(forkMeans.get("HESSIAN media " + operation + " reused"), fresh)));
    }
    Files.writeString(out.resolve("jackson-modules.md"), table.toString());
    System.out.println(table);
  }

  private static void runJmh(
      Path classes, String classpath, int forks, String models, Path json, Path out)
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
            "5",
            "-r",
            "1s",
            "-p",
            "model=" + models,
            "-jvmArgs",
            "-Xms1g -Xmx1g",
            "-rf",
            "json",
            "-rff",
            json.toString(),
            "io\\.serbench\\.generated\\.(JacksonModules|HessianReuse)Benchmark\\..*"));
    Process jmh =
        new ProcessBuilder(command)
            .redirectErrorStream(true)
            .redirectOutput(out.resolve("jmh.log").toFile())
            .start();
    assertThat(jmh.waitFor()).as("JMH exit code, see target/jackson-modules/jmh.log").isZero();
  }

  /** Each fork's steady mean, by "format model operation variant". */
  private static Map<String, List<Double>> forkMeans(Path json) throws Exception {
    Map<String, List<Double>> means = new TreeMap<>();
    for (JsonNode result : ResultsFile.mapper().readTree(json.toFile())) {
      String benchmark = result.path("benchmark").asText();
      String operation = benchmark.replaceAll(".*\\.", "");
      JsonNode params = result.path("params");
      String key =
          (benchmark.contains("HessianReuse")
                  ? "HESSIAN media"
                  : params.path("format").asText() + " " + params.path("model").asText())
              + " "
              + operation
              + " "
              + params.path("module").asText();
      List<Double> forks = new ArrayList<>();
      for (JsonNode fork : result.path("primaryMetric").path("rawData")) {
        List<Double> iterations = new ArrayList<>();
        fork.forEach(iteration -> iterations.add(iteration.asDouble()));
        forks.add(ForkSeries.classify(iterations).mean());
      }
      means.put(key, forks);
    }
    return means;
  }

  private static double logMean(List<Double> forks) {
    return forks.stream().mapToDouble(Math::log).average().orElseThrow();
  }

  private static double logVariance(List<Double> forks) {
    double mean = logMean(forks);
    return forks.stream().mapToDouble(f -> Math.pow(Math.log(f) - mean, 2)).sum()
        / (forks.size() - 1);
  }

  /**
   * The variant's time over the baseline's, with the 95% Welch interval on the log fork means; bold
   * where the interval lies wholly below 0.95.
   */
  private static String ratio(List<Double> variant, List<Double> baseline) {
    double log = logMean(variant) - logMean(baseline);
    double a = logVariance(variant) / variant.size();
    double b = logVariance(baseline) / baseline.size();
    double df = Math.pow(a + b, 2) / (a * a / (variant.size() - 1) + b * b / (baseline.size() - 1));
    double t =
        new TDistribution(Math.max(1, df)).inverseCumulativeProbability(0.5 + CONFIDENCE / 2);
    double error = t * Math.sqrt(a + b);
    double high = Math.exp(log + error);
    String text =
        String.format(
            Locale.ROOT, "%.3f (%.3f - %.3f)", Math.exp(log), Math.exp(log - error), high);
    return high < 0.95 ? "**" + text + "**" : text;
  }
}
