package io.serbench.measure;

import io.serbench.BenchmarkListener;
import io.serbench.result.CodecResult;
import io.serbench.result.SampleResult;
import io.serbench.settings.Measurement;
import io.serbench.settings.Operation;
import java.util.List;

/**
 * How many forks the cold-start pass gets. Its forks come out of the time budget first, since every
 * one costs a JVM start whatever the codec.
 *
 * @param forks single-shot forks per codec, sample and operation; 0 when the pass does not run
 * @param benchmarks the cold-start benchmarks: every passing codec on every sample, per cold
 *     operation
 */
record ColdStartBudget(int forks, int benchmarks) {
  /** Estimated wall time of one cold-start fork: a JVM start, JMH, and the class loading. */
  static final long FORK_MILLIS = 1_000;

  /**
   * The configured forks, cut to what a quarter of the time budget holds; none, with a line in the
   * log, when that is fewer than two, which give no interval.
   */
  static ColdStartBudget of(
      Measurement measurement, List<SampleResult> verified, BenchmarkListener listener) {
    int forks = measurement.coldStartForks();
    int benchmarks =
        verified.stream()
                .mapToInt(s -> (int) s.results().stream().filter(CodecResult::passed).count())
                .sum()
            * Operation.cold().size();
    Long budget = measurement.timeBudgetMillis();
    if (forks > 0 && budget != null) {
      // at most a quarter of the budget, and at least two forks for an interval, or none
      long affordable = budget / 4 / Math.max(1, benchmarks * FORK_MILLIS);
      int fitting = (int) Math.min(forks, affordable);
      if (fitting < 2) {
        listener.info(
            "No cold-start pass: "
                + benchmarks
                + " cold-start benchmarks need at least two forks of about "
                + FORK_MILLIS / 1000
                + " s each, more than a quarter of the time budget");
      }
      forks = fitting < 2 ? 0 : fitting;
    }
    return new ColdStartBudget(forks, benchmarks);
  }

  /** The time the pass is expected to take, which the race's plan leaves free. */
  long millis() {
    return forks * (long) benchmarks * FORK_MILLIS;
  }

  /** Whether the pass runs: it has forks and something to measure. */
  boolean runs() {
    return forks > 0 && benchmarks > 0;
  }
}
