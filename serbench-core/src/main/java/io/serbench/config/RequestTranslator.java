package io.serbench.config;

import io.serbench.InvalidConfigurationException;
import io.serbench.result.Criteria;
import io.serbench.settings.Alphabet;
import io.serbench.settings.Entries;
import io.serbench.settings.GeneratorSettings;
import io.serbench.settings.JmhSettings;
import io.serbench.settings.Measurement;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * The one translator from the user's raw configuration to a {@link BenchmarkRequest}, shared by the
 * Maven goals and the command line (as Jib's {@code PluginConfigurationProcessor} is shared by its
 * plugins). Every error names the configuration element and says how to fix it.
 */
public final class RequestTranslator {
  private RequestTranslator() {}

  /** Parses and checks every raw value, and resolves relative paths against the project. */
  public static BenchmarkRequest translate(RawConfiguration raw, ProjectFacts project) {
    Path base = project.baseDirectory();
    List<BenchmarkRequest.Fixture> fixtures = new ArrayList<>();
    for (RawConfiguration.RawFixture fixture : raw.fixtures) {
      if (fixture.modelClass() == null || fixture.modelClass().isBlank()) {
        throw new InvalidConfigurationException(
            "samples",
            fixture.file(),
            "fixture " + fixture.file() + " needs a <class> to read it into");
      }
      fixtures.add(
          new BenchmarkRequest.Fixture(resolve(base, fixture.file()), fixture.modelClass().trim()));
    }
    Measurement measurement = measurement(raw);
    Criteria criteria = criteria(raw);
    if (criteria.weights().ranksColdStart() && measurement.coldStartForks() == 0) {
      throw new InvalidConfigurationException(
          "coldStart",
          raw.coldStart == null ? "" : raw.coldStart,
          "the ranking weighs the cold start (objective coldStart or a coldStart weight), but the"
              + " cold-start pass is off: set <coldStart>true</coldStart>"
              + " (-Dserbench.coldStart=true)");
    }
    return BenchmarkRequest.builder()
        .classes(raw.classes)
        .packages(raw.packages)
        .samples(raw.factories)
        .fixtures(fixtures)
        .codecs(raw.codecs)
        .generator(generator(raw))
        .sizes(sizes(raw.sizes))
        .jmh(explicitJmh(raw))
        .measurement(measurement)
        .criteria(criteria)
        .baseline(baseline(raw, base))
        .outputDirectory(
            resolve(
                base,
                raw.outputDirectory != null
                    ? raw.outputDirectory
                    : "target/" + BenchmarkRequest.DEFAULT_OUTPUT_SUBDIRECTORY))
        .classesDirectory(project.classesDirectory())
        .sourceDirectories(project.sourceDirectories())
        .projectClasspath(project.projectClasspath())
        .workerClasspath(project.workerClasspath())
        .libraries(project.libraries())
        .javaExecutable(project.javaExecutable())
        .worker(worker(raw, base, measurement.preset()))
        .messages(new Messages(Messages.parseMix(raw.mix), raw.timeEveryClass))
        .build();
  }

  /**
   * How the worker JVM runs; unset values keep {@link WorkerSettings#DEFAULT}'s. The thorough
   * preset probes every codec for every capability, as {@code probeAll} does.
   */
  static WorkerSettings worker(RawConfiguration raw, Path base, Measurement.Preset preset) {
    long timeout = WorkerSettings.DEFAULT_ROUND_TRIP_TIMEOUT_SECONDS;
    if (raw.roundTripTimeout != null) {
      try {
        timeout = Long.parseLong(raw.roundTripTimeout);
      } catch (NumberFormatException e) {
        throw WorkerSettings.notATimeLimit(raw.roundTripTimeout);
      }
    }
    return new WorkerSettings(
        timeout,
        raw.verifyWorkerBytecode,
        raw.probeFailing,
        raw.probeAll || preset == Measurement.Preset.THOROUGH,
        raw.probeCache == null || raw.probeCache.isBlank() ? null : resolve(base, raw.probeCache),
        raw.fresh);
  }

  /** The generator's settings; unset values keep {@link GeneratorSettings#DEFAULT}'s. */
  static GeneratorSettings generator(RawConfiguration raw) {
    GeneratorSettings defaults = GeneratorSettings.DEFAULT;
    return new GeneratorSettings(
        number("seed", raw.seed, defaults.seed(), Long::parseLong),
        number("collectionSize", raw.collectionSize, defaults.collectionSize(), Integer::parseInt),
        number("stringLength", raw.stringLength, defaults.stringLength(), Integer::parseInt),
        alphabet(raw.alphabet),
        raw.implementations);
  }

