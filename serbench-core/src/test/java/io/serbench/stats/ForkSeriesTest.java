package io.serbench.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.IntToDoubleFunction;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ForkSeriesTest {
  /** Seeded series per simulated case. */
  private static final int SERIES = 200;

  /**
   * This host's noise, as the forks of a 2-core machine shared with other work show it: each
   * iteration is its level times {@code exp(e)}, where {@code e} is an AR(1) process (neighbouring
   * iterations drift together) with correlation {@code phi} and standard deviation {@code sigma};
   * {@code sigma = 0.075} puts 95% of the iterations within &plusmn;15% of their level.
   */
  private static List<Double> host(
      Random random, int n, double phi, double sigma, IntToDoubleFunction level) {
    List<Double> series = new ArrayList<>();
    double e = sigma * random.nextGaussian();
    double innovation = sigma * Math.sqrt(1 - phi * phi);
    for (int i = 0; i < n; i++) {
      series.add(level.applyAsDouble(i) * Math.exp(e));
      e = phi * e + innovation * random.nextGaussian();
    }
    return series;
  }

  /** The host's usual noise: &plusmn;15%, neighbours correlated at 0.6. */
  private static List<Double> host(Random random, IntToDoubleFunction level) {
    return host(random, 25, 0.6, 0.075, level);
  }

  /** The share of {@link #SERIES} seeded series of this shape whose classification passes. */
  private static double share(
      java.util.function.Function<Random, List<Double>> shape,
      Predicate<ForkSeries.Classified> passes) {
    int passed = 0;
    for (int seed = 0; seed < SERIES; seed++) {
      if (passes.test(ForkSeries.classify(shape.apply(new Random(seed))))) {
        passed++;
      }
    }
    return passed / (double) SERIES;
  }

  /** {@code n} iterations around {@code level} with 1% white noise. */
  private static List<Double> level(Random random, double level, int n) {
    List<Double> series = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      series.add(level * (1 + 0.01 * random.nextGaussian()));
    }
    return series;
  }

  private static List<Double> concat(List<Double> a, List<Double> b) {
    List<Double> all = new ArrayList<>(a);
    all.addAll(b);
    return all;
  }

  private static double mean(List<Double> series) {
    return series.stream().mapToDouble(v -> v).average().orElseThrow();
  }

  @ParameterizedTest(name = "phi {0}, sigma {1}")
  @CsvSource({"0.6, 0.075", "0.5, 0.10", "0.7, 0.15"})
  void classify_oneLevelWithThisHostsNoise_isSteadyInAtLeast95Percent(double phi, double sigma) {
    // steady: flat, or a warm-up or slowdown whose steady mean is still the level's
    double steady =
        share(
            random -> host(random, 25, phi, sigma, i -> 1000),
            fork ->
                fork.kind() == ForkKind.FLAT
                    || (fork.kind() == ForkKind.WARMUP || fork.kind() == ForkKind.SLOWDOWN)
                        && Math.abs(fork.mean() / 1000 - 1) <= ForkSeries.TOLERANCE);

    assertThat(steady).isGreaterThanOrEqualTo(0.95);
  }

  @Test
  void classify_sixIterationsThreeTimesSlowerWithThisHostsNoise_isWarmUpCutAtSix() {
    double found =
        share(
            random -> host(random, i -> i < 6 ? 3000 : 1000),
            fork -> fork.kind() == ForkKind.WARMUP && Math.abs(fork.cut() - 6) <= 1);

    assertThat(found).isGreaterThanOrEqualTo(0.98);
  }

  @Test
  void classify_twiceAsSlowFromIteration15WithThisHostsNoise_isASlowdown() {
    double found =
        share(
            random -> host(random, i -> i < 15 ? 1000 : 2000),
            fork -> fork.kind() == ForkKind.SLOWDOWN && Math.abs(fork.cut() - 15) <= 1);

    assertThat(found).isGreaterThanOrEqualTo(0.98);
  }

  @Test
  void classify_steppingInTheLastQuarterWithThisHostsNoise_hasNoSteadyState() {
    // the last quarter is iterations 19 to 24: steps at 20 and 22 leave no level that lasts
    double found =
        share(
            random -> host(random, i -> i < 20 ? 1000 : i < 22 ? 1600 : 2600),
            fork -> fork.kind() == ForkKind.NO_STEADY_STATE);

    assertThat(found).isGreaterThanOrEqualTo(0.95);
  }

  @Test
  void classify_aWarmUpThatEndsInTheLastQuarter_hasNoSteadyState() {
    double found =
        share(
            random -> host(random, i -> i < 20 ? 3000 : 1000),
            fork -> fork.kind() == ForkKind.NO_STEADY_STATE && fork.cut() == 12);

    assertThat(found).isGreaterThanOrEqualTo(0.98);
  }

  @Test
  void classify_oneLevel_isFlatAndEveryIterationCounts() {
    List<Double> series = level(new Random(1), 1000, 25);

    ForkSeries.Classified fork = ForkSeries.classify(series);

    assertThat(fork.kind()).isEqualTo(ForkKind.FLAT);
    assertThat(fork.cut()).isZero();
    assertThat(fork.mean()).isCloseTo(mean(series), within(1e-9));
  }

  @Test
  void classify_aSlowStart_isWarmUpAndIsCut() {
    Random random = new Random(2);
    List<Double> series = concat(level(random, 3000, 6), level(random, 1000, 19));

    ForkSeries.Classified fork = ForkSeries.classify(series);

    assertThat(fork.kind()).isEqualTo(ForkKind.WARMUP);
    assertThat(fork.cut()).isEqualTo(6);
    assertThat(fork.mean()).isCloseTo(mean(series.subList(6, 25)), within(1e-9));
  }

  @Test
  void classify_aStepUp_isASlowdownNotWarmUpAndTheSlowLevelIsTheSteadyOne() {
    // settled at 2,150, then stepped to 3,480 for good, as a jackson-json fork did
    Random random = new Random(3);
    List<Double> series = concat(level(random, 2150, 10), level(random, 3480, 15));

    ForkSeries.Classified fork = ForkSeries.classify(series);

    assertThat(fork.kind()).isEqualTo(ForkKind.SLOWDOWN);
    assertThat(fork.cut()).isEqualTo(10);
    assertThat(fork.mean()).isCloseTo(3480, within(35.0));
  }

  @Test
  void classify_aBurstInTheSteadyPart_isKeptInTheMean() {
    // three iterations of another tenant's load: they cost the fork, and the mean shows it
    Random random = new Random(4);
    List<Double> series = level(random, 1000, 25);
    series.set(12, 5000.0);
    series.set(13, 4000.0);
    series.set(14, 6000.0);

    ForkSeries.Classified fork = ForkSeries.classify(series);

    assertThat(fork.kind()).isEqualTo(ForkKind.FLAT);
    assertThat(fork.cut()).isZero();
    assertThat(fork.mean()).isCloseTo(mean(series), within(1e-9)).isGreaterThan(1400);
  }

  @Test
  void classify_aBurstAfterTheWarmUp_staysInTheMean() {
    Random random = new Random(5);
    List<Double> series = concat(level(random, 3000, 6), level(random, 1000, 19));
    series.set(12, 5000.0);
    series.set(13, 5000.0);
    series.set(14, 5000.0);

    ForkSeries.Classified fork = ForkSeries.classify(series);

    assertThat(fork.kind()).isEqualTo(ForkKind.WARMUP);
    assertThat(fork.cut()).isEqualTo(6);
    assertThat(fork.mean()).isCloseTo(mean(series.subList(6, 25)), within(1e-9));
  }

  @Test
  void classify_oneSpike_isAnOutlierLeftOutOfTheChangepointsButKeptInTheMean() {
    Random random = new Random(6);
    List<Double> series = level(random, 1000, 25);
    series.set(16, 9000.0);

    ForkSeries.Classified fork = ForkSeries.classify(series);

    assertThat(Changepoints.outliers(series.stream().mapToDouble(v -> v).toArray()))
        .containsExactly(
            false, false, false, false, false, false, false, false, false, false, false, false,
            false, false, false, false, true, false, false, false, false, false, false, false,
            false);
    assertThat(fork.kind()).isEqualTo(ForkKind.FLAT);
    assertThat(fork.levels()).isEqualTo(1);
    assertThat(fork.mean()).isCloseTo(mean(series), within(1e-9));
  }

  @Test
  void classify_equalScores_isFlatWithoutInfiniteCosts() {
    List<Double> series = new ArrayList<>(java.util.Collections.nCopies(25, 1000.0));
    series.set(24, 1000.5);

    ForkSeries.Classified fork = ForkSeries.classify(series);

    assertThat(fork.kind()).isEqualTo(ForkKind.FLAT);
    assertThat(fork.mean()).isCloseTo(mean(series), within(1e-9));
  }

  @Test
  void classify_stillFallingInStepsAtTheEnd_hasNoSteadyState() {
    // a smooth decline is one noisier segment to changepoint analysis, here and in Barrett et
    // al.'s; steps are what it sees
    Random random = new Random(8);
    List<Double> series =
        concat(
            concat(level(random, 5000, 8), level(random, 2500, 8)),
            concat(level(random, 1600, 5), level(random, 1000, 4)));

    ForkSeries.Classified fork = ForkSeries.classify(series);

    assertThat(fork.kind()).isEqualTo(ForkKind.NO_STEADY_STATE);
    assertThat(fork.cut()).isEqualTo(12);
    assertThat(fork.mean()).isCloseTo(mean(series.subList(12, 25)), within(1e-9));
  }

  @Test
  void classify_tooFewIterations_isUnclassifiedNotUnsteady() {
    ForkSeries.Classified fork = ForkSeries.classify(List.of(100.0, 101.0, 99.0));

    assertThat(fork.kind()).isEqualTo(ForkKind.UNCLASSIFIED);
    assertThat(fork.kind().label()).isEqualTo("unclassified");
    assertThat(fork.mean()).isEqualTo(100.0);
  }

  @Test
  void pelt_findsTheSegmentationOfLeastPenalisedCost_asExhaustiveSearchDoes() {
    // PELT prunes; optimal partitioning (the same recursion over every start) does not
    for (int seed = 0; seed < 50; seed++) {
      Random random = new Random(seed);
      int step = 5 + seed % 7;
      double[] data =
          host(random, 25, 0.6, 0.075, i -> i < step ? 1.6 : i < 18 ? 1.0 : 1.25).stream()
              .mapToDouble(v -> v)
              .toArray();
      double penalty = 4 + seed % 5 * 6;

      assertThat(Changepoints.pelt(data, penalty, Changepoints.MIN_SEGMENT))
          .as("seed %d", seed)
          .isEqualTo(exhaustive(data, penalty, Changepoints.MIN_SEGMENT));
    }
  }

  @Test
  void pelt_withBarrettsPenalty_findsAClearStepWhereItIs() {
    double[] data =
        host(new Random(7), i -> i < 11 ? 2000 : 1000).stream().mapToDouble(v -> v).toArray();

    assertThat(Changepoints.pelt(data, 15 * Math.log(25), Changepoints.MIN_SEGMENT))
        .containsExactly(11, 25);
  }

  /** Optimal partitioning without pruning: the ends of the best segmentation. */
  private static List<Integer> exhaustive(double[] data, double penalty, int minSegment) {
    int n = data.length;
    double[] sum = new double[n + 1];
    double[] squares = new double[n + 1];
    for (int i = 0; i < n; i++) {
      sum[i + 1] = sum[i] + data[i];
      squares[i + 1] = squares[i] + data[i] * data[i];
    }
    double[] best = new double[n + 1];
    int[] previous = new int[n + 1];
    Arrays.fill(best, Double.POSITIVE_INFINITY);
    best[0] = -penalty;
    for (int t = minSegment; t <= n; t++) {
      for (int start = 0; start <= t - minSegment; start++) {
        if (start > 0 && start < minSegment) {
          continue;
        }
        double total =
            best[start]
                + Changepoints.cost(sum, squares, start, t, Changepoints.VARIANCE_FLOOR)
                + penalty;
        if (total < best[t]) {
          best[t] = total;
          previous[t] = start;
        }
      }
    }
    List<Integer> ends = new ArrayList<>();
    for (int t = n; t > 0; t = previous[t]) {
      ends.add(0, t);
    }
    return ends;
  }
}
