package io.serbench.recommend;

import io.serbench.codec.Effort;
import io.serbench.codec.Versioning;
import io.serbench.probe.Capabilities;
import io.serbench.probe.CapabilityResult;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.CodecResult;
import io.serbench.result.Recommendation;
import io.serbench.result.SampleResult;
import io.serbench.result.Score;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * Picks a codec from measured results and the team's {@link Criteria}.
 *
 * <ol>
 *   <li><b>Eligibility</b>: a codec must round-trip every sample, have scores for every sample, and
 *       meet every constraint by its <em>measured</em> capabilities on every model class; a claim
 *       stands in only where nothing could be measured, and the reasons say so.
 *   <li><b>Ranking</b>: per sample, each measure (serialize time, deserialize time, size) is taken
 *       relative to the best eligible codec; the objective's weights combine them in log space, and
 *       the samples are combined with a geometric mean. Lower is better; 1.0 is best everywhere.
 *   <li><b>Significance</b>: the score is recomputed with every time at the low and the high end of
 *       JMH's 99.9% interval. When the leader's high end reaches the runner-up's low end, the two
 *       are tied within measurement noise, and the secondary criterion decides: size for speed and
 *       balanced, time for size.
 * </ol>
 */
public final class Recommender {
  private static final String[] ORDINALS = {"", "1st", "2nd", "3rd"};

  private Recommender() {}

  /** Ranks the codecs with no constraints and the balanced objective. */
  public static Recommendation recommend(BenchmarkResults results) {
    return recommend(results, Criteria.DEFAULT);
  }

  /** Ranks the codecs in {@code results} against the criteria and explains the choice. */
  public static Recommendation recommend(BenchmarkResults results, Criteria criteria) {
    // a sample no codec could run (its class failed to initialise) says nothing about codecs
    results =
        results.withSamples(
            results.samples().stream().filter(s -> !s.results().isEmpty()).toList());
    List<Recommendation.Exclusion> exclusions = new ArrayList<>();
    List<String> candidates = new ArrayList<>();
    for (CodecDescriptor codec : results.codecs()) {
      Optional<String> reason = roundTripReason(codec.id(), results.samples());
      if (reason.isPresent()) {
        exclusions.add(
            new Recommendation.Exclusion(
                codec.id(),
                reason.get(),
                reason.get().contains("not measured") ? "measurement" : "round trip"));
      } else {
        candidates.add(codec.id());
      }
    }
    if (candidates.isEmpty()) {
      return Recommendation.none(
          List.of("no codec round-tripped every sample and could be measured on it"),
          exclusions,
          "round trip");
    }
    List<String> claimNotes = new ArrayList<>();
    for (Requirement requirement : requirements(criteria.constraints())) {
      List<String> remaining = new ArrayList<>();
      for (String codec : candidates) {
        Optional<String> failure = requirement.failure(results, codec, claimNotes);
        if (failure.isPresent()) {
          exclusions.add(
              new Recommendation.Exclusion(
                  codec,
                  failure.get() + " (" + requirement.label() + " required)",
                  requirement.name()));
        } else {
          remaining.add(codec);
        }
      }
      if (remaining.isEmpty()) {
        return Recommendation.none(
            List.of(
                "no codec meets the constraints ("
                    + criteria.describeConstraints()
                    + "): "
                    + requirement.label()
                    + " eliminated the last candidates ("
                    + String.join(", ", candidates)
                    + ")"),
            exclusions,
            requirement.name());
      }
      candidates = remaining;
    }
    return rank(results, criteria, candidates, exclusions, claimNotes);
  }

  // --- eligibility

  private static Optional<String> roundTripReason(String codec, List<SampleResult> samples) {
    for (SampleResult sample : samples) {
      Optional<CodecResult> result = sample.result(codec);
      if (result.isEmpty()) {
        return Optional.of("not run on " + sample.name());
      }
      CodecResult r = result.get();
      if (!r.passed()) {
        return Optional.of(sample.name() + ": " + r.failure());
      }
      if (Double.isNaN(r.totalNs())) {
        return Optional.of(
            sample.name()
                + ": not measured"
                + (r.benchmarkFailure() == null ? "" : " (" + r.benchmarkFailure() + ")"));
      }
    }
    return Optional.empty();
  }

