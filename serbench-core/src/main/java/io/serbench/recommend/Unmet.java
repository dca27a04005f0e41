package io.serbench.recommend;

import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.Versioning;
import io.serbench.codec.WireFormat;
import io.serbench.result.Recommendation;
import io.serbench.result.Requirement;
import java.util.ArrayList;
import java.util.List;

/**
 * Why no codec of a run meets a constraint, in words: none passed, which codecs were not tested for
 * it (and so might meet it), and which codecs of the catalog that the run left out document it,
 * with the {@code codecs} value that adds them. It says "no codec of this run meets it" only when
 * every codec of the run was tested for it and failed. A documented claim is not a measurement: the
 * answer says to add the codec, so that the next run measures it.
 */
final class Unmet {
  private Unmet() {}

  /** At most this many documented codecs are named. */
  private static final int NAMED = 4;

  static String why(
      Requirement requirement, Eligibility.Outcome outcome, String pick, List<String> leftOut) {
    List<Recommendation.Exclusion> untested =
        outcome.exclusions().stream()
            .filter(e -> e.requirement() == requirement && !e.codec().equals(pick))
            .filter(e -> Evidence.untested(Evidence.stripRequired(e.reason())))
            .toList();
    StringBuilder text = new StringBuilder();
    if (untested.isEmpty()) {
      text.append("no codec of this run meets it");
    } else {
      text.append("no codec of this run passed it, but it was not tested for ")
          .append(
              String.join(", ", untested.stream().map(Recommendation.Exclusion::codec).toList()))
          .append(", which might (")
          .append(Evidence.shorten(Evidence.stripRequired(untested.get(0).reason())))
          .append(")");
    }
    List<String> documented = documented(leftOut, requirement);
    if (!documented.isEmpty()) {
      boolean one = documented.size() == 1;
      text.append("; ")
          .append(String.join(", ", documented))
          .append(", which this run left out, ")
          .append(one ? "documents" : "document")
          .append(" it: add ")
          .append(one ? "it" : "them")
          .append(" with -Dserbench.codecs=default,")
          .append(String.join(",", documented));
    }
    return text.toString();
  }

  /**
   * The left-out codecs whose library documents the capability, in catalog order, but none that
   * only joins a run when the model calls for it.
   */
  static List<String> documented(List<String> leftOut, Requirement requirement) {
    if (leftOut == null || leftOut.isEmpty()) {
      return List.of();
    }
    List<String> named = new ArrayList<>();
    for (CodecProvider provider : CodecCatalog.standard().all()) {
      CodecInfo info = provider.info();
      // a codec that joins by itself when the model calls for it (generated messages, say) was
      // left out because this model does not: it cannot carry the model
      if (named.size() < NAMED
          && leftOut.contains(info.id())
          && info.group() != io.serbench.codec.Group.BY_MODEL
          && claims(info, requirement)) {
        named.add(info.id());
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
