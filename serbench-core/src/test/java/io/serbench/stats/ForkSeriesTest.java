package io.serbench.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ForkSeriesTest {
  /** {@code n} iterations around {@code level} with 1% noise. */
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

  @Test
  void oneLevelIsFlatAndEveryIterationCounts() {
    List<Double> series = level(new Random(1), 1000, 25);

    ForkSeries.Classified fork = ForkSeries.classify(series);

    assertThat(fork.kind()).isEqualTo(ForkKind.FLAT);
    assertThat(fork.cut()).isZero();
    assertThat(fork.mean())
        .isCloseTo(series.stream().mapToDouble(v -> v).average().orElseThrow(), within(1e-9));
  }

  @Test
  void aSlowStartIsWarmUpAndIsCut() {
    Random random = new Random(2);
    List<Double> series = concat(level(random, 3000, 6), level(random, 1000, 19));

    ForkSeries.Classified fork = ForkSeries.classify(series);

    assertThat(fork.kind()).isEqualTo(ForkKind.WARMUP);
    assertThat(fork.cut()).isEqualTo(6);
    assertThat(fork.mean()).isCloseTo(1000, within(10.0));
  }

  @Test
  void aStepUpIsASlowdownNotWarmUpAndTheSlowLevelIsTheSteadyOne() {
    // settled at 2,150, then stepped to 3,480 for good, as a jackson-json fork did
    Random random = new Random(3);
    List<Double> series = concat(level(random, 2150, 10), level(random, 3480, 15));

    ForkSeries.Classified fork = ForkSeries.classify(series);

    assertThat(fork.kind()).isEqualTo(ForkKind.SLOWDOWN);
    assertThat(fork.cut()).isEqualTo(10);
    assertThat(fork.mean()).isCloseTo(3480, within(35.0));
  }

  @Test
  void aBurstInTheSteadyPartIsKeptInTheMean() {
    // three iterations of another tenant's load: they cost the fork, and the mean shows it
    Random random = new Random(4);
    List<Double> series = level(random, 1000, 25);
    series.set(12, 5000.0);
    series.set(13, 4000.0);
    series.set(14, 6000.0);

    ForkSeries.Classified fork = ForkSeries.classify(series);

    assertThat(fork.kind()).isEqualTo(ForkKind.FLAT);
    assertThat(fork.cut()).isZero();
    assertThat(fork.mean())
        .isCloseTo(series.stream().mapToDouble(v -> v).average().orElseThrow(), within(1e-9))
        .isGreaterThan(1400);
  }

  @Test
  void stillFallingAtTheEndHasNoSteadyState() {
    List<Double> series = new ArrayList<>();
    for (int i = 0; i < 25; i++) {
      series.add(5000.0 / (1 + i * 0.3));
    }

    assertThat(ForkSeries.classify(series).kind()).isEqualTo(ForkKind.NO_STEADY_STATE);
  }

  @Test
  void tooFewIterationsAreUnclassified_notUnsteady() {
    ForkSeries.Classified fork = ForkSeries.classify(List.of(100.0, 101.0, 99.0));

    assertThat(fork.kind()).isEqualTo(ForkKind.UNCLASSIFIED);
    assertThat(fork.kind().label()).isEqualTo("unclassified");
    assertThat(fork.mean()).isEqualTo(100.0);
  }
}
