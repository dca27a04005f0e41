package io.serbench.result;

import io.serbench.settings.JmhSettings;

/**
 * The host and settings that produced the numbers.
 *
 * @param javaVersion {@code java.version} of the benchmark JVM
 * @param javaVendor {@code java.vendor}
 * @param os name, version and architecture
 * @param cpu the CPU model, when the OS reveals it
 * @param cores available processors
 * @param seed the sample generator's seed
 * @param jmhVersion the JMH version used
 * @param jmh forks and iterations
 * @param durationSeconds wall time of the whole run
 * @param race how the measurement ran in rounds, or {@code null} when nothing was measured
 * @param plan how the measurement time was planned, in one line
 * @param threads benchmark threads per fork
 * @param profilers JMH profilers that ran, such as {@code gc}
 * @param phaseSeconds wall time of each phase: scan, samples, verification, probes, sources,
 *     compile, race, cold start, report
 * @param jvmArgs the JVM options every JMH fork ran with: the heap (or the user's {@code jvmArgs}),
 *     the codecs' flags and the user's {@code jvmArgsAppend}
 * @param collectors the garbage collectors the measured forks ran, as each fork named its GC
 *     MXBeans ({@code G1 Young Generation}); empty when not recorded (before schema 6, or no
 *     measured fork)
 */
public record Environment(
    String javaVersion,
    String javaVendor,
    String os,
    String cpu,
    int cores,
    long seed,
    String jmhVersion,
    JmhSettings jmh,
    double durationSeconds,
    RaceLog race,
    String plan,
    int threads,
    java.util.List<String> profilers,
    java.util.Map<String, Double> phaseSeconds,
    java.util.List<String> jvmArgs,
    java.util.List<String> collectors) {

  public Environment {
    collectors = collectors == null ? java.util.List.of() : java.util.List.copyOf(collectors);
    threads = Math.max(1, threads);
    profilers = profilers == null ? java.util.List.of() : java.util.List.copyOf(profilers);
    jvmArgs = jvmArgs == null ? java.util.List.of() : java.util.List.copyOf(jvmArgs);
    phaseSeconds =
        phaseSeconds == null
            ? java.util.Map.of()
            : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(phaseSeconds));
  }

  /** Seconds spent outside JMH's own measurement: everything but the race and the cold start. */
  public double overheadSeconds() {
    return overheadSeconds(phaseSeconds);
  }

  /** The same sum over any map of phase seconds, such as one still being filled. */
  public static double overheadSeconds(java.util.Map<String, Double> phases) {
    return phases.entrySet().stream()
        .filter(e -> isOverhead(e.getKey()))
        .mapToDouble(java.util.Map.Entry::getValue)
        .sum();
  }

  /** The phase of the next JDK's forks, what it costs in speed: JMH measurement too. */
  public static final String NEXT_JDK_PHASE = "next JDK";

  /** Whether a phase is outside JMH's measurement: not the race, the cold start or the next JDK. */
  public static boolean isOverhead(String phase) {
    return !phase.equals("race") && !phase.equals("cold start") && !phase.equals(NEXT_JDK_PHASE);
  }
}
