package io.serbench.compare;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Several results.json files side by side, the contents of {@code comparison.json}: the first run
 * is the baseline that changes are measured against. Nothing in it was measured anew.
 *
 * @param runs every run, in the order given
 * @param rules the rules checked, as written
 * @param pinned the codec the rules watch when they name none, or {@code null} for each run's
 *     recommended codec
 * @param environmentDifferences what differs between the runs' hosts and settings, one line each
 *     (JDK, OS, CPU, cores, JVM options, threads, JMH settings, codec library versions)
 * @param sameRecommendation whether every run recommends the same codec
 * @param recommendations each recommended codec (or {@code none}) with the runs that recommend it
 * @param rows one row per sample and codec found in any run
 * @param differentVerdicts codecs that round-trip a sample in some runs and not in others
 * @param newFailures codecs that round-trip a sample in the first run and fail it in a later one
 * @param checks every rule applied to a value, passed or not
 * @param problems why the comparison fails, one line each: broken rules, rules that checked
 *     nothing, codecs that passed in the first run and fail in a later one (with rules only)
 * @param notes what the reader should know that does not fail anything
 * @param failed whether any problem was found
 * @param verdict the outcome in one line
 */
public record Comparison(
    List<Run> runs,
    List<String> rules,
    String pinned,
    List<String> environmentDifferences,
    boolean sameRecommendation,
    Map<String, List<String>> recommendations,
    List<Row> rows,
    List<String> differentVerdicts,
    List<String> newFailures,
    List<Check> checks,
    List<String> problems,
    List<String> notes,
    boolean failed,
    String verdict,
    List<Ab> versionPairs) {

  /** The significance level of every test: one-sided, 5%, as the report's 95% intervals. */
  public static final double ALPHA = 1 - io.serbench.stats.ForkStatistics.CONFIDENCE;

  /**
   * The run effect every comparison of two runs allows for: {@link
   * io.serbench.stats.ForkStatistics#RUN_SPREAD}.
   */
  public static final double RUN_SPREAD = io.serbench.stats.ForkStatistics.RUN_SPREAD;

  public Comparison {
    runs = List.copyOf(runs);
    rules = List.copyOf(rules);
    environmentDifferences = List.copyOf(environmentDifferences);
    recommendations = Collections.unmodifiableMap(new LinkedHashMap<>(recommendations));
    rows = List.copyOf(rows);
    differentVerdicts = List.copyOf(differentVerdicts);
    newFailures = List.copyOf(newFailures);
    checks = List.copyOf(checks);
    problems = List.copyOf(problems);
    notes = List.copyOf(notes);
    versionPairs = versionPairs == null ? List.of() : List.copyOf(versionPairs);
  }

  /**
   * The A/B of two versions of one codec's library within one run ({@link
   * io.serbench.result.analysis.VersionPairs}), read from that run's per-round figures.
   *
   * @param run the run's label
   * @param base the codec id both versions share
   * @param a A's codec id, the older version
   * @param b B's codec id, the newer version
   * @param overall B's total time over A's on the same rounds, in words
   * @param rows each sample and operation: the ratio in words and the size difference
   * @param differences where their verdicts differ
   */
  public record Ab(
      String run,
      String base,
      String a,
      String b,
      String overall,
      List<String> rows,
      List<String> differences) {
    public Ab {
      rows = List.copyOf(rows);
      differences = List.copyOf(differences);
    }

    /** One line for the build log. */
    public String summary() {
      return run
          + ": "
          + b
          + " against "
          + a
          + ": "
          + overall
          + (differences.isEmpty() ? "" : "; verdicts differ: " + String.join("; ", differences));
    }
  }

  /** The checks that failed; the comparison page counts them. */
  public List<Check> brokenChecks() {
    return checks.stream().filter(c -> !c.passed()).toList();
  }

  /**
   * One run in the comparison.
   *
   * @param label its name in the comparison: given as {@code label=path}, or the name of the
   *     directory that holds its results.json
   * @param file the results.json it was read from
   * @param report its own report relative to the comparison's directory, or {@code null} when there
   *     is no index.html beside the file
   * @param generatedAt when it was measured
   * @param environment the host and JDK in one line
   * @param recommended its recommended codec, or {@code null}
   * @param runnerUp its runner-up, or {@code null}
   */
  public record Run(
      String label,
      String file,
      String report,
      String generatedAt,
      String environment,
      String recommended,
      String runnerUp) {}

  /**
   * One sample and codec in every run.
   *
   * @param sample the sample's name
   * @param codec the codec id
   * @param cells one per run, in run order
   * @param verdictDiffers whether it round-trips in some runs and not in others
   */
  public record Row(String sample, String codec, List<Cell> cells, boolean verdictDiffers) {
    public Row {
      cells = List.copyOf(cells);
    }
  }

  /**
   * One sample and codec in one run.
   *
   * @param run the run's label
   * @param verdict the round trip's verdict in that run, or {@link Presence#ABSENT}
   * @param failure why the round trip failed, or {@code null}
   * @param values per {@link Metric} name, what was measured
   */
  public record Cell(String run, Presence verdict, String failure, Map<String, Entry> values) {
    public Cell {
      values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }
  }

  /**
   * One measured value, with its change from the first run.
   *
   * @param value the estimate, or the exact count
   * @param low the low end of its 95% interval, or {@code null}
   * @param high its high end, or {@code null}
   * @param forks the forks behind a timed value, or {@code null} for counts
   * @param ratio this value over the first run's, or {@code null} in the first run
   * @param pValue the one-sided p-value of Welch's t-test on both runs' log fork means, in the
   *     direction of the change, or {@code null} when no test applies
   * @param significant whether the change is beyond chance at {@link #ALPHA}, or any change of an
   *     exact count
   * @param test how significance was decided, or {@code null} in the first run
   * @param standardError the standard error of the log ratio, for tests against an allowance, or
   *     {@code null}
   * @param df its Welch-Satterthwaite degrees of freedom, or {@code null}
   */
  public record Entry(
      double value,
      Double low,
      Double high,
      Integer forks,
      Double ratio,
      Double pValue,
      boolean significant,
      Test test,
      Double standardError,
      Double df) {
    /**
     * The one-sided p-value that the value grew by more than {@code allowed} (a share): Welch's
     * test of the log ratio against {@code log(1 + allowed)}; {@code NaN} when no test applies.
     */
    public double pBeyond(double allowed) {
      if (test != Test.FORK_MEANS || standardError == null || ratio == null) {
        return Double.NaN;
      }
      double shift = Math.log(ratio) - Math.log(1 + allowed);
      if (!(standardError > 0)) {
        return shift > 0 ? 0 : 1;
      }
      return 1
          - new org.apache.commons.math3.distribution.TDistribution(df)
              .cumulativeProbability(shift / standardError);
    }

    /**
     * The smallest growth (a share) that this test would show beyond {@code allowed} at {@link
     * #ALPHA}: what the gate can see, given the forks' spread and the run effect; {@code NaN} when
     * no test applies.
     */
    public double smallestVisible(double allowed) {
      if (test != Test.FORK_MEANS || standardError == null || df == null) {
        return Double.NaN;
      }
      double critical =
          new org.apache.commons.math3.distribution.TDistribution(df)
              .inverseCumulativeProbability(1 - ALPHA);
      return Math.exp(Math.log(1 + allowed) + critical * standardError) - 1;
    }

    /**
     * Whether the value grew by more than {@code allowed} with 95% confidence: always for an exact
     * count that grew past it, never for an underpowered or unsteady figure.
     */
    public boolean exceeds(double allowed) {
      if (ratio == null || ratio <= 1 + allowed) {
        return false;
      }
      return switch (test) {
        case EXACT -> true;
        case FORK_MEANS -> pBeyond(allowed) < ALPHA;
        default -> false;
      };
    }
  }

  /** A codec's round trip on a sample in one run. */
  public enum Presence {
    PASS,
    FAIL,
    /** The run did not have the codec or the sample. */
    ABSENT
  }

  /** How a change was judged. */
  public enum Test {
    /** Welch's t-test on both runs' log fork means, at least 3 forks per side. */
    FORK_MEANS,
    /** Fewer than 3 forks on a side: the test would have too little power, so none is made. */
    UNDERPOWERED,
    /**
     * Most forks of the figure reached no steady state in one of the runs, so its change is not
     * judged. A figure with a minority of such forks is tested on all of them.
     */
    UNSTEADY,
    /** Sizes and allocation: counts, exact. */
    EXACT;

    /** Whether a test was made: a check of an untested value is inconclusive, not passed. */
    public boolean tested() {
      return this == FORK_MEANS || this == EXACT;
    }

    /** The test's name as reports write it, such as {@code fork means}. */
    public String label() {
      return io.serbench.text.Words.words(this);
    }
  }

  /**
   * One rule applied to one value.
   *
   * @param rule the rule as written
   * @param run the run the value comes from
   * @param sample the sample
   * @param codec the codec
   * @param measure the measure's name
   * @param baseline the first run's value, for a regression rule, or {@code null}
   * @param value the value checked
   * @param passed whether the rule holds, as far as it was tested
   * @param inconclusive whether the regression it checks could not be tested (fewer than 3 forks on
   *     a side, or a figure whose forks mostly reached no steady state): it neither passed nor
   *     failed
   * @param message what was found, in one line
   */
  public record Check(
      String rule,
      String run,
      String sample,
      String codec,
      String measure,
      Double baseline,
      double value,
      boolean passed,
      boolean inconclusive,
      String message) {}

  /**
   * Whether the comparison fails a build: a broken rule or a new failure, or, when the team asks
   * for it, a check that could not be tested.
   */
  public boolean fails(boolean failOnInconclusive) {
    return failed || (failOnInconclusive && checks.stream().anyMatch(Check::inconclusive));
  }

  /** The checks that could not be tested. */
  public List<Check> inconclusiveChecks() {
    return checks.stream().filter(Check::inconclusive).toList();
  }
}
