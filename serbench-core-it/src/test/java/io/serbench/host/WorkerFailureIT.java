package io.serbench.host;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.BenchmarkListener;
import io.serbench.InvalidConfigurationException;
import io.serbench.WorkerFailedException;
import io.serbench.config.BenchmarkRequest;
import io.serbench.files.OutputLayout;
import io.serbench.settings.JmhSettings;
import io.serbench.testing.TestRequests;
import io.serbench.testing.TestRuns;
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
                return TestRuns.worker(request(output), quiet());
              } catch (RuntimeException e) {
                return e;
              }
            });
    ProcessHandle worker = awaitWorker();
    worker.descendants().forEach(ProcessHandle::destroyForcibly);
    worker.destroyForcibly();

    // a guard against a hang only: the host notices the lost worker at once
    Object outcome = run.get(3, TimeUnit.MINUTES);

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

    assertThatThrownBy(() -> TestRuns.worker(request(file.resolve("serbench")), quiet()))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageStartingWith("cannot write to the output directory " + file.resolve("serbench"))
        .hasMessageEndingWith("choose a writable <outputDirectory>");
  }

  private static ProcessHandle awaitWorker() throws InterruptedException {
    // a guard against a hang only: a JVM starts in a second or two, even on a busy host
    List<ProcessHandle> found = new java.util.ArrayList<>();
    io.serbench.testing.ProgressGuard.awaitAtMost(
        () ->
            ProcessHandle.current()
                .children()
                .filter(WorkerFailureIT::isWorker)
                .findFirst()
                .map(found::add)
                .orElse(false),
        java.time.Duration.ofMinutes(2),
        "WorkerFailureIT the worker JVM started");
    return found.get(0);
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
