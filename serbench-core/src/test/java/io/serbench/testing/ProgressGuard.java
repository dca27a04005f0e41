package io.serbench.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * Waits for a child JVM, or for a condition, without a limit on the whole wait: a guard against a
 * hang fails only when the watched process has been <em>silent</em> (its log stopped growing) for a
 * stated time, never because a slower or busier host took longer than the author's. Every wait
 * prints how long it took and its longest silence, so that drift shows in the test output long
 * before it nears the limit.
 */
public final class ProgressGuard {
  /**
   * How long a worker may print nothing before it counts as hung: its longest quiet stretch is one
   * codec's probes (about 60 s on a loaded two-core host) or a wait for JMH's lock, which the
   * worker reports every minute; five minutes is over three times either.
   */
  public static final Duration WORKER_SILENCE = Duration.ofMinutes(5);

  private static final long POLL_MILLIS = 200;

  private ProgressGuard() {}

  /**
   * Waits for {@code process} to exit while its output goes to {@code log}; kills it and its
   * descendants and fails when the log has not grown for {@code silence}.
   *
   * @return how long the process ran
   */
  public static Duration awaitExit(Process process, Path log, Duration silence, String what)
      throws InterruptedException {
    return awaitUntil(() -> !process.isAlive(), process, log, silence, what);
  }

  /**
   * Waits until {@code done} holds, while {@code process} writes to {@code log}; fails, killing the
   * process tree, when the log has not grown for {@code silence} or the process ended first.
   *
   * @return how long the wait took
   */
  public static Duration awaitUntil(
      BooleanSupplier done, Process process, Path log, Duration silence, String what)
      throws InterruptedException {
    long start = System.nanoTime();
    long lastGrowth = start;
    long size = -1;
    long longestSilence = 0;
    while (!done.getAsBoolean()) {
      long now = System.nanoTime();
      long current = size(log);
      if (current != size) {
        size = current;
        lastGrowth = now;
      }
      longestSilence = Math.max(longestSilence, now - lastGrowth);
      if (!process.isAlive() && !done.getAsBoolean()) {
        throw new AssertionError(
            what + ": the process ended first (exit " + process.exitValue() + "); see " + log);
      }
      if (now - lastGrowth > silence.toNanos()) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        throw new AssertionError(
            String.format(
                Locale.ROOT,
                "%s: silent for %d s (the limit for a hang), after %d s in all; last line: %s;"
                    + " see %s",
                what,
                TimeUnit.NANOSECONDS.toSeconds(now - lastGrowth),
                TimeUnit.NANOSECONDS.toSeconds(now - start),
                lastLine(log),
                log));
      }
      Thread.sleep(POLL_MILLIS);
    }
    Duration took = Duration.ofNanos(System.nanoTime() - start);
    report(what, took, Duration.ofNanos(longestSilence), silence);
    return took;
  }

  /**
   * Waits until {@code done} holds, for at most {@code limit}: for a step with no log to watch,
   * such as a process's exit after a signal. The limit must be at least three times the longest
   * duration measured in CI; the measured time is printed so that drift shows early.
   *
   * @return how long it took
   */
  public static Duration awaitAtMost(BooleanSupplier done, Duration limit, String what)
      throws InterruptedException {
    long start = System.nanoTime();
    while (!done.getAsBoolean()) {
      if (System.nanoTime() - start > limit.toNanos()) {
        throw new AssertionError(
            what + ": not done after " + limit.toSeconds() + " s (the limit for a hang)");
      }
      Thread.sleep(20);
    }
    Duration took = Duration.ofNanos(System.nanoTime() - start);
    System.out.printf(
        Locale.ROOT,
        "[timing] %s: %.1f s (limit %d s)%n",
        what,
        took.toMillis() / 1000.0,
        limit.toSeconds());
    return took;
  }

  private static void report(String what, Duration took, Duration silent, Duration limit) {
    System.out.printf(
        Locale.ROOT,
        "[timing] %s: %.1f s, longest silence %.1f s (limit %d s)%n",
        what,
        took.toMillis() / 1000.0,
        silent.toMillis() / 1000.0,
        limit.toSeconds());
  }

  private static long size(Path log) {
    try {
      return Files.size(log);
    } catch (IOException e) {
      return -1;
    }
  }

  private static String lastLine(Path log) {
    try {
      List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
      return lines.isEmpty() ? "(empty)" : lines.get(lines.size() - 1);
    } catch (IOException e) {
      return "(no log: " + e.getMessage() + ")";
    }
  }
}
