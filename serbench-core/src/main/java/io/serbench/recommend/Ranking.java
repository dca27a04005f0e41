package io.serbench.recommend;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.Criteria;
import io.serbench.result.Recommendation;
import io.serbench.result.SampleResult;
import io.serbench.stats.ForkStatistics;
import io.serbench.stats.Paired;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * Orders the eligible codecs. Per sample, each measure (serialize time, deserialize time, size) is
 * taken relative to the best eligible codec; the objective's weights combine them in log space, and
 * the samples are combined with a geometric mean. Lower is better; 1.0 is best everywhere.
 *
 * <p>Which codecs the evidence can tell apart is decided on the forks, not on the point estimates:
 * each codec is compared with the leader on same-round objective scores ({@link Paired}). The
 * leader was chosen by the same data, and a race looks after every round, so the p-values are
 * adjusted for both ({@link Paired#againstTheBest}). With fewer than {@link
 * ForkStatistics#MIN_FORKS} shared rounds, the comparison borrows the run's pooled spread, which a
 * codec whose forks settle on two levels does not share: it separates a codec only when even the
 * interval's low end is {@link #POOLED_MARGIN} or more. The <em>top group</em> is the leader and
 * every codec not separated from it at {@link #ALPHA}; the pick within it is decided by the
 * secondary criterion (size for speed and balanced, time for size).
 */
final class Ranking {
  /** The family-wise error rate of the top group: 1 - {@link ForkStatistics#CONFIDENCE}. */
  static final double ALPHA = 1 - ForkStatistics.CONFIDENCE;

  /**
   * The smallest ratio that a comparison on the pooled spread (fewer than three shared rounds) may
   * separate: a codec whose forks land on two levels 30% apart must not leave on two slow forks.
   */
  static final double POOLED_MARGIN = 1.5;

  /**
   * The ranked codecs.
   *
   * @param ranking every eligible codec, the pick first, then the rest of the top group, then the
   *     others, each by score
   * @param top the top group, when it holds more than the leader
   */
  record Ranked(List<Recommendation.Ranked> ranking, Optional<Top> top) {
    String winner() {
      return ranking.get(0).codec();
    }

    Optional<String> runnerUp() {
      return ranking.size() > 1 ? Optional.of(ranking.get(1).codec()) : Optional.empty();
    }
  }

  /**
   * Codecs the evidence cannot separate from the leader, and how the pick among them was made.
   *
   * @param members the top group, leader first
   * @param pick the codec picked among them: on balanced the leader, whose score is the better
   *     point estimate (size is already in that score, so it does not decide twice); on speed the
   *     smallest, on size the fastest (a measure the objective leaves out)
   * @param by what decided: {@code score}, {@code size} or {@code time}
   * @param reach the largest distance from 1 of any member's interval against the leader, as a
   *     share: they are tied within this; {@code NaN} when a member has no interval
   */
  record Top(List<String> members, String pick, String by, double reach) {}

  /** A codec's objective score. */
  private record Scored(String codec, double score) {}

  private final BenchmarkResults results;
  private final List<String> eligible;

  private final RoundScores rounds;
  private final int looks;

  /**
   * @param looks how many times the plan tests the same codecs (a race's rounds from its first
   *     judgement to its last), 1 for a single look
   */
  Ranking(BenchmarkResults results, List<String> eligible, int looks) {
    this.results = results;
    this.eligible = eligible;
    this.rounds = new RoundScores(results, eligible);
    this.looks = looks;
  }

  /** The codecs ranked: those eligible under the criteria the ranking was made for. */
  List<String> eligible() {
    return eligible;
  }

  /** A ranking over the same results that counts one more codec among the eligible. */
  Ranking with(String codec) {
    List<String> more = new ArrayList<>(eligible);
    if (!more.contains(codec)) {
      more.add(codec);
    }
    return new Ranking(results, more, looks);
  }

  /**
   * The codecs that the run's race sent out for being behind the leader (its screening after round
   * 1, or its test after a later round): the race decided them under its own error control, and the
   * answer must not call such a codec tied with the pick when its few forks cannot be separated
   * again on the pooled spread. A codec that left as not eligible is not among them.
   */
  private Set<String> leftBehind() {
    io.serbench.result.RaceLog race =
        results.environment() == null ? null : results.environment().race();
    if (race == null) {
      return Set.of();
    }
    Set<String> behind = new java.util.HashSet<>();
    for (io.serbench.result.RaceLog.Round round : race.rounds()) {
      for (String left : round.left()) {
        int colon = left.indexOf(": ");
        if (colon > 0 && left.indexOf(" behind ", colon) > 0) {
          behind.add(left.substring(0, colon));
        }
      }
    }
    return behind;
  }

  Ranked rank(Criteria criteria) {
    Criteria.Weights weights = criteria.weights();
    List<Scored> scored = new ArrayList<>();
    for (String codec : eligible) {
      scored.add(new Scored(codec, score(codec, weights)));
    }
    scored.sort(Comparator.comparingDouble(Scored::score).thenComparing(Scored::codec));
    String leader = scored.get(0).codec();
    Map<String, Paired.Difference> against = new LinkedHashMap<>();
    for (Scored s : scored.subList(1, scored.size())) {
      against.put(s.codec(), rounds.compare(s.codec(), leader, weights));
    }
    double[] adjusted =
        Paired.againstTheBest(
            against.values().stream().mapToDouble(Paired.Difference::p).toArray(), looks);
    Map<String, Double> p = new LinkedHashMap<>();
    int i = 0;
    for (String codec : against.keySet()) {
      p.put(codec, adjusted[i++]);
    }
    List<String> top = new ArrayList<>();
    top.add(leader);
    Set<String> behind = leftBehind();
    against.keySet().stream()
        .filter(c -> !behind.contains(c))
        .filter(c -> p.get(c) >= ALPHA || !separable(against.get(c)))
        .forEach(top::add);
    Optional<Top> group = Optional.empty();
    String pick = leader;
    if (top.size() > 1) {
      boolean byScore = criteria.objective() == Criteria.Objective.BALANCED;
      boolean bySize = criteria.objective() != Criteria.Objective.SIZE;
      pick =
          byScore
              ? leader
              : top.stream()
                  .min(
                      Comparator.comparingDouble((String c) -> bySize ? geoSize(c) : geoTime(c))
                          .thenComparing(top::indexOf))
                  .orElseThrow();
      String by = byScore ? "score" : bySize ? "size" : "time";
      double reach =
          top.stream()
              .skip(1)
              .mapToDouble(c -> against.get(c).reach())
              .reduce(
                  0, (a, b) -> Double.isNaN(a) || Double.isNaN(b) ? Double.NaN : Math.max(a, b));
      group = Optional.of(new Top(List.copyOf(top), pick, by, reach));
    }
    List<Scored> ordered = new ArrayList<>();
    String first = pick;
    scored.stream().filter(s -> s.codec().equals(first)).forEach(ordered::add);
    scored.stream()
        .filter(s -> !s.codec().equals(first) && top.contains(s.codec()))
        .forEach(ordered::add);
    scored.stream().filter(s -> !top.contains(s.codec())).forEach(ordered::add);
    List<Recommendation.Ranked> ranking = new ArrayList<>();
    for (Scored s : ordered) {
      Paired.Difference d = against.get(s.codec());
      ranking.add(
          new Recommendation.Ranked(
              s.codec(),
              s.score(),
              relative(s.codec(), CodecResult::totalNs),
              relative(s.codec(), r -> r.sizeBytes()),
              top.contains(s.codec()),
              d == null ? null : d.low(),
              d == null ? null : d.high(),
              d == null ? null : p.get(s.codec())));
    }
    return new Ranked(ranking, group);
  }

  /**
   * Whether a comparison may separate two codecs at all: on their own forks, or on the pooled
   * spread by at least {@link #POOLED_MARGIN}.
   */
  static boolean separable(Paired.Difference d) {
    return d.basis() == io.serbench.stats.Interval.FORKS
        || (d.low() != null && d.low() >= POOLED_MARGIN);
  }

  /**
   * How codec {@code a} compares with {@code b} on the objective of these weights, on same-round
   * figures.
   */
  Paired.Difference compare(String a, String b, Criteria.Weights weights) {
    return rounds.compare(a, b, weights);
  }

  /**
   * The other eligible codecs whose time the forks cannot separate from {@code codec}'s: no
   * interval, or one that does not separate them. A codec the race sent out for being behind is not
   * among them: the race decided it under its own error control.
   */
  List<String> notSeparatedOnTime(String codec) {
    Set<String> behind = leftBehind();
    return eligible.stream()
        .filter(c -> !c.equals(codec))
        .filter(c -> !behind.contains(c))
        .filter(
            c -> {
              Paired.Difference d = compareTime(c, codec);
              return d.low() == null || !d.separated();
            })
        .toList();
  }

  /** How codec {@code a}'s total time compares with {@code b}'s on same-round figures. */
  Paired.Difference compareTime(String a, String b) {
    return rounds.compareTime(a, b, results.samples());
  }

  /** Weighted geometric mean over samples of the codec's measures relative to the best eligible. */
  private double score(String codec, Criteria.Weights weights) {
    double total = weights.total();
    double logSum = 0;
    for (SampleResult sample : results.samples()) {
      CodecResult r = sample.result(codec).orElseThrow();
      double log =
          weights.serialize()
                  * Math.log(r.serializeNs().score() / best(sample, x -> x.serializeNs().score()))
              + weights.deserialize()
                  * Math.log(
                      r.deserializeNs().score() / best(sample, x -> x.deserializeNs().score()))
              + weights.size() * Math.log(r.sizeBytes() / best(sample, x -> x.sizeBytes()));
      if (weights.ranksColdStart()) {
        log += weights.coldStart() * Math.log(coldTotal(r) / best(sample, Ranking::coldTotal));
      }
      logSum += log / total;
    }
    return Math.exp(logSum / results.samples().size());
  }

  /** Creation plus first encode plus first decode, NaN where the codec has no cold start. */
  static double coldTotal(CodecResult result) {
    return result.coldStart() == null ? Double.NaN : result.coldStart().totalUs();
  }

  /** Geometric mean over samples of the codec's cold start, NaN where it has none. */
  double geoColdStart(String codec) {
    return geo(codec, Ranking::coldTotal);
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

  /**
   * On how many samples the codec is the best eligible one: by size, the smallest (an exact count);
   * by time, no eligible codec significantly faster on that sample's same-round forks.
   */
  int wins(String codec, boolean byTime) {
    int wins = 0;
    for (SampleResult sample : results.samples()) {
      boolean best =
          byTime
              ? eligible.stream()
                  .filter(c -> !c.equals(codec))
                  .noneMatch(c -> rounds.faster(c, codec, List.of(sample)))
              : sample.result(codec).orElseThrow().sizeBytes() == best(sample, r -> r.sizeBytes());
      if (best) {
        wins++;
      }
    }
    return wins;
  }

  /**
   * 1 + how many eligible codecs beat this one: by size, on the geometric mean; by time, only those
   * significantly faster on same-round forks, so that a tie is not an order.
   */
  int position(String codec, boolean byTime) {
    if (byTime) {
      return 1
          + (int)
              eligible.stream()
                  .filter(c -> !c.equals(codec))
                  .filter(c -> rounds.faster(c, codec, results.samples()))
                  .count();
    }
    double own = geoSize(codec);
    return 1 + (int) eligible.stream().filter(c -> geoSize(c) < own).count();
  }

  /** How many times the plan tests the same codecs. */
  int looks() {
    return looks;
  }

  int eligibleCount() {
    return eligible.size();
  }

  int sampleCount() {
    return results.samples().size();
  }
}
