package io.serbench.config;

/**
 * Benchmark threads per fork, as {@code threads} gives them ({@code 4}, or {@code 4v} for virtual
 * threads).
 *
 * @param count threads per fork
 * @param virtual whether they run as virtual threads (JMH's {@code jmh.executor=VIRTUAL})
 */
public record Threads(int count, boolean virtual) {}
