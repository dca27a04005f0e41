package io.serbench.jmh;

import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;

/**
 * The profilers every JMH invocation of a {@link JmhRunner} adds to its forks: what a measured fork
 * reports beside its scores, and the file-writing profilers asked for.
 */
final class ForkProfilers {
  private ForkProfilers() {}

  /**
   * Adds the profilers to one invocation.
   *
   * @param cold whether the forks are cold-start single shots, which get no measured fork's ones
   * @param gc whether to count allocated bytes per operation ({@link AllocationProfiler})
   * @param profiles the file-writing profilers asked for, or null
   */
  static void add(
      ChainedOptionsBuilder builder, boolean cold, boolean gc, JmhRunner.Profiles profiles) {
    if (gc && !cold) {
      builder.addProfiler(AllocationProfiler.class);
    }
    if (!cold) {
      // each iteration's compilation and collections, warm-up included (the still-compiling
      // flag), and the collectors by name; a cold fork's single shot is left alone
      builder.addProfiler(ActivityProfiler.class);
    }
    if (profiles != null && profiles.jfr()) {
      builder.addProfiler(
          org.openjdk.jmh.profile.JavaFlightRecorderProfiler.class,
          "dir=" + profiles.directory().toAbsolutePath());
    }
    if (profiles != null && profiles.asyncLibrary() != null) {
      builder.addProfiler(
          org.openjdk.jmh.profile.AsyncProfiler.class,
          "libPath="
              + profiles.asyncLibrary()
              + ";output=flamegraph;dir="
              + profiles.directory().toAbsolutePath());
    }
  }
}
