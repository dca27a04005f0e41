package io.serbench.jmh;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.math3.stat.descriptive.moment.Mean;
import org.apache.commons.math3.stat.descriptive.moment.Variance;
import org.apache.commons.math3.stat.descriptive.rank.Median;

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
 *
 * <p>What is left after the cut is cleared of <em>outliers</em>: inside a settled fork on a
 * two-core build host, single iterations or bursts of them run 1.5 to 13 times slower than the
 * fork's own level and then return to it, whether from another tenant's load on a shared host or
 * from a passing deoptimization and recompilation. Kept in, they move the mean by their share and
 * widen the interval several times over. Iterations whose modified z-score, {@code 0.6745 (y -
 * median) / MAD}, exceeds 3.5 are left out (Iglewicz and Hoaglin, "How to Detect and Handle
 * Outliers", ASQC 1993); a fork in which that would leave out more than 40% of its steady
 * iterations keeps them all, because there the slow level is not an outlier but part of what the
 * fork measured. See {@link #fork}.
 */
public final class SteadyState {
  /** A fall between the halves of what is left that counts as still warming up. */
  static final double DRIFT = 0.05;

  /** Fewer iterations than this give MSER nothing to choose from: nothing is cut. */
  static final int MIN_SERIES = 4;

  /** Iglewicz and Hoaglin's threshold on the modified z-score. */
  static final double OUTLIER_Z = 3.5;

  /**
   * The most of a fork's steady iterations that may be left out as outliers. Below half, the median
   * lies in the majority's level; 40% keeps a margin.
   */
  static final double MAX_OUTLIERS = 0.4;

  /** The factor that makes the median absolute deviation estimate a normal standard deviation. */
  private static final double MAD_SCALE = 0.6745;

  private SteadyState() {}

  /**
   * One fork's cut.
   *
   * @param cut leading iterations that are warm-up
   * @param steady whether the cut lies in the first half, where MSER can place it with confidence
   */
  public record Cut(int cut, boolean steady) {}

  /**
   * One fork's steady part.
   *
   * @param cut leading iterations that are warm-up
   * @param kept the steady iterations the score is computed from, in order
   * @param outliers iterations after the cut left out as outliers
   * @param steady whether the fork settled
   */
  public record Fork(int cut, List<Double> kept, int outliers, boolean steady) {
    public Fork {
      kept = List.copyOf(kept);
    }
  }

  /**
   * The steady part of one fork's iteration scores, in the order JMH measured them.
   *
   * <ol>
   *   <li>MSER on the whole series gives a first cut.
   *   <li>The iterations after it give the bounds of the fork's level: median &plusmn; 3.5 MAD /
   *       0.6745.
   *   <li>Iterations outside the bounds, anywhere in the series, are set aside, and MSER runs again
   *       on the rest, so that a burst of outliers cannot pull the end of the warm-up along with
   *       it; the earlier of the two cuts ends the warm-up. Later iterations outside the bounds are
   *       outliers.
   *   <li>The drift check runs on what is kept: a burst early in the steady part would otherwise
   *       look like a fork that was still getting faster.
   * </ol>
   *
   * When more than {@link #MAX_OUTLIERS} of the steady iterations would be set aside, the fork
   * keeps the first cut and all of them.
   */
  public static Fork fork(List<Double> series) {
    int n = series.size();
    Cut first = mser(series);
    List<Double> tail = series.subList(first.cut(), n);
    Fork plain = new Fork(first.cut(), tail, 0, first.steady());
    double[] bounds = bounds(tail);
    if (bounds == null) {
      return plain;
    }
    List<Integer> inside = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (series.get(i) >= bounds[0] && series.get(i) <= bounds[1]) {
        inside.add(i);
      }
    }
    if (inside.size() < MIN_SERIES) {
      return plain;
    }
    // MSER again, without the outliers, may only move the end of the warm-up earlier: on a series
    // this tight it would otherwise cut a drift of a percent or two, and lose steady iterations
    List<Double> candidates = inside.stream().map(series::get).toList();
    int start = Math.min(first.cut(), inside.get(mser(candidates).cut()));
    List<Double> kept = new ArrayList<>();
    for (int i : inside) {
      if (i >= start) {
        kept.add(series.get(i));
      }
    }
    int outliers = n - start - kept.size();
    if (outliers > MAX_OUTLIERS * (n - start)) {
      return plain;
    }
    boolean steady =
        start < n / 2 && !falling(kept.stream().mapToDouble(Double::doubleValue).toArray(), 0);
    return new Fork(start, kept, outliers, steady);
  }

  /**
   * The range outside which a steady iteration is an outlier: the median &plusmn; {@link
   * #OUTLIER_Z} robust standard deviations; {@code null} when there are too few iterations or their
   * median absolute deviation is zero.
   */
  private static double[] bounds(List<Double> steady) {
    if (steady.size() < MIN_SERIES) {
      return null;
    }
    double[] values = steady.stream().mapToDouble(Double::doubleValue).toArray();
    double median = new Median().evaluate(values);
    double mad =
        new Median().evaluate(Arrays.stream(values).map(v -> Math.abs(v - median)).toArray());
    if (!(mad > 0)) {
      return null;
    }
    double reach = OUTLIER_Z * mad / MAD_SCALE;
    return new double[] {median - reach, median + reach};
  }

  /** The MSER cut of one fork's iteration scores, in the order JMH measured them. */
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
    double[] early = Arrays.copyOfRange(values, cut, cut + left / 2);
    double[] late = Arrays.copyOfRange(values, cut + left / 2, values.length);
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
