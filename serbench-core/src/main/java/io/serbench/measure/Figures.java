package io.serbench.measure;

import io.serbench.jmh.JmhRunner;
import io.serbench.result.CodecResult;
import io.serbench.result.SampleResult;
import io.serbench.result.Score;
import io.serbench.settings.Operation;
import io.serbench.stats.ForkStatistics;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The forks measured so far, by benchmark, and the figures they make: each figure's estimate and
 * interval from its own forks, or from the run's pooled between-fork spread where it has fewer than
 * three ({@link ForkStatistics}).
 */
final class Figures {
  private final Map<JmhRunner.Key, List<Score.Fork>> forks = new LinkedHashMap<>();
  private final Map<JmhRunner.Key, String> failures = new LinkedHashMap<>();
  private final Map<JmhRunner.Key, Double> allocations = new LinkedHashMap<>();
  private final Map<JmhRunner.Key, List<Path>> profiles = new LinkedHashMap<>();

  /** Keys filed under a second sample by {@link #alias}: never pooled twice. */
  private final java.util.Set<JmhRunner.Key> aliases = new java.util.HashSet<>();

  /**
   * These figures without the forks flagged as still compiling ({@link Score.Fork#compiling()}),
   * the evidence a codec's leaving the race must stand on too ({@link SettledEvidence}); these very
   * figures when no fork is flagged.
   */
  Figures withoutCompilingForks() {
    if (forks.values().stream().flatMap(List::stream).noneMatch(Score.Fork::compiling)) {
      return this;
    }
    Figures settled = new Figures();
    forks.forEach(
        (key, all) -> {
          List<Score.Fork> kept = all.stream().filter(f -> !f.compiling()).toList();
          if (!kept.isEmpty()) {
            settled.forks.put(key, new ArrayList<>(kept));
          }
        });
    settled.failures.putAll(failures);
    settled.allocations.putAll(allocations);
    settled.profiles.putAll(profiles);
    settled.aliases.addAll(aliases);
    return settled;
  }

  /** Adds a round's forks; a later allocation or profile replaces an earlier one. */
  void add(JmhRunner.Outcome outcome) {
    outcome.forks().forEach((k, v) -> forks.computeIfAbsent(k, x -> new ArrayList<>()).addAll(v));
    failures.putAll(outcome.failures());
    allocations.putAll(outcome.allocations());
    profiles.putAll(outcome.profiles());
  }

  /**
   * Files the forks of one sample under another too: a mix of one message measures exactly that
   * message (one call per pass), so its forks are that message's figure as well.
   */
  void alias(String from, String to) {
    new ArrayList<>(forks.keySet())
        .stream()
            .filter(k -> k.sample().equals(from))
            .forEach(
                k -> {
                  JmhRunner.Key copy = new JmhRunner.Key(to, k.codec(), k.operation());
                  if (forks.putIfAbsent(copy, forks.get(k)) == null) {
                    aliases.add(copy);
                  }
                });
    // the profilers' files and the allocation figures too: a one-message mix's are the
    // message's, and the report links them there
    copy(failures, from, to);
    copy(profiles, from, to);
    copy(allocations, from, to);
  }

  private static <V> void copy(Map<JmhRunner.Key, V> map, String from, String to) {
    new ArrayList<>(map.keySet())
        .stream()
            .filter(k -> k.sample().equals(from))
            .forEach(
                k -> map.putIfAbsent(new JmhRunner.Key(to, k.codec(), k.operation()), map.get(k)));
  }

  /**
   * The pooled between-fork spread for a codec's figures: over the codec's own figures when they
   * give at least {@link #OWN_POOL_DF} degrees of freedom (codecs differ in how much their forks
   * vary, and one erratic codec must not widen every other's interval), else over every figure
   * measured so far.
   */
  ForkStatistics.Spread pooled(String codec) {
    ForkStatistics.Spread own = pool(k -> k.codec().equals(codec));
    return own != null && own.df() >= OWN_POOL_DF ? own : pool(k -> true);
  }

  /** The fewest degrees of freedom for a codec's own pooled spread. */
  static final int OWN_POOL_DF = 4;

  private ForkStatistics.Spread pool(java.util.function.Predicate<JmhRunner.Key> which) {
    List<List<Double>> means = new ArrayList<>();
    forks.forEach(
        (key, f) -> {
          if (which.test(key) && !aliases.contains(key)) {
            means.add(f.stream().map(Score.Fork::mean).toList());
          }
        });
    return ForkStatistics.pool(means);
  }

  /**
   * The verified samples with the figures of the codecs that passed.
   *
   * @param left why each codec left the race early, or nothing
   * @param output the output directory, which profile paths are relative to
   * @param warn receives one line per codec that could not be measured, or {@code null}
   */
  List<SampleResult> merge(
      List<SampleResult> verified, Map<String, String> left, Path output, Consumer<String> warn) {
    List<SampleResult> measured = new ArrayList<>();
    for (SampleResult sample : verified) {
      List<CodecResult> results = new ArrayList<>();
      for (CodecResult result : sample.results()) {
        if (!result.passed()) {
          results.add(result);
          continue;
        }
        Map<Operation, Score> scores = new EnumMap<>(Operation.class);
        Map<Operation, Double> allocated = new EnumMap<>(Operation.class);
        Map<String, List<String>> files = new LinkedHashMap<>();
        String failure = null;
        for (Operation operation : Operation.warm()) {
          JmhRunner.Key key = new JmhRunner.Key(sample.name(), result.codec(), operation);
          List<Score.Fork> figure = forks.get(key);
          if (figure != null && !figure.isEmpty()) {
            scores.put(operation, Score.of(figure, Score.NS_PER_OP, pooled(result.codec())));
          }
          List<Path> written = profiles.get(key);
          if (written != null) {
            files.put(
                operation.name().toLowerCase(java.util.Locale.ROOT),
                written.stream()
                    .map(f -> output.toAbsolutePath().relativize(f.toAbsolutePath()).toString())
                    .toList());
          }
          // the median over forks of each fork's allocation after its warm-up; the range is in
          // the score's forks
          double[] range =
              scores.containsKey(operation) ? scores.get(operation).allocation() : null;
          Double bytes = range != null ? Double.valueOf(range[0]) : allocations.get(key);
          if (bytes != null) {
            allocated.put(operation, bytes);
          }
          if (failure == null && operation != Operation.ROUND_TRIP) {
            failure = failures.get(key);
          }
        }
        if (failure != null && warn != null) {
          warn.accept(result.codec() + " on " + sample.name() + " was not measured: " + failure);
        }
        results.add(
            result
                .withMeasurement(
                    new CodecResult.Timing(
                        scores.get(Operation.SERIALIZE),
                        scores.get(Operation.DESERIALIZE),
                        scores.get(Operation.ROUND_TRIP)),
                    allocated.isEmpty()
                        ? null
                        : new CodecResult.Allocation(
                            allocated.get(Operation.SERIALIZE),
                            allocated.get(Operation.DESERIALIZE),
                            allocated.get(Operation.ROUND_TRIP)),
                    left.get(result.codec()),
                    failure)
                .withProfiles(files.isEmpty() ? result.profiles() : files));
      }
      measured.add(sample.withResults(results));
    }
    return measured;
  }
}
