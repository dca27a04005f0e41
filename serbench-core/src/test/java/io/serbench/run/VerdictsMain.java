package io.serbench.run;

import io.serbench.BenchmarkListener;
import io.serbench.BenchmarkRequest;
import io.serbench.result.ResultsFile;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Path;

/**
 * A worker JVM for tests that runs every stage but the measurement: verification, probes,
 * recommendation, results.json and the report, on the request in {@code args[0]}. It prints the
 * peak of the heap pools last, as {@code peak-heap-mb N}, so that a test can see what the stages
 * held at most.
 */
public final class VerdictsMain {
  private VerdictsMain() {}

  public static void main(String[] args) throws Exception {
    BenchmarkListener listener =
        new BenchmarkListener() {
          @Override
          public void info(String message) {
            System.out.println("[info] " + message);
          }

          @Override
          public void warn(String message) {
            System.out.println("[warn] " + message);
          }

          @Override
          public void debug(String message) {}
        };
    int status = 0;
    try {
      BenchmarkRequest request =
          ResultsFile.mapper().readValue(Path.of(args[0]).toFile(), BenchmarkRequest.class);
      new BenchmarkEngine(request, listener, VerdictsMain.class.getClassLoader()).run(false);
    } catch (Throwable e) {
      e.printStackTrace(System.out);
      status = 1;
    }
    long peak = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP && pool.getPeakUsage() != null) {
        peak += pool.getPeakUsage().getUsed();
      }
    }
    System.out.println("peak-heap-mb " + peak / (1024 * 1024));
    System.out.flush();
    System.exit(status);
  }
}
