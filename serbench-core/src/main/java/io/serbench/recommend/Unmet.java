package io.serbench.recommend;

import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.Versioning;
import io.serbench.codec.WireFormat;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.ModelRole;
import io.serbench.result.Recommendation;
import io.serbench.result.Requirement;
import java.util.ArrayList;
import java.util.List;

/**
 * Why no codec of a run meets a constraint, as facts: which codecs of the run were not tested for
 * it (and so might meet it), and which codecs of the catalog that the run left out document it and
 * can carry the model, with the {@code codecs} value that adds them to the run's own selection. A
 * documented claim is not a measurement: the answer says to add the codec, so that the next run
 * measures it. For a model that can form a cycle only a codec that tracks references is suggested,
 * and never one that failed a sample of this run.
 *
 * @param untested the run's codecs that were not tested for it, in the run's order
 * @param untestedWhy why the first of them was not tested, or {@code null}
 * @param suggested the left-out codecs that document it and can carry the model
 * @param withoutReferences the left-out codecs that document it but do not track references, which
 *     a cyclic model needs
 * @param failedHere the codecs that document it but failed a sample of this run
 * @param codecs the {@code codecs} value that adds the suggested codecs, or {@code null}
 */
record Unmet(
    List<String> untested,
    String untestedWhy,
    List<String> suggested,
    List<String> withoutReferences,
    List<String> failedHere,
    String codecs) {

  /** At most this many documented codecs are suggested. */
  private static final int NAMED = 4;

  static Unmet of(
      Requirement requirement, Eligibility.Outcome outcome, String pick, BenchmarkResults results) {
    List<Recommendation.Exclusion> untested =
        outcome.exclusions().stream()
            .filter(e -> e.requirement() == requirement && !e.codec().equals(pick))
            .filter(e -> Evidence.untested(Evidence.stripRequired(e.reason())))
            .toList();
    boolean cyclic = results.models().stream().anyMatch(ModelRole::cyclic);
    List<String> suggested = new ArrayList<>();
    List<String> withoutReferences = new ArrayList<>();
    List<String> failedHere = new ArrayList<>();
    for (CodecInfo info : documented(results.leftOut(), requirement)) {
      if (failed(results, info.id())) {
        failedHere.add(info.id());
      } else if (cyclic && !info.graph()) {
        withoutReferences.add(info.id());
      } else if (suggested.size() < NAMED) {
        suggested.add(info.id());
      }
    }
    return new Unmet(
        untested.stream().map(Recommendation.Exclusion::codec).toList(),
        untested.isEmpty()
            ? null
            : Evidence.shorten(Evidence.stripRequired(untested.get(0).reason())),
        suggested,
        withoutReferences,
        failedHere,
        suggested.isEmpty() ? null : codecs(results.selection(), suggested));
  }

  /**
   * The {@code codecs} value that adds codecs to a run's selection: the patterns as the run was
   * given them, then the codecs; {@code default} first when the run started from the default set
   * (no patterns, or only exclusions, which alone would start from it but not once an id follows).
   */
  static String codecs(List<String> selection, List<String> added) {
    List<String> patterns =
        new ArrayList<>(selection.stream().map(String::trim).filter(p -> !p.isEmpty()).toList());
    if (patterns.isEmpty() || patterns.stream().allMatch(p -> p.startsWith("!"))) {
      patterns.add(0, CodecCatalog.DEFAULT);
    }
    added.stream().filter(id -> !patterns.contains(id)).forEach(patterns::add);
    return String.join(",", patterns);
  }

  /** Whether the codec ran in this run and failed the round trip of one of its samples. */
  private static boolean failed(BenchmarkResults results, String codec) {
    return results.samples().stream()
        .flatMap(sample -> sample.result(codec).stream())
        .anyMatch(r -> r.roundTrip() == CodecResult.RoundTrip.FAIL);
  }

  /**
   * The left-out codecs whose library documents the capability, in catalog order, but none that
   * only joins a run when the model calls for it.
   */
  static List<CodecInfo> documented(List<String> leftOut, Requirement requirement) {
    if (leftOut == null || leftOut.isEmpty()) {
      return List.of();
    }
    List<CodecInfo> named = new ArrayList<>();
    for (CodecProvider provider : CodecCatalog.standard().all()) {
      CodecInfo info = provider.info();
      // a codec that joins by itself when the model calls for it (generated messages, say) was
      // left out because this model does not: it cannot carry the model
      if (leftOut.contains(info.id())
          && info.group() != io.serbench.codec.Group.BY_MODEL
          && claims(info, requirement)) {
        named.add(info);
      }
    }
    return named;
  }

  private static boolean claims(CodecInfo info, Requirement requirement) {
    return switch (requirement) {
      case VERSIONING -> info.claims().versioning() == Versioning.FULL;
      case UNTRUSTED_INPUT -> info.claims().rejectsUnlistedClasses();
      case GRAPH -> info.graph();
      case CROSS_LANGUAGE -> WireFormat.crossLanguage(info.claims().wireFormat());
      default -> false;
    };
  }
}
