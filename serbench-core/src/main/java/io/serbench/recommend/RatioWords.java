package io.serbench.recommend;

import io.serbench.result.TradeOffs;
import io.serbench.text.Numbers;

/**
 * How the answer says a ratio: with its interval where the interval bounds it, as a lower bound
 * where the forks separate the codecs but cannot say by how much, and as a tie in words where they
 * cannot separate them. No interval wider than what it bounds is printed.
 */
final class RatioWords {
  private RatioWords() {}

  /**
   * A time ratio in words, such as {@code 1.40x slower (95% interval 1.31-1.50x)}.
   *
   * @param above the word for a ratio above 1 ({@code slower} when the ratio is another codec's
   *     time over the pick's)
   * @param below the word for a ratio below 1
   */
  static String time(TradeOffs.Ratio time, String above, String below) {
    if (Double.isNaN(time.ratio())) {
      return "time not comparable (no forks in common rounds)";
    }
    if (time.low() == null) {
      return "about " + ratio(time.ratio(), above, below) + " (too few forks for an interval)";
    }
    double low = time.ratio() >= 1 ? time.low() : 1 / time.high();
    double high = time.ratio() >= 1 ? time.high() : 1 / time.low();
    double point = Math.max(time.ratio(), 1 / time.ratio());
    if (!time.separated()) {
      return high / low <= 1.5
          ? "the same speed within the forks' 95% interval (" + Numbers.ratioRange(low, high) + ")"
          : "speeds the forks cannot separate";
    }
    String word = time.ratio() >= 1 ? above : below;
    if (high - low > point) {
      // separated, but the interval is wider than the figure: say what the forks do show
      return "at least "
          + Numbers.ratio(low)
          + " "
          + word
          + " (95%; too few forks to say how much more: "
          + Numbers.ratio(point)
          + " on the point estimates)";
    }
    return Numbers.ratio(point)
        + " "
        + word
        + " (95% interval "
        + Numbers.ratioRange(low, high)
        + ")";
  }

  /** Another codec's size over the pick's, in words: {@code 34% larger}, {@code 10% smaller}. */
  static String size(double ratio) {
    return ratio >= 1 ? percent(ratio - 1, "larger") : percent(1 - ratio, "smaller");
  }

  private static String percent(double share, String direction) {
    return share < 0.005 ? "the same size" : Numbers.percent(share) + " " + direction;
  }

  /** A ratio above 1 in the first word, below 1 in the second: 1.40x slower, 1.25x faster. */
  static String ratio(double ratio, String above, String below) {
    return Numbers.ratio(ratio, above, below);
  }
}
