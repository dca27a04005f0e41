package io.serbench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.jmh.JmhRunner;
import io.serbench.result.CodecResult;
import io.serbench.result.MixResult;
import io.serbench.result.SampleResult;
import io.serbench.result.Score;
import io.serbench.settings.Operation;
import io.serbench.testing.ResultsFixtures;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A one-message mix: its forks, allocations and profiles are the message's too. */
class FiguresTest {
  @Test
  void aliasOfAOneMessageMix_carriesTheProfilesAndTheAllocation_toTheMessage() {
    Path out = Path.of("target", "figures-test");
    List<Score.Fork> forks =
        List.of(Score.Fork.measured(1, java.util.Collections.nCopies(15, 1000.0)));
    JmhRunner.Key mix = new JmhRunner.Key(MixResult.SAMPLE, "kryo", Operation.SERIALIZE);
    Figures figures = new Figures();
    figures.add(
        new JmhRunner.Outcome(
            Map.of(mix, forks),
            Map.of(),
            Map.of(mix, 96.0),
            Map.of(mix, List.of(out.resolve("profiles/race/kryo-serialize/profile.jfr")))));
    SampleResult order = ResultsFixtures.read().samples().get(1);
    CodecResult kryo = order.result("kryo").orElseThrow();

    figures.alias(MixResult.SAMPLE, order.name());
    CodecResult merged =
        figures
            .merge(List.of(order.withResults(List.of(kryo))), Map.of(), out, null)
            .get(0)
            .result("kryo")
            .orElseThrow();

    assertThat(merged.serializeNs().forks()).isEqualTo(1);
    assertThat(merged.allocation().serialize()).isEqualTo(96.0);
    assertThat(merged.profiles().get("serialize"))
        .containsExactly(Path.of("profiles/race/kryo-serialize/profile.jfr").toString());
  }
}
