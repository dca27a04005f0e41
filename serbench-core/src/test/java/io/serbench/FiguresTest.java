package io.serbench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FiguresTest {
  @Test
  void ratiosHaveTwoDecimalsAndTheirX() {
    assertThat(Figures.ratio(1.3456)).isEqualTo("1.35x");
    assertThat(Figures.ratioRange(1.314, 1.5)).isEqualTo("1.31-1.50x");
    assertThat(Figures.ratio(1.4, "slower", "faster")).isEqualTo("1.40x slower");
    assertThat(Figures.ratio(0.8, "slower", "faster")).isEqualTo("1.25x faster");
    assertThat(Figures.ratio(1.0, "slower", "faster")).isEqualTo("1.00x slower");
    assertThat(Figures.axisRatio(1.54)).isEqualTo("1.5x");
    assertThat(Figures.axisRatio(12.4)).isEqualTo("12x");
  }

  @Test
  void measuredFiguresAreGroupedFromAHundredUp() {
    assertThat(Figures.measured(1234.5)).isEqualTo("1,235");
    assertThat(Figures.measured(99.94)).isEqualTo("99.9");
    assertThat(Figures.grouped(1234567)).isEqualTo("1,234,567");
    assertThat(Figures.oneDecimal(2.25)).isEqualTo("2.3");
    assertThat(Figures.twoDecimals(0.875)).isEqualTo("0.88");
  }

  @Test
  void theComparisonKeepsSmallValuesExact() {
    assertThat(Figures.exact(0.05)).isEqualTo("0.05");
    assertThat(Figures.exact(12)).isEqualTo("12");
    assertThat(Figures.exact(1234.56)).isEqualTo("1,235");
    assertThat(Figures.exact(-0.125)).isEqualTo("-0.13");
  }
}
