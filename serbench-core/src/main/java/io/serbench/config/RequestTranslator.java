package io.serbench.config;

import static io.serbench.config.MeasureSettings.COLD_START;
import static io.serbench.config.ModelSettings.FIXTURES;
import static io.serbench.config.PickSettings.BASELINE;
import static io.serbench.config.RunSettings.OUTPUT_DIRECTORY;
import static io.serbench.config.RunSettings.PROBE_CACHE;

import io.serbench.InvalidConfigurationException;
import io.serbench.result.Criteria;
import io.serbench.settings.Defaults;
import io.serbench.settings.GeneratorSettings;
import io.serbench.settings.JmhSettings;
import io.serbench.settings.Measurement;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The one translator from the user's raw settings to a {@link BenchmarkRequest}, shared by the
 * Maven goals and the command line (as Jib's {@code PluginConfigurationProcessor} is shared by its
 * plugins). Every value is parsed by its {@link Setting}'s declaration into the request's {@link
 * SettingValues}; relative paths are resolved against the project, and the values the stages read
 * as groups (the criteria, the measurement, the generator, ...) are made from them here.
 */
public final class RequestTranslator {
  private RequestTranslator() {}

  /**
   * JMH's own switch (1.37 and later) to run a fork's benchmark threads as virtual threads; the
   * forks get it, and it needs Java 21 or later.
   */
  public static final String VIRTUAL_EXECUTOR = "-Djmh.executor=VIRTUAL";

  /** Parses and checks every raw value, and resolves relative paths against the project. */
  public static BenchmarkRequest translate(RawSettings raw, ProjectFacts project) {
    SettingValues values = resolvePaths(SettingValues.parse(raw), project.baseDirectory());
    Measurement measurement = measurement(values);
    Criteria criteria = criteria(values);
    if (criteria.weights().ranksColdStart() && measurement.coldStartForks() == 0) {
      throw new InvalidConfigurationException(
          "coldStart",
          raw.get(COLD_START).orElse(""),
          "the ranking weighs the cold start (objective coldStart or a coldStart weight), but the"
              + " cold-start pass is off: set <coldStart>true</coldStart>"
              + " (-Dserbench.coldStart=true)");
    }
    return BenchmarkRequest.builder()
        .classes(values.get(ModelSettings.CLASSES))
        .packages(values.get(ModelSettings.PACKAGES))
        .samples(values.get(ModelSettings.SAMPLES))
        .fixtures(values.get(FIXTURES))
        .codecs(values.get(ModelSettings.CODECS))
        .generator(generator(values))
        .sizes(values.get(ModelSettings.SIZES))
        .jmh(explicitJmh(values))
        .measurement(measurement)
        .criteria(criteria)
        .baseline(baseline(values))
        .outputDirectory(values.get(OUTPUT_DIRECTORY))
        .classesDirectory(project.classesDirectory())
        .sourceDirectories(project.sourceDirectories())
        .projectClasspath(project.projectClasspath())
        .workerClasspath(project.workerClasspath())
        .libraries(project.libraries())
        .javaExecutable(project.javaExecutable())
        .worker(worker(values, measurement.preset()))
        .messages(
            new Messages(values.get(ModelSettings.MIX), values.get(ModelSettings.TIME_EVERY_CLASS)))
        .settings(values)
        .build();
  }

  /** The values with every path absolute: the output directory, the baseline, the fixtures. */
  private static SettingValues resolvePaths(SettingValues values, Path base) {
    List<BenchmarkRequest.Fixture> fixtures = new ArrayList<>();
    for (BenchmarkRequest.Fixture fixture : values.get(FIXTURES)) {
      fixtures.add(
          new BenchmarkRequest.Fixture(resolve(base, fixture.file()), fixture.modelClass()));
    }
    String output = values.get(OUTPUT_DIRECTORY);
    return values
        .with(FIXTURES, fixtures)
        .with(
            OUTPUT_DIRECTORY,
            resolve(base, output != null ? output : "target/" + Defaults.OUTPUT_SUBDIRECTORY))
        .with(BASELINE, resolve(base, values.get(BASELINE)))
        .with(PROBE_CACHE, resolve(base, values.get(PROBE_CACHE)));
  }

