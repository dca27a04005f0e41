package io.serbench.report;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.Recommendation;
import io.serbench.result.Requirement;
import io.serbench.result.SampleResult;
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
 */
public record ExclusionView(String cause, List<Recommendation.Exclusion> codecs) {

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
    groups.forEach((cause, codecs) -> views.add(new ExclusionView(cause, List.copyOf(codecs))));
    views.sort((a, b) -> Integer.compare(b.codecs().size(), a.codecs().size()));
    return List.copyOf(views);
  }

  /**
   * A round-trip exclusion's cause is the first message the codec does not carry; a constraint's is
   * the constraint.
   */
  private static String cause(BenchmarkResults results, Recommendation.Exclusion exclusion) {
    if (exclusion.requirement() == Requirement.ROUND_TRIP) {
      return firstFailed(results, exclusion.codec())
          .map(sample -> "cannot carry " + sample)
          .orElse("does not round-trip every message");
    }
    if (exclusion.requirement() == Requirement.MEASUREMENT) {
      return "could not be measured";
    }
    return "does not meet " + exclusion.requirement().id() + ", which you required";
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
}
