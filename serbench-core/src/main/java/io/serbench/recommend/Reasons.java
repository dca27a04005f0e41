package io.serbench.recommend;

import io.serbench.codec.Effort;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.Criteria;
import io.serbench.text.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Writes the recommendation's reasons in plain language, from the typed outcome, in one place. */
final class Reasons {
  /** The widest reach either way that the answer still calls a tie. */
  static final double TIED_REACH = Recommender.TIED_REACH;

  private Reasons() {}

  /** Why nothing could be recommended. */
  static String none(Eligibility.Elimination elimination, Criteria criteria) {
    return switch (elimination.requirement()) {
      case ROUND_TRIP, MEASUREMENT ->
          "no codec round-tripped every sample and could be measured on it";
      default ->
          "no codec meets the constraints ("
              + criteria.describeConstraints()
              + "): "
              + elimination.label()
              + " eliminated the last candidates ("
              + String.join(", ", elimination.lastCandidates())
              + ")";
    };
  }

  /** The reasons for the winner: headline, ranking basis, constraints and ties. */
  static List<String> write(
      BenchmarkResults results, Criteria criteria, Ranking ranking, Ranking.Ranked ranked) {
    List<String> reasons = new ArrayList<>();
    String winner = ranked.winner();
    String runnerUp = ranked.runnerUp().orElse(null);
    int samples = ranking.sampleCount();
    ranked.top().ifPresent(top -> reasons.add(group(top, criteria.objective().id(), ranking)));
    reasons.add(headline(results, criteria, ranking, winner, runnerUp));
    reasons.add(
        "ranked by "
            + criteria.objective().id()
            + String.format(
                Locale.ROOT,
                " (weights: serialize %s, deserialize %s, size %s%s)",
                number(criteria.weights().serialize()),
                number(criteria.weights().deserialize()),
                number(criteria.weights().size()),
                criteria.weights().ranksColdStart()
                    ? ", cold start " + number(criteria.weights().coldStart())
                    : "")
            + (results.rankedByMix()
                ? " over the message mix"
                : " over " + samples + (samples == 1 ? " sample" : " samples")));
    if (criteria.constraints().any()) {
      reasons.add("meets " + criteria.describeConstraints() + " as measured on your model classes");
    }
    ranked
        .top()
        .ifPresent(
            top -> {
              List<String> others = new ArrayList<>(top.members());
              others.remove(top.pick());
              // a tie is what the forks show: within a narrow reach, else only that they
              // could not separate the codecs, never "tied within ±150%"
              String tie =
                  !Double.isNaN(top.reach()) && top.reach() <= TIED_REACH
                      ? "are tied on "
                          + criteria.objective().id()
                          + " within ±"
                          + Numbers.percent(top.reach())
                      : "are not separated on "
                          + criteria.objective().id()
                          + (Double.isNaN(top.reach())
                              ? ": too few forks for an interval"
                              : ": these forks cannot tell them apart");
              reasons.add(
                  String.format(
                      Locale.ROOT,
                      "%s and %s %s (95%% confidence, same-round fork scores, adjusted for the"
                          + " choice of the leader and the race's looks); %s is picked: %s",
                      top.pick(),
                      String.join(", ", others),
                      tie,
                      top.pick(),
                      switch (top.by()) {
                        case "score" ->
                            "its "
                                + criteria.objective().id()
                                + " score is the better point estimate (size is already part of"
                                + " that score, so it does not decide a second time)";
                        case "size" ->
                            "smaller (size is not part of the "
                                + criteria.objective().id()
                                + " score)";
                        default -> "faster (time is not part of the size score)";
                      }));
            });
    if (runnerUp != null) {
      double winnerCold = ranking.geoColdStart(winner);
      double runnerUpCold = ranking.geoColdStart(runnerUp);
      if (!Double.isNaN(winnerCold)
          && !Double.isNaN(runnerUpCold)
          && Math.max(winnerCold, runnerUpCold) > 1.5 * Math.min(winnerCold, runnerUpCold)) {
        reasons.add(
            String.format(
                Locale.ROOT,
                "cold start (codec creation, first encode and first decode in a fresh JVM): %s"
                    + " %s ms, %s %s ms",
                winner,
                Numbers.whole(winnerCold / 1000),
                runnerUp,
                Numbers.whole(runnerUpCold / 1000)));
      }
    }
    if (runnerUp != null) {
      adoption(results, winner, runnerUp).ifPresent(reasons::add);
    }
    List<String> unsteady =
        java.util.stream.Stream.of(winner, runnerUp)
            .filter(java.util.Objects::nonNull)
            .filter(
                codec ->
                    results.samples().stream()
                        .flatMap(sample -> sample.result(codec).stream())
                        .anyMatch(CodecResult::unsteady))
            .toList();
    if (!unsteady.isEmpty()) {
      reasons.add(
          String.join(" and ", unsteady)
              + (unsteady.size() == 1 ? " has" : " have")
              + " a figure that was not at steady state (marked †, likely slower than the library"
              + " is): measure with a longer preset (thorough) or a larger timeBudget before"
              + " relying on the order");
    }
    return reasons;
  }

