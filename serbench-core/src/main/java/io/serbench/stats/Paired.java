package io.serbench.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.moment.Mean;
import org.apache.commons.math3.stat.descriptive.moment.Variance;

/**
 * Compares two codecs on same-round figures: the difference of their log scores in each round they
 * both ran, so that host drift between rounds, which falls on every codec alike, cancels. The test
 * is Student's paired t-test on those differences with n-1 degrees of freedom when there are at
 * least {@link ForkStatistics#MIN_FORKS} rounds; with fewer, the variance of one round's difference
 * comes from the run's pooled between-fork spread.
 */
public final class Paired {
  private Paired() {}

  /**
   * How codec a compares with codec b.
   *
   * @param ratio a's score over b's: the exponential of the mean log difference
   * @param low the low end of the ratio's interval at {@link ForkStatistics#CONFIDENCE}, or {@code
   *     null} when there is no evidence to base one on
   * @param high its high end, or {@code null}
   * @param p the one-sided p-value that a is worse (larger) than b; 1 without evidence
   * @param rounds the rounds compared
   * @param basis {@link Interval#FORKS} for the paired test, {@link Interval#POOLED} when the
   *     pooled spread stood in, {@link Interval#NONE} without evidence
   */
  public record Difference(
      double ratio, Double low, Double high, double p, int rounds, Interval basis) {
    /** Whether the interval excludes 1: a is really slower (or faster) than b. */
    public boolean separated() {
      return low != null && (low > 1 || high < 1);
    }

    /** The interval as {@code ±x%} around the ratio, the larger side. */
    public double reach() {
      return low == null ? Double.NaN : Math.max(high / ratio - 1, 1 - low / ratio);
    }
  }

  /**
   * Compares per-round log scores.
   *
   * @param a round number to a's log score in that round
   * @param b round number to b's
   * @param pooledSd the standard deviation of one round's difference from the pooled spread, or
   *     {@code NaN} when there is none
   * @param pooledDf its degrees of freedom
   */
  public static Difference compare(
      Map<Integer, Double> a, Map<Integer, Double> b, double pooledSd, int pooledDf) {
    List<Double> differences = new ArrayList<>();
    for (Map.Entry<Integer, Double> round : new TreeMap<>(a).entrySet()) {
      Double other = b.get(round.getKey());
      if (other != null) {
        differences.add(round.getValue() - other);
      }
    }
    int n = differences.size();
    if (n == 0) {
      return new Difference(Double.NaN, null, null, 1, 0, Interval.NONE);
    }
    double[] d = differences.stream().mapToDouble(Double::doubleValue).toArray();
    double mean = new Mean().evaluate(d);
    double sd;
    int df;
    Interval basis;
    if (n >= ForkStatistics.MIN_FORKS) {
      sd = Math.sqrt(new Variance().evaluate(d));
      df = n - 1;
      basis = Interval.FORKS;
    } else if (!Double.isNaN(pooledSd) && pooledDf > 0) {
      sd = pooledSd;
      df = pooledDf;
      basis = Interval.POOLED;
    } else {
      return new Difference(Math.exp(mean), null, null, 1, n, Interval.NONE);
    }
    double se = sd / Math.sqrt(n);
    if (!(se > 0)) {
      double p = mean > 0 ? 0 : 1;
      return new Difference(Math.exp(mean), Math.exp(mean), Math.exp(mean), p, n, basis);
    }
    TDistribution t = new TDistribution(df);
    double reach = ForkStatistics.quantile(df) * se;
    double p = 1 - t.cumulativeProbability(mean / se);
    return new Difference(
        Math.exp(mean), Math.exp(mean - reach), Math.exp(mean + reach), p, n, basis);
  }

  /**
   * Adjusts the one-sided p-values of comparisons with a leader that the same data chose, over the
   * looks a sequential plan takes, so that the chance of declaring any of k tied codecs worse than
   * another stays below alpha over the whole plan.
   *
   * <p>A leader picked as the best of k is biased: with two tied codecs the loser's one-sided p is
   * below alpha twice as often as alpha, and with eight about six times. Declaring codec i worse
   * than the leader is one of the k(k-1) ordered pairs of the codecs, so a Bonferroni bound over
   * those pairs, which is close to Tukey's studentized range, holds whichever codec leads. It is
   * applied step-down, as Holm's method is: once the clearly worse codecs are set aside, the pairs
   * among the codecs left are fewer. Each of the plan's looks spends an equal share of alpha
   * (Bonferroni over looks), so that looking after every round does not add up to more.
   *
   * @param p the one-sided p-values of the k-1 codecs against the leader
   * @param looks how many times the plan may test the same codecs: 1 for a single look
   */
  public static double[] againstTheBest(double[] p, int looks) {
    int m = p.length;
    Integer[] order = new Integer[m];
    for (int i = 0; i < m; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (x, y) -> Double.compare(p[x], p[y]));
    double[] adjusted = new double[m];
    double running = 0;
    for (int rank = 0; rank < m; rank++) {
      int i = order[rank];
      // the codecs not yet set aside, the leader among them
      int codecs = m + 1 - rank;
      double pairs = (double) codecs * (codecs - 1);
      running = Math.max(running, Math.min(1, pairs * Math.max(1, looks) * p[i]));
      adjusted[i] = running;
    }
    return adjusted;
  }
}
