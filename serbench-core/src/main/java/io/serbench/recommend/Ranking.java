package io.serbench.recommend;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.Recommendation;
import io.serbench.result.SampleResult;
import io.serbench.result.Score;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

/**
 * Orders the eligible codecs. Per sample, each measure (serialize time, deserialize time, size) is
 * taken relative to the best eligible codec; the objective's weights combine them in log space, and
 * the samples are combined with a geometric mean. Lower is better; 1.0 is best everywhere. The
 * score is recomputed with every time at the low and the high end of JMH's 99.9% interval: when the
 * leader's high end reaches the runner-up's low end, the two are tied within measurement noise, and
 * the secondary criterion decides (size for speed and balanced, time for size).
 */
final class Ranking {
  /**
   * The ranked codecs.
   *
   * @param ranking every eligible codec, best first
   * @param tie when the first two were tied within the noise, how the tie was broken
   */
  record Ranked(List<Recommendation.Ranked> ranking, Optional<Tie> tie) {
    String winner() {
      return ranking.get(0).codec();
    }

    Optional<String> runnerUp() {
      return ranking.size() > 1 ? Optional.of(ranking.get(1).codec()) : Optional.empty();
    }
  }

  /**
   * Two codecs tied within measurement noise, and the measure that decided.
   *
   * @param winner the codec that won on the secondary criterion
   * @param other the other one
   * @param bySize whether size decided (else time)
   */
  record Tie(String winner, String other, boolean bySize) {}

  /** Scores with every time at its point estimate, its interval's low end, and its high end. */
  private record Scored(String codec, double score, double low, double high) {}

  private final BenchmarkResults results;
  private final List<String> eligible;

  Ranking(BenchmarkResults results, List<String> eligible) {
    this.results = results;
    this.eligible = eligible;
  }

  Ranked rank(Criteria criteria) {
    Criteria.Weights weights = criteria.weights();
    List<Scored> scored = new ArrayList<>();
    for (String codec : eligible) {
      scored.add(
          new Scored(
              codec,
              score(codec, weights, 0),
              score(codec, weights, -1),
              score(codec, weights, +1)));
    }
    scored.sort(Comparator.comparingDouble(Scored::score).thenComparing(Scored::codec));
    Optional<Tie> tie = Optional.empty();
    if (scored.size() > 1 && scored.get(0).high() >= scored.get(1).low()) {
      Scored first = scored.get(0);
      Scored second = scored.get(1);
      boolean bySize = criteria.objective() != Criteria.Objective.SIZE;
      double a = bySize ? geoSize(first.codec()) : geoTime(first.codec());
      double b = bySize ? geoSize(second.codec()) : geoTime(second.codec());
      if (b < a) {
        scored.set(0, second);
        scored.set(1, first);
      }
      tie = Optional.of(new Tie(scored.get(0).codec(), scored.get(1).codec(), bySize));
    }
    Scored leader = scored.get(0);
    List<Recommendation.Ranked> ranking = new ArrayList<>();
    for (Scored s : scored) {
      ranking.add(
          new Recommendation.Ranked(
              s.codec(),
              s.score(),
              relative(s.codec(), CodecResult::totalNs),
              relative(s.codec(), r -> r.sizeBytes()),
              s == leader || s.low() <= leader.high() && leader.low() <= s.high()));
    }
    return new Ranked(ranking, tie);
  }

  /**
   * Weighted geometric mean over samples of the codec's measures relative to the best eligible;
   * {@code bound} -1 or +1 moves every time to the low or high end of its interval.
   */
  private double score(String codec, Criteria.Weights weights, int bound) {
    double total = weights.total();
    double logSum = 0;
    for (SampleResult sample : results.samples()) {
      CodecResult r = sample.result(codec).orElseThrow();
      double ser = bounded(r.serializeNs(), bound);
      double deser = bounded(r.deserializeNs(), bound);
      double log =
          weights.serialize() * Math.log(ser / best(sample, x -> x.serializeNs().score()))
              + weights.deserialize()
                  * Math.log(deser / best(sample, x -> x.deserializeNs().score()))
              + weights.size() * Math.log(r.sizeBytes() / best(sample, x -> x.sizeBytes()));
      if (weights.coldStart() > 0) {
        log +=
            weights.coldStart()
                * Math.log(coldBounded(r.coldStart(), bound) / best(sample, x -> coldTotal(x, 0)));
      }
      logSum += log / total;
    }
    return Math.exp(logSum / results.samples().size());
  }

  /** Creation plus first encode plus first decode, moved to an interval end by {@code bound}. */
  static double coldTotal(CodecResult result, int bound) {
    return coldBounded(result.coldStart(), bound);
  }

  private static double coldBounded(CodecResult.ColdStart cold, int bound) {
    if (cold == null || cold.serializeUs() == null || cold.deserializeUs() == null) {
      return Double.NaN;
    }
    return bounded(cold.serializeUs(), bound) + bounded(cold.deserializeUs(), bound);
  }

  /** Geometric mean over samples of the codec's cold start, NaN where it has none. */
  double geoColdStart(String codec) {
    return geo(codec, r -> coldTotal(r, 0));
  }

  private static double bounded(Score score, int bound) {
    return Math.max(score.score() + bound * score.halfWidth(), score.score() * 0.01);
  }

  /** The best value of the measure among the eligible codecs on the sample. */
  double best(SampleResult sample, ToDoubleFunction<CodecResult> measure) {
    return sample.results().stream()
        .filter(r -> eligible.contains(r.codec()))
        .mapToDouble(measure)
        .min()
        .orElse(Double.NaN);
  }

  private double relative(String codec, ToDoubleFunction<CodecResult> measure) {
    double logSum = 0;
    for (SampleResult sample : results.samples()) {
      logSum +=
          Math.log(
              measure.applyAsDouble(sample.result(codec).orElseThrow()) / best(sample, measure));
    }
    return Math.exp(logSum / results.samples().size());
  }

  /** Geometric mean over samples of the codec's total time. */
  double geoTime(String codec) {
    return geo(codec, CodecResult::totalNs);
  }

  /** Geometric mean over samples of the codec's size. */
  double geoSize(String codec) {
    return geo(codec, r -> r.sizeBytes());
  }

  private double geo(String codec, ToDoubleFunction<CodecResult> measure) {
    double logSum = 0;
    for (SampleResult sample : results.samples()) {
      logSum += Math.log(measure.applyAsDouble(sample.result(codec).orElseThrow()));
    }
    return Math.exp(logSum / results.samples().size());
  }

  /** On how many samples the codec is the best eligible one by this measure. */
  int wins(String codec, ToDoubleFunction<CodecResult> measure) {
    int wins = 0;
    for (SampleResult sample : results.samples()) {
      if (measure.applyAsDouble(sample.result(codec).orElseThrow()) == best(sample, measure)) {
        wins++;
      }
    }
    return wins;
  }

  /** 1 + how many eligible codecs beat this one on the geometric mean of time or size. */
  int position(String codec, boolean byTime) {
    double own = byTime ? geoTime(codec) : geoSize(codec);
    return 1
        + (int) eligible.stream().filter(c -> (byTime ? geoTime(c) : geoSize(c)) < own).count();
  }

  int eligibleCount() {
    return eligible.size();
  }

  int sampleCount() {
    return results.samples().size();
  }
}
