package io.serbench.stats;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.stat.descriptive.moment.Mean;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/**
 * Classifies one fork's iteration scores and gives its steady mean. Nothing is filtered: every
 * iteration after the end of the warm-up counts, bursts of another tenant's load or a passing
 * recompilation included, because a service pays for those too.
 *
 * <ol>
 *   <li>The series is split into levels by binary segmentation on the logarithms of the scores
 *       (least squares, a BIC penalty of {@code 2 sigma^2 ln n} with the noise {@code sigma}
 *       estimated robustly from the median absolute difference of neighbours), and neighbouring
 *       levels within {@link #TOLERANCE} of each other are merged. This is the changepoint step of
 *       Barrett et al.'s warmup_stats, with binary segmentation instead of PELT.
 *   <li>Segments shorter than a fifth of the series are transients (a burst, a passing
 *       recompilation): they stay in the mean wherever they fall after the warm-up, but are not
 *       levels. One level: {@link ForkKind#FLAT}. The last level slower than an earlier one by more
 *       than the tolerance: {@link ForkKind#SLOWDOWN}, and the steady mean is the last level's, the
 *       one a long-running service lives on. The last level the fastest: the warm-up is the run of
 *       slower levels before the first level that matches the last one ({@link ForkKind#WARMUP});
 *       levels after that, bursts included, stay in.
 *   <li>A last level that does not cover at least the last quarter of the fork (Barrett et al.'s
 *       criterion: the steady state must last), or no level at the end: {@link
 *       ForkKind#NO_STEADY_STATE}, and the mean is the second half's.
 * </ol>
 */
public final class ForkSeries {
  /** Levels closer than this (relative) are one level. */
  public static final double TOLERANCE = 0.05;

  /** The shortest level segmentation may find. */
  static final int MIN_SEGMENT = 3;

  /** Fewer iterations than this cannot be classified. */
  static final int MIN_SERIES = 6;

  private ForkSeries() {}

  /**
   * One classified fork.
   *
   * @param kind how the fork behaved
   * @param cut the leading iterations that were warm-up (or, in a slowdown, before the last level)
   * @param mean the arithmetic mean of the iterations from {@code cut} on: the fork's steady mean
   * @param levels the number of levels the series was split into
   */
  public record Classified(ForkKind kind, int cut, double mean, int levels) {}

  /**
   * A segment: iterations {@code [start, end)} and their median, which one burst inside a short
   * segment does not move, so that segments of one level merge again around it.
   */
  record Segment(int start, int end, double mean) {
    int length() {
      return end - start;
    }
  }

  /** Classifies the series of one fork, in the order JMH measured it. */
  public static Classified classify(List<Double> series) {
    int n = series.size();
    double[] values = series.stream().mapToDouble(Double::doubleValue).toArray();
    if (n < MIN_SERIES) {
      return new Classified(ForkKind.UNCLASSIFIED, 0, mean(values, 0, n), 1);
    }
    // a level lasts; shorter segments are transients (a burst, a passing recompilation) and stay
    // in the mean wherever they fall after the warm-up
    int lasting = Math.max(MIN_SEGMENT + 2, n / 5);
    List<Segment> all = merge(values, segment(values), lasting);
    if (all.size() == 1) {
      return new Classified(ForkKind.FLAT, 0, mean(values, 0, n), 1);
    }
    // the steady state must cover the last quarter of the fork, as in Barrett et al.
    int settledBy = n - Math.max(lasting, n / 4);
    List<Segment> levels = all.stream().filter(l -> l.length() >= lasting).toList();
    if (levels.isEmpty()
        || levels.get(levels.size() - 1).end() < n - lasting
        || levels.get(levels.size() - 1).start() > settledBy) {
      return new Classified(ForkKind.NO_STEADY_STATE, n / 2, mean(values, n / 2, n), all.size());
    }
    Segment last = levels.get(levels.size() - 1);
    double fastest = levels.stream().mapToDouble(Segment::mean).min().orElseThrow();
    if (last.mean() > fastest * (1 + TOLERANCE)) {
      return new Classified(
          ForkKind.SLOWDOWN, last.start(), mean(values, last.start(), n), levels.size());
    }
    int cut = last.start();
    for (Segment level : levels) {
      if (level.mean() <= last.mean() * (1 + TOLERANCE)) {
        cut = level.start();
        break;
      }
    }
    if (cut > settledBy) {
      return new Classified(ForkKind.NO_STEADY_STATE, n / 2, mean(values, n / 2, n), levels.size());
    }
    return new Classified(
        cut == 0 ? ForkKind.FLAT : ForkKind.WARMUP, cut, mean(values, cut, n), levels.size());
  }

