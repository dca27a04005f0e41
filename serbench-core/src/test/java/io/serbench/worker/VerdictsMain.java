package io.serbench.worker;

import io.serbench.BenchmarkListener;
import io.serbench.config.BenchmarkRequest;
import io.serbench.result.io.ResultsFile;
import java.nio.file.Path;

/**
 * A worker JVM for tests that runs every stage but the measurement: verification, probes,
 * recommendation, results.json and the report, on the request in {@code args[0]}. It prints the
 * peak of the heap in use last (sampled every 20 ms, garbage not yet collected included), as {@code
 * peak-heap-mb N of max M}, so that a test can see what the stages held at most.
 */
public final class VerdictsMain {
  private VerdictsMain() {}

  public static void main(String[] args) throws Exception {
    // the debug lines too (a line per codec probed), so that a test sees the worker progress
    BenchmarkListener console = BenchmarkListener.console();
    BenchmarkListener listener =
        new BenchmarkListener() {
          @Override
          public void info(String message) {
            console.info(message);
          }

          @Override
          public void warn(String message) {
            console.warn(message);
          }

          @Override
          public void debug(String message) {
            System.out.println("[serbench] (debug) " + message);
          }
        };
    // the heap in use, sampled: the peak of what the stages held at once, garbage included
    java.util.concurrent.atomic.AtomicLong peak = new java.util.concurrent.atomic.AtomicLong();
    // what the heap still held after its collections: the live set, the figure that grows with
    // whatever the stages keep reachable
    java.util.concurrent.atomic.AtomicLong live = new java.util.concurrent.atomic.AtomicLong();
    Thread sampler =
        new Thread(
            () -> {
              Runtime runtime = Runtime.getRuntime();
              while (true) {
                peak.accumulateAndGet(runtime.totalMemory() - runtime.freeMemory(), Math::max);
                long afterCollection = 0;
                for (var pool : java.lang.management.ManagementFactory.getMemoryPoolMXBeans()) {
                  if (pool.getType() == java.lang.management.MemoryType.HEAP
                      && pool.getCollectionUsage() != null) {
                    afterCollection += pool.getCollectionUsage().getUsed();
                  }
                }
                live.accumulateAndGet(afterCollection, Math::max);
                try {
                  Thread.sleep(20);
                } catch (InterruptedException e) {
                  return;
                }
              }
            },
            "heap-sampler");
    sampler.setDaemon(true);
    sampler.start();
    int status = 0;
    try {
      BenchmarkRequest request =
          ResultsFile.mapper().readValue(Path.of(args[0]).toFile(), BenchmarkRequest.class);
      new BenchmarkEngine(request, listener, VerdictsMain.class.getClassLoader()).run(false);
    } catch (Throwable e) {
      e.printStackTrace(System.out);
      status = 1;
    }
    System.out.println(
        "peak-heap-mb "
            + peak.get() / (1024 * 1024)
            + " live-after-gc-mb "
            + live.get() / (1024 * 1024)
            + " of max "
            + Runtime.getRuntime().maxMemory() / (1024 * 1024));
    System.out.flush();
    System.exit(status);
  }
}