  private static Alphabet alphabet(String value) {
    if (value == null) {
      return GeneratorSettings.DEFAULT.alphabet();
    }
    try {
      return Alphabet.valueOf(value.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new InvalidConfigurationException(
          "alphabet", value, "alphabet '" + value + "' is not one of ASCII, LATIN1, UNICODE");
    }
  }

  static List<Integer> sizes(List<String> values) {
    List<Integer> sizes = new ArrayList<>();
    for (String value : values) {
      try {
        sizes.add(Integer.parseInt(value));
      } catch (NumberFormatException e) {
        throw new InvalidConfigurationException(
            "sizes", value, "size '" + value + "' is not a whole number; write sizes as 0,10,100");
      }
    }
    return sizes;
  }

  /** Explicit JMH settings when any is given, else null for the preset or time budget. */
  static JmhSettings explicitJmh(RawConfiguration raw) {
    if (raw.forks == null
        && raw.warmupIterations == null
        && raw.warmupTime == null
        && raw.measurementIterations == null
        && raw.measurementTime == null) {
      return null;
    }
    return new JmhSettings(
        number("forks", raw.forks, JmhSettings.DEFAULT_FORKS, Integer::parseInt),
        number(
            "warmupIterations",
            raw.warmupIterations,
            JmhSettings.DEFAULT_WARMUP_ITERATIONS,
            Integer::parseInt),
        number("warmupTime", raw.warmupTime, JmhSettings.DEFAULT_WARMUP_MILLIS, Long::parseLong),
        number(
            "measurementIterations",
            raw.measurementIterations,
            JmhSettings.DEFAULT_MEASUREMENT_ITERATIONS,
            Integer::parseInt),
        number(
            "measurementTime",
            raw.measurementTime,
            JmhSettings.DEFAULT_MEASUREMENT_MILLIS,
            Long::parseLong));
  }

  static Measurement measurement(RawConfiguration raw) {
    List<String> given = Measurement.splitJvmArgs(raw.jvmArgsAppend);
    List<String> append =
        given == null ? new java.util.ArrayList<>() : new java.util.ArrayList<>(given);
    String threads = raw.threads;
    java.util.regex.Matcher virtual =
        threads == null
            ? null
            : VIRTUAL_THREADS.matcher(threads.trim().toLowerCase(java.util.Locale.ROOT));
    if (virtual != null && virtual.matches()) {
      threads = virtual.group(1);
      append.add(VIRTUAL_EXECUTOR);
    }
    int count;
    try {
      count = threads == null ? Measurement.DEFAULT.threads() : Integer.parseInt(threads.trim());
    } catch (NumberFormatException e) {
      throw new InvalidConfigurationException(
          "threads",
          raw.threads,
          "threads must be a whole number, such as 4, or one with v for virtual threads, such as"
              + " 4v, but was '"
              + raw.threads
              + "'");
    }
    return new Measurement(
        raw.quick ? Measurement.Preset.QUICK : Measurement.preset(raw.preset),
        Measurement.parseDuration("timeBudget", raw.timeBudget),
        count,
        raw.profilers,
        Measurement.splitJvmArgs(raw.jvmArgs),
        given == null && append.isEmpty() ? null : append,
        raw.roundTrip,
        Measurement.parseColdStart(raw.coldStart));
  }

  /** {@code 4v} or {@code 4 virtual}: JMH's benchmark threads as virtual threads. */
  private static final java.util.regex.Pattern VIRTUAL_THREADS =
      java.util.regex.Pattern.compile("(\\d+)\\s*(?:v|virtual)");

  /**
   * JMH's own switch (1.37 and later) to run a fork's benchmark threads as virtual threads; the
   * forks get it, and it needs Java 21 or later.
   */
  public static final String VIRTUAL_EXECUTOR = "-Djmh.executor=VIRTUAL";

  /** Constraints, objective and weights; a weights list wins over single weights. */
  static Criteria criteria(RawConfiguration raw) {
    String serialize = raw.serializeWeight;
    String deserialize = raw.deserializeWeight;
    String size = raw.sizeWeight;
    String coldStart = raw.coldStartWeight;
    if (raw.weights != null) {
      List<String> listed = Entries.split(List.of(raw.weights));
      if (listed.size() != 3 && listed.size() != 4) {
        throw new InvalidConfigurationException(
            "weights",
            raw.weights,
            "write weights as three numbers, serialize,deserialize,size, such as 1,1,0.5, or four"
                + " with the cold start last, such as 1,1,0.5,2");
      }
      serialize = listed.get(0);
      deserialize = listed.get(1);
      size = listed.get(2);
      coldStart = listed.size() == 4 ? listed.get(3) : null;
    }
    Criteria criteria =
        Criteria.parse(
                new Criteria.Given(
                    raw.graph,
                    raw.crossLanguage,
                    raw.versioning,
                    raw.versioningChanges,
                    raw.untrustedInput,
                    raw.objective,
                    serialize,
                    deserialize,
                    size,
                    coldStart))
            .withNextJdk(raw.nextJdk);
    return raw.current == null || raw.current.isBlank()
        ? criteria
        : criteria.withCurrent(new Criteria.Current(raw.current.trim(), null));
  }

  private static BenchmarkRequest.Baseline baseline(RawConfiguration raw, Path base) {
    if (raw.baseline == null) {
      return null;
    }
    return new BenchmarkRequest.Baseline(
        resolve(base, raw.baseline),
        parseRegression(raw.maxRegression),
        raw.pinned,
        raw.failOnInconclusive);
  }

  private static String resolve(Path base, String file) {
    Path path = Path.of(file);
    return (path.isAbsolute() ? path : base.resolve(path)).toAbsolutePath().toString();
  }

  private static <T> T number(String element, String value, T fallback, Function<String, T> parse) {
    if (value == null) {
      return fallback;
    }
    try {
      return parse.apply(value);
    } catch (NumberFormatException e) {
      throw new InvalidConfigurationException(
          element, value, element + " must be a whole number, but was '" + value + "'");
    }
  }

  /** Reads {@code 10%}, {@code 0.1} or {@code 10} (percent when above 1). */
  static double parseRegression(String value) {
    if (value == null || value.isBlank()) {
      return io.serbench.settings.Defaults.MAX_REGRESSION_FRACTION;
    }
    String text = value.trim();
    try {
      double number =
          Double.parseDouble(
              text.endsWith("%") ? text.substring(0, text.length() - 1).trim() : text);
      double fraction = text.endsWith("%") || number > 1 ? number / 100 : number;
      if (fraction < 0) {
        throw new NumberFormatException();
      }
      return fraction;
    } catch (NumberFormatException e) {
      throw new InvalidConfigurationException(
          "maxRegression", value, "'" + value + "' is not a percentage; write it as 10%");
    }
  }
}
