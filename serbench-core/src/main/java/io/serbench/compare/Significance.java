package io.serbench.compare;

import io.serbench.stats.ForkStatistics;
import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.moment.Mean;
import org.apache.commons.math3.stat.descriptive.moment.Variance;

/**
 * Whether a value changed between two runs: for times, Welch's t-test on the logarithms of both
 * runs' fork means, its variance widened by the run effect ({@link Comparison#RUN_SPREAD}), with at
 * least {@link ForkStatistics#MIN_FORKS} forks a side (fewer is underpowered: no test) and most
 * forks of both runs' figures at steady state (else unsteady: no test; a minority of forks with no
 * steady state is tested with their second-half means, as the figure holds them); for sizes and
 * allocation, which are counts, exact.
 */
final class Significance {
  /** Degrees of freedom beyond which the t distribution is the normal one, for all purposes. */
  private static final double MAX_DF = 1000;

  private Significance() {}

  /** A value, with its change from the first run's when there is one. */
  static Comparison.Entry entry(Metric measure, Metric.Value then, Metric.Value now) {
    Integer forks = now.forkMeans() == null ? null : now.forkMeans().size();
    if (then == null || then.value() <= 0) {
      return new Comparison.Entry(
          now.value(), now.low(), now.high(), forks, null, null, false, null, null, null);
    }
    double ratio = now.value() / then.value();
    if (!measure.timed()) {
      return new Comparison.Entry(
          now.value(),
          null,
          null,
          null,
          ratio,
          null,
          now.value() != then.value(),
          Comparison.Test.EXACT,
          null,
          null);
    }
    if (!now.steady() || !then.steady()) {
      // a figure whose forks mostly never settled is not steady-state time, in either run: a
      // change cannot be judged
      return untested(now, forks, ratio, Comparison.Test.UNSTEADY);
    }
    List<Double> a = then.forkMeans();
    List<Double> b = now.forkMeans();
    if (a == null
        || b == null
        || a.size() < ForkStatistics.MIN_FORKS
        || b.size() < ForkStatistics.MIN_FORKS) {
      return untested(now, forks, ratio, Comparison.Test.UNDERPOWERED);
    }
    double[] x = a.stream().mapToDouble(Math::log).toArray();
    double[] y = b.stream().mapToDouble(Math::log).toArray();
    double vx = new Variance().evaluate(x) / x.length;
    double vy = new Variance().evaluate(y) / y.length;
    // each run's level moves by the run effect, which neither run's forks can show
    double vr = 2 * Comparison.RUN_SPREAD * Comparison.RUN_SPREAD;
    double difference = new Mean().evaluate(y) - new Mean().evaluate(x);
    double se = Math.sqrt(vx + vy + vr);
    // Welch-Satterthwaite, with the run effect as a known variance that costs no degrees of freedom
    double estimated = vx * vx / (x.length - 1) + vy * vy / (y.length - 1);
    double df =
        estimated > 0
            ? Math.min(MAX_DF, Math.pow(vx + vy + vr, 2) / estimated)
            : (vr > 0 ? MAX_DF : x.length + y.length - 2);
    double p;
    if (se > 0) {
      double t = Math.abs(difference) / se;
      p = 1 - new TDistribution(df).cumulativeProbability(t);
    } else {
      // identical fork means and no run effect give no variance at all: any difference is real
      p = difference == 0 ? 1 : 0;
    }
    return new Comparison.Entry(
        now.value(),
        now.low(),
        now.high(),
        forks,
        ratio,
        p,
        p < Comparison.ALPHA,
        Comparison.Test.FORK_MEANS,
        se,
        df);
  }

  /** A timed value whose change was not tested, and why. */
  private static Comparison.Entry untested(
      Metric.Value now, Integer forks, double ratio, Comparison.Test why) {
    return new Comparison.Entry(
        now.value(), now.low(), now.high(), forks, ratio, null, false, why, null, null);
  }
}
