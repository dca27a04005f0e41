package io.serbench.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.example.crash.UnsafeLibrary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkerCrashTest {
  @Test
  void aJvmThatDiesOfAFatalError_isDescribedByWhereItDiedAndWhereItsReportIs(@TempDir Path dir)
      throws Exception {
    Process crashing =
        new ProcessBuilder(
                List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-XX:-CreateCoredumpOnCrash",
                    "-Xint",
                    "-cp",
                    System.getProperty("java.class.path"),
                    UnsafeLibrary.class.getName()))
            .directory(dir.toFile())
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("out.txt").toFile())
            .start();
    // a guard against a hang only: the JVM dies as soon as it runs main
    assertThat(crashing.waitFor(2, TimeUnit.MINUTES)).isTrue();
    Path report = WorkerCrash.report(dir, crashing.pid());

    assertThat(crashing.exitValue()).isNotZero();
    assertThat(report).exists();
    assertThat(WorkerCrash.describe(report))
        .hasValueSatisfying(
            text ->
                assertThat(text)
                    .startsWith("the worker JVM crashed (")
                    .contains("in org.example.crash.UnsafeLibrary.writeThroughABadAddress")
                    .contains("leave that library's codecs out of <codecs>")
                    .endsWith("its crash report is " + report));
  }

  @Test
  void aJvmThatLeftNoReport_isNotACrash(@TempDir Path dir) {
    assertThat(WorkerCrash.describe(WorkerCrash.report(dir, 42))).isEmpty();
    assertThat(Files.exists(dir.resolve("hs_err_pid42.log"))).isFalse();
  }
}
