package io.serbench.recommend;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.Criteria;
import io.serbench.result.SampleResult;
import io.serbench.result.Score;
import io.serbench.stats.ForkStatistics;
import io.serbench.stats.Paired;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The evidence behind every order the recommendation states: each codec's objective (or total time)
 * per measurement round, from that round's fork means, and same-round comparisons of two codecs
 * ({@link Paired}), with the run's pooled between-fork spread where they share fewer than three
 * rounds.
 */
final class RoundScores {
  private final BenchmarkResults results;
  private final List<String> eligible;

  RoundScores(BenchmarkResults results, List<String> eligible) {
    this.results = results;
    this.eligible = eligible;
  }

  /**
   * How codec {@code a} compares with {@code b} on the weighted time of these weights, on
   * same-round figures: the ratio of a's score to b's, with its interval.
   */
  Paired.Difference compare(String a, String b, Criteria.Weights weights) {
    double[] pooled = pooledRoundSd(weights);
    return Paired.compare(perRound(a, weights), perRound(b, weights), pooled[0], (int) pooled[1]);
  }

  /**
   * How codec {@code a}'s total time (serialize plus deserialize, geometric mean over samples)
   * compares with {@code b}'s, on same-round figures: the ratio the headline states.
   */
  Paired.Difference compareTime(String a, String b, List<SampleResult> on) {
    double[] pooled = pooledRoundSd(new Criteria.Weights(1, 1, 0));
    // the log of a sum varies no more than its more variable part: the pooled spread of one
    // figure, over the samples
    double sd = Math.sqrt(2.0 / on.size()) * pooled[2];
    return Paired.compare(totalPerRound(a, on), totalPerRound(b, on), sd, (int) pooled[1]);
  }

  /** Whether codec {@code a}'s total time is significantly below {@code b}'s on these samples. */
  boolean faster(String a, String b, List<SampleResult> on) {
    Paired.Difference d = compareTime(a, b, on);
    return d.separated() && d.ratio() < 1;
  }

  /** The codec's log total time in each round it has both figures on every sample given. */
  private Map<Integer, Double> totalPerRound(String codec, List<SampleResult> on) {
    int samples = on.size();
    Map<Integer, Double> sums = new TreeMap<>();
    Map<Integer, Integer> counts = new TreeMap<>();
    for (SampleResult sample : on) {
      CodecResult r = sample.result(codec).orElseThrow();
      Map<Integer, Double> ser = byRound(r.serializeNs());
      Map<Integer, Double> deser = byRound(r.deserializeNs());
      for (Map.Entry<Integer, Double> e : ser.entrySet()) {
        Double other = deser.get(e.getKey());
        if (other != null) {
          sums.merge(e.getKey(), Math.log(e.getValue() + other) / samples, Double::sum);
          counts.merge(e.getKey(), 1, Integer::sum);
        }
      }
    }
    Map<Integer, Double> rounds = new TreeMap<>();
    sums.forEach(
        (round, sum) -> {
          if (counts.get(round) == samples) {
            rounds.put(round, sum);
          }
        });
    return rounds;
  }

  private static Map<Integer, Double> byRound(Score score) {
    Map<Integer, Double> rounds = new TreeMap<>();
    if (score != null) {
      score.perFork().forEach(f -> rounds.put(f.round(), f.mean()));
    }
    return rounds;
  }

  /**
   * The codec's log objective score in each round in which it has a fork of every figure the
   * objective weighs: the timed part from that round's fork means (a cold-start shot counts in the
   * round of its fork's number), plus the part that does not vary by round (size).
   */
  private Map<Integer, Double> perRound(String codec, Criteria.Weights weights) {
    double total = weights.total();
    int samples = results.samples().size();
    Map<Integer, Double> sums = new TreeMap<>();
    Map<Integer, Integer> counts = new TreeMap<>();
    int figures = 0;
    double constant = 0;
    for (SampleResult sample : results.samples()) {
      CodecResult r = sample.result(codec).orElseThrow();
      if (weights.serialize() > 0) {
        figures++;
        add(sums, counts, byRound(r.serializeNs()), weights.serialize() / total / samples);
      }
      if (weights.deserialize() > 0) {
        figures++;
        add(sums, counts, byRound(r.deserializeNs()), weights.deserialize() / total / samples);
      }
      if (weights.ranksColdStart() && r.coldStart() != null) {
        figures++;
        Map<Integer, Double> ser = byRound(r.coldStart().serializeUs());
        Map<Integer, Double> deser = byRound(r.coldStart().deserializeUs());
        Map<Integer, Double> both = new TreeMap<>();
        ser.forEach(
            (round, v) -> {
              if (deser.containsKey(round)) {
                both.put(round, v + deser.get(round));
              }
            });
        add(sums, counts, both, weights.coldStart() / total / samples);
      }
      constant += weights.size() / total * Math.log(r.sizeBytes()) / samples;
    }
    Map<Integer, Double> rounds = new TreeMap<>();
    for (Map.Entry<Integer, Double> e : sums.entrySet()) {
      if (counts.get(e.getKey()) == figures) {
        rounds.put(e.getKey(), e.getValue() + constant);
      }
    }
    if (figures == 0) {
      // only size is weighed: an exact count, the same in every round
      rounds.put(1, constant);
    }
    return rounds;
  }

  private static void add(
      Map<Integer, Double> sums,
      Map<Integer, Integer> counts,
      Map<Integer, Double> byRound,
      double weight) {
    byRound.forEach(
        (round, value) -> {
          sums.merge(round, weight * Math.log(value), Double::sum);
          counts.merge(round, 1, Integer::sum);
        });
  }

  /**
   * The standard deviation of one round's difference of log scores between two codecs, from the
   * pooled between-fork spread of every eligible codec's timed figures: {@code sqrt(2 sum (w_i / W
   * / S)^2) sigma}; {@code [NaN, 0]} when there is no pooled spread.
   */
  private double[] pooledRoundSd(Criteria.Weights weights) {
    if (weights.serialize() + weights.deserialize() + weights.coldStart() == 0) {
      // size alone: an exact count, no spread between rounds
      return new double[] {0, 1, 0};
    }
    List<List<Double>> figures = new ArrayList<>();
    for (SampleResult sample : results.samples()) {
      for (CodecResult r : sample.results()) {
        if (eligible.contains(r.codec())) {
          figures.add(r.serializeNs().forkMeans());
          figures.add(r.deserializeNs().forkMeans());
        }
      }
    }
    ForkStatistics.Spread spread = ForkStatistics.pool(figures);
    if (spread == null) {
      return new double[] {Double.NaN, 0, Double.NaN};
    }
    double total = weights.total();
    int samples = results.samples().size();
    double squares =
        samples
            * (Math.pow(weights.serialize() / total / samples, 2)
                + Math.pow(weights.deserialize() / total / samples, 2)
                // a cold-start shot varies at least as much as a warm fork: the same spread
                + Math.pow(weights.coldStart() / total / samples, 2));
    return new double[] {Math.sqrt(2 * squares) * spread.sd(), spread.df(), spread.sd()};
  }
}
