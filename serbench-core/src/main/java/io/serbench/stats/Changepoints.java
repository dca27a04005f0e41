package io.serbench.stats;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.stat.descriptive.moment.Mean;
import org.apache.commons.math3.stat.descriptive.moment.Variance;
import org.apache.commons.math3.stat.descriptive.rank.Median;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;
import org.apache.commons.math3.stat.descriptive.rank.Percentile.EstimationType;

/**
 * The changepoint step of Barrett et al.'s classification (<em>Virtual Machine Warmup Blows Hot and
 * Cold</em>, OOPSLA 2017, as their warmup_stats runs it): outliers found by Tukey's rule in a
 * sliding window are set aside, and the rest is split into segments by PELT (Killick, Fearnhead and
 * Eckley, <em>Optimal detection of changepoints with a linear computational cost</em>, JASA 2012)
 * on a change in mean and variance under a normal likelihood, with a penalty of {@code 15 ln n} per
 * changepoint, as R's {@code cpt.meanvar(method = "PELT", penalty = "Manual")} does for
 * warmup_stats, on the scores themselves. Each segment is then summed up on the logarithms of its
 * scores, where {@link ForkSeries} compares segments.
 */
final class Changepoints {
  /** Barrett et al.'s penalty per changepoint, a multiple of {@code ln n}. */
  static final double PENALTY_PER_LN = 15;

  /**
   * The shortest segment: 2, the default of R's {@code cpt.meanvar}, the fewest points with a
   * variance.
   */
  static final int MIN_SEGMENT = 2;

  /**
   * The least variance of a segment, as a share of the median score squared (a standard deviation
   * of 0.1% of the score), so that a stretch of equal scores does not cost {@code -infinity}: R's
   * changepoint floors the variance too. A spread below it means nothing on a JVM.
   */
  static final double VARIANCE_FLOOR = 1e-6;

  /**
   * The width of the sliding window in which outliers are found. Barrett et al. use a tenth of the
   * run (200 of 2,000 iterations); a tenth of serbench's 25 has no percentiles, so 10, which also
   * keeps the first 5 iterations, where a warm-up shows, out of the test, as warmup_stats keeps its
   * first half window.
   */
  static final int OUTLIER_WINDOW = 10;

  /** Tukey's fence, in multiples of the window's 10th-to-90th percentile range. */
  static final double FENCE = 3;

  private Changepoints() {}

  /**
   * One segment of a series.
   *
   * @param start its first iteration
   * @param end the iteration after its last
   * @param count its iterations that are not outliers
   * @param mean the mean of their scores' logarithms
   * @param squares the sum of the squared deviations of those logarithms from their mean
   */
  record Segment(int start, int end, int count, double mean, double squares) {}

  /**
   * The series' segments, in order, covering it whole; an outlier falls in the segment around it,
   * or at a boundary in the earlier one.
   */
  static List<Segment> segments(double[] values) {
    int n = values.length;
    // the scores as shares of their median: the variance floor is a share of the level
    double median = new Median().evaluate(values);
    if (!(median > 0)) {
      median = 1;
    }
    double[] scaled = new double[n];
    for (int i = 0; i < n; i++) {
      scaled[i] = values[i] / median;
    }
    boolean[] outlier = outliers(scaled);
    int[] kept = new int[n];
    int m = 0;
    for (int i = 0; i < n; i++) {
      if (!outlier[i]) {
        kept[m++] = i;
      }
    }
    double[] data = new double[m];
    for (int j = 0; j < m; j++) {
      data[j] = scaled[kept[j]];
    }
    List<Integer> ends = pelt(data, PENALTY_PER_LN * Math.log(m), MIN_SEGMENT);
    List<Segment> segments = new ArrayList<>();
    int from = 0;
    for (int s = 0; s < ends.size(); s++) {
      int to = ends.get(s);
      double[] logs = new double[to - from];
      for (int j = from; j < to; j++) {
        logs[j - from] = Math.log(Math.max(data[j], Double.MIN_NORMAL));
      }
      int start = s == 0 ? 0 : kept[from];
      int end = s == ends.size() - 1 ? n : kept[to];
      segments.add(
          new Segment(
              start,
              end,
              logs.length,
              new Mean().evaluate(logs),
              new Variance(false).evaluate(logs) * logs.length));
      from = to;
    }
    return segments;
  }

