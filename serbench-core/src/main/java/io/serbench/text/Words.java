package io.serbench.text;

import java.util.Locale;

/** How serbench writes enums and counts in prose, in one place. */
public final class Words {
  private Words() {}

  /** An enum constant in words: {@code ZERO_KNOWLEDGE} is {@code zero knowledge}. */
  public static String words(Enum<?> constant) {
    return constant.name().replace('_', ' ').toLowerCase(Locale.ROOT);
  }

  /** An English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 101st. */
  public static String ordinal(int n) {
    int lastTwo = n % 100;
    String suffix =
        lastTwo >= 11 && lastTwo <= 13
            ? "th"
            : switch (n % 10) {
              case 1 -> "st";
              case 2 -> "nd";
              case 3 -> "rd";
              default -> "th";
            };
    return n + suffix;
  }
}
