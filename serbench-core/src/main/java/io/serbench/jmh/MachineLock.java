package io.serbench.jmh;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.openjdk.jmh.runner.RunnerException;

/**
 * JMH's machine-wide lock ({@code java.io.tmpdir/jmh.lock}), which JMH takes for each run and
 * without which it refuses to start. serbench waits for it instead of failing: two builds on one
 * machine take turns, one JMH invocation (one fork of the race) at a time, so that no two forks
 * ever measure at the same time, and neither build dies because the other was measuring.
 */
final class MachineLock {
  /** The file JMH locks, as JMH names it. */
  static final Path FILE = Path.of(System.getProperty("java.io.tmpdir"), "jmh.lock");

  private static final long POLL_MILLIS = 250;
  private static final long TELL_EVERY_MILLIS = TimeUnit.MINUTES.toMillis(1);

  private MachineLock() {}

  /**
   * Runs JMH once the lock is free, and again if another JMH run took it first; says every minute
   * that it waits, so that the worker is never silent for long.
   */
  static <T> T whenFree(JmhCall<T> jmh, Consumer<String> progress) throws RunnerException {
    return whenFree(FILE, jmh, progress);
  }

  /** {@link #whenFree(JmhCall, Consumer)} on another lock file. */
  static <T> T whenFree(Path file, JmhCall<T> jmh, Consumer<String> progress)
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
