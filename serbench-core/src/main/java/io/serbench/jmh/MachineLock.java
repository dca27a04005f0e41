package io.serbench.jmh;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.openjdk.jmh.runner.RunnerException;

/**
 * JMH's machine-wide lock ({@code java.io.tmpdir/jmh.lock}), which JMH takes for each run and
 * without which it refuses to start. serbench waits for it instead of failing: two builds on one
 * machine take turns, one JMH invocation (one fork of the race) at a time, so that no two forks
 * ever measure at the same time, and neither build dies because the other was measuring.
 *
 * <p>serbench runs queue for their turn on a lock of their own ({@code serbench-jmh.lock}) with a
 * blocking request, which the system grants as soon as the holder releases it, so a run between two
 * forks of another does not starve behind it; JMH's own lock, which JMH only tries, is then free
 * unless a JMH run outside serbench holds it, and that one is polled.
 */
final class MachineLock {
  /** The file JMH locks, as JMH names it. */
  static final Path FILE = Path.of(System.getProperty("java.io.tmpdir"), "jmh.lock");

  /** The file serbench runs queue on for their turn at JMH. */
  static final Path TURN = Path.of(System.getProperty("java.io.tmpdir"), "serbench-jmh.lock");

  private static final long POLL_MILLIS = 250;
  private static final long TELL_EVERY_MILLIS = TimeUnit.MINUTES.toMillis(1);

  /**
   * How long a wait for another serbench run's turn goes unmentioned: two runs that interleave
   * their forks wait a fork's length at every turn, which is no news.
   */
  private static final long FIRST_TELL_MILLIS = TimeUnit.SECONDS.toMillis(5);

  private MachineLock() {}

  /**
   * Runs JMH once the lock is free, and again if another JMH run took it first; says every minute
   * that it waits, so that the worker is never silent for long.
   */
  static <T> T whenFree(JmhCall<T> jmh, Consumer<String> progress) throws RunnerException {
    return whenFree(FILE, TURN, jmh, progress);
  }

  /** {@link #whenFree(JmhCall, Consumer)} on other lock files. */
  static <T> T whenFree(Path file, Path turn, JmhCall<T> jmh, Consumer<String> progress)
      throws RunnerException {
    FileChannel queue;
    try {
      queue = FileChannel.open(turn, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
    } catch (IOException | RuntimeException e) {
      // another user's file, a read-only directory: no queue, JMH's own lock still guards
      return whenJmhFree(file, jmh, progress);
    }
    try (queue) {
      FileLock mine = tryLock(queue);
      if (mine == null) {
        mine = waitForTurn(queue, turn, progress);
      }
      try {
        return whenJmhFree(file, jmh, progress);
      } finally {
        mine.release();
      }
    } catch (IOException e) {
      throw new RunnerException("cannot take serbench's turn at JMH (" + turn + "): " + e, e);
    }
  }

  /** Blocks until the other serbench run releases its turn; says every minute that it waits. */
  private static FileLock waitForTurn(FileChannel queue, Path turn, Consumer<String> progress)
      throws IOException {
    long start = System.nanoTime();
    ScheduledExecutorService teller =
        Executors.newSingleThreadScheduledExecutor(
            r -> {
              Thread thread = new Thread(r, "serbench-jmh-turn");
              thread.setDaemon(true);
              return thread;
            });
    teller.scheduleAtFixedRate(
        () ->
            progress.accept(
                "waiting for another serbench run on this machine to finish its JMH fork ("
                    + turn
                    + " is locked; waited "
                    + TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start)
                    + " s)"),
        FIRST_TELL_MILLIS,
        TELL_EVERY_MILLIS,
        TimeUnit.MILLISECONDS);
    try {
      while (true) {
        try {
          // another process: the system grants the lock as soon as that process releases it
          return queue.lock();
        } catch (OverlappingFileLockException sameJvm) {
          // another thread of this JVM holds it: the lock table refuses a second request
          FileLock mine = tryLock(queue);
          if (mine != null) {
            return mine;
          }
          Thread.sleep(POLL_MILLIS);
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new java.io.InterruptedIOException("interrupted while waiting for " + turn);
    } finally {
      teller.shutdownNow();
    }
  }

  /** The lock if it is free now, else null, whether a process or a thread of this JVM holds it. */
  private static FileLock tryLock(FileChannel channel) throws IOException {
    try {
      return channel.tryLock();
    } catch (OverlappingFileLockException sameJvm) {
      return null;
    }
  }

  /** Runs JMH once no JMH run outside serbench holds JMH's own lock. */
  private static <T> T whenJmhFree(Path file, JmhCall<T> jmh, Consumer<String> progress)
      throws RunnerException {
    long told = 0;
    long start = System.nanoTime();
    while (true) {
      if (free(file)) {
        try {
          return jmh.run();
        } catch (RunnerException e) {
          if (!takenByAnother(e)) {
            throw e;
          }
        }
      }
      long waited = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
      if (waited >= told) {
        progress.accept(
            "waiting for another JMH run on this machine to finish ("
                + file
                + " is locked; waited "
                + TimeUnit.MILLISECONDS.toSeconds(waited)
                + " s)");
        told = waited + TELL_EVERY_MILLIS;
      }
      try {
        Thread.sleep(POLL_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new RunnerException("interrupted while waiting for the JMH lock " + file);
      }
    }
  }

  /** One JMH invocation. */
  @FunctionalInterface
  interface JmhCall<T> {
    T run() throws RunnerException;
  }

  /** Whether no other JMH run holds the lock right now. */
  private static boolean free(Path file) {
    try (FileChannel channel =
        FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
      FileLock lock = channel.tryLock();
      if (lock == null) {
        return false;
      }
      lock.release();
      return true;
    } catch (OverlappingFileLockException e) {
      return false;
    } catch (IOException e) {
      // the file cannot be opened here: let JMH itself say why
      return true;
    }
  }

  private static boolean takenByAnother(RunnerException e) {
    return String.valueOf(e.getMessage()).contains("JMH lock");
  }
}
