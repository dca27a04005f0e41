package io.serbench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.result.Recommendation;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The codecs the run's estimate expects to race on: after one fork each no test separates them, so
 * a codec far behind on its score is not expected to; later, the tests of the interim ranking
 * decide.
 */
class RaceProgressTest {
  private static Recommendation ranking(Recommendation.Ranked... ranked) {
    return new Recommendation(
        ranked[0].codec(), null, List.of(), List.of(), List.of(ranked), false, null);
  }

  @Test
  void contenders_afterOneForkEach_thoseNearTheLeadersScore() {
    Recommendation interim =
        ranking(
            new Recommendation.Ranked("kryo", 1.0, 1, 1, false),
            new Recommendation.Ranked("fory", 1.3, 1.3, 1, true),
            new Recommendation.Ranked("jdk", 10.0, 10, 3, true));

    assertThat(RaceProgress.contenders(interim, Set.of("kryo", "fory", "jdk")))
        .containsExactly("kryo", "fory");
    // a codec that has left the race is no contender
    assertThat(RaceProgress.contenders(interim, Set.of("kryo", "jdk"))).containsExactly("kryo");
  }

  @Test
  void contenders_withTests_thoseTheForksCannotTellFromTheLeader() {
    Recommendation interim =
        ranking(
            new Recommendation.Ranked("kryo", 1.0, 1, 1, false, null, null, null),
            new Recommendation.Ranked("fory", 1.1, 1.1, 1, false, 1.05, 1.15, 0.001),
            new Recommendation.Ranked("fst", 1.05, 1.05, 1, true, 0.98, 1.12, 0.3));

    assertThat(RaceProgress.contenders(interim, Set.of("kryo", "fory", "fst")))
        .containsExactly("kryo", "fst");
  }
}
