package io.serbench.measure;

import io.serbench.recommend.Recommender;
import io.serbench.result.Recommendation;
import io.serbench.text.Numbers;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The race's rules for who leaves and when it stops, on an interim ranking: the screen after one
 * fork each, the judgment after later rounds, and the standing that settles the race. They read the
 * ranking alone, so that they are the same for every codec ({@link SettledEvidence} applies them to
 * the forks that had stopped compiling too), and the decision-rule simulation holds their error
 * rates.
 */
final class RaceRules {
  /**
   * Codecs whose intervals against the leader all lie within this share of 1 are tied for any
   * practical purpose, and the answer says so: more forks would not change the decision. The same
   * reach as the answer's tie ({@link Recommender#TIED_REACH}), so that the race spends no round on
   * narrowing a tie the answer already states.
   */
  static final double SETTLED_REACH = Recommender.TIED_REACH;

  /**
   * After the first round, a codec whose objective score is this many times the leader's leaves
   * before a second round: one fork each cannot give a p-value, but no fork effect seen on a
   * JIT-compiled JVM comes near it (forks of one benchmark differ by up to 1.7x, and the fork
   * classification cuts a slow warm-up), while xstream 17x and jdk 12x behind the leader, as a real
   * model showed, would cost a full second round. {@code DecisionRulesSimulationTest} holds the
   * race's error rates with this rule in place.
   */
  static final double SCREEN_RATIO = 4.0;

  private RaceRules() {}

  /**
   * Where the race stands.
   *
   * @param settled why the race can stop, or {@code null} while it cannot
   */
  record Standing(String settled) {}

  /**
   * After one fork each: adds to {@code leaving} the codecs whose objective score is {@link
   * #SCREEN_RATIO} times the leader's or more, too far behind for any fork effect to bring back.
   */
  static void screen(
      Recommendation interim, Set<String> racing, Map<String, String> leaving, String objective) {
    Recommendation.Ranked leader =
        interim.ranking().stream()
            .filter(r -> racing.contains(r.codec()))
            .min(java.util.Comparator.comparingDouble(Recommendation.Ranked::score))
            .orElse(null);
    if (leader == null || !(leader.score() > 0)) {
      return;
    }
    for (Recommendation.Ranked r : interim.ranking()) {
      double behind = r.score() / leader.score();
      if (racing.contains(r.codec()) && behind >= SCREEN_RATIO) {
        leaving.putIfAbsent(
            r.codec(),
            String.format(
                Locale.ROOT,
                "%s behind %s on the %s score after one fork each (a codec %sx or more behind"
                    + " leaves after the first round)",
                Numbers.ratio(behind),
                leader.codec(),
                objective,
                new java.text.DecimalFormat("0.#").format(SCREEN_RATIO)));
      }
    }
  }

  /** Adds to {@code leaving} the codecs that cannot win: not eligible, or behind the leader. */
  static void behind(
      Recommendation interim, Set<String> racing, Map<String, String> leaving, String objective) {
    Map<String, Recommendation.Ranked> ranked = new LinkedHashMap<>();
    interim.ranking().forEach(r -> ranked.put(r.codec(), r));
    String leader =
        interim.ranking().stream()
            .filter(r -> r.p() == null)
            .map(Recommendation.Ranked::codec)
            .findFirst()
            .orElse(null);
    for (String codec : racing) {
      Recommendation.Ranked r = ranked.get(codec);
      if (r == null) {
        leaving.putIfAbsent(codec, "not eligible for the recommendation");
      } else if (r.p() != null && !r.tiedWithLeader()) {
        leaving.putIfAbsent(
            codec,
            String.format(
                Locale.ROOT,
                "behind %s on the %s score (%s, p = %s adjusted for the choice of the leader"
                    + " and the race's looks)",
                leader,
                objective,
                Numbers.ratio(
                    r.ratioLow() == null ? Double.NaN : Math.sqrt(r.ratioLow() * r.ratioHigh())),
                Numbers.pValue(r.p())));
      }
    }
  }

  /** Whether the race is settled once the codecs in {@code leaving} have left. */
  static Standing standing(
      Recommendation interim, Set<String> racing, Map<String, String> leaving) {
    Map<String, Recommendation.Ranked> ranked = new LinkedHashMap<>();
    interim.ranking().forEach(r -> ranked.put(r.codec(), r));
    List<String> staying = racing.stream().filter(c -> !leaving.containsKey(c)).toList();
    if (staying.size() <= 1) {
      return new Standing(
          staying.isEmpty()
              ? "no codec is eligible for the recommendation"
              : "the top group is settled: " + staying.get(0) + " alone can win");
    }
    boolean tight =
        staying.stream()
            .map(ranked::get)
            .filter(r -> r.p() != null)
            .allMatch(
                r ->
                    r.ratioLow() != null
                        && r.ratioLow() >= 1 - SETTLED_REACH
                        && r.ratioHigh() <= 1 + SETTLED_REACH);
    return new Standing(
        tight
            ? "the top group is settled: "
                + String.join(", ", staying)
                + " are tied within ±"
                + Math.round(SETTLED_REACH * 100)
                + "%"
            : null);
  }
}
