package io.serbench.result;

import io.serbench.JmhSettings;

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
    double durationSeconds) {}
