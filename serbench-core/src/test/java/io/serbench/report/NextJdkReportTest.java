package io.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.recommend.Recommender;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import io.serbench.result.Criteria;
import io.serbench.result.NextJdkSpeed;
import io.serbench.result.Recommendation;
import io.serbench.result.Requirement;
import io.serbench.result.TradeOffs;
import io.serbench.result.Verdict;
import io.serbench.testing.ResultsFixtures;
import java.util.List;
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

  private static final String JDK = "JDK 25.0.3 (/usr/lib/jvm/temurin-25, found in /usr/lib/jvm)";

  /** Every codec passes the next JDK's probe. */
  private static BenchmarkResults allPass() {
    BenchmarkResults fixture = ResultsFixtures.read();
    return ResultsFixtures.withCapabilities(
        fixture,
        fixture.capabilities().stream()
            .map(c -> c.withNextJdk(CapabilityResult.pass(true, "round-tripped on JDK 25.0.3")))
            .toList());
  }

  @Test
  void measured_thePicksLine_saysWhatTheNextJdkCostsWithItsInterval() throws Exception {
    BenchmarkResults results =
        allPass()
            .withNextJdkSpeed(
                List.of(
                    new NextJdkSpeed(
                        "kryo",
                        JDK,
                        "mix",
                        NextJdkSpeed.Outcome.MEASURED,
                        new NextJdkSpeed.Cost(1.31, 1.22, 1.40, 3),
                        new NextJdkSpeed.Cost(1.52, 1.40, 1.65, 3),
                        new NextJdkSpeed.Cost(1.02, 0.95, 1.10, 3),
                        "flags")));
    Recommendation recommendation = Recommender.recommend(results);
    BenchmarkResults recommended = results.withRecommendation(recommendation);

    assertThat(recommendation.codec()).isEqualTo("kryo");
    TradeOffs.Line line = nextJdkLine(recommendation);
    assertThat(line.line())
        .isEqualTo("next JDK holds; with Unsafe denied, 1.31x slower (95% interval 1.22-1.40x)")
        .hasSizeLessThanOrEqualTo(TradeOffs.Line.SHORT);
    assertThat(line.details())
        .anySatisfy(
            d ->
                assertThat(d)
                    .contains(JDK)
                    .contains(
                        "serialize with Unsafe denied, 1.52x slower (95% interval 1.40-1.65x)")
                    .contains(
                        "deserialize with Unsafe denied, the same speed within the forks' 95%"
                            + " interval (0.95-1.10x)"));
    assertThat(MarkdownSummary.render(recommended))
        .contains("next JDK holds; with Unsafe denied, 1.31x slower (95% interval 1.22-1.40x)");
    // the report's first screen starts each line with a capital
    assertThat(HtmlReport.render(recommended, ResultsFixtures.REPRODUCE))
        .contains("Next JDK holds; with Unsafe denied, 1.31x slower (95% interval 1.22-1.40x)");
  }

  @Test
  void setupFailed_thePicksLine_saysSoPlainly_neverPass() {
    String error =
        "the probe passed (C1, Fory's interpreter), but the setup that the race measures did not"
            + " run on the next JDK: the measured setup failed with Unsafe denied (serialize, round"
            + " 1): UnsupportedOperationException: objectFieldOffset";
    BenchmarkResults fixture = ResultsFixtures.read();
    BenchmarkResults results =
        ResultsFixtures.withCapabilities(
                fixture,
                fixture.capabilities().stream()
                    .map(
                        c ->
                            c.withNextJdk(
                                c.codec().equals("kryo")
                                    ? CapabilityResult.notTested(true, error)
                                    : CapabilityResult.pass(true, "round-tripped")))
                    .toList())
            .withNextJdkSpeed(
                List.of(NextJdkSpeed.failed("kryo", JDK, "mix", "failed with Unsafe denied")));

    TradeOffs.Line line = nextJdkLine(Recommender.recommend(results));

    assertThat(line.verdict()).isEqualTo(Verdict.NOT_TESTED);
    assertThat(line.line())
        .startsWith("next JDK not tested (the setup serbench measures failed there)")
        .hasSizeLessThanOrEqualTo(TradeOffs.Line.SHORT);
    assertThat(String.join("; ", line.details())).contains("objectFieldOffset");
  }

  private static TradeOffs.Line nextJdkLine(Recommendation recommendation) {
    return recommendation.tradeOffs().lines().stream()
        .filter(l -> l.requirement() == Requirement.NEXT_JDK)
        .findFirst()
        .orElseThrow();
  }
}
