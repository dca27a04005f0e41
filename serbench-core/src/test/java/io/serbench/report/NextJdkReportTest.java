package io.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.recommend.Recommender;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import io.serbench.result.Criteria;
import io.serbench.result.Recommendation;
import io.serbench.result.Requirement;
import io.serbench.testing.ResultsFixtures;
import org.junit.jupiter.api.Test;

/**
 * The next-JDK verdict from results.json to the answer: the constraint excludes a codec that fails
 * it, the pick's capability strip and the matrix show it, and an unset constraint that the pick
 * does not meet is named with what it gives up.
 */
class NextJdkReportTest {
  private static final String KRYO_FAILS =
      "fails TreeNode: encode: UnsupportedOperationException: objectFieldOffset at"
          + " com.esotericsoftware.kryo.serializers.UnsafeField.<init>(UnsafeField.java:38) on JDK"
          + " 25.0.3 with --sun-misc-unsafe-memory-access=deny";

  /** kryo fails the next JDK; every other codec passes it. */
  private static BenchmarkResults results() {
    BenchmarkResults fixture = ResultsFixtures.read();
    return ResultsFixtures.withCapabilities(
        fixture,
        fixture.capabilities().stream()
            .map(
                c ->
                    c.withNextJdk(
                        c.codec().equals("kryo")
                            ? CapabilityResult.fail(true, KRYO_FAILS)
                            : CapabilityResult.pass(true, "round-tripped TreeNode on JDK 25.0.3")))
            .toList());
  }

  @Test
  void theConstraint_excludesTheCodecThatFailsIt_withTheError() {
    Recommendation recommendation =
        Recommender.recommend(
            results(),
            Criteria.DEFAULT.withConstraints(Criteria.Constraints.NONE.withNextJdk(true)));

    // kryo was the one codec left after the round trips: the constraint leaves none
    assertThat(recommendation.codec()).isNull();
    assertThat(recommendation.eliminatedBy()).isEqualTo(Requirement.NEXT_JDK);
    assertThat(recommendation.exclusions())
        .filteredOn(e -> e.codec().equals("kryo"))
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.requirement()).isEqualTo(Requirement.NEXT_JDK);
              assertThat(e.reason()).contains("objectFieldOffset");
            });
  }

  @Test
  void unset_thePickThatFailsIt_givesItUp_andTheReportShowsTheVerdict() throws Exception {
    BenchmarkResults results = results();
    Recommendation recommendation = Recommender.recommend(results);
    BenchmarkResults recommended = results.withRecommendation(recommendation);

    String html = HtmlReport.render(recommended, ResultsFixtures.REPRODUCE);
    String markdown = MarkdownSummary.render(recommended);

    assertThat(recommendation.codec()).isEqualTo("kryo");
    assertThat(recommendation.tradeOffs().lines())
        .anySatisfy(
            line -> {
              assertThat(line.line()).startsWith("next JDK fails: ");
              assertThat(String.join("; ", line.details()))
                  .contains("objectFieldOffset")
                  .contains("if you will run on a JDK that denies sun.misc.Unsafe");
            });
    assertThat(markdown).contains("next JDK fails");
    assertThat(html).contains(Capabilities.NEXT_JDK).contains("objectFieldOffset");
  }
}
