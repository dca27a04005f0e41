package io.serbench.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NumbersTest {
  @Test
  void ratiosHaveTwoDecimalsAndTheirX() {
    assertThat(Numbers.ratio(1.3456)).isEqualTo("1.35x");
    assertThat(Numbers.ratioRange(1.314, 1.5)).isEqualTo("1.31-1.50x");
    assertThat(Numbers.ratio(1.4, "slower", "faster")).isEqualTo("1.40x slower");
    assertThat(Numbers.ratio(0.8, "slower", "faster")).isEqualTo("1.25x faster");
    assertThat(Numbers.ratio(1.0, "slower", "faster")).isEqualTo("1.00x slower");
    assertThat(Numbers.axisRatio(1.54)).isEqualTo("1.5x");
    assertThat(Numbers.axisRatio(12.4)).isEqualTo("12x");
  }

  @Test
  void measuredFiguresAreGroupedFromAHundredUp() {
    assertThat(Numbers.measured(1234.5)).isEqualTo("1,235");
    assertThat(Numbers.measured(99.94)).isEqualTo("99.9");
    assertThat(Numbers.grouped(1234567)).isEqualTo("1,234,567");
    assertThat(Numbers.oneDecimal(2.25)).isEqualTo("2.3");
    assertThat(Numbers.twoDecimals(0.875)).isEqualTo("0.88");
  }

  @Test
  void theComparisonKeepsSmallValuesExact() {
    assertThat(Numbers.exact(0.05)).isEqualTo("0.05");
    assertThat(Numbers.exact(12)).isEqualTo("12");
    assertThat(Numbers.exact(1234.56)).isEqualTo("1,235");
    assertThat(Numbers.exact(-0.125)).isEqualTo("-0.13");
  }
}
