package io.serbench.cli;

import io.serbench.config.RawConfiguration;
import io.serbench.config.Setting;
import io.serbench.result.Criteria;
import io.serbench.settings.Defaults;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.stream.Collectors;

/** The command line's options that take a value, each tied to the setting it fills. */
final class ValueOptions {
  private ValueOptions() {}

  /**
   * One option with a value: the setting it fills (its option's name, and the configuration element
   * that serbench's errors and the Maven goal name), its value's name and what it means.
   */
  record ValueOption(
      Setting setting,
      String argument,
      String description,
      BiConsumer<RawConfiguration, String> apply) {
    /** The option's name, as {@link Setting#option()} gives it. */
    String name() {
      return setting.option();
    }

    /** The configuration element it sets. */
    String element() {
      return setting.element().orElseThrow();
    }
  }

  static final List<ValueOption> ALL =
      List.of(
          new ValueOption(Setting.CLASSES, "A,B", "model classes", (r, v) -> r.classes(List.of(v))),
          new ValueOption(
              Setting.PACKAGES,
              "P,Q",
              "packages of model classes (scanned in the first --classpath entry)",
              (r, v) -> r.packages(List.of(v))),
          new ValueOption(
              Setting.SAMPLES,
              "C#m,...",
              "static factory methods",
              (r, v) -> r.factories(List.of(v))),
          new ValueOption(
              Setting.CODECS,
              "X,Y",
              "codec ids, globs, !exclusions, default, all (default: the default set)",
              (r, v) -> r.codecs(List.of(v))),
          new ValueOption(
              Setting.SEED,
              "N",
              "sample generator seed (default " + Defaults.SEED + ")",
              (r, v) -> r.seed(v)),
          new ValueOption(
              Setting.SIZES, "0,10,100", "a scaling series", (r, v) -> r.sizes(List.of(v))),
          new ValueOption(
              Setting.COLD_START,
              "true|false|N",
              "cold-start pass: first encode and decode in fresh JVMs, N single-shot forks",
              (r, v) -> r.coldStart(v)),
          new ValueOption(
              Setting.COLLECTION_SIZE,
              "N",
              "elements per generated collection (default " + Defaults.COLLECTION_SIZE + ")",
              (r, v) -> r.collectionSize(v)),
          new ValueOption(
              Setting.STRING_LENGTH,
              "N",
              "characters per generated string (default " + Defaults.STRING_LENGTH + ")",
              (r, v) -> r.stringLength(v)),
          new ValueOption(
              Setting.ALPHABET,
              "ASCII|LATIN1|UNICODE",
              "characters of generated strings",
              (r, v) -> r.alphabet(v)),
          new ValueOption(
              Setting.OUTPUT_DIRECTORY,
              "DIR",
              "output directory (default build/" + Defaults.OUTPUT_SUBDIRECTORY + ")",
              (r, v) -> r.outputDirectory(v)),
          new ValueOption(
              Setting.PRESET,
              "quick|standard|thorough",
              "measurement preset (default " + Defaults.PRESET + ")",
              (r, v) -> r.preset(v)),
          new ValueOption(
              Setting.TIME_BUDGET,
              "3m",
              "plan the measurement to finish the run within this time",
              (r, v) -> r.timeBudget(v)),
          new ValueOption(
              Setting.THREADS,
              "N|Nv",
              "benchmark threads per fork (default "
                  + Defaults.THREADS
                  + "); Nv runs them as virtual threads (Java 21+)",
              (r, v) -> r.threads(v)),
          new ValueOption(
              Setting.PROFILERS,
              "gc",
              "JMH profilers: gc (allocated bytes), jfr (a recording per benchmark), async"
                  + " (flame graphs where async-profiler is installed)",
              (r, v) -> r.profilers(List.of(v))),
          new ValueOption(
              Setting.JVM_ARGS,
              "\"OPTIONS\"",
              "JVM options of the measured JVMs, replacing the default heap"
                  + " (write --jvm-args=\"-Xmx2g -XX:+UseZGC\")",
              (r, v) -> r.jvmArgs(v)),
          new ValueOption(
              Setting.JVM_ARGS_APPEND,
              "\"OPTIONS\"",
              "JVM options added after the defaults and the codecs' flags",
              (r, v) -> r.jvmArgsAppend(v)),
          new ValueOption(
              Setting.FORKS, "N", "explicit JMH forks (a single pass)", (r, v) -> r.forks(v)),
          new ValueOption(
              Setting.WARMUP_ITERATIONS,
              "N",
              "explicit JMH warmup iterations",
              (r, v) -> r.warmupIterations(v)),
          new ValueOption(
              Setting.WARMUP_TIME,
              "MS",
              "explicit length of one warmup iteration",
              (r, v) -> r.warmupTime(v)),
          new ValueOption(
              Setting.MEASUREMENT_ITERATIONS,
              "N",
              "explicit JMH measurement iterations",
              (r, v) -> r.measurementIterations(v)),
          new ValueOption(
              Setting.MEASUREMENT_TIME,
              "MS",
              "explicit length of one measurement iteration",
              (r, v) -> r.measurementTime(v)),
          new ValueOption(
              Setting.BASELINE,
              "FILE",
              "an earlier results.json: fail when the watched codec got slower",
              (r, v) -> r.baseline(v)),
          new ValueOption(
              Setting.MAX_REGRESSION,
              "10%",
              "tolerated slowdown against the baseline (default " + Defaults.MAX_REGRESSION + ")",
              (r, v) -> r.maxRegression(v)),
          new ValueOption(
              Setting.PINNED,
              "CODEC",
              "the codec the baseline gate watches (default: the recommended one)",
              (r, v) -> r.pinned(v)),
          new ValueOption(
              Setting.GRAPH, "true|false", "require graph support", (r, v) -> r.graph(v)),
          new ValueOption(
              Setting.CROSS_LANGUAGE,
              "true|false",
              "require a cross-language format",
              (r, v) -> r.crossLanguage(v)),
          new ValueOption(
              Setting.VERSIONING,
              "none|backward|forward|full",
              "require schema versioning",
              (r, v) -> r.versioning(v)),
          new ValueOption(
              Setting.VERSIONING_CHANGES,
              "fields|append",
              "the schema changes versioning requires (default fields: added and removed"
                  + " anywhere; append: at the end only)",
              (r, v) -> r.versioningChanges(v)),
          new ValueOption(
              Setting.UNTRUSTED_INPUT,
              "true|false",
              "require safety against untrusted input",
              (r, v) -> r.untrustedInput(v)),
          new ValueOption(
              Setting.NEXT_JDK,
              "true|false",
              "require the messages to round-trip with sun.misc.Unsafe denied on a JDK 24+",
              (r, v) -> r.nextJdk(v)),
          new ValueOption(
              Setting.OBJECTIVE,
              Arrays.stream(Criteria.Objective.values())
                  .map(Criteria.Objective::id)
                  .collect(Collectors.joining("|")),
              "what ranks the eligible codecs (default "
                  + Defaults.OBJECTIVE
                  + "; coldStart needs --cold-start)",
              (r, v) -> r.objective(v)),
          new ValueOption(
              Setting.WEIGHTS,
              "SER,DESER,SIZE[,COLD]",
              "weights of serialize time, deserialize time, size and, optionally fourth, the cold"
                  + " start (needs --cold-start)",
              (r, v) -> r.weights(v)),
          new ValueOption(
              Setting.MIX,
              "NAME=WEIGHT,...",
              "the weight of each message in the mix the ranking stands on (default equal)",
              (r, v) -> r.mix(List.of(v))),
          new ValueOption(
              Setting.PROBE_CACHE,
              "DIR",
              "where capability verdicts are kept between runs (default: probe-cache in --output)",
              (r, v) -> r.probeCache(v)),
          new ValueOption(
              Setting.CURRENT,
              "CODEC",
              "the codec you use now; the answer gives the switch from it to the pick",
              (r, v) -> r.current(v)),
          new ValueOption(
              Setting.ROUND_TRIP_TIMEOUT,
              "SECONDS",
              "time limit of one call into a codec during verification and probes (default "
                  + Defaults.ROUND_TRIP_TIMEOUT_SECONDS
                  + ")",
              (r, v) -> r.roundTripTimeout(v)));
}
