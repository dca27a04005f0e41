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
    assertThat(fork.outliers()).isEqualTo(4);
    assertThat(fork.steady()).as("a slow burst early on is no warm-up").isTrue();
    assertThat(score.outliers()).isEqualTo(4);
    assertThat(score.iterationScores()).hasSize(40 - 5 - 4).allMatch(v -> v < 1100);
    assertThat(score.score()).isCloseTo(1000, org.assertj.core.data.Offset.offset(5.0));
    assertThat(score.error()).isLessThan(0.02 * score.score());
  }

  @Test
  void aSlowLevelOverNearlyHalfAForkIsMeasuredNotLeftOut() {
    SteadyState.Fork fork = SteadyState.fork(interfered(20, 16));

    assertThat(fork.outliers()).isZero();
    assertThat(fork.kept()).as("the slow level is kept").anyMatch(v -> v > 1600);
    Score score = JmhRunner.score(List.of(interfered(20, 16)), "ns/op", 1, 40);
    assertThat(score.noisy()).as("a fork on two levels is noisy, honestly").isTrue();
  }

  @Test
  void pooledForksAddUpWhatTheyLeftOut() {
    Score first = JmhRunner.score(List.of(interfered(12, 4)), "ns/op", 1, 40);
    Score more = JmhRunner.score(List.of(interfered(30, 2)), "ns/op", 1, 40);

    assertThat(JmhRunner.pool(first, more).outliers()).isEqualTo(6);
  }

  /** fst serialize on the build host (2 cores, JDK 17): settled at iteration 14, then flat. */
  private static final List<Double> FST_SERIALIZE =
      List.of(
          9230.0, 4514.0, 2920.0, 2221.0, 1532.0, 1926.0, 1987.0, 2005.0, 1998.0, 2011.0, 1981.0,
          1989.0, 1981.0, 1634.0, 1366.0, 1321.0, 1322.0, 1326.0, 1331.0, 1334.0, 1322.0, 1328.0,
          1340.0, 1344.0, 1310.0, 1327.0, 1323.0, 1303.0, 1308.0, 1323.0, 1305.0, 1303.0, 1322.0,
          1304.0, 1325.0, 1306.0, 1300.0, 1299.0, 1321.0, 1314.0);

  /** kryo deserialize on the same host: a recompilation hump until iteration 22, then settled. */
  private static final List<Double> KRYO_DESERIALIZE =
      List.of(
          2950.0, 3330.0, 2453.0, 2968.0, 3332.0, 11260.0, 11517.0, 11863.0, 12121.0, 11989.0,
          12085.0, 12127.0, 11833.0, 11382.0, 11409.0, 11237.0, 11523.0, 11527.0, 11389.0, 11432.0,
          11484.0, 11279.0, 9699.0, 2266.0, 1356.0, 1332.0, 1362.0, 1348.0, 1331.0, 1322.0, 1358.0,
          1347.0, 1341.0, 1360.0, 1894.0, 1370.0, 1366.0, 1435.0, 2233.0, 2223.0);

  @Test
  void onMeasuredSeries_aTightSteadyRunKeepsItsIterations_andALateHumpIsNotSteady() {
    SteadyState.Fork fst = SteadyState.fork(FST_SERIALIZE);
    assertThat(fst.cut()).as("no percent-sized drift is cut as warm-up").isBetween(13, 15);
    assertThat(fst.steady()).isTrue();
    assertThat(fst.kept()).allMatch(v -> v < 1400);

    SteadyState.Fork kryo = SteadyState.fork(KRYO_DESERIALIZE);
    assertThat(kryo.steady()).as("settled only after 2.2 s of a 4 s fork").isFalse();
    assertThat(kryo.kept()).allMatch(v -> v < 1500).hasSizeGreaterThan(10);
  }
}
