package io.serbench.measure.nextjdk;

import io.serbench.jmh.JmhRunner;
import io.serbench.jvm.JvmOptions;
import io.serbench.measure.MeasuredSetup;
import io.serbench.probe.nextjdk.NextJdk;
import io.serbench.result.NextJdkSpeed;
import io.serbench.result.Score;
import io.serbench.run.RunContext;
import io.serbench.run.RunPlan;
import io.serbench.settings.JmhSettings;
import io.serbench.settings.Operation;
import io.serbench.stats.Paired;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.openjdk.jmh.runner.RunnerException;

/**
 * Times one codec on the next JDK with {@code sun.misc.Unsafe}'s memory access denied and under the
 * JDK's default, in rounds: each round runs, per operation, one fork of each setting back to back,
 * the setting that goes first alternating from round to round, so that what moves the host between
 * rounds falls on both sides of a round's ratio. Every fork is a JMH fork as the race's: the same
 * compiled benchmark, the same fork settings and JVM options, with that JDK's codec flags. A fork
 * that fails ends the codec's rounds: its measured setup failed there, with the error.
 */
final class NextJdkPairs {
  /** A setting of the next JDK, with its runner of forks. */
  private record Setting(String name, JmhRunner runner) {}

  private final RunContext<RunPlan> context;
  private final MeasuredSetup setup;
  private final NextJdk jdk;
  private final Setting allowed;
  private final Setting denied;

  /**
   * @param agentJar the agent that lets JMH 1.37 start with {@code Unsafe} denied
   */
  NextJdkPairs(RunContext<RunPlan> context, MeasuredSetup setup, NextJdk jdk, String agentJar) {
    this.context = context;
    this.setup = setup;
    this.jdk = jdk;
    Set<String> flags = new LinkedHashSet<>();
    context.plan().codecs().forEach(c -> flags.addAll(c.jvmFlags(jdk.feature())));
    List<String> forks = context.plan().forkJvmOptions();
    this.allowed =
        new Setting(
            "under the JDK's default",
            runner(JvmOptions.nextJdkForks(forks, flags, agentJar, List.of())));
    this.denied =
        new Setting(
            "with Unsafe denied",
            runner(JvmOptions.nextJdkForks(forks, flags, agentJar, NextJdk.DENY)));
  }

  private JmhRunner runner(List<String> options) {
    return new JmhRunner(
        jdk.java().toString(),
        options,
        context.listener()::info,
        context.request().measurement().threads(),
        context.request().measurement().gc());
  }

  /** The codec's rounds, and what they say: its cost, or why its setup failed. */
  NextJdkSpeed measure(String codec, int rounds) throws IOException, RunnerException {
    List<MeasuredSetup.Benchmark> benchmarks = setup.of(codec);
    String timed =
        benchmarks.stream().map(MeasuredSetup.Benchmark::sample).collect(Collectors.joining(", "));
    JmhSettings fork = withOneFork(setup.fork());
    // log time per round, per setting and operation: the mean over the benchmarks
    Map<String, Map<Integer, Double>> logs = new java.util.HashMap<>();
    for (int round = 1; round <= rounds; round++) {
      List<Setting> order = round % 2 == 1 ? List.of(allowed, denied) : List.of(denied, allowed);
      for (Operation operation : List.of(Operation.SERIALIZE, Operation.DESERIALIZE)) {
        List<String> failures = new ArrayList<>();
        for (Setting setting : order) {
          for (MeasuredSetup.Benchmark benchmark : benchmarks) {
            JmhRunner.Task task =
                new JmhRunner.Task(
                    benchmark.source(),
                    benchmark.sample(),
                    List.of(codec),
                    List.of(operation),
                    fork,
                    round);
            JmhRunner.Outcome outcome =
                setting
                    .runner()
                    .run(
                        List.of(task),
                        context.layout().jmhNextJdkResult(),
                        context.layout().jmhNextJdkLog(),
                        "next JDK, " + codec + " " + setting.name() + ", round " + round);
            JmhRunner.Key key = new JmhRunner.Key(benchmark.sample(), codec, operation);
            List<Score.Fork> forks = outcome.forks().getOrDefault(key, List.of());
            if (forks.isEmpty()) {
              failures.add(
                  setting.name()
                      + ": "
                      + outcome.failures().getOrDefault(key, "the fork gave no result"));
              continue;
            }
            logs.computeIfAbsent(setting.name() + operation, k -> new TreeMap<>())
                .merge(round, Math.log(forks.get(0).mean()) / benchmarks.size(), Double::sum);
            logs.computeIfAbsent(
                    setting.name() + "total" + benchmark.sample(), k -> new TreeMap<>())
                .merge(round, forks.get(0).mean(), Double::sum);
          }
        }
        if (!failures.isEmpty()) {
          return NextJdkSpeed.failed(
              codec, jdk.describe(), timed, failed(failures, operation, round));
        }
      }
    }
    return new NextJdkSpeed(
        codec,
        jdk.describe(),
        timed,
        NextJdkSpeed.Outcome.MEASURED,
        cost(total(logs, denied, benchmarks), total(logs, allowed, benchmarks)),
        cost(
            logs.get(denied.name() + Operation.SERIALIZE),
            logs.get(allowed.name() + Operation.SERIALIZE)),
        cost(
            logs.get(denied.name() + Operation.DESERIALIZE),
            logs.get(allowed.name() + Operation.DESERIALIZE)),
        String.join(" ", NextJdk.DENY)
            + " against the JDK's default, "
            + rounds
            + " rounds of paired forks");
  }

  /**
   * The evidence of a failed setup: which settings failed on which operation, with the first line
   * of each error, and whether the other setting ran.
   */
  static String failed(List<String> failures, Operation operation, int round) {
    String where = operation.label() + ", round " + round;
    return failures.size() == 2
        ? "the measured setup failed on this JDK under both settings ("
            + where
            + "): "
            + String.join("; ", failures)
        : "the measured setup failed "
            + failures.get(0).replaceFirst(": ", " (" + where + "): ")
            + ", and ran under the other setting";
  }

  /** The log of serialize plus deserialize per round, the mean over the benchmarks. */
  private static Map<Integer, Double> total(
      Map<String, Map<Integer, Double>> logs,
      Setting setting,
      List<MeasuredSetup.Benchmark> benchmarks) {
    Map<Integer, Double> total = new TreeMap<>();
    for (MeasuredSetup.Benchmark benchmark : benchmarks) {
      logs.getOrDefault(setting.name() + "total" + benchmark.sample(), Map.of())
          .forEach(
              (round, sum) -> total.merge(round, Math.log(sum) / benchmarks.size(), Double::sum));
    }
    return total;
  }

  /** Denied over default from same-round log times; an interval from three rounds on. */
  static NextJdkSpeed.Cost cost(Map<Integer, Double> denied, Map<Integer, Double> allowed) {
    Paired.Difference d = Paired.compare(denied, allowed, Double.NaN, 0);
    return new NextJdkSpeed.Cost(d.ratio(), d.low(), d.high(), d.rounds());
  }

  /** The race's fork settings, one fork per invocation: a round is one fork of each. */
  private static JmhSettings withOneFork(JmhSettings fork) {
    return new JmhSettings(
        1,
        fork.warmupIterations(),
        fork.warmupMillis(),
        fork.measurementIterations(),
        fork.measurementMillis());
  }
}
