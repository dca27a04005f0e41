package io.serbench.jmh;

import java.util.List;
import org.apache.commons.math3.stat.descriptive.moment.Mean;
import org.apache.commons.math3.stat.descriptive.moment.Variance;

/**
 * Where a fork's warm-up ends: the MSER truncation rule (White, "An effective truncation heuristic
 * for bias reduction in simulation output", Simulation 69(6), 1997; Franklin and White,
 * "Stationarity tests and MSER-5", WSC 2008) applied to JMH's iteration scores, each of which is
 * already the mean of a batch of operations, as MSER-5's batches of five observations are.
 *
 * <p>For every candidate cut {@code d} in the first half of the series, MSER computes the squared
 * standard error of the mean of what is left, {@code sum((y_i - mean_d)^2) / (n - d)^2}, and cuts
 * where it is smallest: there the bias of the warm-up and the loss of data balance. A minimum in
 * the second half means the series has not settled in the time it ran (the rule's own criterion),
 * and such a score is reported as not at steady state.
 */
public final class SteadyState {
  /** A fall between the halves of what is left that counts as still warming up. */
  static final double DRIFT = 0.05;

  /** Fewer iterations than this give MSER nothing to choose from: nothing is cut. */
  static final int MIN_SERIES = 4;

  private SteadyState() {}

  /**
   * One fork's cut.
   *
   * @param cut leading iterations that are warm-up
   * @param steady whether the cut lies in the first half, where MSER can place it with confidence
   */
  public record Cut(int cut, boolean steady) {}

  /** The cut of one fork's iteration scores, in the order JMH measured them. */
  public static Cut mser(List<Double> series) {
    int n = series.size();
    if (n < MIN_SERIES) {
      return new Cut(0, false);
    }
    double[] values = series.stream().mapToDouble(Double::doubleValue).toArray();
    int limit = n / 2;
    int best = 0;
    double bestStatistic = Double.POSITIVE_INFINITY;
    // d = limit itself is evaluated so that a minimum there is seen, and reported as not steady
    for (int d = 0; d <= limit; d++) {
      int left = n - d;
      double variance = new Variance(false).evaluate(values, d, left);
      double statistic = variance * left / ((double) left * left);
      if (statistic < bestStatistic) {
        bestStatistic = statistic;
        best = d;
      }
    }
    return new Cut(best, best < limit && !falling(values, best));
  }

  /** Whether the iterations after the cut still fall: the later half significantly faster. */
  private static boolean falling(double[] values, int cut) {
    int left = values.length - cut;
    if (left < 4) {
      return false;
    }
    double[] early = java.util.Arrays.copyOfRange(values, cut, cut + left / 2);
    double[] late = java.util.Arrays.copyOfRange(values, cut + left / 2, values.length);
    double before = new Mean().evaluate(early);
    double after = new Mean().evaluate(late);
    if (before <= after * (1 + DRIFT)) {
      return false;
    }
    double p = new org.apache.commons.math3.stat.inference.TTest().tTest(early, late) / 2;
    return Double.isNaN(p) || p < 0.001;
  }

  /** The mean of what is left after the cut, for logs and tests. */
  static double mean(List<Double> series, Cut cut) {
    double[] values = series.stream().mapToDouble(Double::doubleValue).toArray();
    return new Mean().evaluate(values, cut.cut(), values.length - cut.cut());
  }
}
