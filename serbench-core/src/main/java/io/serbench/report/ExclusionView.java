package io.serbench.report;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.Recommendation;
import io.serbench.result.Requirement;
import io.serbench.result.SampleResult;
import io.serbench.text.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The excluded codecs grouped by cause, so that one hard message reads as one finding: "6 codecs
 * cannot carry com.acme.Fixtures#tree", not six exclusions with the same first failure.
 *
 * @param cause the cause in words, such as {@code cannot carry com.acme.Fixtures#tree}
 * @param codecs the codecs it excluded, each with its own first reason
 * @param placed for a message a codec cannot carry: its time on each message it does carry, against
 *     the pick's there, and its place among the codecs timed on that message
 * @param wouldLead the messages on which an excluded codec of the group is the fastest timed, in
 *     words, or empty
 */
public record ExclusionView(
    String cause,
    List<Recommendation.Exclusion> codecs,
    List<String> placed,
    List<String> wouldLead) {

  /** The groups, largest first, then in the order of their first codec. */
  static List<ExclusionView> of(BenchmarkResults results) {
    Recommendation recommendation = results.recommendation();
    if (recommendation == null) {
      return List.of();
    }
    Map<String, List<Recommendation.Exclusion>> groups = new LinkedHashMap<>();
    for (Recommendation.Exclusion exclusion : recommendation.exclusions()) {
      groups.computeIfAbsent(cause(results, exclusion), k -> new ArrayList<>()).add(exclusion);
    }
    List<ExclusionView> views = new ArrayList<>();
    groups.forEach(
        (cause, codecs) ->
            views.add(
                new ExclusionView(
                    cause,
                    List.copyOf(codecs),
                    placed(results, codecs),
                    wouldLead(results, cause, codecs))));
    views.sort((a, b) -> Integer.compare(b.codecs().size(), a.codecs().size()));
    return List.copyOf(views);
  }

  /**
   * A round-trip exclusion's cause is the first message the codec does not carry; a constraint's is
   * the constraint.
   */
  private static String cause(BenchmarkResults results, Recommendation.Exclusion exclusion) {
    if (exclusion.requirement() == Requirement.ROUND_TRIP) {
      if (notTested(results, exclusion.codec())) {
        return "was not tested: a setup conflict of its jars";
      }
      return firstFailed(results, exclusion.codec())
          .map(sample -> "cannot carry " + sample)
          .orElse("does not round-trip every message");
    }
    if (exclusion.requirement() == Requirement.MEASUREMENT) {
      return "could not be measured";
    }
    return "does not meet " + exclusion.requirement().id() + ", which you required";
  }

  /** Whether the codec failed no message but was not tested on some (a setup conflict). */
  private static boolean notTested(BenchmarkResults results, String codec) {
    boolean untested = false;
    for (SampleResult sample : results.samples()) {
      Optional<CodecResult> result = sample.result(codec);
      if (result.isPresent() && result.get().roundTrip() == CodecResult.RoundTrip.FAIL) {
        return false;
      }
      untested |=
          result.isPresent() && result.get().roundTrip() == CodecResult.RoundTrip.NOT_TESTED;
    }
    return untested;
  }

  private static Optional<String> firstFailed(BenchmarkResults results, String codec) {
    for (SampleResult sample : results.samples()) {
      Optional<CodecResult> result = sample.result(codec);
      if (result.isPresent() && !result.get().passed()) {
        return Optional.of(sample.name());
      }
    }
    return Optional.empty();
  }

  /** Each excluded codec's time on the messages it carries, against the pick's. */
  private static List<String> placed(
      BenchmarkResults results, List<Recommendation.Exclusion> codecs) {
    String pick = results.recommendation().codec();
    List<String> placed = new ArrayList<>();
    for (Recommendation.Exclusion exclusion : codecs) {
      if (exclusion.requirement() != Requirement.ROUND_TRIP) {
        continue;
      }
      for (SampleResult sample : results.samples()) {
        double own = total(sample, exclusion.codec());
        if (Double.isNaN(own)) {
          continue;
        }
        double picked = pick == null ? Double.NaN : total(sample, pick);
        List<Double> timed =
            sample.results().stream()
                .map(CodecResult::totalNs)
                .filter(t -> !Double.isNaN(t))
                .sorted()
                .toList();
        placed.add(
            exclusion.codec()
                + " on "
                + sample.name()
                + ": "
                + Numbers.measured(own)
                + " ns per message"
                + (Double.isNaN(picked)
                    ? ""
                    : ", " + Numbers.ratio(own / picked) + " the time of " + pick + " there")
                + ", "
                + (timed.indexOf(own) == 0
                    ? "the fastest"
                    : io.serbench.text.Words.ordinal(timed.indexOf(own) + 1) + " fastest")
                + " of "
                + timed.size()
                + " timed there");
      }
    }
    return List.copyOf(placed);
  }

  /** The messages on which a codec of the group is the fastest timed. */
  private static List<String> wouldLead(
      BenchmarkResults results, String cause, List<Recommendation.Exclusion> codecs) {
    if (!cause.startsWith("cannot carry ")) {
      return List.of();
    }
    List<String> group = codecs.stream().map(Recommendation.Exclusion::codec).toList();
    List<String> lines = new ArrayList<>();
    for (SampleResult sample : results.samples()) {
      sample.results().stream()
          .filter(r -> !Double.isNaN(r.totalNs()))
          .min(java.util.Comparator.comparingDouble(CodecResult::totalNs))
          .filter(fastest -> group.contains(fastest.codec()))
          .ifPresent(
              fastest ->
                  lines.add(
                      "without "
                          + cause.substring("cannot carry ".length())
                          + ", "
                          + fastest.codec()
                          + " would be the fastest on "
                          + sample.name()));
    }
    return List.copyOf(lines);
  }

  private static double total(SampleResult sample, String codec) {
    return sample.result(codec).map(CodecResult::totalNs).orElse(Double.NaN);
  }
}