  /** Binary segmentation of the logarithms with a BIC penalty; segments in order. */
  static List<Segment> segment(double[] values) {
    int n = values.length;
    double[] logs = new double[n];
    for (int i = 0; i < n; i++) {
      logs[i] = Math.log(Math.max(values[i], Double.MIN_NORMAL));
    }
    double[] sum = new double[n + 1];
    double[] squares = new double[n + 1];
    for (int i = 0; i < n; i++) {
      sum[i + 1] = sum[i] + logs[i];
      squares[i + 1] = squares[i] + logs[i] * logs[i];
    }
    double sigma = noise(logs);
    double penalty = 2 * sigma * sigma * Math.log(n);
    List<Integer> cuts = new ArrayList<>();
    split(new Prefix(sum, squares), 0, n, penalty, cuts);
    cuts.add(0);
    cuts.add(n);
    cuts.sort(null);
    List<Segment> segments = new ArrayList<>();
    for (int i = 0; i + 1 < cuts.size(); i++) {
      segments.add(
          new Segment(cuts.get(i), cuts.get(i + 1), median(values, cuts.get(i), cuts.get(i + 1))));
    }
    return segments;
  }

  /**
   * Prefix sums of the logarithms and of their squares, so that any stretch's cost takes two
   * subtractions.
   *
   * @param sum {@code sum[i]} is the sum of the first {@code i} logarithms
   * @param squares {@code squares[i]} is the sum of their squares
   */
  private record Prefix(double[] sum, double[] squares) {
    /** The sum of squared deviations from the mean of {@code [start, end)}. */
    double cost(int start, int end) {
      double s = sum[end] - sum[start];
      return squares[end] - squares[start] - s * s / (end - start);
    }
  }

  private static void split(Prefix prefix, int start, int end, double penalty, List<Integer> cuts) {
    if (end - start < 2 * MIN_SEGMENT) {
      return;
    }
    double whole = prefix.cost(start, end);
    int best = -1;
    double bestGain = penalty;
    for (int k = start + MIN_SEGMENT; k <= end - MIN_SEGMENT; k++) {
      double gain = whole - prefix.cost(start, k) - prefix.cost(k, end);
      if (gain > bestGain) {
        bestGain = gain;
        best = k;
      }
    }
    if (best < 0) {
      return;
    }
    cuts.add(best);
    split(prefix, start, best, penalty, cuts);
    split(prefix, best, end, penalty, cuts);
  }

  /**
   * The noise of the series: the median absolute difference of neighbours, scaled to a normal
   * standard deviation ({@code / (0.6745 sqrt 2)}), which level shifts and bursts barely move.
   */
  private static double noise(double[] logs) {
    double[] differences = new double[logs.length - 1];
    for (int i = 1; i < logs.length; i++) {
      differences[i - 1] = Math.abs(logs[i] - logs[i - 1]);
    }
    double mad = new Median().evaluate(differences);
    return Math.max(mad / (0.6745 * Math.sqrt(2)), 1e-4);
  }

  /**
   * Segments on one level become one: neighbours whose medians are within {@link #TOLERANCE}, and
   * two segments on one level with only short ones (transients, shorter than {@code lasting})
   * between them, which then count as part of that level.
   */
  static List<Segment> merge(double[] values, List<Segment> segments, int lasting) {
    List<Segment> merged = new ArrayList<>();
    for (Segment segment : segments) {
      int join = -1;
      for (int i = merged.size() - 1; i >= 0; i--) {
        if (same(merged.get(i), segment)) {
          join = i;
          break;
        }
        if (merged.get(i).length() >= lasting) {
          break;
        }
      }
      if (join < 0) {
        merged.add(segment);
        continue;
      }
      int start = merged.get(join).start();
      while (merged.size() > join) {
        merged.remove(merged.size() - 1);
      }
      merged.add(new Segment(start, segment.end(), median(values, start, segment.end())));
    }
    return merged;
  }

  private static boolean same(Segment a, Segment b) {
    double ratio = b.mean() / a.mean();
    return ratio < 1 + TOLERANCE && ratio > 1 / (1 + TOLERANCE);
  }

  private static double median(double[] values, int start, int end) {
    return new Median().evaluate(values, start, end - start);
  }

  private static double mean(double[] values, int start, int end) {
    return new Mean().evaluate(values, start, end - start);
  }
}
