package io.serbench.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class ForkStatisticsTest {
  @Test
  void threeForksGiveATIntervalOnTheirLogarithmsWithTwoDegreesOfFreedom() {
    ForkStatistics.Estimate e = ForkStatistics.estimate(List.of(90.0, 100.0, 110.0), null);

    double[] logs = {Math.log(90), Math.log(100), Math.log(110)};
    double mean = (logs[0] + logs[1] + logs[2]) / 3;
    double sd = 0;
    for (double l : logs) {
      sd += (l - mean) * (l - mean);
    }
    sd = Math.sqrt(sd / 2);
    double reach = 4.302652729911275 * sd / Math.sqrt(3);
    assertThat(e.basis()).isEqualTo(Interval.FORKS);
    assertThat(e.estimate()).isCloseTo(Math.exp(mean), within(1e-9));
    assertThat(e.low()).isCloseTo(Math.exp(mean - reach), within(1e-6));
    assertThat(e.high()).isCloseTo(Math.exp(mean + reach), within(1e-6));
  }

  @Test
  void fewerForksBorrowThePooledSpreadOrShowNoInterval() {
    ForkStatistics.Spread pooled =
        ForkStatistics.pool(List.of(List.of(100.0, 110.0), List.of(50.0, 45.0), List.of(7.0)));

    assertThat(pooled.df()).isEqualTo(2);
    ForkStatistics.Estimate borrowed = ForkStatistics.estimate(List.of(200.0, 210.0), pooled);
    assertThat(borrowed.basis()).isEqualTo(Interval.POOLED);
    assertThat(borrowed.low()).isLessThan(borrowed.estimate());
    ForkStatistics.Estimate none = ForkStatistics.estimate(List.of(200.0), null);
    assertThat(none.basis()).isEqualTo(Interval.NONE);
    assertThat(none.low()).isNull();
    assertThat(ForkStatistics.pool(List.of(List.of(1.0), List.of(2.0)))).isNull();
  }

  @Test
  void theRangeAcrossRunsAddsTheRunEffectToTheForksInterval_inLogSpace() {
    // forks alone: ±5% (log half-width ln 1.05); the run effect: 1.96 x 15%
    double[] range = ForkStatistics.acrossRuns(100.0, 100 / 1.05, 105.0);

    double h = Math.hypot(Math.log(1.05), 1.959963984540054 * ForkStatistics.RUN_SPREAD);
    assertThat(range[0]).isCloseTo(100 * Math.exp(-h), within(1e-6));
    assertThat(range[1]).isCloseTo(100 * Math.exp(h), within(1e-6));
    // wider than either part, and never narrower than the run effect alone (about ±34%)
    assertThat(range[1] / 100 - 1).isGreaterThan(0.34).isLessThan(0.36);
    assertThat(ForkStatistics.acrossRuns(100.0, null, null)).isNull();
  }

  @Test
  void forksOnLevelsFarApartAreInconsistent() {
    // msgpack deserialize forks sat at 2,070-2,280 and at 3,550-3,610
    List<Double> levels = ForkStatistics.levels(List.of(2070.0, 3550.0, 2280.0, 3610.0));

    assertThat(levels).hasSize(2);
    assertThat(levels.get(0)).isCloseTo(Math.sqrt(2070.0 * 2280.0), within(1e-6));
    assertThat(levels.get(1)).isCloseTo(Math.sqrt(3550.0 * 3610.0), within(1e-6));
    assertThat(ForkStatistics.levels(List.of(1000.0, 1080.0, 1120.0))).isEmpty();
  }
}
