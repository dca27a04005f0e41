package io.serbench.measure;

import io.serbench.InvalidConfigurationException;
import io.serbench.settings.Defaults;
import io.serbench.settings.JmhSettings;
import io.serbench.settings.Measurement;
import java.util.Locale;

/**
 * Turns a preset, explicit JMH settings or a time budget into the limits of the race: how long one
 * fork runs, and how many rounds of forks the race may hold. A round runs one fork of every
 * benchmark still in the race; after the {@linkplain Plan#minRounds() first rounds}, codecs that
 * are significantly worse than the leader leave, and the rest get more forks (see {@link Race}).
 *
 * <p>Every fork runs the preset's warm-up, JMH's own time-based warm-up iterations ({@link
 * Defaults#STANDARD_WARMUP_ITERATIONS} and its neighbours), fixed before the fork starts and the
 * same for every codec, then many short iterations of {@link #ITERATION_MILLIS}; what is left of
 * its warm-up is found afterwards on the iteration scores ({@link io.serbench.stats.ForkSeries}). A
 * time budget shortens the measured iterations, never the warm-up. Costs are estimated as forks x
 * (fork start + warm-up + measurement); a fork start (JVM launch, class loading, codec setup, the
 * sample's inputs) is taken as {@link #FORK_START_MILLIS}.
 */
public final class MeasurementPlanner {
  /**
   * Estimated cost of starting one JMH fork up to its first warm-up iteration (JVM launch, class
   * loading, the codec's setup and the sample's inputs), measured on a 2-core build host; the
   * warm-up iterations are counted on their own, from the fork's settings.
   */
  public static final long FORK_START_MILLIS = 1000;

  /** Time kept back for writing results and the report. */
  public static final long RESERVE_MILLIS = 2000;

  /** The length of a measured iteration: short, so that the classification has many points. */
  static final long ITERATION_MILLIS = JmhSettings.DEFAULT_MEASUREMENT_MILLIS;

  /** The fewest iterations a planned fork gets. */
  static final int MIN_ITERATIONS = 10;

  /** The most iterations of {@link #ITERATION_MILLIS}; a larger budget adds rounds instead. */
  static final int MAX_ITERATIONS = 40;

  /** Rounds before any codec may leave the race: one fork can be 1.8x off, so never after one. */
  static final int MIN_ROUNDS = 2;

  private MeasurementPlanner() {}

  /**
   * The race's limits.
   *
   * @param fork the settings of one fork ({@code forks} is 1)
   * @param minRounds rounds every codec runs
   * @param maxRounds the most rounds
   * @param eliminating whether codecs leave the race when significantly worse than the leader
   * @param budgetMillis the run's budget, or {@code null} when a preset or explicit settings set
   *     the limits
   * @param description the plan in one line, for the log and the report
   * @param targetMillis the whole run's target ({@link Defaults#STANDARD_TARGET_MILLIS}): the
   *     rounds after {@link io.serbench.stats.ForkStatistics#MIN_FORKS} and the per-message figures
   *     run while the run is predicted to end within it; {@code null} when nothing but the rounds
   *     and the budget limit the race
   */
  public record Plan(
      JmhSettings fork,
      int minRounds,
      int maxRounds,
      boolean eliminating,
      Long budgetMillis,
      String description,
      Long targetMillis) {

    /** A plan without a target. */
    public Plan(
        JmhSettings fork,
        int minRounds,
        int maxRounds,
        boolean eliminating,
        Long budgetMillis,
        String description) {
      this(fork, minRounds, maxRounds, eliminating, budgetMillis, description, null);
    }

    /**
     * The time this plan leaves for work beyond what every codec runs: the budget, else the target,
     * else {@code null} (no limit but the rounds).
     */
    public Long limitMillis() {
      return budgetMillis != null ? budgetMillis : targetMillis;
    }
  }