  /**
   * How the worker JVM runs. The thorough preset probes every codec for every capability, as {@code
   * probeAll} does.
   */
  private static WorkerSettings worker(SettingValues values, Measurement.Preset preset) {
    return new WorkerSettings(
        values.get(RunSettings.ROUND_TRIP_TIMEOUT),
        values.get(RunSettings.VERIFY_WORKER_BYTECODE),
        values.get(RunSettings.PROBE_FAILING),
        values.get(RunSettings.PROBE_ALL) || preset == Measurement.Preset.THOROUGH,
        values.get(PROBE_CACHE),
        values.get(RunSettings.FRESH));
  }

  private static GeneratorSettings generator(SettingValues values) {
    return new GeneratorSettings(
        values.get(ModelSettings.SEED),
        values.get(ModelSettings.COLLECTION_SIZE),
        values.get(ModelSettings.STRING_LENGTH),
        values.get(ModelSettings.ALPHABET),
        values.get(ModelSettings.IMPLEMENTATIONS));
  }

  /** Explicit JMH settings when any is given, else null for the preset or time budget. */
  private static JmhSettings explicitJmh(SettingValues values) {
    Integer forks = values.get(MeasureSettings.FORKS);
    Integer warmups = values.get(MeasureSettings.WARMUP_ITERATIONS);
    Long warmupMillis = values.get(MeasureSettings.WARMUP_TIME);
    Integer iterations = values.get(MeasureSettings.MEASUREMENT_ITERATIONS);
    Long iterationMillis = values.get(MeasureSettings.MEASUREMENT_TIME);
    if (forks == null
        && warmups == null
        && warmupMillis == null
        && iterations == null
        && iterationMillis == null) {
      return null;
    }
    JmhSettings defaults = JmhSettings.DEFAULT;
    return new JmhSettings(
        forks != null ? forks : defaults.forks(),
        warmups != null ? warmups : defaults.warmupIterations(),
        warmupMillis != null ? warmupMillis : defaults.warmupMillis(),
        iterations != null ? iterations : defaults.measurementIterations(),
        iterationMillis != null ? iterationMillis : defaults.measurementMillis());
  }

  /** The measurement; virtual threads add JMH's virtual executor to the forks' options. */
  static Measurement measurement(SettingValues values) {
    Threads threads = values.get(MeasureSettings.THREADS);
    List<String> given = values.get(MeasureSettings.JVM_ARGS_APPEND);
    List<String> append = given == null ? new ArrayList<>() : new ArrayList<>(given);
    if (threads.virtual()) {
      append.add(VIRTUAL_EXECUTOR);
    }
    return new Measurement(
        values.get(MeasureSettings.PRESET),
        values.get(MeasureSettings.TIME_BUDGET),
        threads.count(),
        values.get(MeasureSettings.PROFILERS),
        values.get(MeasureSettings.JVM_ARGS),
        append,
        values.get(MeasureSettings.ROUND_TRIP),
        values.get(COLD_START));
  }

  /** Constraints, objective and weights; weights not given keep the objective's. */
  private static Criteria criteria(SettingValues values) {
    Criteria.Objective objective = values.get(PickSettings.OBJECTIVE);
    GivenWeights weights = values.get(PickSettings.WEIGHTS);
    String current = values.get(ModelSettings.CURRENT);
    return new Criteria(
        new Criteria.Constraints(
            values.get(PickSettings.GRAPH),
            values.get(PickSettings.CROSS_LANGUAGE),
            values.get(PickSettings.VERSIONING),
            values.get(PickSettings.VERSIONING_CHANGES),
            values.get(PickSettings.UNTRUSTED_INPUT),
            values.get(PickSettings.NEXT_JDK)),
        objective,
        weights == null ? objective.weights() : weights.over(objective.weights()),
        current == null ? null : new Criteria.Current(current, null));
  }

  private static BenchmarkRequest.Baseline baseline(SettingValues values) {
    String file = values.get(BASELINE);
    return file == null
        ? null
        : new BenchmarkRequest.Baseline(
            file,
            values.get(PickSettings.MAX_REGRESSION),
            values.get(PickSettings.PINNED),
            values.get(PickSettings.FAIL_ON_INCONCLUSIVE));
  }

  private static String resolve(Path base, String file) {
    if (file == null) {
      return null;
    }
    Path path = Path.of(file);
    return (path.isAbsolute() ? path : base.resolve(path)).toAbsolutePath().toString();
  }
}
