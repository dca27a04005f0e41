package io.serbench.worker;

import io.serbench.codec.CodecProvider;
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
final class CodecTasks {
  private CodecTasks() {}

  /** A task that may throw. */
  @FunctionalInterface
  interface Task<R> {
    R apply(CodecProvider codec) throws Exception;
  }

  static <R> List<R> inParallel(List<CodecProvider> codecs, Task<R> task) throws Exception {
    int threads =
        Math.max(
            1, Math.min(4, Math.min(codecs.size(), Runtime.getRuntime().availableProcessors())));
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