  /**
   * Settings the user gave explicitly: every codec runs every fork, one round per fork, no
   * elimination.
   */
  public static Plan explicit(JmhSettings settings) {
    JmhSettings fork =
        new JmhSettings(
            1,
            settings.warmupIterations(),
            settings.warmupMillis(),
            settings.measurementIterations(),
            settings.measurementMillis());
    return new Plan(
        fork,
        settings.forks(),
        settings.forks(),
        false,
        null,
        "explicit JMH settings: "
            + settings.forks()
            + " round(s) of one fork per benchmark "
            + describe(fork));
  }

  /**
   * A warning, before anything is measured, when a run with a baseline gate cannot give the watched
   * codec the {@value io.serbench.stats.ForkStatistics#MIN_FORKS} forks a side that the gate's test
   * needs: every check would then be INCONCLUSIVE.
   */
  public static java.util.Optional<String> gateWarning(Plan plan, boolean gated) {
    int needed = io.serbench.stats.ForkStatistics.MIN_FORKS;
    if (!gated || plan.maxRounds() >= needed) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.of(
        "The baseline gate needs "
            + needed
            + " forks a side, and this plan gives at most "
            + plan.maxRounds()
            + ": every check of the gate will be INCONCLUSIVE; measure with the standard or"
            + " thorough preset, or with <forks>"
            + needed
            + "</forks> or more");
  }

  /** The limits of a preset, as {@link Defaults} holds them. */
  public static Plan preset(Measurement.Preset preset) {
    return switch (preset) {
      case QUICK ->
          race(
              "preset quick",
              forks(Defaults.QUICK_WARMUP_ITERATIONS, Defaults.QUICK_ITERATIONS),
              Defaults.QUICK_ROUNDS,
              Defaults.QUICK_ROUNDS,
              null);
      case STANDARD -> {
        Plan plan =
            race(
                "preset standard",
                forks(Defaults.STANDARD_WARMUP_ITERATIONS, Defaults.STANDARD_ITERATIONS),
                Defaults.STANDARD_MIN_ROUNDS,
                Defaults.STANDARD_MAX_ROUNDS,
                null);
        yield new Plan(
            plan.fork(),
            plan.minRounds(),
            plan.maxRounds(),
            plan.eliminating(),
            null,
            plan.description()
                + "; rounds after the "
                + ordinal(io.serbench.stats.ForkStatistics.MIN_FORKS)
                + " and the per-message figures while the run is predicted to end within "
                + Defaults.STANDARD_TARGET_MILLIS / 60_000
                + " min (a timeBudget buys more for the codecs still in contention)",
            Defaults.STANDARD_TARGET_MILLIS);
      }
      case THOROUGH ->
          race(
              "preset thorough",
              forks(Defaults.THOROUGH_WARMUP_ITERATIONS, Defaults.THOROUGH_ITERATIONS),
              Defaults.THOROUGH_MIN_ROUNDS,
              Defaults.THOROUGH_MAX_ROUNDS,
              null);
    };
  }

  private static Plan race(String name, JmhSettings fork, int min, int max, Long budget) {
    return new Plan(
        fork,
        min,
        max,
        max > min,
        budget,
        name
            + ": rounds of one fork per benchmark "
            + describe(fork)
            + ", "
            + (max > min
                ? min
                    + " rounds for every codec, then up to "
                    + max
                    + " for the codecs that can still win"
                : max + " rounds for every codec"));
  }

  /**
   * Plans a race that must end within {@code budgetMillis}, of which {@code spentMillis} are gone:
   * forks of the preset's length when {@link #MIN_ROUNDS} rounds of them fit, fewer measured
   * iterations when they do not (the preset's warm-up stays whole: a fork warmed up for less than
   * the others would be a treatment of its own), then as many rounds as the budget holds.
   *
   * @param benchmarks benchmarks of one round over every codec (codecs x samples x operations)
   * @throws InvalidConfigurationException when not even one round fits, with the minimum budget
   */
  public static Plan forBudget(
      long budgetMillis, long spentMillis, int benchmarks, Measurement.Preset preset) {
    return forBudget(budgetMillis, spentMillis, benchmarks, preset, FORK_START_MILLIS);
  }

