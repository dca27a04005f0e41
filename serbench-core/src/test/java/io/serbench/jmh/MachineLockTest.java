package io.serbench.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.runner.RunnerException;

/** A run that finds JMH's lock taken waits for it, says so, and runs once it is free. */
class MachineLockTest {
  @TempDir Path directory;

  @Test
  void aTakenLock_isWaitedFor_thenJmhRuns() throws Exception {
    Path file = directory.resolve("jmh.lock");
    List<String> said = new CopyOnWriteArrayList<>();
    AtomicInteger runs = new AtomicInteger();
    CompletableFuture<String> run;
    try (FileChannel channel =
            FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock held = channel.lock()) {
      run =
          inBackground(
              file,
              directory.resolve("turn.lock"),
              () -> {
                runs.incrementAndGet();
                return "measured";
              },
              said);
      // it says so at once: waited for as long as that takes on a busy host
      io.serbench.testing.ProgressGuard.awaitAtMost(
          () -> !said.isEmpty(), java.time.Duration.ofMinutes(1), "the wait is told");
      assertThat(runs).hasValue(0);
      assertThat(said).singleElement().asString().startsWith("waiting for another JMH run");
    }
    assertThat(run.get(1, TimeUnit.MINUTES)).isEqualTo("measured");
    assertThat(runs).hasValue(1);
  }

  @Test
  void jmhRefusingBecauseAnotherRunTookTheLock_isRetried() throws Exception {
    AtomicInteger attempts = new AtomicInteger();

    String result =
        MachineLock.whenFree(
            directory.resolve("jmh.lock"),
            directory.resolve("turn.lock"),
            () -> {
              if (attempts.incrementAndGet() == 1) {
                throw new RunnerException(
                    "ERROR: Unable to acquire the JMH lock (/tmp/jmh.lock), exiting.");
              }
              return "measured";
            },
            line -> {});

    assertThat(result).isEqualTo("measured");
    assertThat(attempts).hasValue(2);
  }

  @Test
  void anyOtherFailure_isNotRetried() {
    AtomicInteger attempts = new AtomicInteger();

    org.assertj.core.api.Assertions.assertThatThrownBy(
            () ->
                MachineLock.whenFree(
                    directory.resolve("jmh.lock"),
                    directory.resolve("turn.lock"),
                    () -> {
                      attempts.incrementAndGet();
                      throw new RunnerException("benchmark failed");
                    },
                    line -> {}))
        .hasMessage("benchmark failed");
    assertThat(attempts).hasValue(1);
  }

  /** Another serbench run's turn is waited for, quietly at first, and then JMH runs. */
  @Test
  void anotherRunsTurn_isWaitedFor_thenJmhRuns() throws Exception {
    Path turn = directory.resolve("turn.lock");
    List<String> said = new CopyOnWriteArrayList<>();
    CompletableFuture<String> run;
    try (FileChannel channel =
            FileChannel.open(turn, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock held = channel.lock()) {
      run = inBackground(directory.resolve("jmh.lock"), turn, () -> "measured", said);
      Thread.sleep(700);
      assertThat(run).isNotDone();
      // a wait of a fork's length is no news; a longer one is told (MachineLockIT)
      assertThat(said).isEmpty();
    }
    assertThat(run.get(1, TimeUnit.MINUTES)).isEqualTo("measured");
  }

  /** A turn file that cannot be opened (another user's, a missing directory) queues nothing. */
  @Test
  void aTurnFileThatCannotBeOpened_leavesJmhsOwnLockToGuard() throws Exception {
    String result =
        MachineLock.whenFree(
            directory.resolve("jmh.lock"),
            directory.resolve("missing").resolve("turn.lock"),
            () -> "measured",
            line -> {});

    assertThat(result).isEqualTo("measured");
  }

  /** {@link MachineLock#whenFree} on another thread, which records what it says. */
  private static CompletableFuture<String> inBackground(
      Path file, Path turn, MachineLock.JmhCall<String> jmh, List<String> said) {
    return CompletableFuture.supplyAsync(
        () -> {
          try {
            return MachineLock.whenFree(file, turn, jmh, said::add);
          } catch (RunnerException e) {
            throw new IllegalStateException(e);
          }
        });
  }
}
