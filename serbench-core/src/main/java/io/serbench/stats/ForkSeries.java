package io.serbench.stats;

import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.moment.Mean;

/**
 * Classifies one fork's iteration scores and gives its steady mean, with the settings of Barrett et
 * al., <em>Virtual Machine Warmup Blows Hot and Cold</em> (OOPSLA 2017), as their tool warmup_stats
 * applies them. Nothing is filtered from the mean: every iteration after the end of the warm-up
 * counts, outliers, bursts of another tenant's load and passing recompilations included, because a
 * service pays for those too.
 *
 * <p>Taken from Barrett et al.:
 *
 * <ul>
 *   <li>Outliers by Tukey's rule in a sliding window (outside the window's median &plusmn; 3 times
 *       its 10th-to-90th percentile range, the first half window untested) are left out of the
 *       changepoint detection, and kept in the mean ({@link Changepoints#outliers}).
 *   <li>Changepoints by PELT on a change in mean and variance under a normal likelihood, penalty
 *       {@code 15 ln n}, shortest segment 2 ({@link Changepoints#pelt}).
 *   <li>A segment is equivalent to the last one when their intervals overlap or their means are
 *       within a delta of each other, the delta a share ({@link #TOLERANCE}) of the fastest
 *       segment's mean, and the last segment's band is at least the delta wide.
 *   <li>No segment other than the last: {@link ForkKind#FLAT}. Every segment equivalent to the
 *       last: flat. A segment not equivalent to the last that ends inside the last quarter of the
 *       run: {@link ForkKind#NO_STEADY_STATE} (the steady state must cover at least the last 25%).
 *       Else a segment not equivalent and faster than the last: {@link ForkKind#SLOWDOWN}; else
 *       (all such segments slower): {@link ForkKind#WARMUP}.
 * </ul>
 *
 * <p>Where serbench departs from them:
 *
 * <ul>
 *   <li>A fork has 25 measured iterations of 100 ms (10 in the quick preset), not 2,000 in-process
 *       iterations, so the penalty is {@code 15 ln 25 = 48} against a cost summed over 25 points:
 *       only a level change of several times the noise, lasting several iterations, is found, which
 *       is the point on a host whose iterations move &plusmn;10&ndash;20% and drift together. The
 *       outlier window is 10 iterations, not a tenth of the run (see {@link
 *       Changepoints#OUTLIER_WINDOW}).
 *   <li>Outliers and changepoints are found on the scores, as warmup_stats finds them, but segments
 *       are compared on the logarithms of their scores: noise on a JIT-compiled JVM is a share of
 *       the level, so on the log scale a slower level is not a noisier one, the noise can be pooled
 *       over the segments, and the delta is the same share at any level.
 *   <li>A segment's interval is its mean's 99% t-interval with the noise pooled over the segments
 *       (every segment's squared deviations from its own mean), not the segment's own variance:
 *       with 25 iterations a segment has a few points, whose own variance says little (a
 *       two-iteration warm-up would have an interval as wide as its t-quantile of 64).
 *   <li>The warm-up ends where the fork first reaches the level it ends on: a slower excursion
 *       after that (a burst) is not warm-up and stays in the mean, and a fork that starts on its
 *       last level is flat whatever its excursions, where Barrett et al. would call it warm-up and
 *       measure the steady state from the last excursion on. In a slowdown the steady state starts
 *       at the first segment equivalent to the last one after the last faster segment.
 *   <li>A fork of fewer than {@value #MIN_SERIES} iterations is {@link ForkKind#UNCLASSIFIED}; a
 *       fork with no steady state keeps the mean of its second half.
 * </ul>
 *
 * <p>What this costs, shared with Barrett et al.'s method but felt more on short forks: a warm-up
 * must be large or long to be found (a 1.5x slower first 6 of 25 iterations is found in about 85%
 * of forks with &plusmn;15% noise; with the quick preset's 10 iterations the penalty is {@code 15
 * ln 10 = 35} and little short of a doubling is found), and what is not found stays in the mean; a
 * smooth drift inside a segment is not a changepoint but a noisier level. In exchange a fork of one
 * level with this host's noise (&plusmn;15%, neighbouring iterations correlated) is called flat in
 * over 99% of forks, where the binary segmentation with a {@code 2 sigma^2 ln n} penalty before it
 * called 40&ndash;72% of them steady ({@code ForkSeriesTest} simulates this noise, seeded).
 */
