package io.serbench.result;

import java.util.List;

/**
 * The codec serbench recommends, and why.
 *
 * @param codec the recommended codec id, or {@code null} when none qualified
 * @param runnerUp the second best, or {@code null}
 * @param reasons plain-language reasons
 * @param exclusions every codec that was not eligible, with the first reason
 * @param ranking every eligible codec, best first, with its score relative to the best
 * @param tied whether the top group holds more than one codec: the evidence cannot separate them
 *     from the leader, and the secondary criterion picked among them
 * @param eliminatedBy when nothing is recommended: the requirement that removed the last candidates
 *     ({@code round trip}, {@code graph}, {@code crossLanguage}, {@code versioning}, {@code
 *     untrustedInput} or {@code measurement}); otherwise {@code null}
 * @param tradeOffs what the pick gives up, what each remedy would cost, and the switch from the
 *     current codec; {@code null} when nothing is recommended
 */
public record Recommendation(
    String codec,
    String runnerUp,
    List<String> reasons,
    List<Exclusion> exclusions,
    List<Ranked> ranking,
    boolean tied,
    Requirement eliminatedBy,
    TradeOffs tradeOffs) {

  /** A recommendation without trade-offs. */
  public Recommendation(
      String codec,
      String runnerUp,
      List<String> reasons,
      List<Exclusion> exclusions,
      List<Ranked> ranking,
      boolean tied,
      Requirement eliminatedBy) {
    this(codec, runnerUp, reasons, exclusions, ranking, tied, eliminatedBy, null);
  }

  public Recommendation {
    reasons = List.copyOf(reasons);
    exclusions = List.copyOf(exclusions);
    ranking = ranking == null ? List.of() : List.copyOf(ranking);
  }

  /** A recommendation with no ranking: every codec was excluded. */
  public static Recommendation none(
      List<String> reasons, List<Exclusion> exclusions, Requirement eliminatedBy) {
    return new Recommendation(null, null, reasons, exclusions, List.of(), false, eliminatedBy);
  }

  /**
   * A codec that could not be recommended.
   *
   * @param codec the codec id
   * @param reason the first measured reason, such as {@code graph required: ...}
   * @param requirement which requirement excluded it: {@code round trip}, {@code measurement}, or a
   *     constraint name
   */
  /**
   * The codecs an answer names whatever their verdicts: its pick, its runner-up and the current
   * codec, those there are, each once, in that order; what the probes after the race and the next
   * JDK's cost in speed are run for.
   *
   * @param recommendation the answer, or null when there is none
   * @param current the codec the team uses now, or null
   */
  public static List<String> named(Recommendation recommendation, String current) {
    java.util.Set<String> named = new java.util.LinkedHashSet<>();
    if (recommendation != null && recommendation.codec() != null) {
      named.add(recommendation.codec());
    }
    if (recommendation != null && recommendation.runnerUp() != null) {
      named.add(recommendation.runnerUp());
    }
    if (current != null) {
      named.add(current);
    }
    return List.copyOf(named);
  }

  public record Exclusion(String codec, String reason, Requirement requirement) {}

  /**
   * An eligible codec in rank order.
   *
   * @param codec the codec id
   * @param score its objective score relative to the best possible (1.0 = best on every measure)
   * @param relativeTime geometric mean over samples of its total time relative to the fastest
   *     eligible codec
   * @param relativeSize geometric mean over samples of its size relative to the smallest
   * @param tiedWithLeader whether it is in the top group: not significantly worse than the leader
   *     on the objective (same-round fork scores, 95%, adjusted for the choice of the leader and
   *     the race's looks)
   * @param ratioLow the low end of the 95% interval of its objective score over the leader's, or
   *     {@code null} for the leader and where there was no evidence
   * @param ratioHigh the high end of that interval
   * @param p the adjusted one-sided p-value (Paired#againstTheBest) that it is worse than the
   *     leader; {@code null} for the leader
   */
  public record Ranked(
      String codec,
      double score,
      double relativeTime,
      double relativeSize,
      boolean tiedWithLeader,
      Double ratioLow,
      Double ratioHigh,
      Double p) {
    /** A ranked codec without evidence against the leader. */
    public Ranked(
        String codec,
        double score,
        double relativeTime,
        double relativeSize,
        boolean tiedWithLeader) {
      this(codec, score, relativeTime, relativeSize, tiedWithLeader, null, null, null);
    }
  }
}
