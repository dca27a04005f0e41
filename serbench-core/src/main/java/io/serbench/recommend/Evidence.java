package io.serbench.recommend;

import java.util.List;

/**
 * A probe's evidence as the answer quotes it: cut for a headline, and read for whether the check
 * behind it was exercised at all.
 */
final class Evidence {
  private Evidence() {}

  /** An exclusion's reason without its trailing "(... required)". */
  static String stripRequired(String reason) {
    int at = reason.lastIndexOf(" (");
    return at > 0 && reason.endsWith(" required)") ? reason.substring(0, at) : reason;
  }

  /**
   * Evidence cut for a headline: the model, then the first clause that says what broke (a probe's
   * evidence lists its checks, some of them not tested), at most 140 characters; the capability
   * matrix has all of it.
   */
  static String shorten(String evidence) {
    int colon = evidence.indexOf(": ");
    String model = colon > 0 && colon < 40 ? evidence.substring(0, colon + 2) : "";
    String rest = evidence.substring(model.length());
    if (rest.startsWith("not tested")) {
      // nothing broke: the reason is why nothing was tested, read from its start (an error
      // message quoted in it may hold "; " too)
      return cut(model + rest);
    }
    String[] clauses = rest.split("; ");
    int first = 0;
    while (first < clauses.length - 1 && clauses[first].contains("not tested")) {
      first++;
    }
    // a probe's evidence lists every check, those that held too: quote the one that failed
    for (int i = 0; i < clauses.length && !rest.contains(": survives "); i++) {
      if (failed(clauses[i])) {
        first = i;
        break;
      }
    }
    String clause = clauses[first].contains("not tested") ? clauses[0] : clauses[first];
    // a versioning verdict names what survived first: the changes it did not survive follow
    if (clause.contains(": survives ")
        && first + 1 < clauses.length
        && clauses[first + 1].startsWith("not ")) {
      clause += "; " + clauses[first + 1];
    }
    return cut(model + clause);
  }

  /** Words with which the probes report a check that failed. */
  private static final List<String> FAILED =
      List.of("decoding created", "silently", "wrong value", "failed", "corrupt");

  private static boolean failed(String clause) {
    return !clause.contains("not tested") && FAILED.stream().anyMatch(clause::contains);
  }

  private static String cut(String text) {
    return text.length() <= 140 ? text : text.substring(0, 137) + "...";
  }

  /** Whether an exclusion's reason is a check that was not exercised ({@code Eligibility}). */
  static boolean untested(String reason) {
    int colon = reason.indexOf(": ");
    return colon > 0 && colon < 40 && reason.startsWith("not tested", colon + 2);
  }
}
