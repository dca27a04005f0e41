package io.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.result.BaselineComparison;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Recommendation;
import io.serbench.testing.ResultsFixtures;
import java.util.List;
import org.junit.jupiter.api.Test;

/** summary.md: what a CI job shows of a run. */
class MarkdownSummaryTest {
  @Test
  void theRecommendationReasonsAndRankingWithTheMeasuredRatios() throws Exception {
    BenchmarkResults results = ResultsFixtures.recommended();
    Recommendation recommendation = results.recommendation();

    String md = MarkdownSummary.render(results);

    assertThat(md).startsWith("## serbench recommends `" + recommendation.codec() + "`\n");
    // the headline is the answer's first paragraph, not one reason among others
    assertThat(md).contains("\n\n" + recommendation.reasons().get(0) + "\n");
    assertThat(md)
        .contains(
            "| Rank | Codec | Score | Score vs. leader (95%) | Time vs. fastest | Size vs."
                + " smallest |")
        .contains("|---:|---|---:|---|---:|---:|");
    Recommendation.Ranked first = recommendation.ranking().get(0);
    assertThat(md)
        .contains(
            String.format(
                java.util.Locale.ROOT,
                "| 1 | `%s` | %.2f | leader | %.2fx | %.2fx |",
                first.codec(),
                first.score(),
                first.relativeTime(),
                first.relativeSize()));
    assertThat(md).doesNotContain("Baseline gate");
  }

  @Test
  void aFailedGateIsAWarning_andNoRecommendationSaysSo() throws Exception {
    BenchmarkResults results =
        ResultsFixtures.recommended()
            .withRecommendation(
                Recommendation.none(
                    List.of("no codec meets the constraints (graph | crossLanguage)"),
                    List.of(),
                    io.serbench.result.Requirement.GRAPH))
            .withBaseline(
                new BaselineComparison(
                    "old/results.json",
                    "2026-11-01T00:00:00Z",
                    "kryo",
                    0.10,
                    List.of(),
                    List.of(),
                    true,
                    false,
                    "kryo is 25% slower than the baseline"));

    String md = MarkdownSummary.render(results);

    assertThat(md).startsWith("## serbench: no codec can be recommended\n");
    assertThat(md).contains("- no codec meets the constraints (graph \\| crossLanguage)");
    assertThat(md)
        .contains("> [!WARNING]\n> **Baseline gate failed:** kryo is 25% slower than the baseline");
    assertThat(md).doesNotContain("| Rank |");
  }

  @Test
  void adopt_thePicksDependencySetupAndFlagsInFencedBlocks() {
    BenchmarkResults results =
        ResultsFixtures.withPick(
            ResultsFixtures.recommended(),
            HtmlReportTest.measured(
                "fory-registered",
                "org.apache.fory:fory-core",
                "0.13.1",
                List.of("org.apache.fory:fory-core:0.13.1", "com.google.guava:guava:33.0.0-jre"),
                List.of("--add-opens=java.base/java.nio=ALL-UNNAMED"),
                List.of("com.acme.Order", "com.acme.Address")));

    String md = MarkdownSummary.render(results);

    assertThat(md)
        .contains("### Adopt `fory-registered`")
        .contains(
            "```xml\n<dependency>\n  <groupId>org.apache.fory</groupId>\n"
                + "  <artifactId>fory-core</artifactId>\n  <version>0.13.1</version>\n"
                + "</dependency>\n```")
        .doesNotContain("guava")
        .contains("```java\nimport org.apache.fory.Fory;")
        .contains("\"com.acme.Order\",\n    \"com.acme.Address\"")
        .contains("another order writes incompatible bytes")
        .contains("JVM flags: `--add-opens=java.base/java.nio=ALL-UNNAMED`.");
    assertThat(md.indexOf("### Adopt"))
        .isGreaterThan(md.indexOf("- " + results.recommendation().reasons().get(0)));
  }
}
