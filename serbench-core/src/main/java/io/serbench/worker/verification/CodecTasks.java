package io.serbench.worker.verification;

import io.serbench.codec.CodecProvider;
import io.serbench.text.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Runs one task per codec on as many threads as the host has cores (at most 4), keeping the order.
 * Each codec works in class loaders of its own, so they do not share library state.
 */
public final class CodecTasks {
  private CodecTasks() {}

  /** A task that may throw. */
  @FunctionalInterface
  public interface Task<R> {
    R apply(CodecProvider codec) throws Exception;
  }

  /** The threads {@link #inParallel} runs this many tasks on: one per core, at most four. */
  public static int threads(int tasks) {
    return Math.max(1, Math.min(4, Math.min(tasks, Runtime.getRuntime().availableProcessors())));
  }

  /**
   * How busy the threads were, for the log: {@code on 2 threads, busy 97% of the time (117.2 s of
   * thread time)}; where it is well under 100%, a thread waited for the last, longest task.
   */
  public static String busy(long wallMillis, int threads, long busyMillis) {
    return String.format(
        java.util.Locale.ROOT,
        "on %d thread%s, busy %s of the time (%s of thread time)",
        threads,
        threads == 1 ? "" : "s",
        Numbers.whole(100.0 * busyMillis / Math.max(1, wallMillis * threads)) + "%",
        Numbers.seconds(busyMillis));
  }

  public static <R> List<R> inParallel(List<CodecProvider> codecs, Task<R> task) throws Exception {
    int threads = threads(codecs.size());
    ExecutorService pool =
        Executors.newFixedThreadPool(
            threads,
            runnable -> {
              Thread thread = new Thread(runnable, "serbench-codec");
              thread.setDaemon(true);
              return thread;
            });
    try {
      List<Future<R>> futures = new ArrayList<>();
      for (CodecProvider codec : codecs) {
        futures.add(pool.submit(() -> task.apply(codec)));
      }
      List<R> results = new ArrayList<>();
      for (Future<R> future : futures) {
        try {
          results.add(future.get());
        } catch (ExecutionException e) {
          throw e.getCause() instanceof Exception cause ? cause : e;
        }
      }
      return results;
    } finally {
      pool.shutdownNow();
    }
  }
}
