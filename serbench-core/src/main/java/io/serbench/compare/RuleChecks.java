package io.serbench.compare;

import io.serbench.text.Numbers;
import java.util.List;
import java.util.Locale;

/**
 * One rule applied to one run's values: an absolute maximum, or a regression against the first run
 * that must exceed the rule's allowance with 95% confidence ({@link Comparison.Entry#exceeds}),
 * with a note for every growth the evidence cannot confirm.
 */
final class RuleChecks {
  private final List<Comparison.Check> checks;
  private final List<String> notes;

  /**
   * Checks that add what they find to the comparison's lists.
   *
   * @param checks receives every check made, passed, failed or inconclusive
   * @param notes receives a note for every growth the evidence cannot confirm
   */
  RuleChecks(List<Comparison.Check> checks, List<String> notes) {
    this.checks = checks;
    this.notes = notes;
  }

  /**
   * Applies {@code rule} to run {@code i}'s rows, on the codec {@code watched} where the rule
   * watches the recommended or pinned one.
   */
  void check(Rule rule, List<LabeledRun> runs, int i, String watched, List<Comparison.Row> rows) {
    String label = runs.get(i).label();
    String where = runs.size() > 2 ? " in " + label : "";
    for (Comparison.Row row : rows) {
      if (!rule.watches(row.codec(), watched)) {
        continue;
      }
      Comparison.Cell cell = row.cells().get(i);
      for (Metric measure : rule.measures()) {
        Comparison.Entry entry = cell.values().get(measure.name());
        if (entry == null) {
          continue;
        }
        if (rule.maximum() != null) {
          boolean holds = entry.value() <= rule.maximum();
          checks.add(
              new Comparison.Check(
                  rule.text(),
                  label,
                  row.sample(),
                  row.codec(),
                  measure.label(),
                  null,
                  entry.value(),
                  holds,
                  false,
                  String.format(
                      Locale.ROOT,
                      "%s %s on %s%s is %s %s, %s the maximum of %s",
                      row.codec(),
                      measure.label(),
                      row.sample(),
                      where,
                      Numbers.exact(entry.value()),
                      measure.unit(),
                      holds ? "within" : "above",
                      Numbers.exact(rule.maximum()))));
        }
        Comparison.Entry first = row.cells().get(0).values().get(measure.name());
        if (rule.maxRegression() != null && i > 0 && first != null && entry.ratio() != null) {
          boolean beyond = entry.ratio() > 1 + rule.maxRegression();
          boolean broken = entry.exceeds(rule.maxRegression());
          // a check that was not made is neither passed nor failed: it is inconclusive
          boolean untested = entry.test() != null && !entry.test().tested();
          String change =
              (entry.ratio() >= 1 ? grew(measure) : shrank(measure))
                  + " "
                  + Numbers.percent(Math.abs(entry.ratio() - 1));
          String values =
              Numbers.exact(first.value())
                  + " -> "
                  + Numbers.exact(entry.value())
                  + " "
                  + measure.unit();
          String allowed = io.serbench.text.Numbers.limitPercent(rule.maxRegression());
          String message =
              untested
                  ? String.format(
                      Locale.ROOT,
                      "%s %s on %s%s: INCONCLUSIVE, not tested (%s%s); it %s (%s), which the"
                          + " evidence cannot hold against the %s%% allowed",
                      row.codec(),
                      measure.label(),
                      row.sample(),
                      where,
                      evidence(entry, rule.maxRegression()),
                      forks(row, i, measure),
                      change,
                      values,
                      allowed)
                  : String.format(
                      Locale.ROOT,
                      "%s %s %s on %s%s (%s, %s), %s the %s%% allowed",
                      row.codec(),
                      measure.label(),
                      change,
                      row.sample(),
                      where,
                      values,
                      evidence(entry, rule.maxRegression()),
                      broken ? "more than" : "within",
                      allowed);
          if (!untested && beyond && !broken) {
            notes.add(
                String.format(
                    Locale.ROOT,
                    "%s %s on %s%s grew by %s (%s), but not beyond the allowance with 95%%"
                        + " confidence (%s%s); more forks can tell",
                    row.codec(),
                    measure.label(),
                    row.sample(),
                    where,
                    Numbers.percent(entry.ratio() - 1),
                    values,
                    evidence(entry, rule.maxRegression()),
                    entry.test() != Comparison.Test.EXACT ? forks(row, i, measure) : ""));
          }
          checks.add(
              new Comparison.Check(
                  rule.text(),
                  label,
                  row.sample(),
                  row.codec(),
                  measure.label(),
                  first.value(),
                  entry.value(),
                  !broken,
                  untested,
                  message));
        }
      }
    }
  }

  /** How many forks each side of a test had, such as {@code , 3 and 4 forks}. */
  private static String forks(Comparison.Row row, int i, Metric measure) {
    return ", "
        + count(row.cells().get(0), measure)
        + " and "
        + count(row.cells().get(i), measure)
        + " forks";
  }

  private static String count(Comparison.Cell cell, Metric measure) {
    Comparison.Entry entry = cell.values().get(measure.name());
    return entry == null || entry.forks() == null ? "?" : String.valueOf(entry.forks());
  }

  private static String grew(Metric measure) {
    return measure.timed() ? "got slower by" : "grew by";
  }

  private static String shrank(Metric measure) {
    return measure.timed() ? "got faster by" : "shrank by";
  }

  /** How significance was decided, for a message; {@code allowed} is the rule's allowance. */
  static String evidence(Comparison.Entry entry, double allowed) {
    if (entry.test() == null) {
      return "";
    }
    return switch (entry.test()) {
      case FORK_MEANS -> {
        double p = entry.pBeyond(allowed);
        // the p-value of the test against the allowance: small when the growth is beyond it
        yield p < 0.0001
            ? "beyond the allowance at p < 0.0001"
            : p < Comparison.ALPHA
                ? "beyond the allowance at p = " + Numbers.pValue(p)
                : "growth beyond the allowance not shown: p = "
                    + Numbers.twoDecimals(p)
                    + ", above "
                    + Numbers.twoDecimals(Comparison.ALPHA);
      }
      case UNDERPOWERED -> "fewer than 3 forks on a side";
      case UNSTEADY -> "most forks of a figure reached no steady state in one of the runs";
      case EXACT -> "exact";
    };
  }
}
