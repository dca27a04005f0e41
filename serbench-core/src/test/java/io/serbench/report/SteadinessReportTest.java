package io.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.serbench.recommend.Recommender;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Recommendation;
import io.serbench.result.Sentinel;
import io.serbench.result.io.CiHistory;
import io.serbench.result.io.ResultsFile;
import io.serbench.stats.ForkKind;
import io.serbench.testing.ResultsFixtures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The steadiness line of the report and of summary.md: the codecs' forks that kept a level beside
 * the host's sentinel's, with the numbers results.json holds, and the sentinel in no ranking or
 * export.
 */
class SteadinessReportTest {
  /** The sentinel's forks: two kept a level, one slowed down, one never settled. */
  private static final List<ForkKind> SENTINEL =
      List.of(ForkKind.FLAT, ForkKind.WARMUP, ForkKind.SLOWDOWN, ForkKind.NO_STEADY_STATE);

  @TempDir Path directory;

  private BenchmarkResults results;
  private int codecForks;
  private int codecSteady;

  /**
   * The results fixture with one codec fork that never settled and a race with the host's sentinel,
   * written as results.json and read back as the site report reads it.
   */
  @BeforeEach
  void fixture() throws IOException {
    ObjectNode tree =
        (ObjectNode)
            ResultsFile.mapper()
                .readTree(new java.io.File("src/test/resources/results-fixture.json"));
    List<JsonNode> kinds = tree.path("samples").findValues("kind");
    ((ObjectNode) tree.path("samples").findParent("kind")).put("kind", "NO_STEADY_STATE");
    codecForks = kinds.size();
    codecSteady = codecForks - 1;
    ObjectNode race = ((ObjectNode) tree.path("environment")).putObject("race");
    race.put("seed", 7).put("minRounds", 2).put("maxRounds", 4).put("eliminating", true);
    race.putArray("rounds");
    race.put("stopped", "the plan's limit of 4 rounds");
    ObjectNode sentinel = race.putObject("sentinel");
    sentinel.put("benchmark", "io.serbench.generated.HostSentinelBenchmark.consumeCpu");
    sentinel.put("tokens", 1024);
    ArrayNode forks = sentinel.putArray("forks");
    for (int i = 0; i < SENTINEL.size(); i++) {
      ObjectNode fork = forks.addObject();
      fork.put("round", i + 1).put("mean", 1500.0 + i).put("kind", SENTINEL.get(i).name());
      fork.put("warmupCut", 0).putArray("iterationScores").add(1500.0 + i);
    }
    Path file = directory.resolve("results.json");
    Files.writeString(file, ResultsFile.mapper().writeValueAsString(tree));
    results = ResultsFile.read(file);
    results = results.withRecommendation(Recommender.recommend(results));
  }

  private String line() {
    long steady = SENTINEL.stream().filter(ForkKind::keptALevel).count();
    return String.format(
        java.util.Locale.ROOT,
        "Steadiness: %d of %d codec forks steady (%.0f%%); the host's sentinel: %d of %d (%.0f%%).",
        codecSteady,
        codecForks,
        100.0 * codecSteady / codecForks,
        steady,
        SENTINEL.size(),
        100.0 * steady / SENTINEL.size());
  }

  @Test
  void resultsJson_holdsTheSentinelsForksKindsAndUnsteadyShare() throws IOException {
    Sentinel sentinel = results.environment().race().sentinel();

    assertThat(sentinel.forks()).extracting(f -> f.kind()).containsExactlyElementsOf(SENTINEL);
    assertThat(sentinel.tokens()).isEqualTo(1024);
    assertThat(sentinel.unsteadyShare()).isEqualTo(0.5);
    assertThat(sentinel.kinds())
        .containsEntry(ForkKind.SLOWDOWN, 1)
        .containsEntry(ForkKind.NO_STEADY_STATE, 1);
    JsonNode written =
        ResultsFile.mapper().readTree(ResultsFile.mapper().writeValueAsString(results));
    assertThat(written.at("/environment/race/sentinel/unsteadyShare").asDouble()).isEqualTo(0.5);
    assertThat(written.at("/environment/race/sentinel/kinds/FLAT").asInt()).isEqualTo(1);
  }

  @Test
  void htmlReport_printsTheCodecsSteadinessBesideTheSentinels() {
    String html = HtmlReport.render(results, ResultsFixtures.REPRODUCE);

    assertThat(html)
        // FreeMarker escapes the apostrophe of what it interpolates
        .contains("<p class=\"muted\" id=\"steadiness\">" + line().replace("'", "&#39;"))
        .contains("Blackhole.consumeCPU(1024)");
  }

  @Test
  void summaryMd_printsTheCodecsSteadinessBesideTheSentinels() {
    assertThat(MarkdownSummary.render(results)).contains("\n" + line() + "\n");
  }

  @Test
  void theSentinel_isInNoRankingAndNoExport() throws IOException {
    String id = "host-sentinel";

    assertThat(results.recommendation().ranking())
        .extracting(Recommendation.Ranked::codec)
        .isNotEmpty()
        .doesNotContain(id);
    assertThat(CiHistory.bencher(results)).doesNotContain(id).doesNotContain("HostSentinel");
    assertThat(CiHistory.benchmarkAction(results))
        .doesNotContain(id)
        .doesNotContain("HostSentinel");
    assertThat(io.serbench.result.io.ResultsCsv.render(results)).doesNotContain(id);
  }
}