  /** One constraint, checked on every model class. */
  private record Requirement(
      String name, String label, List<Function<Capabilities, CapabilityResult>> checks) {

    Optional<String> failure(BenchmarkResults results, String codec, List<String> claimNotes) {
      List<Capabilities> measured = results.capabilitiesOf(codec);
      if (measured.isEmpty()) {
        return Optional.of("its capabilities were not probed");
      }
      for (Capabilities capabilities : measured) {
        for (Function<Capabilities, CapabilityResult> check : checks) {
          CapabilityResult result = check.apply(capabilities);
          String model = simpleName(capabilities.model());
          if (!result.holds()) {
            return Optional.of(
                model
                    + ": "
                    + (result.fromClaim()
                        ? "not measurable (" + result.evidence() + ") and not claimed"
                        : result.evidence()));
          }
          if (result.fromClaim()) {
            claimNotes.add(
                codec
                    + ": "
                    + label
                    + " on "
                    + model
                    + " rests on the codec's claim, because it could not be measured ("
                    + result.evidence()
                    + ")");
          }
        }
      }
      return Optional.empty();
    }
  }

  private static List<Requirement> requirements(Criteria.Constraints constraints) {
    List<Requirement> requirements = new ArrayList<>();
    if (constraints.graph()) {
      requirements.add(new Requirement("graph", "graph", List.of(Capabilities::graph)));
    }
    if (constraints.crossLanguage()) {
      requirements.add(
          new Requirement("crossLanguage", "cross-language", List.of(Capabilities::crossLanguage)));
    }
    Versioning versioning = constraints.versioning();
    if (versioning != Versioning.NONE) {
      List<Function<Capabilities, CapabilityResult>> checks = new ArrayList<>();
      if (versioning.backward()) {
        checks.add(Capabilities::versioningBackward);
      }
      if (versioning.forward()) {
        checks.add(Capabilities::versioningForward);
      }
      requirements.add(
          new Requirement(
              "versioning", "versioning " + versioning.name().toLowerCase(Locale.ROOT), checks));
    }
    if (constraints.untrustedInput()) {
      requirements.add(
          new Requirement(
              "untrustedInput", "untrusted-input safety", List.of(Capabilities::untrustedInput)));
    }
    return requirements;
  }

  // --- ranking

  /** Scores with every time at its point estimate, its interval's low end, and its high end. */
  private record Scored(String codec, double score, double low, double high) {}

  private static Recommendation rank(
      BenchmarkResults results,
      Criteria criteria,
      List<String> eligible,
      List<Recommendation.Exclusion> exclusions,
      List<String> claimNotes) {
    Criteria.Weights weights = criteria.weights();
    List<Scored> scored = new ArrayList<>();
    for (String codec : eligible) {
      scored.add(
          new Scored(
              codec,
              score(results, eligible, codec, weights, 0),
              score(results, eligible, codec, weights, -1),
              score(results, eligible, codec, weights, +1)));
    }
    scored.sort(Comparator.comparingDouble(Scored::score).thenComparing(Scored::codec));
    boolean tied = scored.size() > 1 && scored.get(0).high() >= scored.get(1).low();
    String tieNote = null;
    if (tied) {
      Scored first = scored.get(0);
      Scored second = scored.get(1);
      boolean bySize = criteria.objective() != Criteria.Objective.SIZE;
      double a = bySize ? geoSize(results, first.codec()) : geoTime(results, first.codec());
      double b = bySize ? geoSize(results, second.codec()) : geoTime(results, second.codec());
      if (b < a) {
        scored.set(0, second);
        scored.set(1, first);
      }
      tieNote =
          String.format(
              Locale.ROOT,
              "%s and %s are tied within measurement noise (their scores overlap within JMH's"
                  + " 99.9%% error bars); %s wins on the secondary criterion, %s",
              scored.get(0).codec(),
              scored.get(1).codec(),
              scored.get(0).codec(),
              bySize ? "smaller size" : "faster time");
    }
    Scored leader = scored.get(0);
    List<Recommendation.Ranked> ranking = new ArrayList<>();
    for (Scored s : scored) {
      ranking.add(
          new Recommendation.Ranked(
              s.codec(),
              s.score(),
              relative(results, eligible, s.codec(), CodecResult::totalNs),
              relative(results, eligible, s.codec(), r -> r.sizeBytes()),
              s == leader || s.low() <= leader.high() && leader.low() <= s.high()));
    }
    String winner = leader.codec();
    String runnerUp = scored.size() > 1 ? scored.get(1).codec() : null;
    List<String> reasons =
        reasons(results, criteria, eligible, winner, runnerUp, ranking, tieNote, claimNotes);
    return new Recommendation(winner, runnerUp, reasons, exclusions, ranking, tied, null);
  }

