package io.serbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C during a run: the build tool's JVM gets SIGINT while a JMH fork is measuring, and no JVM
 * of the run (worker, fork) is left behind.
 */
@EnabledOnOs(OS.LINUX)
class InterruptIT {
  @TempDir Path output;

  /** A JMH fork is a grandchild of the CLI: the CLI starts the worker, the worker the forks. */
  private static List<ProcessHandle> forks(Process cli) {
    return cli.children().flatMap(ProcessHandle::children).toList();
  }

  @Test
  void sigint_stopsTheWorkerAndEveryJmhFork() throws Exception {
    String classpath =
        List.of(System.getProperty("java.class.path").split(File.pathSeparator)).stream()
            .map(e -> Path.of(e).toAbsolutePath().toString())
            .reduce((a, b) -> a + File.pathSeparator + b)
            .orElseThrow();
    Process cli =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                classpath,
                io.serbench.cli.Main.class.getName(),
                "--classpath",
                Path.of("target/test-classes").toAbsolutePath().toString(),
                "--classes",
                "io.serbench.testmodel.Order",
                "--codecs",
                "kryo",
                "--warmup-iterations",
                "1",
                "--warmup-ms",
                "60000",
                "--iterations",
                "1",
                "--iteration-ms",
                "100",
                "--output",
                output.toString())
            .redirectErrorStream(true)
            .redirectOutput(output.resolveSibling(output.getFileName() + ".log").toFile())
            .start();
    try {
      // the run may first wait its turn at JMH behind the other builds of this machine
      Instant deadline = Instant.now().plus(Duration.ofMinutes(6));
      List<ProcessHandle> run = List.of();
      // a grandchild of the CLI is a fork; the worker's and the fork's handles are taken in the
      // same look, so that a short-lived helper process seen once does not pass for a fork
      while (forks(cli).isEmpty() || (run = cli.descendants().toList()).size() < 2) {
        assertThat(Instant.now()).as("a JMH fork started").isBefore(deadline);
        assertThat(cli.isAlive()).as("the run is still going").isTrue();
        Thread.sleep(200);
      }

      assertThat(run).hasSizeGreaterThanOrEqualTo(2);

      new ProcessBuilder("kill", "-INT", Long.toString(cli.pid())).start().waitFor();

      assertThat(cli.waitFor(30, TimeUnit.SECONDS)).as("the CLI exits on SIGINT").isTrue();
      Instant gone = Instant.now().plus(Duration.ofSeconds(15));
      while (run.stream().anyMatch(ProcessHandle::isAlive) && Instant.now().isBefore(gone)) {
        Thread.sleep(200);
      }
      assertThat(run.stream().filter(ProcessHandle::isAlive).toList())
          .as("no worker or fork is left")
          .isEmpty();
    } finally {
      cli.descendants().forEach(ProcessHandle::destroyForcibly);
      cli.destroyForcibly();
    }
  }
}
