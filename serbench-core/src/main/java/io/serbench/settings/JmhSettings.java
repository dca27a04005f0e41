package io.serbench.settings;

import io.serbench.InvalidConfigurationException;

/**
 * How JMH measures: forks, warmup and measurement iterations and their duration in milliseconds.
 *
 * @param forks JVM forks per benchmark, at least 1 so that each codec is measured in a fresh JVM
 * @param warmupIterations warmup iterations per fork
 * @param warmupMillis length of one warmup iteration
 * @param measurementIterations measured iterations per fork
 * @param measurementMillis length of one measured iteration
 */
public record JmhSettings(
    int forks,
    int warmupIterations,
    long warmupMillis,
    int measurementIterations,
    long measurementMillis) {

  // the unset explicit settings are the standard preset's fork: many short iterations, so that
  // every fork has enough points to be classified (5 long ones would leave every fork
  // unclassified, and every baseline check untested)
  public static final int DEFAULT_FORKS = Defaults.FORKS;
  public static final int DEFAULT_WARMUP_ITERATIONS = Defaults.WARMUP_ITERATIONS;
  public static final long DEFAULT_WARMUP_MILLIS = Defaults.WARMUP_MILLIS;
  public static final int DEFAULT_MEASUREMENT_ITERATIONS = Defaults.MEASUREMENT_ITERATIONS;
  public static final long DEFAULT_MEASUREMENT_MILLIS = Defaults.MEASUREMENT_MILLIS;

  /** The standard preset's fork: one fresh JVM, 15 x 100 ms of warm-up and 25 x 100 ms measured. */
  public static final JmhSettings DEFAULT =
      new JmhSettings(
          DEFAULT_FORKS,
          DEFAULT_WARMUP_ITERATIONS,
          DEFAULT_WARMUP_MILLIS,
          DEFAULT_MEASUREMENT_ITERATIONS,
          DEFAULT_MEASUREMENT_MILLIS);

  public JmhSettings {
    positive("forks", forks);
    positive("warmupIterations", warmupIterations);
    positive("warmupTime", warmupMillis);
    positive("measurementIterations", measurementIterations);
    positive("measurementTime", measurementMillis);
  }

  private static void positive(String element, long value) {
    if (value < 1) {
      throw new InvalidConfigurationException(
          element, Long.toString(value), element + " must be at least 1, but was " + value);
    }
  }
}
