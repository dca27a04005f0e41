package io.serbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.config.BenchmarkRequest;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.Score;
import io.serbench.settings.JmhSettings;
import io.serbench.settings.Measurement;
import io.serbench.testing.RecordingListener;
import io.serbench.testing.TestRequests;
import io.serbench.testing.TestRuns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One real cold-start pass: JMH's SingleShotTime in fresh forks, three single shots per codec and
 * operation, next to the steady-state figures of the same run.
 */
class ColdStartIT {
  private static final int FORKS = 3;

  @TempDir Path output;

  @Test
  void run_coldStart_everyPassingCodecHasAFirstEncodeAndDecodeWithAnInterval() throws Exception {
    BenchmarkRequest request =
        TestRequests.writingTo(output)
            .classes(List.of("io.serbench.testmodel.Order"))
            .codecs(List.of("kryo", "jackson-json", "fory"))
            .jmh(new JmhSettings(1, 1, 100, 2, 100))
            .measurement(
                new Measurement(
                    Measurement.Preset.QUICK, null, 1, List.of(), null, List.of(), false, FORKS))
            .build();
    List<String> log = new ArrayList<>();

    BenchmarkResults results = TestRuns.worker(request, new RecordingListener(log));

    List<CodecResult> order = results.samples().get(0).results();
    assertThat(order).hasSize(3).allMatch(CodecResult::passed);
    for (CodecResult result : order) {
      CodecResult.ColdStart cold = result.coldStart();
      assertThat(cold).as(result.codec()).isNotNull();
      System.out.printf(
          "cold start %s: encode %s, decode %s%n",
          result.codec(), cold.serializeUs(), cold.deserializeUs());
      assertThat(cold.failure()).as(result.codec()).isNull();
      for (Score shot : List.of(cold.serializeUs(), cold.deserializeUs())) {
        assertThat(shot.unit()).isEqualTo("us/op");
        assertThat(shot.forkMeans()).hasSize(FORKS).allMatch(v -> v > 0);
        assertThat(shot.interval()).isEqualTo(io.serbench.stats.Interval.FORKS);
        assertThat(shot.lower()).as("an interval over the forks").isLessThan(shot.score());
        assertThat(shot.upper()).isGreaterThan(shot.score());
        // the geometric mean of the shots, each fork's one shot its mean
        assertThat(Math.log(shot.score()))
            .isCloseTo(
                shot.forkMeans().stream().mapToDouble(Math::log).average().orElseThrow(),
                org.assertj.core.data.Offset.offset(1e-9));
      }
      // the first call loads and sets up the library: far slower than one call at steady state
      assertThat(cold.serializeUs().score() * 1000)
          .as(result.codec() + ": first encode against a steady-state encode")
          .isGreaterThan(10 * result.serializeNs().score());
    }
    assertThat(log).anyMatch(l -> l.startsWith("Cold start: 6 JMH benchmarks, 3 single-shot"));
    assertThat(output.resolve("jmh-cold-start.json")).isRegularFile();
    String source =
        Files.readString(output.resolve("jmh/src/io/serbench/generated/OrderColdStart.java"));
    assertThat(source).contains("Mode.SingleShotTime").doesNotContain("fromJson");

    CodecResult kryo = order.stream().filter(r -> r.codec().equals("kryo")).findFirst().get();
    String html = Files.readString(output.resolve("index.html"));
    assertThat(html)
        .contains("<h4 id=\"cold-start-0\">Cold start</h4>")
        // with its interval, unless three first calls spread so far that the interval would be
        // wider than the figure: then the report says the forks disagree and prints none
        .contains(
            shown(kryo.coldStart().serializeUs().score())
                + (kryo.coldStart().serializeUs().printable() ? " ±" : " (forks disagree)"))
        .contains("cold start: creation, first encode and first decode");
    assertThat(Files.readString(output.resolve("results.csv")))
        .contains("coldSerializeUs,coldSerializeLow,coldSerializeHigh,coldDeserializeUs")
        .contains(
            String.format(java.util.Locale.ROOT, "%.3f", kryo.coldStart().deserializeUs().score()));
    assertThat(Files.readString(output.resolve("results.json")))
        .contains("\"coldStart\"")
        .contains("\"coordinates\" : \"com.esotericsoftware:kryo:");
    // the adoption table: what each library brings, from the jars and POMs serbench resolved
    String adoption = html.substring(html.indexOf("<section id=\"adoption\">"));
    assertThat(adoption)
        .contains("com.esotericsoftware:kryo:", "org.objenesis:objenesis:", "3-Clause BSD License")
        .contains("org.codehaus.janino:janino:")
        .contains("com.fasterxml.jackson.core:jackson-databind:");
  }

  /** A number as the report shows it. */
  private static String shown(double value) {
    return String.format(java.util.Locale.ROOT, value >= 100 ? "%,.0f" : "%.1f", value);
  }
}
