package io.serbench.sample;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.InvalidConfigurationException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MessageMixTest {
  static class Order {}

  static class Refund {}

  private static final List<MessageMix.Candidate> CANDIDATES =
      List.of(
          new MessageMix.Candidate(
              "generated(io.serbench.sample.MessageMixTest$Order)",
              "generated(io.serbench.sample.MessageMixTest$Order)",
              Order.class),
          new MessageMix.Candidate("com.acme.F#refund(1)", "com.acme.F#refund", Refund.class),
          new MessageMix.Candidate("com.acme.F#refund(10)", "com.acme.F#refund", Refund.class));

  @Test
  void byDefault_everyMessageWeighsTheSame_andASeriesSharesItsWeight() {
    MessageMix mix = MessageMix.of(CANDIDATES, Map.of());

    assertThat(mix.members())
        .extracting(MessageMix.Member::weight)
        .containsExactly(0.5, 0.25, 0.25);
    // multiplied up to a pass of at least 64 calls, in the weights' proportions
    assertThat(mix.members()).extracting(MessageMix.Member::count).containsExactly(32, 16, 16);
    assertThat(mix.passLength()).isEqualTo(64);
  }

  @Test
  void weights_setTheCountsPerPass_andTheOrderIsAShuffleNotAPeriod() {
    Map<String, Double> weights = new LinkedHashMap<>();
    weights.put("Order", 6.0);
    weights.put("com.acme.F#refund(1)", 2.0);

    MessageMix mix = MessageMix.of(CANDIDATES, weights);

    assertThat(mix.members()).extracting(MessageMix.Member::count).containsExactly(48, 16);
    assertThat(mix.members()).extracting(MessageMix.Member::weight).containsExactly(0.75, 0.25);
    assertThat(mix.order()).hasSize(64);
    assertThat(mix.order().stream().filter(i -> i == 1)).hasSize(16);
    // not periodic: no shift by up to half the pass reproduces it
    for (int period = 1; period <= 32; period++) {
      boolean periodic = true;
      for (int i = period; i < 64 && periodic; i++) {
        periodic = mix.order().get(i).equals(mix.order().get(i - period));
      }
      assertThat(periodic).as("period " + period).isFalse();
    }
  }

  @Test
  void theShuffleIsSeeded_soEveryRunAndCodecSeesTheSameOrder() {
    assertThat(MessageMix.shuffled(new int[] {40, 24}))
        .isEqualTo(MessageMix.shuffled(new int[] {40, 24}));
    assertThat(MessageMix.shuffled(new int[] {2, 2})).hasSize(4).containsOnly(0, 1);
  }

  @Test
  void aPassNeverExceedsItsLimit_andEveryMessageKeepsOneCall() {
    Map<String, Double> weights = Map.of("Order", 100000.0, "com.acme.F#refund", 1.0);

    MessageMix mix = MessageMix.of(CANDIDATES, weights);

    assertThat(mix.passLength()).isLessThanOrEqualTo(MessageMix.MAX_PASS + 2);
    assertThat(mix.members()).allSatisfy(m -> assertThat(m.count()).isPositive());
  }

  @Test
  void aWeightThatNamesNoMessage_isRefusedWithTheMessagesThereAre() {
    assertThatThrownBy(() -> MessageMix.of(CANDIDATES, Map.of("Invoice", 1.0)))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("mix")
        .hasMessageContaining("Invoice")
        .hasMessageContaining("the messages are io.serbench.sample.MessageMixTest$Order");
  }
}
