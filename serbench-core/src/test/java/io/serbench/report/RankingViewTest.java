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

  /**
   * The group is decided on p-values adjusted for the leader's choice and the race's looks; the
   * interval beside it is the pair's own. Where that interval leaves out 1, the row says why the
   * codec is still in the group, so that "1.04-1.27x" and "top group" never stand unexplained.
   */
  @Test
  void aTopGroupMemberWhoseOwnIntervalLeavesOutOne_saysTheAdjustedTestKeepsItIn() {
    io.serbench.result.Recommendation.Ranked separatedAlone =
        new io.serbench.result.Recommendation.Ranked(
            "kryo-registered", 1.28, 1.61, 1.0, true, 1.04, 1.27, 0.08);
    io.serbench.result.Recommendation.Ranked overlapping =
        new io.serbench.result.Recommendation.Ranked("kryo", 1.12, 1.1, 1.3, true, 0.95, 1.20, 0.6);

    assertThat(RankingView.versus(separatedAlone))
        .isEqualTo(
            "1.04-1.27x, top group: this pair's interval leaves out 1, but not once adjusted for"
                + " the choice of the leader and the race's looks after every round");
    assertThat(RankingView.versus(overlapping)).isEqualTo("0.95-1.20x, top group");
  }
}
