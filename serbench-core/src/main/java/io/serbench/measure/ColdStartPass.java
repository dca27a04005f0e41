package io.serbench.measure;

import io.serbench.BenchmarkListener;
import io.serbench.config.BenchmarkRequest;
import io.serbench.files.OutputLayout;
import io.serbench.jmh.BenchmarkSource;
import io.serbench.jmh.JmhRunner;
import io.serbench.jmh.JmhSourceGenerator;
import io.serbench.result.CodecResult;
import io.serbench.result.SampleResult;
import io.serbench.result.Score;
import io.serbench.run.PhaseClock;
import io.serbench.run.RunContext;
import io.serbench.run.RunPlan;
import io.serbench.settings.JmhSettings;
import io.serbench.settings.Operation;
import io.serbench.stats.ForkStatistics;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The cold-start pass: the first encode and the first decode in a fresh JVM, codec creation
 * included, one JMH single shot per fork; the shots of a figure are its forks.
 */
final class ColdStartPass {
  private final BenchmarkRequest request;
  private final BenchmarkListener listener;
  private final PhaseClock clock;
  private final OutputLayout layout;
  private final List<String> forkJvmOptions;
  private final int coldForks;

  ColdStartPass(RunContext<RunPlan> context, int coldForks) {
    this.request = context.request();
    this.listener = context.listener();
    this.clock = context.clock();
    this.layout = context.layout();
    this.forkJvmOptions = context.plan().forkJvmOptions();
    this.coldForks = coldForks;
  }

  /**
   * The cold-start pass: the worker writes each passing codec's bytes of each sample to a file,
   * then JMH runs the cold-start class, one single shot per fork, and the figures join the results.
   */
  List<SampleResult> run(
      Samples samples, List<SampleResult> measured, Map<Class<?>, BenchmarkSource> coldSources)
      throws Exception {
    Path bytesDirectory = layout.directory().resolve("cold-start");
    Directories.deleteTree(bytesDirectory);
    Files.createDirectories(bytesDirectory);
    List<JmhRunner.Task> tasks = new ArrayList<>();
    List<Class<?>> models = samples.models();
    int benchmarks = 0;
    for (int i = 0; i < samples.samples().size(); i++) {
      PreparedSample sample = samples.samples().get(i);
      List<String> passing = new ArrayList<>();
      for (CodecResult result : measured.get(i).results()) {
        if (!result.passed()) {
          continue;
        }
        if (io.serbench.codec.VersionedId.isVersioned(result.codec())) {
          // its first call would load its version in a loader made in the fork, not as a service
          // starts; the A/B compares warm figures
          continue;
        }
        try {
          byte[] bytes =
              io.serbench.codec.CodecCatalog.create(
                      result.codec(),
                      new io.serbench.codec.CodecContext(
                          sample.type(),
                          io.serbench.model.ModelTypes.knownClasses(models, sample.value())))
                  .encode(sample.value());
          Files.write(
              bytesDirectory.resolve(
                  JmhSourceGenerator.coldBytesFile(sample.spec().name(), result.codec())),
              bytes);
          passing.add(result.codec());
        } catch (Exception | LinkageError | StackOverflowError e) {
          listener.warn(
              result.codec()
                  + " on "
                  + sample.spec().name()
                  + ": no cold-start figure, the sample could not be encoded: "
                  + io.serbench.text.Errors.oneLine(e));
        }
      }
      benchmarks += passing.size() * Operation.cold().size();
      for (String codec : passing) {
        for (int round = 1; round <= coldForks; round++) {
          tasks.add(
              new JmhRunner.Task(
                  coldSources.get(sample.type()),
                  sample.spec().name(),
                  List.of(codec),
                  Operation.cold(),
                  new JmhSettings(1, 1, 1, 1, 1),
                  round));
        }
      }
    }
    // the forks are interleaved: one round after the other, each in a shuffled order, so that
    // drift of the host falls on every codec alike, as in the race
    tasks = interleaved(tasks, new java.util.Random());
    listener.info(
        String.format(
            "Cold start: %d JMH benchmarks, %d single-shot forks each (about %d s)",
            benchmarks, coldForks, benchmarks * coldForks * ColdStartBudget.FORK_MILLIS / 1000));
    JmhRunner runner =
        new JmhRunner(request.javaExecutable(), forkJvmOptions, listener::info, 1, false)
            .withColdBytes(bytesDirectory);
    JmhRunner.Outcome outcome;
    Files.deleteIfExists(layout.jmhColdStartResult());
    Files.deleteIfExists(layout.jmhColdStartLog());
    try {
      outcome =
          runner.run(tasks, layout.jmhColdStartResult(), layout.jmhColdStartLog(), "cold start");
    } finally {
      clock.end("cold start");
    }
    List<List<Double>> shots = new ArrayList<>();
    outcome.forks().values().forEach(f -> shots.add(f.stream().map(Score.Fork::mean).toList()));
    ForkStatistics.Spread pooled = ForkStatistics.pool(shots);
    List<SampleResult> merged = new ArrayList<>();
    for (SampleResult sample : measured) {
      List<CodecResult> results = new ArrayList<>();
      for (CodecResult result : sample.results()) {
        if (!result.passed()) {
          results.add(result);
          continue;
        }
        JmhRunner.Key serialize =
            new JmhRunner.Key(sample.name(), result.codec(), Operation.COLD_SERIALIZE);
        JmhRunner.Key deserialize =
            new JmhRunner.Key(sample.name(), result.codec(), Operation.COLD_DESERIALIZE);
        String failure = outcome.failures().get(serialize);
        if (failure == null) {
          failure = outcome.failures().get(deserialize);
        }
        Score first = score(outcome.forks().get(serialize), pooled);
        Score decode = score(outcome.forks().get(deserialize), pooled);
        if (first == null && decode == null && failure == null) {
          results.add(result);
          continue;
        }
        results.add(result.withColdStart(new CodecResult.ColdStart(first, decode, failure)));
      }
      merged.add(sample.withResults(results));
    }
    return merged;
  }

  /** The tasks round by round, each round's in a shuffled order. */
  static List<JmhRunner.Task> interleaved(List<JmhRunner.Task> tasks, java.util.Random random) {
    java.util.TreeMap<Integer, List<JmhRunner.Task>> rounds = new java.util.TreeMap<>();
    tasks.forEach(t -> rounds.computeIfAbsent(t.round(), r -> new ArrayList<>()).add(t));
    List<JmhRunner.Task> order = new ArrayList<>();
    for (List<JmhRunner.Task> round : rounds.values()) {
      java.util.Collections.shuffle(round, random);
      order.addAll(round);
    }
    return order;
  }

  private static Score score(List<Score.Fork> forks, ForkStatistics.Spread pooled) {
    return forks == null || forks.isEmpty() ? null : Score.of(forks, "us/op", pooled);
  }
}
