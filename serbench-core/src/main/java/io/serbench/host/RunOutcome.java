package io.serbench.host;

import io.serbench.report.TextSummary;
import io.serbench.result.BenchmarkResults;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What a launched run produced, the same for the Maven goals and the command line: the results,
 * where the report is, and the gate that fails the build, if any. Each front end words the failure
 * in its own vocabulary from {@link GateFailure#kind()}.
 *
 * @param results the results of the run (the first JDK's, on several JDKs)
 * @param report the HTML report
 * @param failure the gate that failed, or empty
 */
public record RunOutcome(BenchmarkResults results, Path report, Optional<GateFailure> failure) {

  /** Why a finished run fails the build. */
  public enum Gate {
    /** The watched codec got slower than in the baseline, beyond the threshold and the noise. */
    BASELINE_REGRESSION,
    /**
     * The baseline gate could not test the watched codec (too few forks, or a figure not at steady
     * state), and the user asked to fail on that.
     */
    BASELINE_INCONCLUSIVE,
    /** No codec met the constraints, and the user asked to fail on that. */
    NO_RECOMMENDATION
  }

  /**
   * A failed gate.
   *
   * @param kind which gate failed
   * @param message what failed, in one line, without advice on how to configure it
   */
  public record GateFailure(Gate kind, String message) {}

  /** The plain-text summary table for the build log. */
  public List<String> summary() {
    return TextSummary.lines(results);
  }
}
