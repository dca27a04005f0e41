package io.serbench;

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

  public static final int DEFAULT_FORKS = 1;
  public static final int DEFAULT_WARMUP_ITERATIONS = 3;
  public static final long DEFAULT_WARMUP_MILLIS = 1000;
  public static final int DEFAULT_MEASUREMENT_ITERATIONS = 5;
  public static final long DEFAULT_MEASUREMENT_MILLIS = 1000;

  /** Sound defaults: a fresh fork, 3 s of warmup and 5 s of measurement per benchmark. */
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
