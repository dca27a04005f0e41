package io.serbench.settings;

/**
 * Every default of a run's settings, in one place, as JMH keeps its defaults in {@code
 * org.openjdk.jmh.runner.Defaults}: the settings' own, and what each measurement preset sets.
 * Compile-time constants, so that the Maven goals' annotations, the command line's help and the
 * settings' own records read them from here, and a test checks that the settings table of usage.md
 * says the same.
 */
public final class Defaults {
  /** {@code preset}: the measurement preset. */
  public static final String PRESET = "standard";

  /** {@code threads}: benchmark threads per fork. */
  public static final int THREADS = 1;

  /** {@code roundTripTimeout}: seconds one call into a codec may take in verification. */
  public static final long ROUND_TRIP_TIMEOUT_SECONDS = 60;

  /** {@code maxRegression}: the slowdown the baseline gate tolerates, as written. */
  public static final String MAX_REGRESSION = "10%";

  /** {@link #MAX_REGRESSION} as a fraction. */
  public static final double MAX_REGRESSION_FRACTION = 0.10;

  /** {@code objective}: what ranks the eligible codecs. */
  public static final String OBJECTIVE = "balanced";

  /** The output directory's name under the build directory ({@code target/serbench}). */
  public static final String OUTPUT_SUBDIRECTORY = "serbench";

  /** {@code probeCache}: the probe cache's directory, under the output directory. */
  public static final String PROBE_CACHE = "probe-cache";

  /** {@code seed}: the sample generator's seed. */
  public static final long SEED = 42L;

  /** {@code collectionSize}: elements per generated collection. */
  public static final int COLLECTION_SIZE = 5;

  /** {@code stringLength}: characters per generated string. */
  public static final int STRING_LENGTH = 12;

  /** {@code coldStart}: forks when asked for without a number, and in the thorough preset. */
  public static final int COLD_START_FORKS = 5;

  /** Explicit JMH settings: forks per round. */
  public static final int FORKS = 1;

  /**
   * The quick preset: JMH's time-based warm-up iterations per fork (0.8 s). Every preset's warm-up
   * is fixed before the fork runs and the same for every codec; a time budget never shortens it.
   * Calibrated on an idle host: enough for JMH's measuring loop around the benchmark to be compiled
   * by C2 for a codec at tens of microseconds per call.
   */
  public static final int QUICK_WARMUP_ITERATIONS = 8;

  /** The standard preset: JMH's warm-up iterations per fork (1.5 s), as explicit settings too. */
  public static final int STANDARD_WARMUP_ITERATIONS = 15;

  /** The thorough preset: JMH's warm-up iterations per fork (3 s). */
  public static final int THOROUGH_WARMUP_ITERATIONS = 30;

  /** Explicit JMH settings: warm-up iterations per fork, the standard preset's. */
  public static final int WARMUP_ITERATIONS = STANDARD_WARMUP_ITERATIONS;

  /** Explicit JMH settings, and every preset: one warm-up iteration, in milliseconds. */
  public static final long WARMUP_MILLIS = 100;

  /** Explicit JMH settings, and the standard preset: measured iterations per fork. */
  public static final int MEASUREMENT_ITERATIONS = 25;

  /** Explicit JMH settings: one measured iteration, in milliseconds. */
  public static final long MEASUREMENT_MILLIS = 100;

  /** The quick preset: measured iterations per fork (1 s), a first look and tests. */
  public static final int QUICK_ITERATIONS = 10;

  /** The quick preset: rounds every codec runs, and no more (no race). */
  public static final int QUICK_ROUNDS = 2;

  /** The standard preset: measured iterations per fork (2.5 s), as explicit settings default to. */
  public static final int STANDARD_ITERATIONS = MEASUREMENT_ITERATIONS;

  /** The standard preset: rounds every codec runs. */
  public static final int STANDARD_MIN_ROUNDS = 2;

  /** The standard preset: the most rounds, for the codecs that can still win. */
  public static final int STANDARD_MAX_ROUNDS = 6;

  /**
   * The standard preset's whole-run target, in milliseconds: the rounds after {@link
   * io.serbench.stats.ForkStatistics#MIN_FORKS}, which only the codecs still in contention run, and
   * the per-message figures run while the run is predicted to end within it. The first rounds
   * always run: they screen every codec and give the top group intervals of their own. A team that
   * waits for its first answer gets it in about this time on a real model; a {@code timeBudget}
   * replaces the target with a budget of its own, and the thorough preset has none.
   */
  public static final long STANDARD_TARGET_MILLIS = 5 * 60_000L;

  /** The thorough preset: measured iterations per fork (4 s). */
  public static final int THOROUGH_ITERATIONS = 40;

  /** The thorough preset: rounds every codec runs. */
  public static final int THOROUGH_MIN_ROUNDS = 3;

  /** The thorough preset: the most rounds, for the codecs that can still win. */
  public static final int THOROUGH_MAX_ROUNDS = 10;

  /** {@code timeBudget}: the most rounds a budget plans, with any preset but thorough. */
  public static final int BUDGET_MAX_ROUNDS = 10;

  /** {@code timeBudget} with the thorough preset: the most rounds it plans. */
  public static final int THOROUGH_BUDGET_MAX_ROUNDS = 20;

  private Defaults() {}
}