  /**
   * Tukey's rule as warmup_stats applies it: a point outside the median of its window &plusmn;
   * {@link #FENCE} times the window's 10th-to-90th percentile range is an outlier; points whose
   * window would start before the series and is not full yet (the first half window) are not
   * tested. Percentiles interpolate linearly, as numpy's do.
   */
  static boolean[] outliers(double[] values) {
    int n = values.length;
    boolean[] outlier = new boolean[n];
    int half = OUTLIER_WINDOW / 2;
    Percentile percentile = new Percentile().withEstimationType(EstimationType.R_7);
    for (int i = 0; i < n; i++) {
      int left = Math.max(0, i - half);
      int right = Math.min(n, i + half);
      if (left == 0 && right < OUTLIER_WINDOW) {
        continue;
      }
      percentile.setData(values, left, right - left);
      double median = percentile.evaluate(50);
      double band = FENCE * (percentile.evaluate(90) - percentile.evaluate(10));
      outlier[i] = values[i] > median + band || values[i] < median - band;
    }
    return outlier;
  }

  /**
   * PELT (Killick, Fearnhead and Eckley 2012): the segmentation of {@code data} with the least
   * total cost plus {@code penalty} per changepoint, exactly, pruning every start that can no
   * longer begin the last segment of an optimal segmentation. The cost of a segment is twice its
   * negative log-likelihood under a normal distribution with its own mean and variance (maximum
   * likelihood), less the terms that every segmentation shares: its length times the logarithm of
   * its variance ({@link #cost}).
   *
   * @return the end (exclusive) of each segment, in order; the last is {@code data.length}
   */
  static List<Integer> pelt(double[] data, double penalty, int minSegment) {
    int n = data.length;
    if (n < 2 * minSegment) {
      return List.of(n);
    }
    double[] sum = new double[n + 1];
    double[] squares = new double[n + 1];
    for (int i = 0; i < n; i++) {
      sum[i + 1] = sum[i] + data[i];
      squares[i + 1] = squares[i] + data[i] * data[i];
    }
    double floor = VARIANCE_FLOOR;
    // best[t]: the least penalised cost of data[0, t); previous[t]: where its last segment starts
    double[] best = new double[n + 1];
    int[] previous = new int[n + 1];
    java.util.Arrays.fill(best, Double.POSITIVE_INFINITY);
    best[0] = -penalty;
    List<Integer> starts = new ArrayList<>();
    for (int t = minSegment; t <= n; t++) {
      int admitted = t - minSegment;
      if (admitted == 0 || admitted >= minSegment) {
        starts.add(admitted);
      }
      for (int start : starts) {
        double total = best[start] + cost(sum, squares, start, t, floor) + penalty;
        if (total < best[t]) {
          best[t] = total;
          previous[t] = start;
        }
      }
      // a start whose cost to t already exceeds the optimum cannot start a later last segment
      // either, the cost having no penalty of its own to add (K = 0 in Killick et al.)
      int end = t;
      starts.removeIf(start -> best[start] + cost(sum, squares, start, end, floor) > best[end]);
    }
    List<Integer> ends = new ArrayList<>();
    for (int t = n; t > 0; t = previous[t]) {
      ends.add(0, t);
    }
    return ends;
  }

  /**
   * The cost of {@code data[start, end)}: its length times the logarithm of its maximum-likelihood
   * variance, floored.
   */
  static double cost(double[] sum, double[] squares, int start, int end, double floor) {
    int length = end - start;
    double s = sum[end] - sum[start];
    double variance = (squares[end] - squares[start] - s * s / length) / length;
    return length * Math.log(Math.max(variance, floor));
  }
}
