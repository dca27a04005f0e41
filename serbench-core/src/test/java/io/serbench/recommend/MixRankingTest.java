package io.serbench.recommend;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.Recommendation;
import io.serbench.testing.MixFixtures;
import org.junit.jupiter.api.Test;

class MixRankingTest {
  @Test
  void theMixDecides_whenItDisagreesWithTheMessageAlone() {
    Recommendation recommendation = Recommender.recommend(MixFixtures.withMix());

    assertThat(recommendation.codec()).isEqualTo("kryo-registered");
    assertThat(recommendation.reasons())
        .anySatisfy(r -> assertThat(r).contains("over the message mix"))
        .anySatisfy(
            r ->
                assertThat(r)
                    .startsWith("The mix decided: the cost per message of Order x2")
                    .contains("Line is a part of the messages"));
  }

  @Test
  void withoutTheMix_theSamplesDecide_asBefore() {
    BenchmarkResults results = MixFixtures.withMix();
    BenchmarkResults bySamples =
        results.withMessages(results.models(), results.mix().deciding(false, "per message"));

    assertThat(Recommender.recommend(bySamples).codec()).isEqualTo("kryo");
  }
}
