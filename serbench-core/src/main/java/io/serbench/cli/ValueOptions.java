package io.serbench.cli;

import io.serbench.config.RawConfiguration;
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
   * One option with a value: its name, the configuration element it sets (the name in serbench's
   * errors and the Maven goal), its value's name and what it means.
   */
  record ValueOption(
      String name,
      String element,
      String argument,
      String description,
      BiConsumer<RawConfiguration, String> apply) {}

  static final List<ValueOption> ALL =
      List.of(
          new ValueOption(
              "classes", "classes", "A,B", "model classes", (r, v) -> r.classes(List.of(v))),
          new ValueOption(
              "packages",
              "packages",
              "P,Q",
              "packages of model classes (scanned in the first --classpath entry)",
              (r, v) -> r.packages(List.of(v))),
          new ValueOption(
              "samples",
              "samples",
              "C#m,...",
              "static factory methods",
              (r, v) -> r.factories(List.of(v))),
          new ValueOption(
              "codecs",
              "codecs",
              "X,Y",
              "codec ids, globs, !exclusions, default, all (default: the default set)",
              (r, v) -> r.codecs(List.of(v))),
          new ValueOption(
              "seed",
              "seed",
              "N",
              "sample generator seed (default " + Defaults.SEED + ")",
              (r, v) -> r.seed(v)),
          new ValueOption(
              "sizes", "sizes", "0,10,100", "a scaling series", (r, v) -> r.sizes(List.of(v))),
          new ValueOption(
              "cold-start",
              "coldStart",
              "true|false|N",
              "cold-start pass: first encode and decode in fresh JVMs, N single-shot forks",
              (r, v) -> r.coldStart(v)),
          new ValueOption(
              "collection-size",
              "collectionSize",
              "N",
              "elements per generated collection (default " + Defaults.COLLECTION_SIZE + ")",
              (r, v) -> r.collectionSize(v)),
          new ValueOption(
              "string-length",
              "stringLength",
              "N",
              "characters per generated string (default " + Defaults.STRING_LENGTH + ")",
              (r, v) -> r.stringLength(v)),
          new ValueOption(
              "alphabet",
              "alphabet",
              "ASCII|LATIN1|UNICODE",
              "characters of generated strings",
              (r, v) -> r.alphabet(v)),
          new ValueOption(
              "output",
              "outputDirectory",
              "DIR",
              "output directory (default build/" + Defaults.OUTPUT_SUBDIRECTORY + ")",
              (r, v) -> r.outputDirectory(v)),
          new ValueOption(
              "preset",
              "preset",
              "quick|standard|thorough",
              "measurement preset (default " + Defaults.PRESET + ")",
              (r, v) -> r.preset(v)),
          new ValueOption(
              "time-budget",
              "timeBudget",
              "3m",
              "plan the measurement to finish the run within this time",
              (r, v) -> r.timeBudget(v)),
          new ValueOption(
              "threads",
              "threads",
              "N|Nv",
              "benchmark threads per fork (default "
                  + Defaults.THREADS
                  + "); Nv runs them as virtual threads (Java 21+)",
              (r, v) -> r.threads(v)),
          new ValueOption(
              "profilers",
              "profilers",
              "gc",
              "JMH profilers: gc (allocated bytes), jfr (a recording per benchmark), async"
                  + " (flame graphs where async-profiler is installed)",
              (r, v) -> r.profilers(List.of(v))),
          new ValueOption(
              "jvm-args",
              "jvmArgs",
              "\"OPTIONS\"",
              "JVM options of the measured JVMs, replacing the default heap"
                  + " (write --jvm-args=\"-Xmx2g -XX:+UseZGC\")",
              (r, v) -> r.jvmArgs(v)),
          new ValueOption(
              "jvm-args-append",
              "jvmArgsAppend",
              "\"OPTIONS\"",
              "JVM options added after the defaults and the codecs' flags",
              (r, v) -> r.jvmArgsAppend(v)),
          new ValueOption(
              "forks", "forks", "N", "explicit JMH forks (a single pass)", (r, v) -> r.forks(v)),
          new ValueOption(
              "warmup-iterations",
              "warmupIterations",
              "N",
              "explicit JMH warmup iterations",
              (r, v) -> r.warmupIterations(v)),
          new ValueOption(
              "warmup-ms",
              "warmupTime",
              "MS",
              "explicit length of one warmup iteration",
              (r, v) -> r.warmupTime(v)),
          new ValueOption(
              "iterations",
              "measurementIterations",
              "N",
              "explicit JMH measurement iterations",
              (r, v) -> r.measurementIterations(v)),
          new ValueOption(
              "iteration-ms",
              "measurementTime",
              "MS",
              "explicit length of one measurement iteration",
              (r, v) -> r.measurementTime(v)),
          new ValueOption(
              "baseline",
              "baseline",
              "FILE",
              "an earlier results.json: fail when the watched codec got slower",
              (r, v) -> r.baseline(v)),
          new ValueOption(
              "max-regression",
              "maxRegression",
              "10%",
              "tolerated slowdown against the baseline (default " + Defaults.MAX_REGRESSION + ")",
              (r, v) -> r.maxRegression(v)),
          new ValueOption(
              "pinned",
              "pinned",
              "CODEC",
              "the codec the baseline gate watches (default: the recommended one)",
              (r, v) -> r.pinned(v)),
          new ValueOption(
              "graph", "graph", "true|false", "require graph support", (r, v) -> r.graph(v)),
          new ValueOption(
              "cross-language",
              "crossLanguage",
              "true|false",
              "require a cross-language format",
              (r, v) -> r.crossLanguage(v)),
          new ValueOption(
              "versioning",
              "versioning",
              "none|backward|forward|full",
              "require schema versioning",
              (r, v) -> r.versioning(v)),
          new ValueOption(
              "versioning-changes",
              "versioningChanges",
              "fields|append",
              "the schema changes versioning requires (default fields: added and removed"
                  + " anywhere; append: at the end only)",
              (r, v) -> r.versioningChanges(v)),
          new ValueOption(
              "untrusted-input",
              "untrustedInput",
              "true|false",
              "require safety against untrusted input",
              (r, v) -> r.untrustedInput(v)),
          new ValueOption(
              "next-jdk",
              "nextJdk",
              "true|false",
              "require the messages to round-trip with sun.misc.Unsafe denied on a JDK 24+",
              (r, v) -> r.nextJdk(v)),
          new ValueOption(
              "objective",
              "objective",
              Arrays.stream(Criteria.Objective.values())
                  .map(Criteria.Objective::id)
                  .collect(Collectors.joining("|")),
              "what ranks the eligible codecs (default "
                  + Defaults.OBJECTIVE
                  + "; coldStart needs --cold-start)",
              (r, v) -> r.objective(v)),
          new ValueOption(
              "weights",
              "weights",
              "SER,DESER,SIZE[,COLD]",
              "weights of serialize time, deserialize time, size and, optionally fourth, the cold"
                  + " start (needs --cold-start)",
              (r, v) -> r.weights(v)),
          new ValueOption(
              "mix",
              "mix",
              "NAME=WEIGHT,...",
              "the weight of each message in the mix the ranking stands on (default equal)",
              (r, v) -> r.mix(List.of(v))),
          new ValueOption(
              "probe-cache",
              "probeCache",
              "DIR",
              "where capability verdicts are kept between runs (default: probe-cache in --output)",
              (r, v) -> r.probeCache(v)),
          new ValueOption(
              "current",
              "current",
              "CODEC",
              "the codec you use now; the answer gives the switch from it to the pick",
              (r, v) -> r.current(v)),
          new ValueOption(
              "round-trip-timeout",
              "roundTripTimeout",
              "SECONDS",
              "time limit of one call into a codec during verification and probes (default "
                  + Defaults.ROUND_TRIP_TIMEOUT_SECONDS
                  + ")",
              (r, v) -> r.roundTripTimeout(v)));
}
