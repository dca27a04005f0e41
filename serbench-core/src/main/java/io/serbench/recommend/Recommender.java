package io.serbench.recommend;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.Criteria;
import io.serbench.result.Recommendation;
import java.util.List;

/**
 * Picks a codec from measured results and the team's {@link Criteria}, in three steps, each a class
 * of its own: {@link Eligibility} (round trip, measurement, measured constraints), {@link Ranking}
 * (objective score; the top group from same-round fork scores, the pick by the secondary criterion)
 * and {@link Reasons} (the plain-language explanation, written once from the typed outcome).
 */
public final class Recommender {
  private Recommender() {}

  /** Ranks the codecs with no constraints and the balanced objective. */
  public static Recommendation recommend(BenchmarkResults results) {
    return recommend(results, Criteria.DEFAULT);
  }

  /** Ranks the codecs in {@code results} against the criteria and explains the choice. */
  public static Recommendation recommend(BenchmarkResults results, Criteria criteria) {
    // a sample no codec could run (its class failed to initialise) says nothing about codecs
    BenchmarkResults runnable =
        results.withSamples(
            results.samples().stream().filter(s -> !s.results().isEmpty()).toList());
    Eligibility.Outcome eligibility = Eligibility.check(runnable, criteria);
    if (eligibility.elimination().isPresent()) {
      Eligibility.Elimination elimination = eligibility.elimination().get();
      return Recommendation.none(
          List.of(Reasons.none(elimination, criteria)),
          eligibility.exclusions(),
          elimination.requirement());
    }
    Ranking ranking = new Ranking(runnable, eligibility.eligible());
    Ranking.Ranked ranked = ranking.rank(criteria);
    return new Recommendation(
        ranked.winner(),
        ranked.runnerUp().orElse(null),
        Reasons.write(runnable, criteria, ranking, ranked),
        eligibility.exclusions(),
        ranked.ranking(),
        ranked.top().isPresent(),
        null);
  }
}
