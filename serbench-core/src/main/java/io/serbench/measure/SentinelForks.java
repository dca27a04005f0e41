package io.serbench.measure;

import io.serbench.jmh.BenchmarkSource;
import io.serbench.jmh.HostSentinel;
import io.serbench.jmh.JmhRunner;
import io.serbench.result.Score;
import io.serbench.result.Sentinel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The host's sentinel in the race ({@link HostSentinel}): one fork of it joins each round's
 * benchmarks before the shuffle, with the codecs' fork settings, and its forks are taken out of the
 * round's outcome before the codecs' figures see it, so that it never enters a figure, the pooled
 * spread, a ranking or an export. A sentinel fork that fails is recorded and warned about; the race
 * goes on.
 */
final class SentinelForks {
  /** No sentinel: the rounds are the codecs' alone. */
  static final SentinelForks NONE = new SentinelForks(null, line -> {});

  private final BenchmarkSource source;
  private final Consumer<String> warn;
  private final List<Score.Fork> forks = new ArrayList<>();
  private final List<String> failures = new ArrayList<>();

  /**
   * @param source the compiled sentinel, or {@code null} for none
   * @param warn receives one line per round whose sentinel fork failed
   */
  SentinelForks(BenchmarkSource source, Consumer<String> warn) {
    this.source = source;
    this.warn = warn;
  }

  /**
   * The round's codec tasks and one fork of the sentinel with their fork settings, in its round; no
   * sentinel in a round without codecs.
   */
  List<JmhRunner.Task> join(List<JmhRunner.Task> codecTasks) {
    List<JmhRunner.Task> tasks = new ArrayList<>(codecTasks);
    if (runs() && !codecTasks.isEmpty()) {
      JmhRunner.Task first = codecTasks.get(0);
      tasks.add(
          new JmhRunner.Task(
              source,
              HostSentinel.ID,
              List.of(HostSentinel.ID),
              List.of(HostSentinel.OPERATION),
              oneFork(first.settings()),
              first.round()));
    }
    return tasks;
  }

  /** The codecs' fork settings, for one fork. */
  private static io.serbench.settings.JmhSettings oneFork(io.serbench.settings.JmhSettings s) {
    return new io.serbench.settings.JmhSettings(
        1,
        s.warmupIterations(),
        s.warmupMillis(),
        s.measurementIterations(),
        s.measurementMillis());
  }

  /** Whether the rounds have a sentinel. */
  boolean runs() {
    return source != null;
  }

  /**
   * A task as the round's log lists it: {@code codec sample operation}, or {@value HostSentinel#ID}
   * for the sentinel's.
   */
  String label(JmhRunner.Task task) {
    return task.source().equals(source)
        ? HostSentinel.ID
        : task.codecs().get(0) + " " + task.sample() + " " + task.operations().get(0).label();
  }

  /**
   * The round's outcome without the sentinel's forks, failure, allocation and profiles, which are
   * kept here.
   */
  JmhRunner.Outcome take(JmhRunner.Outcome outcome, int round) {
    if (!runs()) {
      return outcome;
    }
    JmhRunner.Key key = HostSentinel.key();
    forks.addAll(outcome.forks().getOrDefault(key, List.of()));
    String failure = outcome.failures().get(key);
    if (failure != null) {
      failures.add("round " + round + ": " + failure);
      warn.accept(
          "The host's sentinel gave no fork in round "
              + round
              + " ("
              + failure
              + "); the race goes on without it");
    }
    return new JmhRunner.Outcome(
        without(outcome.forks(), key),
        without(outcome.failures(), key),
        without(outcome.allocations(), key),
        without(outcome.profiles(), key));
  }

  private static <V> Map<JmhRunner.Key, V> without(Map<JmhRunner.Key, V> map, JmhRunner.Key key) {
    Map<JmhRunner.Key, V> rest = new LinkedHashMap<>(map);
    rest.remove(key);
    return rest;
  }

  /** The sentinel's record, or {@code null} when it never ran. */
  Sentinel result() {
    if (!runs() || forks.isEmpty() && failures.isEmpty()) {
      return null;
    }
    return new Sentinel(
        source.benchmark(HostSentinel.OPERATION), HostSentinel.TOKENS, forks, failures);
  }
}
