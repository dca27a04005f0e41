package io.serbench.settings;

import io.serbench.InvalidConfigurationException;
import java.util.List;
import java.util.Locale;

/**
 * How much measurement a run may spend, and what to measure besides time.
 *
 * @param preset the named preset used when there is no time budget
 * @param timeBudgetMillis the whole run's wall-time budget in milliseconds, or {@code null}; the
 *     planner fits JMH's forks, iterations and iteration times into what verification and probes
 *     leave of it
 * @param threads benchmark threads per fork; each thread holds its own codec instance, the
 *     ThreadLocal or pool pattern that non-thread-safe libraries need
 * @param profilers JMH profilers to add: {@code gc} measures allocated bytes per operation, {@code
 *     jfr} records a Java Flight Recording of every benchmark, {@code async} draws async-profiler
 *     flame graphs where async-profiler is installed
 * @param jvmArgs the JVM options of the measured JVMs (the JMH forks and the verification worker),
 *     replacing the default heap settings (a heap sized to the model, {@code ForkHeap}, at most
 *     {@code JvmOptions.DEFAULT_HEAP}); {@code null} keeps them
 * @param jvmArgsAppend JVM options added after those and after the codecs' own flags
 * @param roundTrip whether to measure serialize-then-deserialize as a benchmark of its own; off by
 *     default, since ranking, gate and CSV use serialize and deserialize, and it would cost a third
 *     of the forks
 * @param coldStart forks of the cold-start pass (one JMH single shot per fork: the first encode and
 *     the first decode in a fresh JVM, codec creation included); 0 turns it off, {@code null} takes
 *     the preset's ({@link #coldStartForks()})
 */
public record Measurement(
    Preset preset,
    Long timeBudgetMillis,
    int threads,
    List<String> profilers,
    List<String> jvmArgs,
    List<String> jvmArgsAppend,
    boolean roundTrip,
    Integer coldStart) {

  /** Cold-start forks when asked for without a number, and in the thorough preset. */
  public static final int DEFAULT_COLD_START_FORKS = Defaults.COLD_START_FORKS;

  /** Without a cold-start setting: the preset's. */
  public Measurement(
      Preset preset,
      Long timeBudgetMillis,
      int threads,
      List<String> profilers,
      List<String> jvmArgs,
      List<String> jvmArgsAppend,
      boolean roundTrip) {
    this(preset, timeBudgetMillis, threads, profilers, jvmArgs, jvmArgsAppend, roundTrip, null);
  }

  /**
   * Forks of the cold-start pass: as set, else {@value #DEFAULT_COLD_START_FORKS} in the thorough
   * preset and 0 (off) in the others, whose wall time it would more than double on a small host.
   */
  public int coldStartForks() {
    return coldStart != null ? coldStart : preset == Preset.THOROUGH ? DEFAULT_COLD_START_FORKS : 0;
  }

  /** Without JVM options of the user's. */
  public Measurement(Preset preset, Long timeBudgetMillis, int threads, List<String> profilers) {
    this(preset, timeBudgetMillis, threads, profilers, null, List.of(), false, null);
  }

  /** The operations measured: serialize and deserialize, and the round trip when asked for. */
  public List<io.serbench.settings.Operation> operations() {
    return roundTrip
        ? io.serbench.settings.Operation.warm()
        : List.of(
            io.serbench.settings.Operation.SERIALIZE, io.serbench.settings.Operation.DESERIALIZE);
  }

  /** The supported profilers. */
  public static final List<String> PROFILERS = List.of("gc", "jfr", "async");

  /** The default: the standard preset, one thread, no profilers. */
  public static final Measurement DEFAULT =
      new Measurement(defaultPreset(), null, Defaults.THREADS, List.of());

  /** Named measurement presets; see the methodology page for their exact settings. */
  public enum Preset {
    /** A first look: two rounds of short forks for every codec, no race. */
    QUICK,
    /** Two rounds for every codec, then up to six for the codecs that can still win. */
    STANDARD,
    /** Longer forks, three rounds for every codec, then up to ten, and the cold-start pass. */
    THOROUGH
  }

  public Measurement {
    preset = preset == null ? defaultPreset() : preset;
    profilers = profilers == null ? List.of() : List.copyOf(profilers);
    jvmArgs = jvmArgs == null ? null : List.copyOf(jvmArgs);
    jvmArgsAppend = jvmArgsAppend == null ? List.of() : List.copyOf(jvmArgsAppend);
    checkJvmArgs("jvmArgs", jvmArgs);
    checkJvmArgs("jvmArgsAppend", jvmArgsAppend);
    if (threads < 1) {
      throw new InvalidConfigurationException(
          "threads", String.valueOf(threads), "threads must be at least 1, but was " + threads);
    }
    for (String profiler : profilers) {
      if (!PROFILERS.contains(profiler)) {
        throw new InvalidConfigurationException(
            "profilers",
            profiler,
            "profiler '" + profiler + "' is not supported; use " + String.join(", ", PROFILERS));
      }
    }
    if (timeBudgetMillis != null && timeBudgetMillis <= 0) {
      throw new InvalidConfigurationException(
          "timeBudget",
          timeBudgetMillis + "ms",
          "timeBudget must be positive; write it as 90s, 5m or PT3M");
    }
  }

  private static void checkJvmArgs(String element, List<String> args) {
    if (args == null) {
      return;
    }
    for (String arg : args) {
      if (!arg.startsWith("-")) {
        throw new InvalidConfigurationException(
            element,
            String.join(" ", args),
            "'"
                + arg
                + "' is not a JVM option; write options separated by spaces, each starting"
                + " with '-', such as -Xmx2g -XX:+UseZGC");
      }
    }
  }

  private static Preset defaultPreset() {
    return Preset.valueOf(Defaults.PRESET.toUpperCase(Locale.ROOT));
  }

  /** Whether allocation is measured. */
  public boolean gc() {
    return profilers.contains("gc");
  }
}
