package io.serbench.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;
import org.junit.jupiter.api.Test;

class PairedTest {
  @Test
  void sameRoundRatiosCancelDriftThatFallsOnBothCodecs() {
    // the host slows down by half in round 3 for everyone; a is 10% slower than b in every round
    Map<Integer, Double> b = Map.of(1, Math.log(100), 2, Math.log(101), 3, Math.log(150));
    Map<Integer, Double> a = Map.of(1, Math.log(110), 2, Math.log(111.1), 3, Math.log(165));

    Paired.Difference d = Paired.compare(a, b, Double.NaN, 0);

    assertThat(d.rounds()).isEqualTo(3);
    assertThat(d.basis()).isEqualTo(Interval.FORKS);
    assertThat(d.ratio()).isCloseTo(1.1, within(0.001));
    assertThat(d.separated()).isTrue();
    assertThat(d.p()).isLessThan(0.001);
  }

  @Test
  void oneRoundWithoutAPooledSpreadIsNoEvidence() {
    Paired.Difference d =
        Paired.compare(Map.of(1, Math.log(180)), Map.of(1, Math.log(100)), Double.NaN, 0);

    assertThat(d.low()).isNull();
    assertThat(d.p()).isEqualTo(1);
    assertThat(d.separated()).isFalse();
  }

  @Test
  void againstTheBest_countsTheOrderedPairsOfTheCodecsLeft_andTheLooks_stepDown() {
    // four codecs: the leader and three others; two looks
    double[] adjusted = Paired.againstTheBest(new double[] {0.0001, 0.004, 0.002}, 2);

    // the smallest p: 4 codecs, 12 ordered pairs, 2 looks
    assertThat(adjusted[0]).isCloseTo(0.0024, within(1e-12));
    // then 3 codecs left: 6 pairs
    assertThat(adjusted[2]).isCloseTo(0.024, within(1e-12));
    // then 2: 2 pairs, but never below the step before it
    assertThat(adjusted[1]).isCloseTo(0.024, within(1e-12));
  }

  @Test
  void againstTheBest_withTwoCodecsAndOneLook_isTheTwoSidedP() {
    assertThat(Paired.againstTheBest(new double[] {0.02}, 1)[0]).isCloseTo(0.04, within(1e-12));
  }
}
