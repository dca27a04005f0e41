package io.serbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.testing.ProgressGuard;
import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
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
  /** A guard against a hang only: the exits take a second or two. */
  private static final Duration EXIT_LIMIT = Duration.ofMinutes(2);

  @TempDir Path output;

  /** A JMH fork is a grandchild of the CLI: the CLI starts the worker, the worker the forks. */
  private static List<ProcessHandle> forks(Process cli) {
    return cli.children().flatMap(ProcessHandle::children).toList();
  }

  /** Whether the process ignores SIGINT (bit 2 of SigIgn in its /proc status). */
  private static boolean sigintIgnored(long pid) throws java.io.IOException {
    for (String line :
        java.nio.file.Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
      if (line.startsWith("SigIgn:")) {
        return (Long.parseUnsignedLong(line.substring(7).trim(), 16) & 0x2L) != 0;
      }
    }
    return false;
  }

  @Test
  void sigint_stopsTheWorkerAndEveryJmhFork() throws Exception {
    String classpath =
        List.of(System.getProperty("java.class.path").split(File.pathSeparator)).stream()
            .map(e -> Path.of(e).toAbsolutePath().toString())
            .reduce((a, b) -> a + File.pathSeparator + b)
            .orElseThrow();
    Path log = output.resolveSibling(output.getFileName() + ".log");
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
            .redirectOutput(log.toFile())
            .start();
    try {
      // the run may first wait its turn at JMH behind the other builds of this machine, and it
      // verifies first: no limit on how long that takes, only on how long the run stays silent.
      // A grandchild of the CLI is a fork; the worker's and the fork's handles are taken in the
      // same look, so that a short-lived helper process seen once does not pass for a fork
      List<List<ProcessHandle>> run = new ArrayList<>(List.of(List.of()));
      ProgressGuard.awaitUntil(
          () -> {
            if (forks(cli).isEmpty()) {
              return false;
            }
            run.set(0, cli.descendants().toList());
            return run.get(0).size() >= 2;
          },
          cli,
          log,
          ProgressGuard.WORKER_SILENCE,
          "InterruptIT until a JMH fork started");
      List<ProcessHandle> started = run.get(0);

      // a JVM started with SIGINT ignored (a build run in the background under a shell without
      // job control, or under nohup) installs no handler for it, as a terminal would not send
      // it either: then the test sends SIGTERM, which runs the same shutdown hooks
      String signal = sigintIgnored(cli.pid()) ? "-TERM" : "-INT";
      System.out.println("[timing] InterruptIT sends kill " + signal);
      new ProcessBuilder("kill", signal, Long.toString(cli.pid())).start().waitFor();

      // what is asserted is that they go, not how fast: the limits only stop a hung test, and are
      // far above the second or two they take (printed)
      ProgressGuard.awaitAtMost(() -> !cli.isAlive(), EXIT_LIMIT, "InterruptIT the CLI exits");
      ProgressGuard.awaitAtMost(
          () -> started.stream().noneMatch(ProcessHandle::isAlive),
          EXIT_LIMIT,
          "InterruptIT no worker or fork is left (" + started.size() + " processes)");
      assertThat(started.stream().filter(ProcessHandle::isAlive).toList())
          .as("no worker or fork is left")
          .isEmpty();
    } finally {
      cli.descendants().forEach(ProcessHandle::destroyForcibly);
      cli.destroyForcibly();
    }
  }
}
