package io.serbench.report;

import io.serbench.result.Verdict;

/** The words the report uses for its enums and counts, in one place. */
public final class ReportWords {
  private ReportWords() {}

  /** A measured verdict as a reader says it: holds, fails, not tested. */
  public static String verdict(Verdict verdict) {
    return verdict.words();
  }
}
