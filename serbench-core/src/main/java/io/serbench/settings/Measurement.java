package io.serbench.settings;

import io.serbench.InvalidConfigurationException;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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

  /**
   * Parses {@code coldStart}: {@code true} ({@value #DEFAULT_COLD_START_FORKS} forks), {@code
   * false} or {@code 0} (off), or a number of forks of at least 2, for an interval.
   */
  public static Integer parseColdStart(String value) {
    if (value == null || value.isBlank()) {
      return null;
    }
    String text = value.trim().toLowerCase(java.util.Locale.ROOT);
    if (text.equals("true")) {
      return DEFAULT_COLD_START_FORKS;
    }
    if (text.equals("false") || text.equals("0")) {
      return 0;
    }
    try {
      int forks = Integer.parseInt(text);
      if (forks >= 2) {
        return forks;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new InvalidConfigurationException(
        "coldStart",
        value,
        "coldStart must be true, false or a number of forks of at least 2 (one single shot per"
            + " fork, so an interval needs two), but was '"
            + value
            + "'");
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
      new Measurement(preset(Defaults.PRESET), null, Defaults.THREADS, List.of());

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
    preset = preset == null ? preset(Defaults.PRESET) : preset;
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

  /**
   * Splits a JVM option line, such as {@code -Xmx2g -XX:+UseZGC}, on white space; null or blank
   * gives null.
   */
  public static List<String> splitJvmArgs(String line) {
    if (line == null || line.isBlank()) {
      return null;
    }
    return List.of(line.trim().split("\\s+"));
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

  /** Whether allocation is measured. */
  public boolean gc() {
    return profilers.contains("gc");
  }

  /** Reads a preset name; null or blank gives the default ({@link Defaults#PRESET}). */
  public static Preset preset(String value) {
    if (value == null || value.isBlank()) {
      return preset(Defaults.PRESET);
    }
    try {
      return Preset.valueOf(value.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new InvalidConfigurationException(
          "preset", value, "'" + value + "' is not a preset; use quick, standard or thorough");
    }
  }

  private static final Pattern PART = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|h)");

  /**
   * Reads a duration written as ISO-8601 ({@code PT3M}) or as amounts with units ({@code 90s},
   * {@code 5m}, {@code 1m30s}, {@code 1500ms}); null or blank gives null.
   */
  public static Long parseDuration(String element, String value) {
    if (value == null || value.isBlank()) {
      return null;
    }
    String text = value.trim().toLowerCase(Locale.ROOT);
    try {
      if (text.startsWith("p")) {
        return Duration.parse(text.toUpperCase(Locale.ROOT)).toMillis();
      }
      Matcher matcher = PART.matcher(text);
      long millis = 0;
      int end = 0;
      while (matcher.find() && matcher.start() == end) {
        double amount = Double.parseDouble(matcher.group(1));
        millis +=
            (long)
                (amount
                    * switch (matcher.group(2)) {
                      case "ms" -> 1;
                      case "s" -> 1000;
                      case "m" -> 60_000;
                      default -> 3_600_000;
                    });
        end = matcher.end();
      }
      if (end == text.length() && end > 0) {
        return millis;
      }
    } catch (DateTimeParseException | NumberFormatException e) {
      // fall through to the message
    }
    throw new InvalidConfigurationException(
        element, value, "'" + value + "' is not a duration; write it as 90s, 5m, 1m30s or PT3M");
  }
}