public final class ForkSeries {
  /**
   * Barrett et al.'s delta as a share of the fastest segment's mean: segments whose means are
   * closer than this are one level whatever their intervals.
   */
  public static final double TOLERANCE = 0.05;

  /** The share of the run at its end that the steady state must cover, as Barrett et al.'s. */
  static final double STEADY_SHARE = 0.25;

  /** The confidence of the segments' intervals, as Barrett et al.'s. */
  static final double CONFIDENCE = 0.99;

  /** Fewer iterations than this cannot be classified. */
  static final int MIN_SERIES = 6;

  private ForkSeries() {}

  /**
   * One classified fork.
   *
   * @param kind how the fork behaved
   * @param cut the leading iterations that were warm-up (or, in a slowdown, before the last level)
   * @param mean the arithmetic mean of the iterations from {@code cut} on: the fork's steady mean
   * @param levels the number of segments the series was split into
   */
  public record Classified(ForkKind kind, int cut, double mean, int levels) {}

  /** Classifies the series of one fork, in the order JMH measured it. */
  public static Classified classify(List<Double> series) {
    int n = series.size();
    double[] values = series.stream().mapToDouble(Double::doubleValue).toArray();
    if (n < MIN_SERIES) {
      return new Classified(ForkKind.UNCLASSIFIED, 0, mean(values, 0, n), 1);
    }
    List<Changepoints.Segment> segments = Changepoints.segments(values);
    int k = segments.size();
    boolean[] equivalent = equivalentToLast(segments);
    int lastOther = -1;
    int lastFaster = -1;
    double steadyMean = segments.get(k - 1).mean();
    for (int i = 0; i < k - 1; i++) {
      if (!equivalent[i]) {
        lastOther = i;
        if (segments.get(i).mean() < steadyMean) {
          lastFaster = i;
        }
      }
    }
    if (lastOther < 0) {
      return new Classified(ForkKind.FLAT, 0, mean(values, 0, n), k);
    }
    int steady = (int) (n * STEADY_SHARE);
    if (segments.get(lastOther).end() > n - steady) {
      return new Classified(ForkKind.NO_STEADY_STATE, n / 2, mean(values, n / 2, n), k);
    }
    int first = lastFaster + 1;
    while (!equivalent[first]) {
      first++;
    }
    int cut = segments.get(first).start();
    ForkKind kind =
        lastFaster >= 0 ? ForkKind.SLOWDOWN : cut == 0 ? ForkKind.FLAT : ForkKind.WARMUP;
    return new Classified(kind, cut, mean(values, cut, n), k);
  }

  /**
   * Which segments are equivalent to the last one: their 99% intervals overlap, the last one's
   * widened to the delta when narrower. The last segment is equivalent to itself.
   */
  static boolean[] equivalentToLast(List<Changepoints.Segment> segments) {
    int k = segments.size();
    boolean[] equivalent = new boolean[k];
    equivalent[k - 1] = true;
    if (k == 1) {
      return equivalent;
    }
    int points = 0;
    double squares = 0;
    for (Changepoints.Segment segment : segments) {
      points += segment.count();
      squares += segment.squares();
    }
    // each segment has at least two points, so there is a degree of freedom per segment
    int df = points - k;
    double sigma = Math.sqrt(squares / df);
    double t = new TDistribution(df).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
    // a share of the fastest segment's mean is the same distance on the log scale at any level
    double delta = Math.log1p(TOLERANCE);
    Changepoints.Segment last = segments.get(k - 1);
    double lastBand = Math.max(t * sigma / Math.sqrt(last.count()), delta);
    for (int i = 0; i < k - 1; i++) {
      Changepoints.Segment segment = segments.get(i);
      double band = t * sigma / Math.sqrt(segment.count());
      equivalent[i] = Math.abs(segment.mean() - last.mean()) <= band + lastBand;
    }
    return equivalent;
  }

  private static double mean(double[] values, int start, int end) {
    return new Mean().evaluate(values, start, end - start);
  }
}
