package io.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** No interval wider than the ratio it bounds reaches the ranking table. */
class RankingViewTest {
  @Test
  void aNarrowInterval_isPrintedAsItIs() {
    assertThat(RankingView.against(1.21, 1.62)).isEqualTo("1.21-1.62x the leader's score (95%)");
  }

  @Test
  void anIntervalWiderThanItsRatio_givesOnlyItsLowEnd() {
    // 3.50-11.73x: 8 wide around a ratio of about 6
    assertThat(RankingView.against(3.50, 11.73))
        .isEqualTo("at least 3.50x the leader's score (95%)");
  }

  @Test
  void aWideIntervalThatReachesBelowOne_saysTheForksCannotTell() {
    assertThat(RankingView.against(0.4, 3.9))
        .isEqualTo("not separable from the leader with these forks");
  }
}
