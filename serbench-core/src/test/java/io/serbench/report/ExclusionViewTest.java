package io.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.recommend.Recommender;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Criteria;
import io.serbench.result.Recommendation;
import io.serbench.testing.GivenCriteria;
import io.serbench.testing.ResultsFixtures;
import org.junit.jupiter.api.Test;

class ExclusionViewTest {
  @Test
  void oneHardMessage_readsAsOneCause_withEveryCodecItExcluded() {
    BenchmarkResults results = ResultsFixtures.read();
    results = results.withRecommendation(Recommender.recommend(results));

    assertThat(ExclusionView.of(results))
        .singleElement()
        .satisfies(
            g -> {
              assertThat(g.cause()).isEqualTo("cannot carry com.acme.Fixtures#tree");
              assertThat(g.codecs())
                  .extracting(Recommendation.Exclusion::codec)
                  .containsExactly("kryo-registered", "jackson-json");
              // each is placed on the message it carries, against the pick's time there
              assertThat(g.placed())
                  .containsExactly(
                      "kryo-registered on generated(com.acme.Order): 2,885 ns per message, 0.81x"
                          + " the time of kryo there, the fastest of 3 timed there",
                      "jackson-json on generated(com.acme.Order): 6,975 ns per message, 1.95x the"
                          + " time of kryo there, 3rd fastest of 3 timed there");
              assertThat(g.wouldLead())
                  .containsExactly(
                      "without com.acme.Fixtures#tree, kryo-registered would be the fastest on"
                          + " generated(com.acme.Order)");
            });
  }

  @Test
  void aConstraint_isACauseOfItsOwn() {
    BenchmarkResults results = ResultsFixtures.read();
    results = results.withSamples(results.samples().subList(1, 2));
    Criteria graph = GivenCriteria.given().graph("true").parse();
    results = results.withRecommendation(Recommender.recommend(results, graph));

    assertThat(ExclusionView.of(results))
        .extracting(ExclusionView::cause)
        .containsExactly("does not meet graph, which you required");
  }
}
