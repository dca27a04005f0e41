package io.serbench.recommend;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.result.NextJdkSpeed;
import org.junit.jupiter.api.Test;

class NextJdkWordsTest {
  private static String cost(double ratio, Double low, Double high) {
    return NextJdkWords.cost(new NextJdkSpeed.Cost(ratio, low, high, 3));
  }

  @Test
  void cost_aSeparatedRatio_readsAsTheRatioWithItsInterval() {
    assertThat(cost(1.31, 1.22, 1.40))
        .isEqualTo("with Unsafe denied, 1.31x slower (95% interval 1.22-1.40x)");
    assertThat(cost(0.8, 0.75, 0.85))
        .isEqualTo("with Unsafe denied, 1.25x faster (95% interval 1.18-1.33x)");
  }

  @Test
  void cost_anIntervalThatHoldsOne_readsAsTheSameSpeed() {
    assertThat(cost(1.01, 0.97, 1.04))
        .isEqualTo(
            "with Unsafe denied, the same speed within the forks' 95% interval (0.97-1.04x)");
  }

  @Test
  void cost_anIntervalWiderThanWhatItBounds_isNeverPrinted() {
    assertThat(cost(0.99, 0.25, 3.88))
        .isEqualTo("with Unsafe denied, speeds the forks cannot separate");
    assertThat(cost(3.0, 1.2, 7.5)).startsWith("with Unsafe denied, at least 1.20x slower (95%;");
  }

  @Test
  void cost_withoutAnInterval_isAPointEstimate() {
    assertThat(NextJdkWords.cost(new NextJdkSpeed.Cost(1.31, null, null, 2)))
        .isEqualTo("with Unsafe denied, about 1.31x slower (too few forks for an interval)");
  }
}
