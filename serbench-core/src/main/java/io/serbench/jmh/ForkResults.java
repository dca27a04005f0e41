package io.serbench.jmh;

import io.serbench.result.Score;
import io.serbench.settings.JmhSettings;
import io.serbench.stats.ForkKind;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.stat.descriptive.rank.Median;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/**
 * What one JMH invocation's forks were: each fork's iteration scores classified, its allocation
 * after its warm-up, and how long its warm-up took ({@link WarmUp}); and which forks another fork
 * replaces.
 */
final class ForkResults {
  private ForkResults() {}

  /**
   * Every fork of one benchmark: single shots as they are, measured forks classified from all of
   * their iteration scores.
   */
  static List<Score.Fork> forks(RunResult run, JmhRunner.Task task, List<WarmUp.Record> warmUps) {
    List<Score.Fork> forks = new ArrayList<>();
    int round = task.round();
    int index = 0;
    for (BenchmarkResult fork : run.getBenchmarkResults()) {
      List<Double> iterations = new ArrayList<>();
      List<Double> allocated = new ArrayList<>();
      for (IterationResult iteration : fork.getIterationResults()) {
        iterations.add(iteration.getPrimaryResult().getScore());
        Result<?> bytes = iteration.getSecondaryResults().get(AllocationProfiler.LABEL);
        allocated.add(bytes == null ? Double.NaN : bytes.getScore());
      }
      if (iterations.isEmpty()) {
        continue;
      }
      if (task.cold()) {
        forks.add(Score.Fork.shot(round, iterations.get(0)));
      } else {
        Score.Fork measured = Score.Fork.measured(round, iterations);
        WarmUp.Record warm = index < warmUps.size() ? warmUps.get(index) : null;
        forks.add(
            measured.withRecords(
                median(
                    allocated.subList(
                        Math.min(measured.warmupCut(), allocated.size()), allocated.size())),
                warm == null ? null : (int) warm.millis()));
      }
      index++;
      // forks of one task run one after another: the next is the next round's
      round++;
    }
    return forks;
  }

  /** The garbage collectors the forks of one benchmark named ({@link ForkCollectors}). */
  static java.util.Set<String> collectors(RunResult run) {
    java.util.Set<String> names = new java.util.LinkedHashSet<>();
    for (BenchmarkResult fork : run.getBenchmarkResults()) {
      for (IterationResult iteration : fork.getIterationResults()) {
        names.addAll(ForkCollectors.names(iteration.getSecondaryResults()));
      }
    }
    return names;
  }

  /** The median of the values that are numbers, or {@code null} when none is. */
  static Double median(List<Double> values) {
    double[] numbers =
        values.stream()
            .filter(v -> v != null && !v.isNaN())
            .mapToDouble(Double::doubleValue)
            .toArray();
    return numbers.length == 0 ? null : new Median().evaluate(numbers);
  }

  /**
   * The cap of a fork's warm-up until the JIT is quiet: 1.6 times the fork's measured time (the
   * standard fork's 25 x 100 ms give {@link WarmUp#DEFAULT_CAP_MILLIS}, the quick preset's 10 x 100
   * ms 1.6 s), at least half a second: a short fork is not worth a long warm-up, and test settings
   * stay short.
   */
  static long warmUpCapMillis(JmhSettings settings) {
    long measured = settings.measurementIterations() * settings.measurementMillis();
    return Math.max(500, Math.min(WarmUp.DEFAULT_CAP_MILLIS, measured * 16 / 10));
  }

  /** Whether a fork is replaced by another: a measured fork that reached no steady state. */
  static boolean replaceable(Score.Fork fork) {
    return fork.kind() == ForkKind.NO_STEADY_STATE;
  }
}
