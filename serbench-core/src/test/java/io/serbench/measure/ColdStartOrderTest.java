package io.serbench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.jmh.JmhRunner;
import io.serbench.settings.JmhSettings;
import io.serbench.settings.Operation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ColdStartOrderTest {
  @Test
  void coldStartForksRunRoundByRound_eachRoundInAShuffledOrder() {
    List<JmhRunner.Task> tasks = new ArrayList<>();
    for (String codec : List.of("a", "b", "c", "d", "e", "f")) {
      for (int round = 1; round <= 3; round++) {
        tasks.add(
            new JmhRunner.Task(
                null,
                "order",
                List.of(codec),
                Operation.cold(),
                new JmhSettings(1, 1, 1, 1, 1),
                round));
      }
    }

    Set<List<String>> firstRounds = new HashSet<>();
    for (long seed = 0; seed < 20; seed++) {
      List<JmhRunner.Task> order = ColdStartPass.interleaved(tasks, new Random(seed));

      assertThat(order).hasSize(18);
      // every fork of round 1 before any of round 2: no codec runs its forks back to back
      assertThat(order).extracting(JmhRunner.Task::round).isSorted();
      for (int round = 1; round <= 3; round++) {
        int r = round;
        assertThat(order)
            .filteredOn(t -> t.round() == r)
            .extracting(t -> t.codecs().get(0))
            .containsExactlyInAnyOrder("a", "b", "c", "d", "e", "f");
      }
      firstRounds.add(order.subList(0, 6).stream().map(t -> t.codecs().get(0)).toList());
    }
    // and the order within a round is drawn, not fixed
    assertThat(firstRounds).hasSizeGreaterThan(10);
  }
}
