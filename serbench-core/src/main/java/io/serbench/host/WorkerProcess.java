package io.serbench.host;

import io.serbench.BenchmarkListener;
import io.serbench.protocol.WorkerEvent;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * A running worker JVM and the three threads that watch it: the relay turns its {@code @@serbench}
 * events on stdout into listener calls, the stderr pump keeps the last lines for the error message,
 * and the watchdog stops a worker that has been silent too long. Both streams go to {@code
 * worker.log}. A shutdown hook stops the worker and its JMH forks if Maven itself is stopped.
 */
final class WorkerProcess {
  private static final int KEPT_ERROR_LINES = 20;

  /**
   * How long the worker may stay silent, in minutes, before the watchdog stops it. Every phase
   * reports progress far more often: verification per codec, JMH per benchmark (whose iterations
   * have their own timeout).
   */
  static final long SILENCE_MINUTES = 20;

  /**
   * How the worker ended.
   *
   * @param status the exit status
   * @param error the typed error event the worker reported, if any
   * @param stopped why the watchdog stopped the worker, if it did
   * @param lastError the last line the worker wrote to stderr, if any
   */
  record Exit(
      int status,
      Optional<WorkerEvent.Failure> error,
      Optional<String> stopped,
      String lastError) {}

  private WorkerProcess() {}

  /**
   * Watches the started worker until it ends, relaying its events to the listener.
   *
   * @throws IOException when the worker's output cannot be read or logged; the worker is stopped
   * @throws InterruptedException when this thread is interrupted; the worker is stopped first
   */
  static Exit run(Process process, Path log, BenchmarkListener listener)
      throws IOException, InterruptedException {
    Thread killer = new Thread(() -> destroy(process), "serbench-worker-killer");
    Runtime.getRuntime().addShutdownHook(killer);
    AtomicReference<WorkerEvent.Failure> error = new AtomicReference<>();
    AtomicReference<String> stopped = new AtomicReference<>();
    Deque<String> lastErrors = new ArrayDeque<>();
    try (PrintWriter logWriter =
        new PrintWriter(Files.newBufferedWriter(log, StandardCharsets.UTF_8), true)) {
      Thread stderr =
          new Thread(
              () ->
                  pump(
                      process.getErrorStream(),
                      logWriter,
                      line -> keep(lastErrors, line, listener)),
              "serbench-worker-stderr");
      stderr.setDaemon(true);
      stderr.start();
      AtomicLong lastOutput = new AtomicLong(System.nanoTime());
      Thread watchdog = watchdog(process, lastOutput, stopped);
      pump(
          process.getInputStream(),
          logWriter,
          line -> {
            lastOutput.set(System.nanoTime());
            relay(line, listener, error);
          });
      int status = process.waitFor();
      watchdog.interrupt();
      stderr.join(5_000);
      String last;
      synchronized (lastErrors) {
        last = lastErrors.isEmpty() ? "" : lastErrors.getLast();
      }
      return new Exit(
          status, Optional.ofNullable(error.get()), Optional.ofNullable(stopped.get()), last);
    } catch (IOException | InterruptedException | RuntimeException e) {
      destroy(process);
      throw e;
    } finally {
      try {
        Runtime.getRuntime().removeShutdownHook(killer);
      } catch (IllegalStateException shuttingDown) {
        // the hook is already running and stops the worker
      }
    }
  }

  private static void keep(Deque<String> lastErrors, String line, BenchmarkListener listener) {
    synchronized (lastErrors) {
      lastErrors.addLast(line);
      if (lastErrors.size() > KEPT_ERROR_LINES) {
        lastErrors.removeFirst();
      }
    }
    listener.debug(line);
  }

  private static void relay(
      String line, BenchmarkListener listener, AtomicReference<WorkerEvent.Failure> error) {
    Optional<WorkerEvent> event = WorkerEvent.parse(line);
    if (event.isEmpty()) {
      listener.debug(line);
      return;
    }
    if (event.get() instanceof WorkerEvent.Failure failure) {
      error.set(failure);
    } else if (event.get() instanceof WorkerEvent.Log log) {
      switch (log.level()) {
        case WARN -> listener.warn(log.message());
        case DEBUG -> listener.debug(log.message());
        case INFO -> listener.info(log.message());
      }
    }
  }

  private static void pump(InputStream stream, PrintWriter log, Consumer<String> consumer) {
    try (BufferedReader reader =
        new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
      String line;
      while ((line = reader.readLine()) != null) {
        synchronized (log) {
          log.println(line);
        }
        consumer.accept(line);
      }
    } catch (IOException e) {
      // the worker closed its stream: it ended or was killed
    }
  }

  private static Thread watchdog(
      Process process, AtomicLong lastOutput, AtomicReference<String> stopped) {
    long limit = TimeUnit.MINUTES.toNanos(SILENCE_MINUTES);
    Thread watchdog =
        new Thread(
            () -> {
              try {
                while (process.isAlive()) {
                  Thread.sleep(1000);
                  if (System.nanoTime() - lastOutput.get() > limit) {
                    stopped.set(
                        "the worker JVM printed nothing for "
                            + SILENCE_MINUTES
                            + " minutes and was stopped with its JMH forks");
                    destroy(process);
                    return;
                  }
                }
              } catch (InterruptedException done) {
                // the worker finished
              }
            },
            "serbench-worker-watchdog");
    watchdog.setDaemon(true);
    watchdog.start();
    return watchdog;
  }

  /** Stops the worker and every JMH fork it started. */
  private static void destroy(Process process) {
    process.descendants().forEach(ProcessHandle::destroyForcibly);
    process.destroyForcibly();
  }
}
