package io.serbench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.jmh.HostSentinel;
import io.serbench.jmh.JmhRunner;
import io.serbench.settings.JmhSettings;
import io.serbench.settings.Operation;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ForkCostsTest {
  private static final JmhSettings FORK = new JmhSettings(1, 15, 100, 25, 100);

  @Test
  void aCodecsForkStartsAfterAJvmAndItsOwnVerifiedStart() {
    ForkCosts costs = new ForkCosts(Map.of("fory", 7_000L, "jackson-json", 1_500L));

    // a JVM and JMH's fork, then what the codec's verification spent, then 1.5 s + 2.5 s
    assertThat(costs.forkMillis("fory", FORK)).isEqualTo(1_000 + 7_000 + 4_000);
    assertThat(costs.forkMillis("jackson-json", FORK)).isEqualTo(1_000 + 1_500 + 4_000);
    // the sentinel loads no codec, and a codec without an estimate costs what it did before
    assertThat(costs.forkMillis(HostSentinel.ID, FORK)).isEqualTo(5_000);
    assertThat(ForkCosts.NONE.forkMillis("fory", FORK)).isEqualTo(5_000);
  }

  @Test
  void aVerificationThatHungIsNotTakenForAForksStart() {
    ForkCosts costs = new ForkCosts(Map.of("xstream", 600_000L));

    assertThat(costs.startMillis("xstream"))
        .isEqualTo(MeasurementPlanner.FORK_START_MILLIS + ForkCosts.MAX_SETUP_MILLIS);
  }

  @Test
  void tasksCountEveryForkOfEveryCodecAndOperation() {
    ForkCosts costs = new ForkCosts(Map.of("fory", 7_000L, "kryo", 1_000L));
    List<JmhRunner.Task> tasks =
        List.of(
            new JmhRunner.Task(
                null,
                "mix",
                List.of("fory", "kryo"),
                List.of(Operation.SERIALIZE, Operation.DESERIALIZE),
                FORK,
                1));

    assertThat(costs.millis(tasks)).isEqualTo(2 * 12_000 + 2 * 6_000);
  }
}
