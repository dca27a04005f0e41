package io.serbench.report;

import java.util.Locale;

/** Numbers as every page of the report shows them. */
public final class ReportNumbers {
  private ReportNumbers() {}

  /** Grouped integers from 100 up, one decimal below. */
  public static String format(double value) {
    return value >= 100
        ? String.format(Locale.ROOT, "%,.0f", value)
        : String.format(Locale.ROOT, "%.1f", value);
  }

  /** One decimal, for coordinates and seconds. */
  static String oneDecimal(double value) {
    return String.format(Locale.ROOT, "%.1f", value);
  }
}
