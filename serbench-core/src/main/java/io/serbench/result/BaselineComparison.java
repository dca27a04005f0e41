package io.serbench.result;

import java.util.List;

/**
 * This run against an earlier results.json: per sample and codec, the total time then and now, and
 * whether the watched codec got slower beyond both the allowed regression and the noise, or a codec
 * that passed then fails now.
 *
 * @param file the baseline file
 * @param baselineGeneratedAt when the baseline was measured
 * @param watched the codec the gate watches: the pinned one, or the recommended one
 * @param maxRegression the tolerated slowdown as a fraction
 * @param rows every sample and codec measured in both runs
 * @param newFailures codecs that round-tripped a sample in the baseline and fail it now
 * @param failed whether the gate fails the build
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
    String verdict) {

  public BaselineComparison {
    rows = List.copyOf(rows);
    newFailures = List.copyOf(newFailures);
  }

  /**
   * One codec on one sample in both runs.
   *
   * @param sample the sample name
   * @param codec the codec id
   * @param baselineNs total time in the baseline
   * @param currentNs total time now
   * @param ratio now / then
   * @param beyondNoise whether the intervals of the two totals do not overlap
   * @param regression whether it is slower by more than allowed and beyond the noise
   */
  public record Row(
      String sample,
      String codec,
      double baselineNs,
      double currentNs,
      double ratio,
      boolean beyondNoise,
      boolean regression) {}
}
