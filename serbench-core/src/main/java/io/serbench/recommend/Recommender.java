package io.serbench.recommend;

import io.serbench.codec.Effort;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.CodecResult;
import io.serbench.result.Recommendation;
import io.serbench.result.SampleResult;
import io.serbench.result.Score;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Picks a codec from measured results. A codec is eligible when it round-trips every sample and has
 * scores for every sample. Eligible codecs are ranked by the geometric mean, over samples, of their
 * time (serialize plus deserialize) and size relative to the best eligible codec on that sample.
 */
public final class Recommender {
  private Recommender() {}

  /** Ranks the codecs in {@code results} and explains the choice. */
  public static Recommendation recommend(BenchmarkResults results) {
    List<Recommendation.Exclusion> exclusions = new ArrayList<>();
    List<String> eligible = new ArrayList<>();
    for (CodecDescriptor codec : results.codecs()) {
      Optional<String> reason = exclusionReason(codec.id(), results.samples());
      if (reason.isPresent()) {
        exclusions.add(new Recommendation.Exclusion(codec.id(), reason.get()));
      } else {
        eligible.add(codec.id());
      }
    }
    if (eligible.isEmpty()) {
      return new Recommendation(
          null,
          null,
          List.of("no codec round-tripped every sample and could be measured on it"),
          exclusions);
    }
    Map<String, Double> score = new LinkedHashMap<>();
    for (String codec : eligible) {
      double logSum = 0;
      for (SampleResult sample : results.samples()) {
        CodecResult result = sample.result(codec).orElseThrow();
        double time = result.totalNs() / best(sample, eligible, CodecResult::totalNs);
        double size = result.sizeBytes() / best(sample, eligible, r -> r.sizeBytes());
        logSum += 0.5 * (Math.log(time) + Math.log(size));
      }
      score.put(codec, Math.exp(logSum / results.samples().size()));
    }
    List<String> ranked = eligible.stream().sorted(Comparator.comparingDouble(score::get)).toList();
    String winner = ranked.get(0);
    String runnerUp = ranked.size() > 1 ? ranked.get(1) : null;
    return new Recommendation(
        winner, runnerUp, reasons(results, eligible, winner, runnerUp, score), exclusions);
  }

  private static Optional<String> exclusionReason(String codec, List<SampleResult> samples) {
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

  private static double best(
      SampleResult sample,
      List<String> eligible,
      java.util.function.ToDoubleFunction<CodecResult> f) {
    return sample.results().stream()
        .filter(r -> eligible.contains(r.codec()))
        .mapToDouble(f)
        .min()
        .orElse(Double.NaN);
  }

  private static List<String> reasons(
      BenchmarkResults results,
      List<String> eligible,
      String winner,
      String runnerUp,
      Map<String, Double> score) {
    List<String> reasons = new ArrayList<>();
    int samples = results.samples().size();
    int fastest = 0;
    int smallest = 0;
    for (SampleResult sample : results.samples()) {
      CodecResult r = sample.result(winner).orElseThrow();
      if (r.totalNs() == best(sample, eligible, CodecResult::totalNs)) {
        fastest++;
      }
      if (r.sizeBytes() == best(sample, eligible, x -> x.sizeBytes())) {
        smallest++;
      }
    }
    reasons.add(
        String.format(
            Locale.ROOT,
            "%s: best balance of speed and size among %d eligible codecs"
                + " (fastest eligible on %d of %d samples, smallest eligible on %d of %d)",
            winner,
            eligible.size(),
            fastest,
            samples,
            smallest,
            samples));
    if (runnerUp != null) {
      double timeRatio = geometricRatio(results, runnerUp, winner, true);
      double sizeRatio = geometricRatio(results, runnerUp, winner, false);
      reasons.add(
          String.format(
              Locale.ROOT,
              "compared with runner-up %s: %s, %s",
              runnerUp,
              ratioText(timeRatio, "faster", "slower"),
              ratioText(sizeRatio, "smaller", "larger")));
      if (tiedWithinNoise(results, winner, runnerUp)) {
        reasons.add(
            winner
                + " and "
                + runnerUp
                + " are tied within measurement noise on time: their JMH error bars overlap on"
                + " every sample");
      }
    }
    results
        .codec(winner)
        .filter(c -> c.effort() == Effort.CLASSES_KNOWN)
        .ifPresent(c -> reasons.add("needs the class list kept in sync (classes-known)"));
    results
        .codec(winner)
        .filter(CodecDescriptor::graph)
        .ifPresent(c -> reasons.add("keeps shared references and cycles (claimed graph support)"));
    return reasons;
  }

  /** Geometric mean over samples of other/winner, for time or size. */
  private static double geometricRatio(
      BenchmarkResults results, String other, String winner, boolean time) {
    double logSum = 0;
    for (SampleResult sample : results.samples()) {
      CodecResult o = sample.result(other).orElseThrow();
      CodecResult w = sample.result(winner).orElseThrow();
      logSum +=
          time
              ? Math.log(o.totalNs() / w.totalNs())
              : Math.log((double) o.sizeBytes() / w.sizeBytes());
    }
    return Math.exp(logSum / results.samples().size());
  }

  private static String ratioText(double ratio, String better, String worse) {
    if (Math.abs(ratio - 1) < 0.005) {
      return "same " + (better.equals("faster") ? "speed" : "size");
    }
    return ratio > 1
        ? String.format(Locale.ROOT, "%.2fx %s", ratio, better)
        : String.format(Locale.ROOT, "%.2fx %s", 1 / ratio, worse);
  }

  /** True when the total-time intervals of the two codecs overlap on every sample. */
  static boolean tiedWithinNoise(BenchmarkResults results, String a, String b) {
    for (SampleResult sample : results.samples()) {
      CodecResult x = sample.result(a).orElseThrow();
      CodecResult y = sample.result(b).orElseThrow();
      double gap = Math.abs(x.totalNs() - y.totalNs());
      if (gap > error(x) + error(y)) {
        return false;
      }
    }
    return true;
  }

  private static double error(CodecResult result) {
    return error(result.serializeNs()) + error(result.deserializeNs());
  }

  private static double error(Score score) {
    return score.error() == null ? 0 : score.error();
  }
}
