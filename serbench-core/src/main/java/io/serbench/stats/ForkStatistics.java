package io.serbench.stats;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.moment.Mean;
import org.apache.commons.math3.stat.descriptive.moment.Variance;

/**
 * A figure's estimate and interval from its forks' steady means: the fork is the unit of evidence
 * (Georges, Buytaert and Eeckhout, <em>Statistically Rigorous Java Performance Evaluation</em>,
 * OOPSLA 2007; Kalibera and Jones, <em>Rigorous Benchmarking in Reasonable Time</em>, ISMM 2013).
 * Iterations inside a fork are not independent samples of the figure: a fork settles on one of
 * several levels, and only another fork can show which.
 *
 * <p>The estimate is the geometric mean of the fork means and the interval a Student t-interval on
 * their logarithms, so the interval is a factor ({@code ×/÷}), as fork-to-fork variation is.
 */
public final class ForkStatistics {
  /** The confidence of every interval serbench shows. */
  public static final double CONFIDENCE = 0.95;

  /** The fewest forks for an interval from the figure's own forks. */
  public static final int MIN_FORKS = 3;

  /** A gap between neighbouring fork means larger than this makes two levels. */
  public static final double LEVEL_GAP = 0.15;

  /**
   * The run effect: the standard deviation (of the log) by which a figure's whole level moves from
   * one run to the next on one host, beyond what its forks show. Forks of one run share that level,
   * so their spread cannot see it. Measured on serbench's reference host (two cores, shared) with
   * interleaved runs of 2.5, 5 and 10 s forks: 15.5%; methodology.md ("Where the variance comes
   * from") gives how. Ratios of figures measured in the same rounds do not carry it.
   */
  public static final double RUN_SPREAD = 0.15;

  /** The two-sided normal quantile at {@link #CONFIDENCE}: 1.96. */
  private static final double NORMAL_QUANTILE =
      new NormalDistribution().inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);

  private ForkStatistics() {}

  /**
   * The between-fork spread of log fork means, pooled over figures.
   *
   * @param sd the pooled standard deviation of a log fork mean
   * @param df its degrees of freedom: the sum of (k - 1) over the pooled figures
   */
  public record Spread(double sd, int df) {}

  /**
   * A figure's estimate.
   *
   * @param estimate the geometric mean of the fork means
   * @param low the interval's low end, or {@code null}
   * @param high the interval's high end, or {@code null}
   * @param basis where the interval comes from
   */
  public record Estimate(double estimate, Double low, Double high, Interval basis) {}

  /**
   * The estimate of one figure from its fork means.
   *
   * @param pooled the run's pooled spread, used when there are fewer than {@link #MIN_FORKS} forks;
   *     {@code null} when there is none
   */
  public static Estimate estimate(List<Double> forkMeans, Spread pooled) {
    double[] logs = logs(forkMeans);
    int k = logs.length;
    double center = new Mean().evaluate(logs);
    double sd;
    int df;
    Interval basis;
    if (k >= MIN_FORKS) {
      sd = Math.sqrt(new Variance().evaluate(logs));
      df = k - 1;
      basis = Interval.FORKS;
    } else if (pooled != null && pooled.df() > 0) {
      sd = pooled.sd();
      df = pooled.df();
      basis = Interval.POOLED;
    } else {
      return new Estimate(Math.exp(center), null, null, Interval.NONE);
    }
    double reach = quantile(df) * sd / Math.sqrt(k);
    return new Estimate(
        Math.exp(center), Math.exp(center - reach), Math.exp(center + reach), basis);
  }

  /**
   * The pooled between-fork spread of these figures' log fork means: the within-figure variances
   * weighted by their degrees of freedom, as a one-way analysis of variance pools them. Figures
   * with one fork add nothing. {@code null} when no figure has two forks.
   */
  public static Spread pool(Collection<List<Double>> figures) {
    double sum = 0;
    int df = 0;
    for (List<Double> forkMeans : figures) {
      if (forkMeans.size() < 2) {
        continue;
      }
      double[] logs = logs(forkMeans);
      sum += new Variance().evaluate(logs) * (logs.length - 1);
      df += logs.length - 1;
    }
    return df == 0 ? null : new Spread(Math.sqrt(sum / df), df);
  }

  /**
   * The levels the forks settled on, when they settled on more than one: the fork means sorted and
   * split where a neighbour is more than {@link #LEVEL_GAP} slower, each level given as the
   * geometric mean of its forks. Empty when the forks agree.
   */
  public static List<Double> levels(List<Double> forkMeans) {
    List<Double> sorted = new ArrayList<>(forkMeans);
    sorted.sort(null);
    List<Double> levels = new ArrayList<>();
    List<Double> current = new ArrayList<>();
    for (double mean : sorted) {
      if (!current.isEmpty() && mean > current.get(current.size() - 1) * (1 + LEVEL_GAP)) {
        levels.add(geometricMean(current));
        current.clear();
      }
      current.add(mean);
    }
    if (levels.isEmpty()) {
      return List.of();
    }
    levels.add(geometricMean(current));
    return levels;
  }

  /**
   * The range a figure's level may take in another run on this host: its interval (in log space,
   * half-width {@code h}) widened by the run effect, {@code sqrt(h² + (z · RUN_SPREAD)²)}, with
   * {@code z} the normal quantile at {@link #CONFIDENCE}. {@code null} without an interval.
   */
  public static double[] acrossRuns(double estimate, Double low, Double high) {
    if (low == null || high == null) {
      return null;
    }
    double own = Math.max(Math.log(high / estimate), Math.log(estimate / low));
    double h = Math.hypot(own, NORMAL_QUANTILE * RUN_SPREAD);
    return new double[] {estimate * Math.exp(-h), estimate * Math.exp(h)};
  }

  /** The two-sided t quantile at {@link #CONFIDENCE} for these degrees of freedom. */
  public static double quantile(int df) {
    return new TDistribution(df).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
  }

  static double geometricMean(List<Double> values) {
    return Math.exp(new Mean().evaluate(logs(values)));
  }

  static double[] logs(List<Double> values) {
    return values.stream().mapToDouble(v -> Math.log(Math.max(v, Double.MIN_NORMAL))).toArray();
  }
}
