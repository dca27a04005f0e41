package io.serbench.text;

import java.util.Locale;

/**
 * How serbench writes numbers and ratios, in one place: the report, the Markdown and console
 * summaries, the recommendation's reasons and the comparison of runs all format through here, so
 * that one figure reads the same on every page.
 */
public final class Numbers {
  private Numbers() {}

  /** A ratio with two decimals: {@code 1.35x}. */
  public static String ratio(double ratio) {
    return String.format(Locale.ROOT, "%.2fx", ratio);
  }

  /**
   * A ratio as a multiple in the direction's word: above 1 in the first word, below 1 inverted in
   * the second: {@code 1.40x slower}, {@code 1.25x faster}.
   */
  public static String ratio(double ratio, String above, String below) {
    return ratio >= 1 ? ratio(ratio) + " " + above : ratio(1 / ratio) + " " + below;
  }

  /** An interval of ratios: {@code 1.31-1.50x}. */
  public static String ratioRange(double low, double high) {
    return String.format(Locale.ROOT, "%.2f-%.2fx", low, high);
  }

  /**
   * A ratio on a chart's axis: one decimal below 10, none from 10 up: {@code 1.5x}, {@code 12x}.
   */
  public static String axisRatio(double ratio) {
    return String.format(Locale.ROOT, ratio < 10 ? "%.1fx" : "%.0fx", ratio);
  }

  /** A score or a ratio without its {@code x}, with two decimals: {@code 0.87}. */
  public static String twoDecimals(double value) {
    return String.format(Locale.ROOT, "%.2f", value);
  }

  /** One decimal, for seconds and coordinates: {@code 12.3}. */
  public static String oneDecimal(double value) {
    return String.format(Locale.ROOT, "%.1f", value);
  }

  /** A measured figure as the report shows it: grouped integers from 100 up, one decimal below. */
  public static String measured(double value) {
    return value >= 100 ? grouped(value) : oneDecimal(value);
  }

  /**
   * A figure as the comparison of runs shows it: whole and from 100 up as grouped integers, else
   * grouped with two decimals, so that a small rule value such as 0.05 stays exact.
   */
  public static String exact(double value) {
    return value == Math.rint(value) || Math.abs(value) >= 100
        ? grouped(value)
        : String.format(Locale.ROOT, "%,.2f", value);
  }

  /** Three decimals, for the CSV and the report's sortable cells: {@code 0.125}. */
  public static String threeDecimals(double value) {
    return String.format(Locale.ROOT, "%.3f", value);
  }

  /** Rounded to a whole, without grouping, for seconds and kilobytes in text: {@code 1234}. */
  public static String whole(double value) {
    return String.format(Locale.ROOT, "%.0f", value);
  }

  /** A p-value as a test reports it: four decimals, {@code 0.0123}. */
  public static String pValue(double p) {
    return String.format(Locale.ROOT, "%.4f", p);
  }

  /** A duration on a clock, minutes and seconds: {@code 3:07}. */
  public static String clock(java.time.Duration duration) {
    return String.format(Locale.ROOT, "%d:%02d", duration.toMinutes(), duration.toSecondsPart());
  }

  /** A whole number with thousands separators: {@code 1,234}. */
  public static String grouped(double value) {
    return String.format(Locale.ROOT, "%,.0f", value);
  }

  /** A fraction as a whole percentage: {@code 34%}. */
  public static String percent(double fraction) {
    return wholePercent(fraction) + "%";
  }

  /** A fraction as a whole percentage without its sign, for text that adds it: {@code 34}. */
  public static String wholePercent(double fraction) {
    return String.format(Locale.ROOT, "%.0f", fraction * 100);
  }

  /** A fraction as a percentage, with a decimal below 1%: {@code 0.4%}, {@code 12%}. */
  public static String finePercent(double fraction) {
    return fraction < 0.01
        ? String.format(Locale.ROOT, "%.1f%%", fraction * 100)
        : percent(fraction);
  }

  /**
   * A fraction as a percentage without its sign and without a needless decimal, as a user writes a
   * limit: {@code 10} or {@code 2.5}.
   */
  public static String limitPercent(double fraction) {
    double value = fraction * 100;
    return value == Math.rint(value)
        ? String.valueOf((long) value)
        : String.format(Locale.ROOT, "%.1f", value);
  }

  /** Milliseconds as seconds to a tenth: {@code 12.1 s}. */
  public static String seconds(long millis) {
    return String.format(Locale.ROOT, "%.1f s", millis / 1000.0);
  }

  /** Milliseconds as seconds, whole where they are: {@code 90 s}, {@code 2.5 s}. */
  public static String roundSeconds(long millis) {
    return millis % 1000 == 0 ? (millis / 1000) + " s" : seconds(millis);
  }
}
