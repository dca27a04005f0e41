package io.serbench.config;

import io.serbench.codec.Versioning;
import io.serbench.result.SchemaChange;
import io.serbench.settings.Defaults;
import io.serbench.settings.GeneratorSettings;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The options contract: every setting of a benchmark run, by the name the Maven goal, usage.md and
 * serbench's errors give it (its element), the command line's option for it, and its default, as
 * JMH's {@code Options} names every option its two front ends fill. The command line's options are
 * built from these names, and tests check the rest against it: the goal's parameters and their
 * default values (the plugin's {@code SettingsTableTest}), the command line's parser and usage.md's
 * table ({@code SettingContractTest}). Both front ends fill a {@link RawConfiguration}, and {@link
 * RequestTranslator} reads it with the defaults of {@link Defaults}.
 */
public enum Setting {
  CLASSES("classes", "classes"),
  PACKAGES("packages", "packages"),
  /** Factories and fixtures: the command line's {@code --fixture FILE=CLASS} fills the same. */
  SAMPLES("samples", List.of("samples", "fixture")),
  CODECS("codecs", "codecs"),
  CURRENT("current", "current"),
  DEMO("demo", "demo", false),
  SEED("seed", "seed", Defaults.SEED),
  COLLECTION_SIZE("collectionSize", "collection-size", Defaults.COLLECTION_SIZE),
  STRING_LENGTH("stringLength", "string-length", Defaults.STRING_LENGTH),
  ALPHABET("alphabet", "alphabet", GeneratorSettings.DEFAULT.alphabet()),
  /** {@code <generator><implementations>} in the goal; {@code --implementation TYPE=CLASS}. */
  IMPLEMENTATIONS("implementations", "implementation"),
  SIZES("sizes", "sizes"),
  MIX("mix", "mix"),
  TIME_EVERY_CLASS("timeEveryClass", "time-every-class", false),
  PRESET("preset", "preset", Defaults.PRESET),
  TIME_BUDGET("timeBudget", "time-budget"),
  THREADS("threads", "threads", Defaults.THREADS),
  PROFILERS("profilers", "profilers"),
  JVM_ARGS("jvmArgs", "jvm-args"),
  JVM_ARGS_APPEND("jvmArgsAppend", "jvm-args-append"),
  FORKS("forks", "forks"),
  WARMUP_ITERATIONS("warmupIterations", "warmup-iterations"),
  WARMUP_TIME("warmupTime", "warmup-ms"),
  MEASUREMENT_ITERATIONS("measurementIterations", "iterations"),
  MEASUREMENT_TIME("measurementTime", "iteration-ms"),
  ROUND_TRIP("roundTrip", "round-trip", false),
  COLD_START("coldStart", "cold-start"),
  JVMS("jvms", "jvms"),
  GRAPH("graph", "graph", false),
  CROSS_LANGUAGE("crossLanguage", "cross-language", false),
  VERSIONING("versioning", "versioning", Versioning.NONE.name().toLowerCase(Locale.ROOT)),
  VERSIONING_CHANGES(
      "versioningChanges",
      "versioning-changes",
      SchemaChange.Required.FIELDS.name().toLowerCase(Locale.ROOT)),
  UNTRUSTED_INPUT("untrustedInput", "untrusted-input", false),
  NEXT_JDK("nextJdk", "next-jdk", false),
  OBJECTIVE("objective", "objective", Defaults.OBJECTIVE),
  WEIGHTS("weights", "weights"),
  BASELINE("baseline", "baseline"),
  MAX_REGRESSION("maxRegression", "max-regression", Defaults.MAX_REGRESSION),
  PINNED("pinned", "pinned"),
  FAIL_ON_INCONCLUSIVE("failOnInconclusive", "fail-on-inconclusive", false),
  FAIL_ON_NO_RECOMMENDATION("failOnNoRecommendation", "fail-on-no-recommendation", false),
  OUTPUT_DIRECTORY("outputDirectory", "output"),
  PROBE_CACHE("probeCache", "probe-cache"),
  FRESH("fresh", "fresh", false),
  PROBE_FAILING("probeFailing", "probe-failing", false),
  PROBE_ALL("probeAll", "probe-all", false),
  ROUND_TRIP_TIMEOUT("roundTripTimeout", "round-trip-timeout", Defaults.ROUND_TRIP_TIMEOUT_SECONDS),
  VERIFY_WORKER_BYTECODE("verifyWorkerBytecode", "verify-worker-bytecode", false),
  /** Maven's own: skip the goal. The command line is not run when it is not wanted. */
  SKIP("skip", null, false),
  /** The project's classes and dependencies: Maven knows them; the command line is told. */
  CLASSPATH(null, "classpath"),
  /** The project's source roots: Maven knows them; the command line is told. */
  SOURCES(null, "sources");

  private final String element;
  private final List<String> options;
  private final Object defaultValue;

  Setting(String element, String option) {
    this(element, option, null);
  }

  Setting(String element, List<String> options) {
    this.element = element;
    this.options = List.copyOf(options);
    this.defaultValue = null;
  }

  Setting(String element, String option, Object defaultValue) {
    this.element = element;
    this.options = option == null ? List.of() : List.of(option);
    this.defaultValue = defaultValue;
  }

  /** The name in the goal's configuration, usage.md and errors; empty for a command-line fact. */
  public Optional<String> element() {
    return Optional.ofNullable(element);
  }

  /** The command line's option ({@code --name}); the first of {@link #options()}. */
  public String option() {
    if (options.isEmpty()) {
      throw new IllegalStateException(name() + " has no command-line option");
    }
    return options.get(0);
  }

  /** Every command-line option that fills it; empty for a setting of the Maven goal alone. */
  public List<String> options() {
    return options;
  }

  /** The default, as the goal's annotation and usage.md write it; empty when it has none. */
  public Optional<String> defaultValue() {
    return Optional.ofNullable(defaultValue).map(String::valueOf);
  }
}
