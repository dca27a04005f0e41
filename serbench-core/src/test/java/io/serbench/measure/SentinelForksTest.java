package io.serbench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.jmh.BenchmarkSource;
import io.serbench.jmh.HostSentinel;
import io.serbench.jmh.JmhRunner;
import io.serbench.result.Score;
import io.serbench.result.Sentinel;
import io.serbench.settings.JmhSettings;
import io.serbench.settings.Operation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The host's sentinel in the race's rounds, and out of the codecs' figures. */
class SentinelForksTest {
  private static final JmhSettings FORK = new JmhSettings(1, 1, 800, 25, 100);
  private static final BenchmarkSource MIX =
      new BenchmarkSource(
          "io.serbench.generated.MessageMixBenchmark",
          "",
          Map.of("serialize", Operation.SERIALIZE, "deserialize", Operation.DESERIALIZE));
  private static final JmhRunner.Key KRYO = new JmhRunner.Key("mix", "kryo", Operation.SERIALIZE);

  private final List<String> warnings = new ArrayList<>();
  private final SentinelForks sentinel = new SentinelForks(HostSentinel.source(), warnings::add);

  private static List<JmhRunner.Task> round(int round, String... codecs) {
    List<JmhRunner.Task> tasks = new ArrayList<>();
    for (String codec : codecs) {
      for (Operation operation : List.of(Operation.SERIALIZE, Operation.DESERIALIZE)) {
        tasks.add(new JmhRunner.Task(MIX, "mix", List.of(codec), List.of(operation), FORK, round));
      }
    }
    return tasks;
  }

  private static Score.Fork fork(int round, double level) {
    return Score.Fork.measured(round, Collections.nCopies(25, level));
  }

  @Test
  void join_addsOneForkOfTheSentinelPerRound_withTheCodecsForkSettings() {
    for (int round = 1; round <= 4; round++) {
      List<JmhRunner.Task> codecs = round(round, "kryo", "fory", "jdk");

      List<JmhRunner.Task> tasks = sentinel.join(codecs);

      assertThat(tasks).containsAll(codecs).hasSize(codecs.size() + 1);
      JmhRunner.Task added = tasks.get(tasks.size() - 1);
      assertThat(added.source().className()).endsWith("." + HostSentinel.SIMPLE_NAME);
      assertThat(added.settings()).isEqualTo(FORK);
      assertThat(added.round()).isEqualTo(round);
      assertThat(added.codecs()).containsExactly(HostSentinel.ID);
      assertThat(tasks).filteredOn(t -> sentinel.label(t).equals(HostSentinel.ID)).hasSize(1);
    }
    // a round with no codec left runs nothing, the sentinel neither
    assertThat(sentinel.join(List.of())).isEmpty();
  }

  @Test
  void label_namesTheSentinelAndTheCodecsTasksInTheRoundsLog() {
    List<JmhRunner.Task> tasks = sentinel.join(round(1, "kryo"));

    assertThat(tasks)
        .extracting(sentinel::label)
        .containsExactly("kryo mix serialize", "kryo mix deserialize", HostSentinel.ID);
  }

  @Test
  void take_leavesTheCodecsOutcomeWithoutTheSentinel_andKeepsItsForksInRoundOrder() {
    JmhRunner.Key key = HostSentinel.key();
    List<Score.Fork> kept = new ArrayList<>();
    for (int round = 1; round <= 3; round++) {
      Score.Fork fork = fork(round, 1500 + round);
      kept.add(fork);
      JmhRunner.Outcome outcome =
          new JmhRunner.Outcome(
              Map.of(KRYO, List.of(fork(round, 400)), key, List.of(fork)),
              Map.of(),
              Map.of(KRYO, 120.0, key, 0.0),
              Map.of(key, List.of(Path.of("profiles/sentinel.jfr"))));

      JmhRunner.Outcome codecs = sentinel.take(outcome, round);

      assertThat(codecs.forks()).containsOnlyKeys(KRYO);
      assertThat(codecs.allocations()).containsOnlyKeys(KRYO);
      assertThat(codecs.profiles()).isEmpty();
    }

    Sentinel result = sentinel.result();
    assertThat(result.forks()).containsExactlyElementsOf(kept);
    assertThat(result.benchmark())
        .isEqualTo(HostSentinel.source().className() + "." + HostSentinel.METHOD);
    assertThat(result.tokens()).isEqualTo(HostSentinel.TOKENS);
    assertThat(result.failures()).isEmpty();
    assertThat(warnings).isEmpty();
  }

  @Test
  void take_aSentinelForkThatFailed_isRecordedAndWarned_andTheRoundGoesOn() {
    JmhRunner.Outcome outcome =
        new JmhRunner.Outcome(
            Map.of(KRYO, List.of(fork(2, 400))),
            Map.of(HostSentinel.key(), "OutOfMemoryError"),
            Map.of(),
            Map.of());

    JmhRunner.Outcome codecs = sentinel.take(outcome, 2);

    assertThat(codecs.failures()).isEmpty();
    assertThat(codecs.forks()).containsOnlyKeys(KRYO);
    assertThat(sentinel.result().failures()).containsExactly("round 2: OutOfMemoryError");
    assertThat(sentinel.result().forks()).isEmpty();
    assertThat(warnings).singleElement().asString().contains("round 2").contains("goes on");
  }

  @Test
  void none_leavesTheRoundsToTheCodecs() {
    List<JmhRunner.Task> codecs = round(1, "kryo");
    JmhRunner.Outcome outcome =
        new JmhRunner.Outcome(Map.of(KRYO, List.of(fork(1, 400))), Map.of(), Map.of(), Map.of());

    assertThat(SentinelForks.NONE.join(codecs)).isEqualTo(codecs);
    assertThat(SentinelForks.NONE.take(outcome, 1)).isSameAs(outcome);
    assertThat(SentinelForks.NONE.result()).isNull();
    assertThat(sentinel.result()).isNull();
  }
}
