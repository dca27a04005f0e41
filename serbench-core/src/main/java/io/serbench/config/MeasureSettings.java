package io.serbench.config;

import io.serbench.settings.Defaults;
import io.serbench.settings.Measurement;
import java.util.List;
import java.util.Locale;

/** The settings of how much is measured, and in which JVMs. */
public final class MeasureSettings {
  private MeasureSettings() {}

  public static final Setting<Measurement.Preset> PRESET =
      Setting.value("preset", "preset", Measurement.Preset.class, Parsers.PRESET)
          .defaultValue(
              Measurement.Preset.valueOf(Defaults.PRESET.toUpperCase(Locale.ROOT)), Defaults.PRESET)
          .help("quick|standard|thorough", "measurement preset (default " + Defaults.PRESET + ")")
          .describe(
              "Measurement preset: {@code quick}, {@code standard} (rounds of one fork of 25 x 100"
                  + " ms iterations per benchmark, in a shuffled order; after two rounds the codecs"
                  + " that cannot win leave, and the rest get up to six) or {@code thorough}. See"
                  + " the methodology page for the exact settings.")
          .declare();

  /** The whole run's wall-time budget in milliseconds, or {@code null}. */
  public static final Setting<Long> TIME_BUDGET =
      Setting.value("timeBudget", "time-budget", Long.class, Parsers.DURATION)
          .help("3m", "plan the measurement to finish the run within this time")
          .describe(
              "Wall-time budget of the whole run, as {@code 90s}, {@code 5m} or ISO-8601 {@code"
                  + " PT3M}: a limit on the race: serbench fits two rounds into it (shortening the"
                  + " forks if it must), runs rounds while the next fits, prints the plan before it"
                  + " starts, and the report says at what confidence the race stopped. Overrides"
                  + " the preset's limits.")
          .declare();

  public static final Setting<Threads> THREADS =
      Setting.value("threads", "threads", Threads.class, Parsers.THREADS)
          .defaultValue(new Threads(Defaults.THREADS, false), "" + Defaults.THREADS)
          .help(
              "N|Nv",
              "benchmark threads per fork (default "
                  + Defaults.THREADS
                  + "); Nv runs them as virtual threads (Java 21+)")
          .describe(
              "Benchmark threads per fork. Each thread uses its own codec instance, the pooling or"
                  + " ThreadLocal pattern that Kryo and FST need in production. {@code 4v} runs"
                  + " them as virtual threads (JMH's {@code jmh.executor=VIRTUAL}; Java 21 or"
                  + " later).")
          .declare();

  public static final Setting<List<String>> PROFILERS =
      Setting.list("profilers", "profilers")
          .help(
              "gc",
              "JMH profilers: gc (allocated bytes), jfr (a recording per benchmark), async"
                  + " (flame graphs where async-profiler is installed)")
          .describe(
              "JMH profilers, comma-separated: {@code gc} for allocated bytes per operation, {@code"
                  + " jfr} for a Java Flight Recording of every benchmark ({@code profiles/}),"
                  + " {@code async} for async-profiler flame graphs where its library is installed"
                  + " ({@code ASYNC_PROFILER_HOME}), else a warning and the run goes on. They run"
                  + " inside the measured forks, so their overhead is in the figures. Default:"
                  + " none.")
          .declare();

  /** The measured JVMs' options, replacing the default heap; {@code null} keeps it. */
  public static final Setting<List<String>> JVM_ARGS =
      Setting.value("jvmArgs", "jvm-args", List.class, Parsers.JVM_OPTIONS)
          .type(Parsers.listOf(String.class))
          .help(
              "\"OPTIONS\"",
              "JVM options of the measured JVMs, replacing the default heap"
                  + " (write --jvm-args=\"-Xmx2g -XX:+UseZGC\")")
          .describe(
              "JVM options of the measured JVMs (the JMH forks and the verification worker),"
                  + " separated by spaces, such as {@code -Xms4g -Xmx4g -XX:+UseZGC}: measure under"
                  + " your production GC and heap. They replace the defaults ({@code -Xms1g -Xmx1g"
                  + " -XX:+UseG1GC -XX:+AlwaysPreTouch}, the heap sized to the model between 256 MB"
                  + " and 1 GB); the codecs' own flags (FST's {@code --add-opens}) are always"
                  + " added.")
          .declare();

  public static final Setting<List<String>> JVM_ARGS_APPEND =
      Setting.value("jvmArgsAppend", "jvm-args-append", List.class, Parsers.JVM_OPTIONS)
          .type(Parsers.listOf(String.class))
          .help("\"OPTIONS\"", "JVM options added after the defaults and the codecs' flags")
          .describe(
              "JVM options added after the defaults and the codecs' flags, separated by spaces,"
                  + " such as {@code --enable-preview} or an {@code --add-opens} your model needs.")
          .declare();

