package io.serbench.result.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.Score;
import io.serbench.testing.ResultsFixtures;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The CI-history exports hold to the shapes their tools document: Bencher's Metric Format (an
 * object of benchmarks, each an object of measures, each with a numeric {@code value} and optional
 * {@code lower_value} and {@code upper_value}), and github-action-benchmark's {@code
 * customSmallerIsBetter} input (an array of {@code name}, {@code unit}, {@code value} and optional
 * {@code range} and {@code extra}).
 */
class CiHistoryTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void bencher_oneBenchmarkPerSampleCodecAndOperation_withTheMeasuredFigures() throws Exception {
    BenchmarkResults results = ResultsFixtures.read();
    JsonNode bencher = JSON.readTree(CiHistory.bencher(results));

    CodecResult kryo = results.samples().get(0).result("kryo").orElseThrow();
    JsonNode serialize = bencher.get("com.acme.Fixtures#tree/kryo/serialize");
    assertThat(serialize).as(bencher.toString()).isNotNull();
    assertThat(serialize.get("latency").get("value").asDouble())
        .isEqualTo(kryo.serializeNs().score());
    assertThat(serialize.get("latency").get("lower_value").asDouble())
        .isEqualTo(kryo.serializeNs().lower());
    assertThat(serialize.get("latency").get("upper_value").asDouble())
        .isEqualTo(kryo.serializeNs().upper());
    assertThat(serialize.get("bytes").get("value").asInt()).isEqualTo(kryo.sizeBytes());
    assertThat(
            bencher
                .get("com.acme.Fixtures#tree/kryo/deserialize")
                .get("latency")
                .get("value")
                .asDouble())
        .isEqualTo(kryo.deserializeNs().score());
    // a codec that failed its round trip has no figure to export
    assertThat(bencher.has("com.acme.Fixtures#tree/kryo-registered/serialize")).isFalse();

