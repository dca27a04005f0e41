package io.serbench.worker.verification;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The log says how busy the codec threads were. */
class CodecTasksTest {
  @Test
  void busy_twoThreadsOneIdleForAQuarter_saysEightyEightPercent() {
    // 10 s of wall on 2 threads: one busy all along, the other 7.5 s
    assertThat(CodecTasks.busy(10_000, 2, 17_500))
        .isEqualTo("on 2 threads, busy 88% of the time (17.5 s of thread time)");
    assertThat(CodecTasks.busy(0, 1, 0))
        .isEqualTo("on 1 thread, busy 0% of the time (0.0 s of thread time)");
  }

  @Test
  void threads_neverMoreThanTheTasksOrFour() {
    assertThat(CodecTasks.threads(1)).isEqualTo(1);
    assertThat(CodecTasks.threads(0)).isEqualTo(1);
    assertThat(CodecTasks.threads(100))
        .isEqualTo(Math.min(4, Runtime.getRuntime().availableProcessors()));
  }
}