  /**
   * Weighted geometric mean over samples of the codec's measures relative to the best eligible;
   * {@code bound} -1 or +1 moves every time to the low or high end of its interval.
   */
  static double score(
      BenchmarkResults results,
      List<String> eligible,
      String codec,
      Criteria.Weights weights,
      int bound) {
    double total = weights.serialize() + weights.deserialize() + weights.size();
    double logSum = 0;
    for (SampleResult sample : results.samples()) {
      CodecResult r = sample.result(codec).orElseThrow();
      double ser = bounded(r.serializeNs(), bound);
      double deser = bounded(r.deserializeNs(), bound);
      double log =
          weights.serialize() * Math.log(ser / best(sample, eligible, x -> x.serializeNs().score()))
              + weights.deserialize()
                  * Math.log(deser / best(sample, eligible, x -> x.deserializeNs().score()))
              + weights.size()
                  * Math.log(r.sizeBytes() / best(sample, eligible, x -> x.sizeBytes()));
      logSum += log / total;
    }
    return Math.exp(logSum / results.samples().size());
  }

  private static double bounded(Score score, int bound) {
    return Math.max(score.score() + bound * score.halfWidth(), score.score() * 0.01);
  }

  private static double best(
      SampleResult sample, List<String> eligible, ToDoubleFunction<CodecResult> f) {
    return sample.results().stream()
        .filter(r -> eligible.contains(r.codec()))
        .mapToDouble(f)
        .min()
        .orElse(Double.NaN);
  }

  private static double relative(
      BenchmarkResults results,
      List<String> eligible,
      String codec,
      ToDoubleFunction<CodecResult> f) {
    double logSum = 0;
    for (SampleResult sample : results.samples()) {
      logSum +=
          Math.log(f.applyAsDouble(sample.result(codec).orElseThrow()) / best(sample, eligible, f));
    }
    return Math.exp(logSum / results.samples().size());
  }

  private static double geoTime(BenchmarkResults results, String codec) {
    return geo(results, codec, CodecResult::totalNs);
  }

  private static double geoSize(BenchmarkResults results, String codec) {
    return geo(results, codec, r -> r.sizeBytes());
  }

  private static double geo(
      BenchmarkResults results, String codec, ToDoubleFunction<CodecResult> f) {
    double logSum = 0;
    for (SampleResult sample : results.samples()) {
      logSum += Math.log(f.applyAsDouble(sample.result(codec).orElseThrow()));
    }
    return Math.exp(logSum / results.samples().size());
  }

  // --- reasons

