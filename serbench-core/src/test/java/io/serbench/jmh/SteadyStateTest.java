package io.serbench.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.result.Score;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The MSER cut on iteration scores, and the steady-state score JMH's statistics give after it. */
class SteadyStateTest {
  /** A warm-up from 5x down to 1x over {@code warm} iterations, then a flat, slightly noisy run. */
  private static List<Double> series(int warm, int total) {
    List<Double> values = new ArrayList<>();
    for (int i = 0; i < total; i++) {
      double noise = (i % 3 - 1) * 0.01;
      values.add(i < warm ? 1000 * (5 - 4.0 * i / warm) : 1000 * (1 + noise));
    }
    return values;
  }

  @Test
  void theWarmUpIsCutWhereItEnds() {
    SteadyState.Cut cut = SteadyState.mser(series(6, 25));

    assertThat(cut.cut()).isEqualTo(6);
    assertThat(cut.steady()).isTrue();
    assertThat(SteadyState.mean(series(6, 25), cut))
        .isCloseTo(1000, org.assertj.core.data.Offset.offset(5.0));
  }

  @Test
  void aSeriesStillWarmingUpInItsSecondHalfIsNotSteady() {
    SteadyState.Cut cut = SteadyState.mser(series(20, 25));

    assertThat(cut.steady()).isFalse();
  }

  @Test
  void aFlatSeriesKeepsEverything_andTooShortASeriesIsNeverSteady() {
    assertThat(SteadyState.mser(series(0, 25))).isEqualTo(new SteadyState.Cut(0, true));
    assertThat(SteadyState.mser(List.of(1.0, 1.0, 1.0))).isEqualTo(new SteadyState.Cut(0, false));
  }

  @Test
  void theScoreIsJmhsStatisticsOfTheSteadyIterations_andPoolingJoinsForks() {
    Score screening = JmhRunner.score(List.of(series(6, 25)), "ns/op", 1, 25);

    assertThat(screening.warmupCut()).isEqualTo(6);
    assertThat(screening.iterationScores()).hasSize(19);
    assertThat(screening.score()).isCloseTo(1000, org.assertj.core.data.Offset.offset(5.0));
    assertThat(screening.error()).isLessThan(0.02 * screening.score());
    assertThat(screening.steady()).isTrue();

    Score unsettled = JmhRunner.score(List.of(series(20, 25)), "ns/op", 1, 25);
    Score pooled = JmhRunner.pool(screening, unsettled);
    assertThat(pooled.forks()).isEqualTo(2);
    assertThat(pooled.iterationScores())
        .hasSize(screening.iterationScores().size() + unsettled.iterationScores().size());
    assertThat(pooled.unsteady()).as("one fork had not settled").isTrue();
  }
}
