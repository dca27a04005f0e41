package io.serbench.host;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.BenchmarkListener;
import io.serbench.InvalidConfigurationException;
import io.serbench.JmhSettings;
import io.serbench.OutputLayout;
import io.serbench.WorkerFailedException;
import io.serbench.config.BenchmarkRequest;
import io.serbench.testing.TestRequests;
import io.serbench.worker.WorkerMain;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkerFailureIT {
  @TempDir Path output;

  private BenchmarkRequest request(Path out) {
    return TestRequests.writingTo(out)
        .classes(List.of("io.serbench.testmodel.Order"))
        .codecs(List.of("kryo", "jdk"))
        .jmh(new JmhSettings(1, 1, 100, 3, 100))
        .build();
  }

  @Test
  void workerKilledMidway_leavesNoResultsOrReport_andSaysWhereTheLogIs() throws Exception {
    Files.writeString(output.resolve("index.html"), "an earlier report");
    CompletableFuture<Object> run =
        CompletableFuture.supplyAsync(
            () -> {
              try {
                return WorkerRun.run(request(output), quiet());
              } catch (RuntimeException e) {
                return e;
              }
            });
    ProcessHandle worker = awaitWorker();
    worker.descendants().forEach(ProcessHandle::destroyForcibly);
    worker.destroyForcibly();

    Object outcome = run.get(60, TimeUnit.SECONDS);

    assertThat(outcome).isInstanceOf(WorkerFailedException.class);
    assertThat(((WorkerFailedException) outcome).getMessage())
        .startsWith("the worker JVM exited with status")
        .contains(output.resolve(OutputLayout.WORKER_LOG).toString());
    assertThat(output.resolve("results.json")).doesNotExist();
    assertThat(output.resolve("index.html")).doesNotExist();
    assertThat(output.resolve(OutputLayout.WORKER_LOG)).exists();
  }

  @Test
  void unwritableOutputDirectory_isAConfigurationErrorNamingTheElement() throws Exception {
    Path file = output.resolve("not-a-directory");
    Files.writeString(file, "x");

    assertThatThrownBy(() -> WorkerRun.run(request(file.resolve("serbench")), quiet()))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageStartingWith("cannot write to the output directory " + file.resolve("serbench"))
        .hasMessageEndingWith("choose a writable <outputDirectory>");
  }

  private static ProcessHandle awaitWorker() throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (System.nanoTime() < deadline) {
      var worker = ProcessHandle.current().children().filter(WorkerFailureIT::isWorker).findFirst();
      if (worker.isPresent()) {
        return worker.get();
      }
      Thread.sleep(20);
    }
    throw new AssertionError("the worker JVM never started");
  }

  private static boolean isWorker(ProcessHandle process) {
    ProcessHandle.Info info = process.info();
    return info.commandLine().orElse("").contains(WorkerMain.class.getName())
        || Arrays.asList(info.arguments().orElse(new String[0]))
            .contains(WorkerMain.class.getName())
        || readCmdline(process).contains(WorkerMain.class.getName());
  }

  private static String readCmdline(ProcessHandle process) {
    try {
      return Files.readString(Path.of("/proc", Long.toString(process.pid()), "cmdline"));
    } catch (java.io.IOException e) {
      return "";
    }
  }

  private static BenchmarkListener quiet() {
    return new BenchmarkListener() {
      @Override
      public void info(String message) {}

      @Override
      public void warn(String message) {}

      @Override
      public void debug(String message) {}
    };
  }
}