  /**
   * What adopting the winner costs against the runner-up, when it differs: twice the megabytes or
   * more, a registration list on one side only, or JVM flags on one side only.
   */
  private static java.util.Optional<String> adoption(
      BenchmarkResults results, String winner, String runnerUp) {
    io.serbench.result.CodecDescriptor a = results.codec(winner).orElse(null);
    io.serbench.result.CodecDescriptor b = results.codec(runnerUp).orElse(null);
    if (a == null || b == null) {
      return java.util.Optional.empty();
    }
    double small = Math.max(1, Math.min(a.artifactBytes(), b.artifactBytes()));
    double large = Math.max(a.artifactBytes(), b.artifactBytes());
    boolean sized = recorded(a) && recorded(b);
    boolean differs =
        sized && large >= 2 * small && large > 100_000
            || a.registrationList() != b.registrationList()
            || a.jvmFlags().isEmpty() != b.jvmFlags().isEmpty();
    if (!differs) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.of("adoption: " + adoptionText(a) + "; " + adoptionText(b));
  }

  /** Whether the results know what the codec adds: the JDK adds nothing, others their jars. */
  private static boolean recorded(io.serbench.result.CodecDescriptor codec) {
    return codec.library().equals("java.base") || !codec.artifacts().isEmpty();
  }

  private static String adoptionText(io.serbench.result.CodecDescriptor codec) {
    List<String> parts = new ArrayList<>();
    if (codec.library().equals("java.base")) {
      parts.add("adds no jar");
    } else if (recorded(codec)) {
      parts.add(
          String.format(
              Locale.ROOT,
              "adds %d jar%s (%s MB)",
              codec.artifacts().size(),
              codec.artifacts().size() == 1 ? "" : "s",
              Numbers.oneDecimal(codec.artifactBytes() / 1_000_000.0)));
    }
    parts.add(codec.registrationList() ? "needs a class list kept in sync" : "needs no class list");
    if (!codec.jvmFlags().isEmpty()) {
      parts.add("needs " + codec.jvmFlags().size() + " JVM flags");
    }
    return codec.id() + " " + String.join(", ", parts);
  }

  /**
   * The answer when the forks cannot separate the top group: every member by name, and what tells
   * them apart, so that a rerun that picks another member reads as the same answer. Sizes are exact
   * byte counts; a speed the forks cannot separate from the pick's says so, with its point estimate
   * in brackets, never as a finding.
   */
  private static String group(Ranking.Top top, String objective, Ranking ranking) {
    List<String> others = new ArrayList<>(top.members());
    others.remove(top.pick());
    List<String> unseparated = ranking.notSeparatedOnTime(top.pick());
    StringBuilder line =
        new StringBuilder(top.pick())
            .append(" or ")
            .append(String.join(" or ", others))
            .append(": tied on ")
            .append(objective);
    for (String other : others) {
      double size = ranking.geoSize(other) / ranking.geoSize(top.pick());
      double time = ranking.geoTime(other) / ranking.geoTime(top.pick());
      line.append("; ")
          .append(top.pick())
          .append(" is ")
          .append(
              Math.abs(size - 1) < 0.005
                  ? "as small as " + other
                  : ratioText(size, "smaller", "larger") + " than " + other)
          .append(", ");
      String speed =
          Math.abs(time - 1) < 0.005
              ? "as fast"
              : io.serbench.text.Numbers.ratio(time < 1 ? 1 / time : time)
                  + (time < 1 ? " faster" : " slower");
      // a ratio the forks cannot separate is no finding: say so, with the point estimate aside
      line.append(
          unseparated.contains(other)
              ? other + "'s speed not separated from it (point estimate " + speed + ")"
              : other + " " + speed);
    }
    return line.append(" (").append(top.pick()).append(" is picked below)").toString();
  }

  /** The most codecs the headline names whose speed the forks cannot separate from the pick's. */
  static final int UNSEPARATED_NAMED = 3;

  /**
   * What "fastest" cannot claim: the codecs whose speed the forks cannot separate from the
   * winner's, so that the headline never calls a codec the fastest where the evidence ties it.
   */
  private static String unseparatedSpeed(Ranking ranking, String winner) {
    List<String> tied = ranking.notSeparatedOnTime(winner);
    if (tied.isEmpty()) {
      return "";
    }
    String named =
        tied.size() <= UNSEPARATED_NAMED
            ? String.join(", ", tied) + "'s"
            : String.join(", ", tied.subList(0, UNSEPARATED_NAMED))
                + "'s and "
                + (tied.size() - UNSEPARATED_NAMED)
                + " more codecs'";
    return " on the point estimates; the forks cannot separate its speed from " + named;
  }

