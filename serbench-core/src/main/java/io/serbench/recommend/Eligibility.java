package io.serbench.recommend;

import io.serbench.codec.Versioning;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.CodecResult;
import io.serbench.result.Criteria;
import io.serbench.result.Evolution;
import io.serbench.result.Recommendation;
import io.serbench.result.Requirement;
import io.serbench.result.SampleResult;
import io.serbench.result.SchemaChange;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * Which codecs may be recommended: a codec must round-trip every sample, have scores for every
 * sample, and meet every constraint by its <em>measured</em> capabilities on every model class. A
 * check that was not exercised ({@link io.serbench.result.Verdict#NOT_TESTED}) never meets a
 * constraint, whatever the codec's documentation claims.
 */
final class Eligibility {
  private Eligibility() {}

  /**
   * The requirement that left no candidate.
   *
   * @param requirement which one
   * @param label its label, such as {@code versioning full}
   * @param lastCandidates the codecs that met everything before it
   */
  record Elimination(Requirement requirement, String label, List<String> lastCandidates) {}

  /**
   * The outcome of the checks.
   *
   * @param eligible the codecs that meet every requirement, in catalog order
   * @param exclusions every other codec with the first requirement it failed
   * @param elimination what left no candidate, when {@code eligible} is empty
   */
  record Outcome(
      List<String> eligible,
      List<Recommendation.Exclusion> exclusions,
      Optional<Elimination> elimination) {}

  static Outcome check(BenchmarkResults results, Criteria criteria) {
    List<Recommendation.Exclusion> exclusions = new ArrayList<>();
    List<String> candidates = new ArrayList<>();
    for (CodecDescriptor codec : results.codecs()) {
      Optional<Recommendation.Exclusion> exclusion = roundTrip(codec.id(), results.samples());
      if (exclusion.isEmpty() && criteria.weights().ranksColdStart()) {
        exclusion = coldStart(codec.id(), results.samples());
      }
      exclusion.ifPresentOrElse(exclusions::add, () -> candidates.add(codec.id()));
    }
    if (candidates.isEmpty()) {
      return new Outcome(
          List.of(),
          exclusions,
          Optional.of(new Elimination(Requirement.ROUND_TRIP, "round trip", List.of())));
    }
    List<String> remaining = candidates;
    for (Constraint constraint : constraints(criteria.constraints())) {
      List<String> passed = new ArrayList<>();
      for (String codec : remaining) {
        Optional<String> failure = constraint.failure(results, codec);
        if (failure.isPresent()) {
          exclusions.add(
              new Recommendation.Exclusion(
                  codec,
                  failure.get() + " (" + constraint.label() + " required)",
                  constraint.requirement()));
        } else {
          passed.add(codec);
        }
      }
      if (passed.isEmpty()) {
        return new Outcome(
            List.of(),
            exclusions,
            Optional.of(new Elimination(constraint.requirement(), constraint.label(), remaining)));
      }
      remaining = passed;
    }
    return new Outcome(remaining, exclusions, Optional.empty());
  }

  /** The first sample without a cold-start figure, when the ranking weighs the cold start. */
  private static Optional<Recommendation.Exclusion> coldStart(
      String codec, List<SampleResult> samples) {
    for (SampleResult sample : samples) {
      CodecResult r = sample.result(codec).orElseThrow();
      if (Double.isNaN(Ranking.coldTotal(r))) {
        String why =
            r.coldStart() == null || r.coldStart().failure() == null
                ? "no cold-start figure"
                : "no cold-start figure (" + r.coldStart().failure() + ")";
        return Optional.of(
            new Recommendation.Exclusion(
                codec, sample.name() + ": " + why, Requirement.MEASUREMENT));
      }
    }
    return Optional.empty();
  }

  /** The first sample the codec did not round-trip or was not measured on. */
  private static Optional<Recommendation.Exclusion> roundTrip(
      String codec, List<SampleResult> samples) {
    for (SampleResult sample : samples) {
      Optional<CodecResult> result = sample.result(codec);
      if (result.isEmpty()) {
        return Optional.of(
            new Recommendation.Exclusion(
                codec, "not run on " + sample.name(), Requirement.ROUND_TRIP));
      }
      CodecResult r = result.get();
      if (!r.passed()) {
        return Optional.of(
            new Recommendation.Exclusion(
                codec, sample.name() + ": " + r.failure(), Requirement.ROUND_TRIP));
      }
      if (Double.isNaN(r.totalNs())) {
        return Optional.of(
            new Recommendation.Exclusion(
                codec,
                sample.name()
                    + ": not measured"
                    + (r.benchmarkFailure() == null ? "" : " (" + r.benchmarkFailure() + ")"),
                Requirement.MEASUREMENT));
      }
    }
    return Optional.empty();
  }

  /** One constraint, checked on every model class. */
  private record Constraint(
      Requirement requirement,
      String label,
      List<Function<Capabilities, CapabilityResult>> checks) {

    Optional<String> failure(BenchmarkResults results, String codec) {
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
                model + ": " + (result.exercised() ? "" : "not tested, ") + result.evidence());
          }
        }
      }
      return Optional.empty();
    }
  }

  private static List<Constraint> constraints(Criteria.Constraints constraints) {
    List<Constraint> list = new ArrayList<>();
    if (constraints.graph()) {
      list.add(new Constraint(Requirement.GRAPH, "graph", List.of(Capabilities::graph)));
    }
    if (constraints.crossLanguage()) {
      list.add(
          new Constraint(
              Requirement.CROSS_LANGUAGE, "cross-language", List.of(Capabilities::crossLanguage)));
    }
    Versioning versioning = constraints.versioning();
    if (versioning != Versioning.NONE) {
      List<Function<Capabilities, CapabilityResult>> checks = new ArrayList<>();
      java.util.Set<SchemaChange> changes = constraints.versioningChanges().changes();
      if (versioning.backward()) {
        checks.add(c -> versioning(c, true, changes));
      }
      if (versioning.forward()) {
        checks.add(c -> versioning(c, false, changes));
      }
      list.add(
          new Constraint(
              Requirement.VERSIONING,
              "versioning "
                  + versioning.name().toLowerCase(Locale.ROOT)
                  + (constraints.versioningChanges() == SchemaChange.Required.FIELDS
                      ? ""
                      : " ("
                          + constraints.versioningChanges().name().toLowerCase(Locale.ROOT)
                          + ")"),
              checks));
    }
    if (constraints.untrustedInput()) {
      list.add(
          new Constraint(
              Requirement.UNTRUSTED_INPUT,
              "untrusted-input safety",
              List.of(Capabilities::untrustedInput)));
    }
    if (constraints.nextJdk()) {
      list.add(
          new Constraint(
              Requirement.NEXT_JDK,
              "the next JDK (Unsafe denied)",
              List.of(Capabilities::nextJdkVerdict)));
    }
    return list;
  }

  /**
   * One direction over the required changes, from the matrix; a codec whose versioning probe built
   * no matrix keeps the stored verdict, which says why.
   */
  private static CapabilityResult versioning(
      Capabilities capabilities, boolean backward, java.util.Set<SchemaChange> changes) {
    CapabilityResult stored =
        backward ? capabilities.versioningBackward() : capabilities.versioningForward();
    if (capabilities.evolutions().isEmpty()) {
      return stored;
    }
    return Evolution.verdict(stored.claimed(), backward, changes, capabilities.evolutions());
  }

  private static String simpleName(String className) {
    return className.substring(className.lastIndexOf('.') + 1);
  }
}
