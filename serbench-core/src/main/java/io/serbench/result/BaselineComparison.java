package io.serbench.result;

import java.util.List;

/**
 * This run against an earlier results.json: per sample, codec and operation, the time then and now,
 * and whether the watched codec got slower by more than the allowed regression with a significant
 * difference, or a codec that passed then fails now.
 *
 * @param file the baseline file
 * @param baselineGeneratedAt when the baseline was measured
 * @param watched the codec the gate watches: the pinned one, or the recommended one
 * @param maxRegression the tolerated slowdown as a fraction
 * @param rows every sample and codec measured in both runs
 * @param newFailures codecs that round-tripped a sample in the baseline and fail it now
 * @param failed whether the gate found a regression or a new failure
 * @param inconclusive whether, with nothing failed, some of the watched codec's checks could not be
 *     tested (fewer than 3 forks on a side, or a figure whose forks mostly reached no steady
 *     state): the gate did not test what it guards, which fails the build only with {@code
 *     failOnInconclusive}
 * @param verdict the gate's verdict in one line
 */
public record BaselineComparison(
    String file,
    String baselineGeneratedAt,
    String watched,
    double maxRegression,
    List<Row> rows,
    List<String> newFailures,
    boolean failed,
    boolean inconclusive,
    String verdict) {

  public BaselineComparison {
    rows = List.copyOf(rows);
    newFailures = List.copyOf(newFailures);
  }

  /**
   * One codec's operation on one sample in both runs.
   *
   * @param sample the sample name
   * @param codec the codec id
   * @param operation {@code serialize} or {@code deserialize}
   * @param baselineNs its time in the baseline
   * @param currentNs its time now
   * @param ratio now / then
   * @param pValue the one-sided p-value of Welch's t-test on both runs' log fork means, or {@code
   *     null} when no test was made
   * @param test {@code fork means}, {@code underpowered} (fewer than 3 forks on a side: no test) or
   *     {@code unsteady} (most forks not at steady state: not judged)
   * @param beyondNoise whether the difference is significant at the 5% level
   * @param regression whether it is slower by more than allowed with 95% confidence
   */
  public record Row(
      String sample,
      String codec,
      String operation,
      double baselineNs,
      double currentNs,
      double ratio,
      Double pValue,
      String test,
      boolean beyondNoise,
      boolean regression) {}
}