  public static final Setting<Integer> FORKS =
      Setting.value("forks", "forks", Integer.class, Parsers.INT)
          .help("N", "explicit JMH forks (a single pass)")
          .describe(
              "JMH forks per benchmark. Setting this or any of the four parameters below overrides"
                  + " the preset, {@code quick} and the time budget's plan: {@code forks} rounds of"
                  + " one fork per benchmark with exactly these settings, no race (defaults: the"
                  + " standard preset's fork, 15 x 100 ms warm-up and 25 x 100 ms measured, in 1"
                  + " round).")
          .declare();

  public static final Setting<Integer> WARMUP_ITERATIONS =
      Setting.value("warmupIterations", "warmup-iterations", Integer.class, Parsers.INT)
          .help("N", "explicit JMH warmup iterations")
          .describe("JMH warmup iterations per fork (explicit settings).")
          .declare();

  public static final Setting<Long> WARMUP_TIME =
      Setting.value("warmupTime", "warmup-ms", Long.class, Parsers.LONG)
          .help("MS", "explicit length of one warmup iteration")
          .describe("Length of one warmup iteration in milliseconds (explicit settings).")
          .declare();

  public static final Setting<Integer> MEASUREMENT_ITERATIONS =
      Setting.value("measurementIterations", "iterations", Integer.class, Parsers.INT)
          .help("N", "explicit JMH measurement iterations")
          .describe("JMH measurement iterations per fork (explicit settings).")
          .declare();

  public static final Setting<Long> MEASUREMENT_TIME =
      Setting.value("measurementTime", "iteration-ms", Long.class, Parsers.LONG)
          .help("MS", "explicit length of one measurement iteration")
          .describe("Length of one measurement iteration in milliseconds (explicit settings).")
          .declare();

  public static final Setting<Boolean> ROUND_TRIP =
      Setting.flag("roundTrip", "round-trip")
          .help("also measure serialize-then-deserialize as a benchmark of its own")
          .describe(
              "Also measures serialize-then-deserialize as a benchmark of its own. Off by default:"
                  + " the ranking, the gates and the CSV use serialize and deserialize, and the"
                  + " round trip would cost a third of the forks.")
          .declare();

  /** Forks of the cold-start pass: 0 is off, {@code null} takes the preset's. */
  public static final Setting<Integer> COLD_START =
      Setting.value("coldStart", "cold-start", Integer.class, Parsers.COLD_START)
          .help(
              "true|false|N",
              "cold-start pass: first encode and decode in fresh JVMs, N single-shot forks")
          .describe(
              "The cold-start pass: the first encode and the first decode in a fresh JVM, codec"
                  + " creation included, with JMH's SingleShotTime mode and one shot per fork."
                  + " {@code true} (5 forks), {@code false}, or a number of forks (at least 2)."
                  + " Default: unset, which is on (5 forks) in the {@code thorough} preset and off"
                  + " in the others. With a {@code timeBudget} it takes at most a quarter of the"
                  + " budget.")
          .declare();

  public static final Setting<List<String>> JVMS =
      Setting.list("jvms", "jvms")
          .help("HOME,HOME", "run on each JDK home and compare them (jdks.html)")
          .describe(
              "JDK homes to run the benchmark and the probes on, one after the other, such as"
                  + " {@code <jvms><jvm>/usr/lib/jvm/java-17-openjdk-amd64</jvm>"
                  + "<jvm>/usr/lib/jvm/temurin-25-jdk-amd64</jvm></jvms>}. Each JDK's results go"
                  + " to {@code jdk-N/} in the output directory, with {@code jdks.html} comparing"
                  + " them side by side; the first JDK's results are also the output directory's"
                  + " own. Instead of a home, {@code toolchain:25} (or {@code"
                  + " toolchain:version=25;vendor=temurin}) picks the first matching JDK toolchain"
                  + " of {@code ~/.m2/toolchains.xml} (or {@code -t file}). Empty: one run on the"
                  + " project's JDK, as Surefire chooses it: the JDK toolchain that"
                  + " maven-toolchains-plugin selected for the build, else the JDK that runs"
                  + " Maven. On the command line, separate entries with commas.")
          .declare();

  /** Whether the codecs the answer names are timed on the next JDK with Unsafe denied. */
  public static final Setting<Boolean> NEXT_JDK_SPEED =
      Setting.flag("nextJdkSpeed", "next-jdk-speed")
          .help("time the codecs the answer names on JDK 24+ with Unsafe denied and by default")
          .describe(
              """
              Times the codecs the answer names that pass the next-JDK probe on a JDK 24 or
              later, with {@code sun.misc.Unsafe}'s memory access denied against the JDK's
              default, in paired forks of the race's own setup: what moving to the next
              JDK costs in speed, with an interval. Twelve forks per codec, so off by
              default; on in the {@code thorough} preset.""")
          .declare();

  /** Every setting of the measurement, in usage.md's order. */
  static final List<Setting<?>> ALL =
      List.of(
          PRESET,
          TIME_BUDGET,
          FORKS,
          WARMUP_ITERATIONS,
          WARMUP_TIME,
          MEASUREMENT_ITERATIONS,
          MEASUREMENT_TIME,
          COLD_START,
          ROUND_TRIP,
          THREADS,
          PROFILERS,
          JVM_ARGS,
          JVM_ARGS_APPEND,
          JVMS,
          NEXT_JDK_SPEED);
}