  private static List<String> reasons(
      BenchmarkResults results,
      Criteria criteria,
      List<String> eligible,
      String winner,
      String runnerUp,
      List<Recommendation.Ranked> ranking,
      String tieNote,
      List<String> claimNotes) {
    List<String> reasons = new ArrayList<>();
    int samples = results.samples().size();
    int timeWins = wins(results, eligible, winner, CodecResult::totalNs);
    int sizeWins = wins(results, eligible, winner, r -> r.sizeBytes());
    int timeRank = rank(results, eligible, winner, true);
    int sizeRank = rank(results, eligible, winner, false);
    Criteria.Objective objective = criteria.objective();
    // lead with the measure the winner is best at, as far as the objective allows
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
                  + leadWins
                  + " of "
                  + samples
                  + (samples == 1 ? " sample" : " samples"));
      if (runnerUp != null) {
        double ratio =
            leadBySize
                ? geoSize(results, runnerUp) / geoSize(results, winner)
                : geoTime(results, runnerUp) / geoTime(results, winner);
        headline
            .append(" (")
            .append(
                Math.abs(ratio - 1) < 0.005
                    ? (leadBySize ? "as small as " : "as fast as ") + runnerUp
                    : ratioText(
                            ratio,
                            leadBySize ? "smaller" : "faster",
                            leadBySize ? "larger" : "slower")
                        + " than "
                        + runnerUp)
            .append(")");
      }
      headline
          .append(", ")
          .append(ordinal(leadBySize ? timeRank : sizeRank))
          .append(leadBySize ? " fastest" : " smallest")
          .append(" of ")
          .append(eligible.size())
          .append(" eligible");
    } else {
      headline
          .append("best balance of speed and size among ")
          .append(eligible.size())
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
            .append(
                ratioText(
                    geoTime(results, runnerUp) / geoTime(results, winner), "faster", "slower"))
            .append(", ")
            .append(
                ratioText(
                    geoSize(results, runnerUp) / geoSize(results, winner), "smaller", "larger"));
      }
      headline.append(")");
    }
    results
        .codec(winner)
        .filter(c -> c.effort() == Effort.CLASSES_KNOWN)
        .ifPresent(c -> headline.append("; needs the class list kept in sync (classes-known)"));
    reasons.add(headline.toString());
    reasons.add(
        "ranked by "
            + criteria.objective().name().toLowerCase(Locale.ROOT)
            + String.format(
                Locale.ROOT,
                " (weights: serialize %s, deserialize %s, size %s)",
                number(criteria.weights().serialize()),
                number(criteria.weights().deserialize()),
                number(criteria.weights().size()))
            + " over "
            + samples
            + (samples == 1 ? " sample" : " samples"));
    if (criteria.constraints().any()) {
      reasons.add(
          "meets "
              + criteria.describeConstraints()
              + " as measured on your model classes"
              + (claimNotes.stream().anyMatch(n -> n.startsWith(winner + ":"))
                  ? ", except where noted"
                  : ""));
    }
    claimNotes.stream().filter(n -> n.startsWith(winner + ":")).forEach(reasons::add);
    if (tieNote != null) {
      reasons.add(tieNote);
    }
    if (runnerUp != null && tieNote == null) {
      Recommendation.Ranked second = ranking.get(1);
      if (second.tiedWithLeader()) {
        reasons.add(
            runnerUp
                + "'s score interval overlaps "
                + winner
                + "'s, but "
                + winner
                + " still leads on its point estimate");
      }
    }
    return reasons;
  }

  /** On how many samples the codec is the best eligible one by this measure. */
  private static int wins(
      BenchmarkResults results,
      List<String> eligible,
      String codec,
      ToDoubleFunction<CodecResult> measure) {
    int wins = 0;
    for (SampleResult sample : results.samples()) {
      if (measure.applyAsDouble(sample.result(codec).orElseThrow())
          == best(sample, eligible, measure)) {
        wins++;
      }
    }
    return wins;
  }

  /** 1 + how many eligible codecs beat this one on the geometric mean of time or size. */
  private static int rank(
      BenchmarkResults results, List<String> eligible, String codec, boolean time) {
    double own = time ? geoTime(results, codec) : geoSize(results, codec);
    return 1
        + (int)
            eligible.stream()
                .filter(c -> (time ? geoTime(results, c) : geoSize(results, c)) < own)
                .count();
  }

  static String ratioText(double ratio, String better, String worse) {
    if (Math.abs(ratio - 1) < 0.005) {
      return better.equals("faster") ? "same speed" : "same size";
    }
    return ratio > 1
        ? String.format(Locale.ROOT, "%.2fx %s", ratio, better)
        : String.format(Locale.ROOT, "%.2fx %s", 1 / ratio, worse);
  }

  private static String ordinal(int n) {
    return n < ORDINALS.length ? ORDINALS[n] : n + "th";
  }

  private static String number(double value) {
    return value == Math.rint(value)
        ? String.valueOf((long) value)
        : String.format(Locale.ROOT, "%.2f", value);
  }

  private static String simpleName(String className) {
    return className.substring(className.lastIndexOf('.') + 1);
  }
}
