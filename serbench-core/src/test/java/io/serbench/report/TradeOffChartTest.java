package io.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.recommend.Recommender;
import io.serbench.result.BenchmarkResults;
import io.serbench.testing.ResultsFixtures;
import org.junit.jupiter.api.Test;

class TradeOffChartTest {
  /** The fixture's Order sample: kryo-registered fastest and smallest, kryo, jackson-json. */
  private static BenchmarkResults orderOnly() {
    BenchmarkResults results = ResultsFixtures.read();
    results = results.withSamples(results.samples().subList(1, 2));
    return results.withRecommendation(Recommender.recommend(results));
  }

  @Test
  void theFront_holdsOnlyTheCodecsNoOtherBeatsOnBothTimeAndSize() {
    TradeOffChart chart = TradeOffChart.of(orderOnly());

    // kryo-registered is both faster and smaller than the others: the front is that one codec
    assertThat(chart.points())
        .extracting(TradeOffChart.Point::codec, TradeOffChart.Point::onFront)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("kryo-registered", true),
            org.assertj.core.groups.Tuple.tuple("kryo", false),
            org.assertj.core.groups.Tuple.tuple("jackson-json", false));
    assertThat(chart.points().get(0).pick()).isTrue();
    assertThat(chart.points().get(2).title())
        .startsWith("jackson-json: ")
        .contains("x the fastest's time");
    // the best sits at the origin of both axes
    assertThat(chart.points().get(0).x()).isEqualTo("50.0");
    assertThat(chart.points().get(0).y()).isEqualTo(String.valueOf(260.0));
  }

  @Test
  void theReport_drawsIt_withEveryEligibleCodec() throws Exception {
    String html = HtmlReport.render(orderOnly(), ResultsFixtures.REPRODUCE);

    assertThat(html)
        .contains("id=\"tradeoff-chart\"")
        .contains("<g data-codec=\"kryo-registered\" class=\"front\">")
        .contains("<g data-codec=\"jackson-json\">");
  }

  @Test
  void withOneEligibleCodec_thereIsNoChart() {
    assertThat(TradeOffChart.of(ResultsFixtures.recommended())).isNull();
  }
}
