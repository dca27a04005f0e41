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

  /** A settled series in which another tenant's load slowed {@code slowed} iterations 1.7 times. */
  private static List<Double> interfered(int from, int slowed) {
    List<Double> values = series(5, 40);
    for (int i = from; i < from + slowed; i++) {
      values.set(i, values.get(i) * 1.7);
    }
    return values;
  }

  @Test
  void interferenceFromOutsideIsLeftOut_soThatItMovesNeitherTheScoreNorTheInterval() {
    List<Double> series = interfered(12, 4);

    SteadyState.Fork fork = SteadyState.fork(series);
    Score score = JmhRunner.score(List.of(series), "ns/op", 1, 40);

    assertThat(fork.cut()).isEqualTo(5);
    assertThat(fork.interference()).isEqualTo(4);
    assertThat(fork.steady()).as("a slow burst early on is no warm-up").isTrue();
    assertThat(score.interference()).isEqualTo(4);
    assertThat(score.iterationScores()).hasSize(40 - 5 - 4).allMatch(v -> v < 1100);
    assertThat(score.score()).isCloseTo(1000, org.assertj.core.data.Offset.offset(5.0));
    assertThat(score.error()).isLessThan(0.02 * score.score());
  }

  @Test
  void aSlowLevelOverNearlyHalfAForkIsMeasuredNotLeftOut() {
    SteadyState.Fork fork = SteadyState.fork(interfered(20, 16));

    assertThat(fork.interference()).isZero();
    assertThat(fork.kept()).as("the slow level is kept").anyMatch(v -> v > 1600);
    Score score = JmhRunner.score(List.of(interfered(20, 16)), "ns/op", 1, 40);
    assertThat(score.noisy()).as("a fork on two levels is noisy, honestly").isTrue();
  }

  @Test
  void pooledForksAddUpWhatTheyLeftOut() {
    Score first = JmhRunner.score(List.of(interfered(12, 4)), "ns/op", 1, 40);
    Score more = JmhRunner.score(List.of(interfered(30, 2)), "ns/op", 1, 40);

    assertThat(JmhRunner.pool(first, more).interference()).isEqualTo(6);
  }
}
