package io.serbench.report;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.Recommendation;
import io.serbench.text.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The ranking of eligible codecs as the report, the Markdown summary and the site page show it:
 * score, time and size against the best, and the score against the leader with its 95% interval.
 */
public final class RankingView {
  private RankingView() {}

  /**
   * One ranked codec, as text.
   *
   * @param rank 1 for the leader
   * @param score the ranking score, two decimals
   * @param time its time relative to the leader's, as {@code 1.35x}
   * @param size its size relative to the leader's
   * @param versus its score against the leader's with the 95% interval, or {@code leader}
   * @param top whether it is tied with the leader
   * @param note the top group, the interval, and when it left the race
   */
  public record Row(
      int rank,
      String codec,
      String score,
      String time,
      String size,
      String versus,
      boolean top,
      String note) {}

  /** The ranking of eligible codecs with their relative time and size, the leader first. */
  public static List<Row> rows(BenchmarkResults results) {
    List<Row> rows = new ArrayList<>();
    if (results.recommendation() == null) {
      return rows;
    }
    int rank = 1;
    for (Recommendation.Ranked ranked : results.recommendation().ranking()) {
      String left =
          results.samples().stream()
              .flatMap(sample -> sample.result(ranked.codec()).stream())
              .map(CodecResult::measuredIn)
              .filter(Objects::nonNull)
              .findFirst()
              .orElse(null);
      String note =
          (ranked.tiedWithLeader() ? topGroup(ranked) : "")
              + (ranked.ratioLow() != null
                  ? (ranked.tiedWithLeader() ? "; " : "")
                      + against(ranked.ratioLow(), ranked.ratioHigh())
                  : "")
              + (left != null ? "; " + left : "");
      rows.add(row(rank++, ranked, note));
    }
    return rows;
  }

  /** A ranked codec's score and its time and size relative to the leader, as text. */
  static Row row(int rank, Recommendation.Ranked ranked, String note) {
    return new Row(
        rank,
        ranked.codec(),
        Numbers.twoDecimals(ranked.score()),
        Numbers.ratio(ranked.relativeTime()),
        Numbers.ratio(ranked.relativeSize()),
        versus(ranked),
        ranked.tiedWithLeader(),
        note);
  }

  /**
   * The codec's score against the leader's: the 95% interval of the ratio, or why there is none.
   */
  public static String versus(Recommendation.Ranked ranked) {
    return ranked.ratioLow() == null
        ? ranked.p() == null ? "leader" : "no interval"
        : java.util.Objects.requireNonNullElse(
                span(ranked.ratioLow(), ranked.ratioHigh()), "not separable with these forks")
            + (ranked.tiedWithLeader() ? ", " + topGroup(ranked) : "");
  }

  /**
   * A member of the top group, in words. The interval beside it is 95% for this pair alone; the
   * group is decided with the p-values adjusted for the leader's choice among the codecs and for
   * the race's looks after every round. Where the pair's own interval leaves out 1, say so, so that
   * "1.04-1.27x" and "tied" never stand side by side unexplained.
   */
  static String topGroup(Recommendation.Ranked ranked) {
    return ranked.ratioLow() != null && ranked.ratioLow() > 1
        ? "top group: this pair's interval leaves out 1, but not once adjusted for the choice of"
            + " the leader and the race's looks after every round"
        : "top group";
  }

  /** The score ratio's interval against the leader, in words that never overstate it. */
  static String against(double low, double high) {
    String span = span(low, high);
    return span == null
        ? "not separable from the leader with these forks"
        : span + " the leader's score (95%)";
  }

  /**
   * An interval of a score ratio, unless it is wider than the ratio it bounds: then only its low
   * end, which the forks do show, or null when it also reaches below 1.
   */
  static String span(double low, double high) {
    if (high - low <= Math.sqrt(low * high)) {
      return Numbers.ratioRange(low, high);
    }
    return low > 1 ? "at least " + Numbers.ratio(low) : null;
  }
}
