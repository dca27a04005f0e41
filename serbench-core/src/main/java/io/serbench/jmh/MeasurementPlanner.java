package io.serbench.jmh;

import io.serbench.InvalidConfigurationException;
import io.serbench.JmhSettings;
import io.serbench.Measurement;
import java.util.Locale;

/**
 * Turns a preset or a time budget into JMH settings for two passes: a <em>screening</em> pass that
 * measures every codec in one fork, and a <em>confirmation</em> pass that adds forks for the
 * contenders whose result could change the recommendation. The confirmation's forks are pooled with
 * the screening's, so a contender's figure rests on every fork it ran.
 *
 * <p>Every fork runs many short iterations of {@link #ITERATION_MILLIS} instead of a guessed
 * warmup: the warm-up transient is cut afterwards on JMH's own iteration scores by the MSER rule
 * ({@link SteadyState}). On a two-core host the foundation codecs settle after 1 to 2 s, which no
 * fixed warmup of a few hundred milliseconds covers, and a figure whose fork had not settled by the
 * middle of its iterations is marked as not at steady state.
 *
 * <p>Costs are estimated as forks x (fork start + warmup + measurement) per benchmark; a fork start
 * (JVM launch, class loading, codec setup) is taken as {@link #FORK_START_MILLIS}.
 */
public final class MeasurementPlanner {
  /** Estimated cost of starting one JMH fork, measured on a 2-core build host. */
  public static final long FORK_START_MILLIS = 1300;

  /** Time kept back for writing results and the report. */
  public static final long RESERVE_MILLIS = 2000;

  /**
   * The length of a measured iteration: short, so that MSER has many points to place the end of the
   * warm-up on, and long enough (thousands of operations) that each is a stable batch mean.
   */
  static final long ITERATION_MILLIS = 100;

  /** One warmup iteration: the first 100 ms run interpreted code and are never steady. */
  static final int WARMUP = 1;

  /**
   * Iterations per fork of the standard preset: 4 s. Measured on a two-core host, the foundation
   * codecs settle after 1 to 2 s (C2 compilations arrive in steps while they share the second core
   * with the JMH host), and MSER may cut at most half of a fork.
   */
  static final int STANDARD_ITERATIONS = 40;

  /** Iterations per fork of the thorough preset. */
  static final int THOROUGH_ITERATIONS = 60;

  /** The fewest iterations a planned fork gets: fewer leave MSER nothing to cut. */
  static final int MIN_ITERATIONS = 10;

  /** The most iterations of {@link #ITERATION_MILLIS}; a larger budget lengthens them instead. */
  static final int MAX_ITERATIONS = 80;

  /** Share of the remaining budget that screening may use when a confirmation follows. */
  static final double SCREENING_SHARE = 0.7;

  private MeasurementPlanner() {}

  /**
   * The settings of both passes.
   *
   * @param screening settings of the pass over every codec
   * @param confirmation settings of the extra forks for the contenders, or {@code null} for none
   * @param maxContenders how many codecs the confirmation re-measures at most
   * @param budgetMillis the run's budget, or {@code null} when a preset was used
   * @param description the plan in one line, for the log and the report
   */
  public record Plan(
      JmhSettings screening,
      JmhSettings confirmation,
      int maxContenders,
      Long budgetMillis,
      String description) {}

  /** A single pass with settings the user gave explicitly. */
  public static Plan explicit(JmhSettings settings) {
    return new Plan(settings, null, 0, null, "explicit JMH settings: " + describe(settings));
  }

  /** The fixed settings of a preset. */
  public static Plan preset(Measurement.Preset preset) {
    return switch (preset) {
      case QUICK ->
          new Plan(
              JmhSettings.QUICK,
              null,
              0,
              null,
              "preset quick: " + describe(JmhSettings.QUICK) + ", too short to reach steady state");
      case STANDARD -> {
        JmhSettings fork = forks(1, STANDARD_ITERATIONS);
        yield new Plan(
            fork,
            fork,
            3,
            null,
            "preset standard: screening "
                + describe(fork)
                + "; one more fork for up to 2 contenders (3 when tied), pooled");
      }
      case THOROUGH -> {
        JmhSettings screening = forks(1, THOROUGH_ITERATIONS);
        JmhSettings confirmation = forks(2, THOROUGH_ITERATIONS);
        yield new Plan(
            screening,
            confirmation,
            5,
            null,
            "preset thorough: screening "
                + describe(screening)
                + "; two more forks for up to 5 contenders, pooled");
      }
    };
  }

