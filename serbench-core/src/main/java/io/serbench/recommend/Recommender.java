package io.serbench.recommend;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.Criteria;
import io.serbench.result.Recommendation;
import io.serbench.result.TradeOffs;
import java.util.List;

/**
 * Picks a codec from measured results and the team's {@link Criteria}, in three steps, each a class
 * of its own: {@link Eligibility} (round trip, measurement, measured constraints), {@link Ranking}
 * (objective score; the top group from same-round fork scores, the pick by the secondary criterion)
 * and {@link Reasons} (the plain-language explanation, written once from the typed outcome).
 */
public final class Recommender {
  /**
   * The widest reach either way of a ratio's interval that the answer still calls a tie: two codecs
   * whose same-round ratio lies within ±10% are tied for a team's purposes, as the run effect alone
   * moves a whole run by more. The race stops there too: more forks would not change the answer.
   */
  public static final double TIED_REACH = 0.10;

  private Recommender() {}

  /** Ranks the codecs with no constraints and the balanced objective. */
  public static Recommendation recommend(BenchmarkResults results) {
    return recommend(results, Criteria.DEFAULT);
  }

  /** The reasons, then which figures decided and which classes were parts, when a mix was run. */
  private static List<String> withMix(List<String> reasons, BenchmarkResults results) {
    if (results.mix() == null || results.mix().why() == null) {
      return reasons;
    }
    List<String> all = new java.util.ArrayList<>(reasons);
    List<String> parts =
        results.models().stream()
            .filter(r -> !r.message())
            .map(r -> r.modelClass().substring(r.modelClass().lastIndexOf('.') + 1))
            .toList();
    String why = results.mix().why();
    all.add(
        Character.toUpperCase(why.charAt(0))
            + why.substring(1)
            + (parts.isEmpty()
                ? ""
                : "; "
                    + String.join(", ", parts)
                    + (parts.size() == 1 ? " is a part" : " are parts")
                    + " of the messages, covered inside them and not timed on their own"));
    return List.copyOf(all);
  }

  /**
   * Ranks the codecs in {@code results} against the criteria and explains the choice, allowing for
   * the looks of the race that measured them ({@link #looks}).
   */
  public static Recommendation recommend(BenchmarkResults results, Criteria criteria) {
    return recommend(results, criteria, looks(results.environment()));
  }

  /**
   * How many times a run's race tested the same codecs: each round from its first judgement to its
   * plan's last, 1 without a race that eliminates.
   */
  public static int looks(io.serbench.result.Environment environment) {
    io.serbench.result.RaceLog race = environment == null ? null : environment.race();
    return race == null ? 1 : race.looks();
  }

  /**
   * Ranks the codecs in {@code results} against the criteria and explains the choice.
   *
   * @param looks how many times the plan tests the same codecs; the top group's error rate is
   *     spread over them
   */
  public static Recommendation recommend(BenchmarkResults results, Criteria criteria, int looks) {
    // a sample no codec could run (its class failed to initialise) says nothing about codecs
    // when the mix decides, it is the one sample the ranking stands on: a codec passes it only when
    // it round-tripped every message, and it is timed for every codec
    BenchmarkResults runnable =
        results.withSamples(
            results.rankedSamples().stream().filter(s -> !s.results().isEmpty()).toList());
    Eligibility.Outcome eligibility = Eligibility.check(runnable, criteria);
    if (eligibility.elimination().isPresent()) {
      Eligibility.Elimination elimination = eligibility.elimination().get();
      return Recommendation.none(
          List.of(Reasons.none(elimination, criteria)),
          eligibility.exclusions(),
          elimination.requirement());
    }
    Ranking ranking = new Ranking(runnable, eligibility.eligible(), looks);
    Ranking.Ranked ranked = ranking.rank(criteria);
    TradeOffs tradeOffs =
        new Alternatives(runnable, results, criteria, ranking, ranked.winner()).write();
    List<String> reasons =
        new java.util.ArrayList<>(Reasons.write(runnable, criteria, ranking, ranked));
    // the switch from what the team uses now and what the pick gives up, with the remedy for each,
    // are the trade-offs' first-screen lines, after the headline; the reasons say how it was ranked
    return new Recommendation(
        ranked.winner(),
        ranked.runnerUp().orElse(null),
        withMix(reasons, results),
        eligibility.exclusions(),
        ranked.ranking(),
        ranked.top().isPresent(),
        null,
        tradeOffs);
  }
}