  /**
   * As {@link #forBudget(long, long, int, Measurement.Preset)}, with a fork's start estimated for
   * this run ({@link ForkCosts}) instead of {@link #FORK_START_MILLIS}.
   */
  public static Plan forBudget(
      long budgetMillis,
      long spentMillis,
      int benchmarks,
      Measurement.Preset preset,
      long forkStartMillis) {
    long remaining = budgetMillis - spentMillis - RESERVE_MILLIS;
    int count = Math.max(1, benchmarks);
    JmhSettings wanted = preset(preset).fork();
    int warmup = wanted.warmupIterations();
    long start = forkStartMillis + warmup * wanted.warmupMillis();
    for (int rounds = MIN_ROUNDS; rounds >= 1; rounds--) {
      long perFork = remaining / rounds / count - start;
      long iterations = Math.min(wanted.measurementIterations(), perFork / ITERATION_MILLIS);
      if (iterations >= MIN_ITERATIONS) {
        Plan plan =
            race(
                budgetText(budgetMillis, spentMillis),
                forks(warmup, (int) iterations),
                rounds,
                preset == Measurement.Preset.THOROUGH
                    ? Defaults.THOROUGH_BUDGET_MAX_ROUNDS
                    : Defaults.BUDGET_MAX_ROUNDS,
                budgetMillis);
        if (rounds > 1) {
          return plan;
        }
        long twoRounds =
            spentMillis + RESERVE_MILLIS + 2L * count * (start + MIN_ITERATIONS * ITERATION_MILLIS);
        return new Plan(
            plan.fork(),
            1,
            1,
            false,
            budgetMillis,
            plan.description()
                + "; ONE ROUND ONLY: no figure gets an interval and no codec can be told apart"
                + " from another; a timeBudget of "
                + io.serbench.text.Numbers.roundSeconds(roundUp(twoRounds))
                + " gives two rounds, or select fewer codecs or samples");
      }
    }
    long minimum =
        spentMillis + RESERVE_MILLIS + count * (start + MIN_ITERATIONS * ITERATION_MILLIS);
    throw new InvalidConfigurationException(
        "timeBudget",
        io.serbench.text.Numbers.roundSeconds(budgetMillis),
        String.format(
            Locale.ROOT,
            "timeBudget %s is too small for one round of %d benchmarks (and the host's sentinel)"
                + " after %s of verification and probes; the minimum here is %s",
            io.serbench.text.Numbers.roundSeconds(budgetMillis),
            count - 1,
            io.serbench.text.Numbers.roundSeconds(spentMillis),
            io.serbench.text.Numbers.roundSeconds(roundUp(minimum))));
  }

  /** One fork of {@code warmup} warm-up and {@code iterations} measured iterations. */
  static JmhSettings forks(int warmup, int iterations) {
    return new JmhSettings(1, warmup, Defaults.WARMUP_MILLIS, iterations, ITERATION_MILLIS);
  }

  /** Estimated wall time of running {@code benchmarks} benchmarks with these settings. */
  public static long estimateMillis(JmhSettings settings, int benchmarks) {
    return (long) benchmarks
        * settings.forks()
        * (FORK_START_MILLIS
            + settings.warmupIterations() * settings.warmupMillis()
            + settings.measurementIterations() * settings.measurementMillis());
  }

  /** Settings as {@code (1 fork, 15 x 100 ms warmup, 25 x 100 ms measurement)}. */
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
    return "time budget "
        + io.serbench.text.Numbers.roundSeconds(budget)
        + " ("
        + io.serbench.text.Numbers.roundSeconds(spent)
        + " spent before measuring)";
  }

  private static String ordinal(int n) {
    return n + (n == 1 ? "st" : n == 2 ? "nd" : n == 3 ? "rd" : "th");
  }

  private static long roundUp(long millis) {
    return (millis + 4999) / 5000 * 5000;
  }
}