  /** Leads with the measure the winner is best at, as far as the objective allows. */
  private static String headline(
      BenchmarkResults results,
      Criteria criteria,
      Ranking ranking,
      String winner,
      String runnerUp) {
    int samples = ranking.sampleCount();
    int eligible = ranking.eligibleCount();
    int timeWins = ranking.wins(winner, true);
    int sizeWins = ranking.wins(winner, false);
    int timeRank = ranking.position(winner, true);
    int sizeRank = ranking.position(winner, false);
    Criteria.Objective objective = criteria.objective();
    boolean leadBySize =
        objective == Criteria.Objective.SIZE
            || objective == Criteria.Objective.BALANCED && timeWins == 0 && sizeWins > 0;
    boolean leadByTime = !leadBySize && (objective == Criteria.Objective.SPEED || timeWins > 0);
    StringBuilder headline = new StringBuilder().append(winner).append(": ");
    if (leadByTime || leadBySize) {
      int leadWins = leadBySize ? sizeWins : timeWins;
      headline.append(
          leadWins == 0
              ? "among the " + (leadBySize ? "smallest" : "fastest") + " eligible codecs"
              : (leadBySize ? "smallest" : "fastest")
                  + " eligible codec on "
                  + (results.rankedByMix()
                      ? "the message mix"
                      : leadWins + " of " + samples + (samples == 1 ? " sample" : " samples"))
                  + (leadBySize ? "" : unseparatedSpeed(ranking, winner)));
      if (runnerUp != null) {
        double ratio = ranking.geoSize(runnerUp) / ranking.geoSize(winner);
        headline
            .append(" (")
            .append(
                leadBySize
                    ? Math.abs(ratio - 1) < 0.005
                        ? "as small as " + runnerUp
                        : ratioText(ratio, "smaller", "larger") + " than " + runnerUp
                    : timeText(ranking.compareTime(runnerUp, winner), runnerUp))
            .append(")");
      }
      headline
          .append(", ")
          .append(ordinal(leadBySize ? timeRank : sizeRank))
          .append(leadBySize ? " fastest" : " smallest")
          .append(" of ")
          .append(eligible)
          .append(" eligible");
    } else {
      headline
          .append("best balance of speed and size among ")
          .append(eligible)
          .append(" eligible codecs (")
          .append(ordinal(timeRank))
          .append(" fastest, ")
          .append(ordinal(sizeRank))
          .append(" smallest");
      if (runnerUp != null) {
        headline
            .append("; against ")
            .append(runnerUp)
            .append(": ")
            .append(timeText(ranking.compareTime(runnerUp, winner), runnerUp))
            .append(", ")
            .append(
                ratioText(
                    ranking.geoSize(runnerUp) / ranking.geoSize(winner), "smaller", "larger"));
      }
      headline.append(")");
    }
    results
        .codec(winner)
        .filter(c -> c.effort() == Effort.CLASSES_KNOWN)
        .ifPresent(c -> headline.append("; needs the class list kept in sync (classes-known)"));
    return headline.toString();
  }

  /**
   * The winner's time against another codec's, as far as the fork-level evidence says: a ratio with
   * its 95% interval where the interval excludes 1, a tie within the interval otherwise.
   *
   * @param other how the other codec compares with the winner (other over winner)
   */
  static String timeText(io.serbench.stats.Paired.Difference other, String codec) {
    if (Double.isNaN(other.ratio())) {
      return "speed against " + codec + " not separable: no forks in common rounds";
    }
    if (other.low() == null) {
      return "speed against "
          + codec
          + " not separable: too few forks for an interval ("
          + ratioText(other.ratio(), "faster", "slower")
          + " on the point estimates)";
    }
    if (!other.separated()) {
      // a tie within a wide interval is no tie: the forks cannot tell the two apart
      return other.reach() <= TIED_REACH
          ? "tied on speed with " + codec + " within ±" + Numbers.percent(other.reach())
          : "speed against " + codec + " not separated with these forks";
    }
    boolean faster = other.ratio() > 1;
    double ratio = faster ? other.ratio() : 1 / other.ratio();
    double low = faster ? other.low() : 1 / other.high();
    double high = faster ? other.high() : 1 / other.low();
    if (high - low > ratio) {
      // separated, but the interval is wider than the figure: only its low end means anything
      return "at least "
          + Numbers.ratio(low)
          + (faster ? " faster than " : " slower than ")
          + codec
          + " (95%; too few forks to say how much more: "
          + Numbers.ratio(ratio)
          + " on the point estimates)";
    }
    return Numbers.ratio(ratio)
        + (faster ? " faster than " : " slower than ")
        + codec
        + ", 95% interval "
        + Numbers.ratioRange(low, high);
  }

  static String ratioText(double ratio, String better, String worse) {
    if (Math.abs(ratio - 1) < 0.005) {
      return better.equals("faster") ? "same speed" : "same size";
    }
    return Numbers.ratio(ratio, better, worse);
  }

  private static String ordinal(int n) {
    return io.serbench.text.Words.ordinal(n);
  }

  private static String number(double value) {
    return value == Math.rint(value) ? String.valueOf((long) value) : Numbers.twoDecimals(value);
  }
}