  /**
   * Plans a run that must end within {@code budgetMillis}, of which {@code spentMillis} are gone.
   *
   * @param screeningBenchmarks benchmarks of the screening pass (codecs x samples x operations)
   * @param benchmarksPerContender benchmarks a contender adds to the confirmation (samples x
   *     operations)
   * @param contenders how many codecs the confirmation would re-measure
   * @throws InvalidConfigurationException when even one screening pass does not fit, with the
   *     minimum budget
   */
  public static Plan forBudget(
      long budgetMillis,
      long spentMillis,
      int screeningBenchmarks,
      int benchmarksPerContender,
      int contenders) {
    long remaining = budgetMillis - spentMillis - RESERVE_MILLIS;
    int benchmarks = Math.max(1, screeningBenchmarks);
    if (contenders > 1) {
      JmhSettings screening = fit(1, (long) (remaining * SCREENING_SHARE) / benchmarks);
      if (screening != null && screening.measurementIterations() >= STANDARD_ITERATIONS) {
        long left = remaining - estimateMillis(screening, benchmarks);
        JmhSettings confirmation = confirmation(left, contenders * benchmarksPerContender);
        return new Plan(
            screening,
            confirmation,
            contenders,
            budgetMillis,
            budgetText(budgetMillis, spentMillis)
                + ": screening "
                + describe(screening)
                + (confirmation == null
                    ? "; no time left for a confirmation"
                    : "; more forks for up to "
                        + contenders
                        + " contenders "
                        + describe(confirmation)
                        + ", pooled"));
      }
    }
    JmhSettings alone = fit(1, remaining / benchmarks);
    if (alone == null) {
      long minimum =
          spentMillis
              + RESERVE_MILLIS
              + benchmarks * (FORK_START_MILLIS + (WARMUP + MIN_ITERATIONS) * ITERATION_MILLIS);
      throw new InvalidConfigurationException(
          "timeBudget",
          seconds(budgetMillis),
          String.format(
              Locale.ROOT,
              "timeBudget %s is too small for one screening pass of %d benchmarks after %s of"
                  + " verification and probes; the minimum here is %s",
              seconds(budgetMillis),
              benchmarks,
              seconds(spentMillis),
              seconds(roundUp(minimum))));
    }
    return new Plan(
        alone,
        null,
        0,
        budgetMillis,
        budgetText(budgetMillis, spentMillis)
            + ": screening only "
            + describe(alone)
            + " (no time for a confirmation)");
  }

  /**
   * Extra forks for the contenders that fit {@code remainingMillis} for this many benchmarks: up to
   * three forks when each gets the standard iterations, one otherwise; {@code null} when not even
   * one fork of {@link #MIN_ITERATIONS} fits.
   */
  public static JmhSettings confirmation(long remainingMillis, int benchmarks) {
    if (benchmarks <= 0) {
      return null;
    }
    for (int forks = 3; forks >= 1; forks--) {
      JmhSettings settings = fit(forks, remainingMillis / benchmarks);
      if (settings != null
          && (forks == 1 || settings.measurementIterations() >= STANDARD_ITERATIONS)) {
        return settings;
      }
    }
    return null;
  }

  /**
   * The settings whose forks fit {@code perBenchmarkMillis}: as many iterations of {@link
   * #ITERATION_MILLIS} as fit, up to {@link #MAX_ITERATIONS}, then longer iterations; {@code null}
   * when fewer than {@link #MIN_ITERATIONS} fit.
   */
  static JmhSettings fit(int forks, long perBenchmarkMillis) {
    long perFork = perBenchmarkMillis / forks - FORK_START_MILLIS - WARMUP * ITERATION_MILLIS;
    long iterations = perFork / ITERATION_MILLIS;
    if (iterations < MIN_ITERATIONS) {
      return null;
    }
    if (iterations <= MAX_ITERATIONS) {
      return forks(forks, (int) iterations);
    }
    long length = Math.max(ITERATION_MILLIS, perFork / MAX_ITERATIONS / 10 * 10);
    return new JmhSettings(forks, WARMUP, length, MAX_ITERATIONS, length);
  }

  private static JmhSettings forks(int forks, int iterations) {
    return new JmhSettings(forks, WARMUP, ITERATION_MILLIS, iterations, ITERATION_MILLIS);
  }

  /** Estimated wall time of running {@code benchmarks} benchmarks with these settings. */
  public static long estimateMillis(JmhSettings settings, int benchmarks) {
    return (long) benchmarks
        * settings.forks()
        * (FORK_START_MILLIS
            + settings.warmupIterations() * settings.warmupMillis()
            + settings.measurementIterations() * settings.measurementMillis());
  }

  /** Settings as {@code 2 forks, 3 x 1000 ms warmup, 5 x 1000 ms measurement}. */
  public static String describe(JmhSettings s) {
    return String.format(
        Locale.ROOT,
        "(%d fork%s, %d x %d ms warmup, %d x %d ms measurement)",
        s.forks(),
        s.forks() == 1 ? "" : "s",
        s.warmupIterations(),
        s.warmupMillis(),
        s.measurementIterations(),
        s.measurementMillis());
  }

  private static String budgetText(long budget, long spent) {
    return "time budget " + seconds(budget) + " (" + seconds(spent) + " spent before measuring)";
  }

  private static long roundUp(long millis) {
    return (millis + 4999) / 5000 * 5000;
  }

  static String seconds(long millis) {
    return millis % 1000 == 0
        ? (millis / 1000) + " s"
        : String.format(Locale.ROOT, "%.1f s", millis / 1000.0);
  }
}
