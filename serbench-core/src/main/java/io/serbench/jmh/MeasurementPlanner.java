package io.serbench.jmh;

import io.serbench.InvalidConfigurationException;
import io.serbench.JmhSettings;
import io.serbench.Measurement;
import java.util.Locale;

/**
 * Turns a preset or a time budget into JMH settings for two passes: a <em>screening</em> pass that
 * measures every codec briefly, and a <em>confirmation</em> pass that re-measures, with more forks
 * and longer iterations, only the contenders whose intervals overlap the leader's.
 *
 * <p>Costs are estimated as forks x (fork start + warmup + measurement) per benchmark; a fork start
 * (JVM launch, class loading, codec setup) is taken as {@link #FORK_START_MILLIS}.
 */
public final class MeasurementPlanner {
  /** Estimated cost of starting one JMH fork, measured on a 2-core build host. */
  public static final long FORK_START_MILLIS = 1300;

  /** Time kept back for writing results and the report. */
  public static final long RESERVE_MILLIS = 2000;

  /** Shortest screening iteration the planner accepts. */
  static final long MIN_SCREENING_ITERATION_MILLIS = 50;

  /**
   * Screening iterations: 2 warmup and 5 measured. Three measured iterations would be the fewest
   * that give JMH an error, but with 2 degrees of freedom its 99.9% interval is about 3.7 times
   * wider than with 4, too wide to tell contenders from the clearly beaten.
   */
  static final int SCREENING_WARMUP = 2;

  static final int SCREENING_MEASURED = 5;

  /** Confirmation iterations per fork. */
  static final int CONFIRMATION_WARMUP = 3;

  static final int CONFIRMATION_MEASURED = 5;

  /** Share of the remaining budget that screening may use when a confirmation follows. */
  static final double SCREENING_SHARE = 0.4;

  private MeasurementPlanner() {}

  /**
   * The settings of both passes.
   *
   * @param screening settings of the pass over every codec
   * @param confirmation settings of the pass over the contenders, or {@code null} for none
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
              JmhSettings.QUICK, null, 0, null, "preset quick: " + describe(JmhSettings.QUICK));
      case STANDARD -> {
        JmhSettings screening = new JmhSettings(1, 2, 200, 5, 200);
        JmhSettings confirmation = new JmhSettings(2, 3, 1000, 5, 1000);
        yield new Plan(
            screening,
            confirmation,
            3,
            null,
            "preset standard: screening "
                + describe(screening)
                + "; confirmation of up to 3 contenders "
                + describe(confirmation));
      }
      case THOROUGH -> {
        JmhSettings screening = new JmhSettings(1, 3, 1000, 5, 1000);
        JmhSettings confirmation = new JmhSettings(3, 5, 1000, 10, 1000);
        yield new Plan(
            screening,
            confirmation,
            5,
            null,
            "preset thorough: screening "
                + describe(screening)
                + "; confirmation of up to 5 contenders "
                + describe(confirmation));
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
    long shared = screeningIteration((long) (remaining * SCREENING_SHARE), benchmarks);
    if (contenders > 1 && shared >= 100) {
      JmhSettings screening = screening(Math.min(shared, 1000));
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
                  : "; confirmation of up to "
                      + contenders
                      + " contenders "
                      + describe(confirmation)));
    }
    long alone = screeningIteration(remaining, benchmarks);
    if (alone < MIN_SCREENING_ITERATION_MILLIS) {
      long minimum =
          spentMillis
              + RESERVE_MILLIS
              + benchmarks
                  * (FORK_START_MILLIS
                      + (SCREENING_WARMUP + SCREENING_MEASURED) * MIN_SCREENING_ITERATION_MILLIS);
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
    JmhSettings screening = screening(Math.min(alone, 1000));
    return new Plan(
        screening,
        null,
        0,
        budgetMillis,
        budgetText(budgetMillis, spentMillis)
            + ": screening only "
            + describe(screening)
            + " (no time for a confirmation)");
  }

  /**
   * Confirmation settings that fit {@code remainingMillis} for this many benchmarks: two forks when
   * iterations of at least 200 ms fit, more forks when iterations would exceed 2 s, one fork
   * otherwise; {@code null} when not even that fits.
   */
  public static JmhSettings confirmation(long remainingMillis, int benchmarks) {
    if (benchmarks <= 0) {
      return null;
    }
    int perFork = CONFIRMATION_WARMUP + CONFIRMATION_MEASURED;
    for (int forks = 2; forks >= 1; forks--) {
      long iteration = (remainingMillis / benchmarks / forks - FORK_START_MILLIS) / perFork;
      if (iteration >= (forks == 2 ? 200 : 100)) {
        if (iteration > 2000) {
          int more =
              (int)
                  Math.min(5, remainingMillis / benchmarks / (FORK_START_MILLIS + perFork * 2000L));
          return settings(Math.max(forks, more), CONFIRMATION_WARMUP, 2000, CONFIRMATION_MEASURED);
        }
        return settings(forks, CONFIRMATION_WARMUP, iteration, CONFIRMATION_MEASURED);
      }
    }
    return null;
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

  private static long screeningIteration(long millis, int benchmarks) {
    return (millis / benchmarks - FORK_START_MILLIS) / (SCREENING_WARMUP + SCREENING_MEASURED);
  }

  private static JmhSettings screening(long iteration) {
    return settings(1, SCREENING_WARMUP, iteration, SCREENING_MEASURED);
  }

  private static JmhSettings settings(int forks, int warmup, long iteration, int measured) {
    long rounded = Math.max(10, iteration / 10 * 10);
    return new JmhSettings(forks, warmup, rounded, measured, rounded);
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
