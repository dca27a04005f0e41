package io.serbench.compare;

import io.serbench.result.BaselineComparison;
import io.serbench.result.BenchmarkResults;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Compares a run with a baseline run through {@link Comparisons}, with one rule: the watched
 * codec's serialize or deserialize time must not grow by more than {@code maxRegression} where the
 * growth beyond it is significant (a one-sided Welch's t-test at 5% on both runs' log fork means,
 * at least 3 forks a side and most forks of both figures at steady state). A check that could not
 * be tested makes the gate INCONCLUSIVE, which fails the build only with {@code
 * failOnInconclusive}. Any codec that round-tripped a sample in the baseline and fails it now fails
 * the gate too.
 */
public final class BaselineGate {
  static final String BASELINE = "baseline";
  static final String CURRENT = "this run";

  private BaselineGate() {}

  /**
   * @param pinned the codec to watch, or {@code null} for the recommended one
   */
  public static BaselineComparison compare(
      String file,
      BenchmarkResults baseline,
      BenchmarkResults current,
      double maxRegression,
      String pinned) {
    String watched =
        pinned != null
            ? pinned
            : current.recommendation() != null && current.recommendation().codec() != null
                ? current.recommendation().codec()
                : baseline.recommendation() == null ? null : baseline.recommendation().codec();
    // a codec moved to loaders of its own (msgpack@0.9.11) is watched under its plain id
    watched =
        watched == null
            ? null
            : Comparisons.plainId(current, Comparisons.plainId(baseline, watched));
    Comparison comparison =
        Comparisons.compare(
            List.of(
                new LabeledRun(BASELINE, file, null, baseline),
                new LabeledRun(CURRENT, null, null, current)),
            List.of(Rule.timeRegression(maxRegression, null)),
            pinned);
    List<BaselineComparison.Row> rows = new ArrayList<>();
    double visible = Double.NaN;
    for (Comparison.Row row : comparison.rows()) {
      Comparison.Cell then = row.cells().get(0);
      Comparison.Cell now = row.cells().get(1);
      for (Metric operation : List.of(Metric.SERIALIZE, Metric.DESERIALIZE)) {
        Comparison.Entry before = then.values().get(operation.name());
        Comparison.Entry after = now.values().get(operation.name());
        if (before == null || after == null || after.ratio() == null) {
          continue;
        }
        double smallest = after.smallestVisible(maxRegression);
        if (row.codec().equals(watched) && !(smallest >= visible)) {
          visible = smallest;
        }
        rows.add(
            new BaselineComparison.Row(
                row.sample(),
                row.codec(),
                operation.label(),
                before.value(),
                after.value(),
                after.ratio(),
                after.pValue(),
                after.test() == null ? null : after.test().label(),
                after.significant(),
                after.exceeds(maxRegression)));
      }
    }
    List<String> newFailures = comparison.newFailures();
    List<String> untested =
        comparison.inconclusiveChecks().stream().map(Comparison.Check::message).toList();
    String verdict;
    if (comparison.failed()) {
      verdict = "baseline gate: " + comparison.verdict();
    } else if (!untested.isEmpty()) {
      // a check that was not made is neither a pass nor a failure: say so, never "no slowdown"
      verdict =
          String.format(
                  Locale.ROOT,
                  "baseline gate INCONCLUSIVE for %s: %d of %d checks could not be tested (%s);"
                      + " no codec that passed now fails; a standard or thorough preset gives"
                      + " the watched codec %d forks a side",
                  watched,
                  untested.size(),
                  comparison.checks().size(),
                  String.join("; ", untested),
                  io.serbench.stats.ForkStatistics.MIN_FORKS)
              + notes(comparison);
    } else {
      verdict =
          String.format(
                  Locale.ROOT,
                  "no significant slowdown of %s beyond %s%% in %d tested checks, and no codec"
                      + " that passed now fails",
                  watched,
                  io.serbench.text.Numbers.wholePercent(maxRegression),
                  comparison.checks().size())
              + reach(visible)
              + notes(comparison);
    }
    return new BaselineComparison(
        file,
        baseline.generatedAt(),
        watched,
        maxRegression,
        rows,
        newFailures,
        comparison.failed(),
        !comparison.failed() && !untested.isEmpty(),
        verdict);
  }

  /**
   * What the tests could see: every check allows each figure to move by the run effect between two
   * runs, so a slowdown smaller than this goes unseen however real it is.
   */
  private static String reach(double visible) {
    if (Double.isNaN(visible)) {
      return "";
    }
    return String.format(
        Locale.ROOT,
        " (allowing each figure to move by ±%s%% between runs, as it does on a shared host, a"
            + " slowdown shows from about %s%%)",
        io.serbench.text.Numbers.wholePercent(Comparison.RUN_SPREAD),
        io.serbench.text.Numbers.wholePercent(visible));
  }

  private static String notes(Comparison comparison) {
    return comparison.notes().isEmpty() ? "" : "; but " + String.join("; ", comparison.notes());
  }
}
