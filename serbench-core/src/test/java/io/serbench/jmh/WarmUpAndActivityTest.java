package io.serbench.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.CodecCatalog;
import io.serbench.config.CodecPatterns;
import io.serbench.result.ForkActivity;
import io.serbench.result.Score;
import io.serbench.sample.SampleSpec;
import io.serbench.settings.Defaults;
import io.serbench.settings.JmhSettings;
import io.serbench.settings.Operation;
import io.serbench.testmodel.Order;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.AverageTimeResult;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.ResultRole;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The warm-up every fork gets, decided before it runs and the same for every codec: JMH's own
 * warm-up iterations as the settings say, at least {@link FreshValues#WARMUP_BATCHES} batches on
 * the fresh-value path, no warm-up of serbench's own in the generated setup; and what the profiler
 * records of each iteration, read back into each fork.
 */
class WarmUpAndActivityTest {
  private static final JmhSettings STANDARD =
      new JmhSettings(
          1,
          Defaults.STANDARD_WARMUP_ITERATIONS,
          Defaults.WARMUP_MILLIS,
          Defaults.STANDARD_ITERATIONS,
          Defaults.MEASUREMENT_MILLIS);

  private static final JmhRunner RUNNER = new JmhRunner("java", List.of(), line -> {}, 1, false);

  private static BenchmarkSource protobuf() {
    return new JmhSourceGenerator()
        .generate(
            "ApiBenchmark",
            com.google.protobuf.Api.class.getName(),
            List.of(com.google.protobuf.Api.class.getName()),
            List.of(SampleSpec.generated(com.google.protobuf.Api.class, 42)),
            CodecPatterns.select(
                CodecCatalog.standard(), List.of("protobuf-java", "protobuf-runtime")));
  }

  private static BenchmarkSource order() {
    return new JmhSourceGenerator()
        .generate(
            "OrderBenchmark",
            Order.class.getName(),
            List.of(Order.class.getName()),
            List.of(SampleSpec.generated(Order.class, 42)),
            CodecPatterns.select(CodecCatalog.standard(), List.of("kryo", "fory", "jackson-json")));
  }

  private static JmhRunner.Task task(BenchmarkSource source, String codec, Operation operation) {
    return new JmhRunner.Task(source, "sample", List.of(codec), List.of(operation), STANDARD, 1);
  }

  @Test
  void options_carryTheSettingsWarmUp_timeBased_andTheActivityProfiler() {
    Options options =
        RUNNER.options(task(order(), "kryo", Operation.DESERIALIZE), Path.of("jmh.json"));

    assertThat(options.getWarmupIterations().get()).isEqualTo(Defaults.STANDARD_WARMUP_ITERATIONS);
    assertThat(options.getWarmupTime().get())
        .isEqualTo(TimeValue.milliseconds(Defaults.WARMUP_MILLIS));
    assertThat(options.getMeasurementIterations().get()).isEqualTo(Defaults.STANDARD_ITERATIONS);
    assertThat(options.getProfilers())
        .extracting(p -> p.getKlass())
        .contains(ActivityProfiler.class.getName());
  }

  @Test
  void theFreshPath_warmsUpSixtyBatchesOrMore_forEveryCodecThatHasOne() {
    BenchmarkSource source = protobuf();
    JmhRunner.Task fresh = task(source, "protobuf-java", Operation.SERIALIZE);
    JmhRunner.Task roundTrip = task(source, "protobuf-java", Operation.ROUND_TRIP);

    assertThat(fresh.fresh()).isTrue();
    assertThat(RUNNER.options(fresh, Path.of("jmh.json")).getWarmupIterations().get())
        .isGreaterThanOrEqualTo(60)
        .isEqualTo(FreshValues.WARMUP_BATCHES);
    assertThat(RUNNER.options(roundTrip, Path.of("jmh.json")).getWarmupIterations().get())
        .isEqualTo(FreshValues.WARMUP_BATCHES);
    // the same codec's decode is not a fresh-value benchmark: the settings' time-based warm-up
    assertThat(
            RUNNER
                .options(task(source, "protobuf-java", Operation.DESERIALIZE), Path.of("x"))
                .getWarmupIterations()
                .get())
        .isEqualTo(Defaults.STANDARD_WARMUP_ITERATIONS);
    // and the generated methods say so themselves, for a run of the source outside serbench
    assertThat(source.source())
        .contains("@Warmup(iterations = " + FreshValues.WARMUP_BATCHES + ", batchSize = ");
  }

  @Test
  void aTaskMixingFreshAndOtherBenchmarks_runsAsOneInvocationPerWarmUp() {
    BenchmarkSource source = protobuf();
    JmhRunner.Task both =
        new JmhRunner.Task(
            source,
            "sample",
            List.of("protobuf-java", "protobuf-runtime"),
            List.of(Operation.SERIALIZE),
            STANDARD,
            1);

    assertThat(both.byWarmUp())
        .extracting(JmhRunner.Task::fresh)
        .containsExactlyInAnyOrder(true, false);
    assertThat(task(source, "protobuf-runtime", Operation.SERIALIZE).byWarmUp()).hasSize(1);
  }

  /** No warm-up of serbench's own in setup: nothing that could differ by codec before JMH's. */
  @Test
  void theGeneratedSetup_warmsNothingUp_andNamesNoCodecOutsideItsParameter() {
    for (String source : List.of(order().source(), protobuf().source())) {
      assertThat(source).doesNotContain("WarmUp").doesNotContain("untilQuiet");
      for (String codec : List.of("\"kryo\"", "\"fory\"", "\"protobuf-java\"")) {
        source
            .lines()
            .filter(line -> line.contains(codec))
            .forEach(line -> assertThat(line).contains("@Param("));
      }
    }
  }

  /**
   * The profiler's records of every iteration, warm-up iterations first, become each fork's
   * activity and its flag; two codecs whose forks ran the same timeline get equal forks.
   */
  @Test
  void forks_readTheProfilersRecords_andTheSameTimelineGivesTheSameFork() {
    List<IterationResult> warmup = iterations(15, 14, 30);
    List<IterationResult> measured = iterations(25, -1, 0);
    List<Double> scores = measured.stream().map(i -> i.getPrimaryResult().getScore()).toList();
    RunResult run = new RunResult(null, List.of(new BenchmarkResult(null, measured)));
    // a fork that failed in its warm-up comes first in JMH's output, not in its results
    List<ProgressFormat.Fork> reported =
        List.of(
            new ProgressFormat.Fork(iterations(3, -1, 0), List.of()),
            new ProgressFormat.Fork(warmup, scores));

    List<Score.Fork> kryo =
        ForkResults.forks(run, task(order(), "kryo", Operation.SERIALIZE), reported);
    List<Score.Fork> fory =
        ForkResults.forks(run, task(order(), "fory", Operation.SERIALIZE), reported);

    assertThat(kryo).hasSize(1).isEqualTo(fory);
    ForkActivity activity = kryo.get(0).activity();
    assertThat(activity.warmupIterations()).isEqualTo(15);
    assertThat(activity.compileMillis()).hasSize(40);
    assertThat(activity.compileMillis().get(14)).isEqualTo(30L);
    assertThat(activity.gcCount()).hasSize(40).allMatch(c -> c == 1L);
    assertThat(activity.iterationMillis()).allMatch(m -> m == 100.0);
    assertThat(kryo.get(0).stillCompiling()).isTrue();
    assertThat(kryo.get(0).iterationScores()).isEqualTo(scores);
  }

  /** The flag's rule: the last warm-up iteration, or the second half of the measured ones. */
  @Test
  void stillCompiling_readsTheLastWarmUpIterationAndTheMeasuredSecondHalf() {
    assertThat(activity(15, 25, -1, 0).stillCompiling()).isFalse();
    assertThat(activity(15, 25, 14, 6).stillCompiling()).as("6 ms of 100 ms").isTrue();
    assertThat(activity(15, 25, 14, 5).stillCompiling()).as("5 ms of 100 ms").isFalse();
    // 200 ms over the second half's 13 x 100 ms, above 5%: still compiling
    assertThat(activity(15, 25, 30, 200).stillCompiling()).isTrue();
    // the same compilation in the first half of the measured iterations is warm-up the
    // classification cuts, not a flag
    assertThat(activity(15, 25, 20, 200).stillCompiling()).isFalse();
    // an early warm-up compilation is what the warm-up is for
    assertThat(activity(15, 25, 3, 500).stillCompiling()).isFalse();
    // batches of 3 ms: a passing millisecond is under the floor, 8 ms is not
    assertThat(batches(60, 25, 59, 2).stillCompiling()).isFalse();
    assertThat(batches(60, 25, 59, 8).stillCompiling()).isTrue();
  }

  /** The activity of a fork of 3 ms batches, compiling {@code millis} in batch {@code at}. */
  private static ForkActivity batches(int warmup, int measured, int at, long millis) {
    ForkActivity hundred = activity(warmup, measured, at, millis);
    return new ForkActivity(
        warmup,
        java.util.Collections.nCopies(warmup + measured, 3.0),
        hundred.compileMillis(),
        hundred.gcCount(),
        hundred.gcMillis());
  }

  /**
   * JMH reports a fork's warm-up iterations to its output and not in its results: each fork of a
   * benchmark is kept, in order, with its measured scores to tell it by.
   */
  @Test
  void theOutput_keepsEachForksWarmUpIterations() {
    ProgressFormat format =
        new ProgressFormat(
            OutputFormatFactory.createFormatInstance(
                new PrintStream(OutputStream.nullOutputStream()), VerboseMode.SILENT),
            new ProgressFormat.Progress(2, line -> {}, ""));
    BenchmarkParams params = params();
    for (int fork = 0; fork < 2; fork++) {
      List<IterationResult> warmup = iterations(2, -1, 0);
      for (int i = 0; i < 2; i++) {
        format.iteration(params, params.getWarmup(), i + 1);
        format.iterationResult(params, params.getWarmup(), i + 1, warmup.get(i));
      }
      List<IterationResult> measured = iterations(3, -1, 0);
      for (int i = 0; i < 3; i++) {
        format.iteration(params, params.getMeasurement(), i + 1);
        format.iterationResult(params, params.getMeasurement(), i + 1, measured.get(i));
      }
    }

    List<ProgressFormat.Fork> forks = format.forks(ProgressFormat.id("a.B.serialize", "kryo"));
    assertThat(forks).hasSize(2);
    assertThat(forks).allSatisfy(f -> assertThat(f.warmup()).hasSize(2));
    assertThat(forks).allSatisfy(f -> assertThat(f.measured()).hasSize(3));
  }

  private static BenchmarkParams params() {
    WorkloadParams workload = new WorkloadParams();
    workload.put(BenchmarkSource.CODEC_PARAM, "kryo", 0);
    workload.put(BenchmarkSource.SAMPLE_PARAM, "sample", 0);
    return new BenchmarkParams(
        "a.B.serialize",
        "a.generated.B_serialize",
        false,
        1,
        new int[] {1},
        List.of(),
        2,
        0,
        new IterationParams(IterationType.WARMUP, 2, TimeValue.milliseconds(100), 1),
        new IterationParams(IterationType.MEASUREMENT, 3, TimeValue.milliseconds(100), 1),
        Mode.AverageTime,
        workload,
        TimeUnit.NANOSECONDS,
        1,
        "java",
        List.of(),
        "17",
        "vm",
        "17",
        "1.37",
        TimeValue.minutes(1));
  }

  /**
   * Iterations of 100 ms with one collection each and no compilation but {@code millis} in
   * iteration {@code at}, their scores seeded, as the profiler and JMH would report them.
   */
  private static List<IterationResult> iterations(int count, int at, long millis) {
    Random random = new Random(7);
    List<IterationResult> iterations = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      IterationResult iteration = new IterationResult(null, null, null);
      iteration.addResult(
          new AverageTimeResult(
              ResultRole.PRIMARY,
              "serialize",
              1000,
              1_000_000 + random.nextInt(20_000),
              TimeUnit.NANOSECONDS));
      iteration.addResults(
          List.of(
              scalar(ActivityProfiler.WALL, 100),
              scalar(ActivityProfiler.COMPILE, i == at ? millis : 0),
              scalar(ActivityProfiler.GC_COUNT, 1),
              scalar(ActivityProfiler.GC_TIME, 2)));
      iterations.add(iteration);
    }
    return iterations;
  }

  private static org.openjdk.jmh.results.ScalarResult scalar(String label, double value) {
    return new org.openjdk.jmh.results.ScalarResult(
        label, value, "ms", org.openjdk.jmh.results.AggregationPolicy.SUM);
  }

  /**
   * The activity of a fork of 100 ms iterations, compiling {@code millis} in iteration {@code at}.
   */
  private static ForkActivity activity(int warmup, int measured, int at, long millis) {
    List<Double> wall = new ArrayList<>();
    List<Long> compile = new ArrayList<>();
    List<Long> none = new ArrayList<>();
    for (int i = 0; i < warmup + measured; i++) {
      wall.add(100.0);
      compile.add(i == at ? millis : 0L);
      none.add(0L);
    }
    return new ForkActivity(warmup, wall, compile, none, none);
  }
}