    assertBencherAccepts(bencher);
  }

  @Test
  void bencher_nonFiniteFigures_areLeftOut_soThatBencherStillReadsTheWholeFile() throws Exception {
    // a fork whose gc profiler reported no allocation leaves NaN, and an interval can lose an end;
    // Jackson writes such values as strings, and Bencher's json adapter then rejects every figure
    BenchmarkResults results =
        ResultsFixtures.map(
            ResultsFixtures.read(),
            "kryo",
            r ->
                r.withMeasurement(
                    new CodecResult.Timing(
                        withBounds(r.serializeNs(), Double.NaN, Double.POSITIVE_INFINITY),
                        r.deserializeNs(),
                        r.roundTripNs()),
                    new CodecResult.Allocation(Double.NaN, 512.0, null),
                    r.measuredIn(),
                    null));
    JsonNode bencher = JSON.readTree(CiHistory.bencher(results));

    assertBencherAccepts(bencher);
    JsonNode serialize = bencher.get("com.acme.Fixtures#tree/kryo/serialize");
    assertThat(serialize.get("latency").has("value")).isTrue();
    assertThat(serialize.get("latency").has("lower_value")).isFalse();
    assertThat(serialize.get("latency").has("upper_value")).isFalse();
    assertThat(serialize.has(CiHistory.ALLOCATION)).isFalse();
    assertThat(
            bencher
                .get("com.acme.Fixtures#tree/kryo/deserialize")
                .get(CiHistory.ALLOCATION)
                .get("value")
                .asDouble())
        .isEqualTo(512.0);

    JsonNode action = JSON.readTree(CiHistory.benchmarkAction(results));
    action.forEach(
        entry ->
            assertThat(
                    entry.get("value").isNumber() && Double.isFinite(entry.get("value").asDouble()))
                .as(entry.toString())
                .isTrue());
    assertThat(find(action, "com.acme.Fixtures#tree/kryo/serialize").has("range")).isFalse();
  }

  /**
   * What Bencher's json adapter (bencher_adapter's {@code AdapterJson}, which its API runs on
   * {@code bencher run --adapter json}) accepts: an object of benchmark names, non-empty and at
   * most 1024 bytes, each an object of measures, each with a finite numeric {@code value} and
   * optional {@code lower_value} and {@code upper_value}. One value outside that makes it reject
   * the whole file.
   */
  private static void assertBencherAccepts(JsonNode bencher) {
    assertThat(bencher.isObject()).isTrue();
    bencher
        .fields()
        .forEachRemaining(
            benchmark -> {
              assertThat(benchmark.getKey().getBytes(StandardCharsets.UTF_8).length)
                  .isBetween(1, 1024);
              benchmark
                  .getValue()
                  .fields()
                  .forEachRemaining(
                      measure -> {
                        JsonNode metric = measure.getValue();
                        List<String> keys = new ArrayList<>();
                        metric.fieldNames().forEachRemaining(keys::add);
                        assertThat(keys).contains("value");
                        assertThat(keys).isSubsetOf("value", "lower_value", "upper_value");
                        metric.forEach(
                            number ->
                                assertThat(number.isNumber() && Double.isFinite(number.asDouble()))
                                    .as(benchmark.getKey() + " " + measure.getKey() + " " + metric)
                                    .isTrue());
                        if (metric.has("lower_value")) {
                          assertThat(metric.get("lower_value").asDouble())
                              .isLessThanOrEqualTo(metric.get("value").asDouble());
                          assertThat(metric.get("upper_value").asDouble())
                              .isGreaterThanOrEqualTo(metric.get("value").asDouble());
                        }
                      });
            });
  }

  private static Score withBounds(Score score, double lower, double upper) {
    return new Score(
        score.score(),
        lower,
        upper,
        score.interval(),
        score.unit(),
        score.forks(),
        score.iterations(),
        score.perFork(),
        score.steady(),
        score.levels());
  }

  @Test
  void benchmarkAction_timesSizesAndExtras_inTheCustomSmallerIsBetterShape() throws Exception {
    BenchmarkResults results = ResultsFixtures.read();
    JsonNode entries = JSON.readTree(CiHistory.benchmarkAction(results));

    assertThat(entries.isArray()).isTrue();
    entries.forEach(
        entry -> {
          List<String> keys = new ArrayList<>();
          entry.fieldNames().forEachRemaining(keys::add);
          assertThat(keys).contains("name", "unit", "value");
          assertThat(keys).isSubsetOf("name", "unit", "value", "range", "extra");
          assertThat(entry.get("value").isNumber()).isTrue();
        });
    JsonNode serialize = find(entries, "com.acme.Fixtures#tree/kryo/serialize");
    CodecResult kryo = results.samples().get(0).result("kryo").orElseThrow();
    assertThat(serialize.get("unit").asText()).isEqualTo("ns/op");
    assertThat(serialize.get("value").asDouble()).isEqualTo(kryo.serializeNs().score());
    assertThat(serialize.get("range").asText()).startsWith("95% interval ");
    assertThat(serialize.get("extra").asText())
        .contains("forks: 3")
        .contains("steady: ")
        .contains("library: com.esotericsoftware:kryo ");
    JsonNode size = find(entries, "com.acme.Fixtures#tree/kryo/size");
    assertThat(size.get("unit").asText()).isEqualTo("bytes");
    assertThat(size.get("value").asInt()).isEqualTo(kryo.sizeBytes());
  }

  @Test
  void names_areTheSameInAnotherRunOfTheSameCode_whateverItsFigures() throws Exception {
    BenchmarkResults first = ResultsFixtures.read();
    Score slower = ResultsFixtures.score(9000, 300);
    BenchmarkResults second =
        ResultsFixtures.map(first, "kryo", r -> ResultsFixtures.withScores(r, slower, slower));

    assertThat(names(CiHistory.bencher(second))).isEqualTo(names(CiHistory.bencher(first)));
    assertThat(names(CiHistory.bencher(first)))
        .allSatisfy(name -> assertThat(name).doesNotContainPattern("fork|round"));
  }

  @Test
  void aComparison_leadsEachNameWithItsRunsLabel_soThatRunsOfSeveralHostsDoNotCollide()
      throws Exception {
    BenchmarkResults results = ResultsFixtures.read();
    List<CiHistory.Run> runs =
        List.of(
            new CiHistory.Run("ubuntu-jdk17", results), new CiHistory.Run("arm-jdk25", results));

    List<String> names = names(CiHistory.bencher(runs));
    assertThat(names)
        .contains(
            "ubuntu-jdk17/com.acme.Fixtures#tree/kryo/serialize",
            "arm-jdk25/com.acme.Fixtures#tree/kryo/serialize")
        .hasSize(2 * names(CiHistory.bencher(results)).size());
    JsonNode action = JSON.readTree(CiHistory.benchmarkAction(runs));
    assertThat(find(action, "arm-jdk25/com.acme.Fixtures#tree/kryo/size").get("unit").asText())
        .isEqualTo("bytes");
  }

  private static List<String> names(String bencher) throws Exception {
    List<String> names = new ArrayList<>();
    JSON.readTree(bencher).fieldNames().forEachRemaining(names::add);
    return names;
  }

  private static JsonNode find(JsonNode entries, String name) {
    for (JsonNode entry : entries) {
      if (entry.get("name").asText().equals(name)) {
        return entry;
      }
    }
    throw new AssertionError("no entry " + name + " in " + entries);
  }
}
