package io.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.recommend.Recommender;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Criteria;
import io.serbench.result.Recommendation;
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
            });
  }

  @Test
  void aConstraint_isACauseOfItsOwn() {
    BenchmarkResults results = ResultsFixtures.read();
    results = results.withSamples(results.samples().subList(1, 2));
    Criteria graph = Criteria.parse("true", null, null, null, null, null, null, null);
    results = results.withRecommendation(Recommender.recommend(results, graph));

    assertThat(ExclusionView.of(results))
        .extracting(ExclusionView::cause)
        .containsExactly("does not meet graph, which you required");
  }
}
