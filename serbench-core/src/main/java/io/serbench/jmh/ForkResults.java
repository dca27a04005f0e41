package io.serbench.jmh;

import io.serbench.result.ForkActivity;
import io.serbench.result.Score;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.stat.descriptive.rank.Median;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/**
 * What one JMH invocation's forks were: each fork's iteration scores classified, its allocation
 * after its warm-up, and the JIT's and the collectors' activity in each of its iterations, warm-up
 * iterations first ({@link ActivityProfiler}), with the flag every fork gets by the same rule
 * ({@link ForkActivity#stillCompiling()}). Every fork is kept as it ran: none is run again in the
 * place of another, whatever its outcome.
 */
final class ForkResults {
  private ForkResults() {}

  /**
   * Every fork of one benchmark: single shots as they are, measured forks classified from all of
   * their iteration scores.
   *
   * @param ran the benchmark's forks as JMH's output reported them, with their warm-up iterations
   */
  static List<Score.Fork> forks(RunResult run, JmhRunner.Task task, List<ProgressFormat.Fork> ran) {
    List<Score.Fork> forks = new ArrayList<>();
    List<ProgressFormat.Fork> unmatched = new ArrayList<>(ran);
    int round = task.round();
    for (BenchmarkResult fork : run.getBenchmarkResults()) {
      List<IterationResult> measured = new ArrayList<>(fork.getIterationResults());
      List<Double> iterations = new ArrayList<>();
      List<Double> allocated = new ArrayList<>();
      for (IterationResult iteration : measured) {
        iterations.add(iteration.getPrimaryResult().getScore());
        allocated.add(secondary(iteration, AllocationProfiler.LABEL));
      }
      if (iterations.isEmpty()) {
        continue;
      }
      if (task.cold()) {
        forks.add(Score.Fork.shot(round, iterations.get(0)));
      } else {
        Score.Fork classified = Score.Fork.measured(round, iterations);
        // the fork JMH's output reported with these very scores: a fork that failed before its
        // measured iterations is in the output and not in the results
        ProgressFormat.Fork reported =
            unmatched.stream()
                .filter(f -> f.measured().equals(iterations))
                .findFirst()
                .orElse(null);
        unmatched.remove(reported);
        forks.add(
            classified.withRecords(
                median(
                    allocated.subList(
                        Math.min(classified.warmupCut(), allocated.size()), allocated.size())),
                reported == null ? null : activity(reported.warmup(), measured).orElse(null)));
      }
      // forks of one task run one after another: the next is the next round's
      round++;
    }
    return forks;
  }

  /** The garbage collectors the forks of one benchmark named ({@link ActivityProfiler}). */
  static java.util.Set<String> collectors(RunResult run) {
    java.util.Set<String> names = new java.util.LinkedHashSet<>();
    for (BenchmarkResult fork : run.getBenchmarkResults()) {
      for (IterationResult iteration : fork.getIterationResults()) {
        names.addAll(ActivityProfiler.collectorNames(iteration.getSecondaryResults()));
      }
    }
    return names;
  }

  /**
   * The activity of a fork's iterations, warm-up iterations first, from {@link ActivityProfiler}'s
   * results; empty when an iteration lacks them (the profiler did not run).
   */
  static java.util.Optional<ForkActivity> activity(
      List<IterationResult> warmup, List<IterationResult> measured) {
    List<IterationResult> all = new ArrayList<>(warmup);
    all.addAll(measured);
    List<Double> wall = new ArrayList<>();
    List<Long> compile = new ArrayList<>();
    List<Long> gcCount = new ArrayList<>();
    List<Long> gcTime = new ArrayList<>();
    for (IterationResult iteration : all) {
      Map<String, Result> secondary = iteration.getSecondaryResults();
      if (!secondary.containsKey(ActivityProfiler.WALL)
          || !secondary.containsKey(ActivityProfiler.COMPILE)) {
        return java.util.Optional.empty();
      }
      wall.add(secondary.get(ActivityProfiler.WALL).getScore());
      compile.add(Math.round(secondary.get(ActivityProfiler.COMPILE).getScore()));
      gcCount.add(Math.round(secondary(iteration, ActivityProfiler.GC_COUNT)));
      gcTime.add(Math.round(secondary(iteration, ActivityProfiler.GC_TIME)));
    }
    return all.isEmpty()
        ? java.util.Optional.empty()
        : java.util.Optional.of(new ForkActivity(warmup.size(), wall, compile, gcCount, gcTime));
  }

  /** A secondary result's score, or NaN where the iteration has none by that label. */
  private static double secondary(IterationResult iteration, String label) {
    Result<?> result = iteration.getSecondaryResults().get(label);
    return result == null ? Double.NaN : result.getScore();
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
}
