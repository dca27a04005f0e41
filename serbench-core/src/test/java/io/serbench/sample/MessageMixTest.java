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
    assertThat(mix.members()).extracting(MessageMix.Member::count).containsExactly(2, 1, 1);
    assertThat(mix.passLength()).isEqualTo(4);
  }

  @Test
  void weights_setTheCountsPerPass_andTheOrderInterleaves() {
    Map<String, Double> weights = new LinkedHashMap<>();
    weights.put("Order", 6.0);
    weights.put("com.acme.F#refund(1)", 2.0);

    MessageMix mix = MessageMix.of(CANDIDATES, weights);

    assertThat(mix.members()).extracting(MessageMix.Member::count).containsExactly(3, 1);
    assertThat(mix.members()).extracting(MessageMix.Member::weight).containsExactly(0.75, 0.25);
    // never all three orders in a block: the refund sits between them
    assertThat(mix.order()).containsExactly(0, 0, 1, 0).doesNotContainSequence(0, 0, 0);
  }

  @Test
  void interleave_spreadsEachMessageOverThePass() {
    assertThat(MessageMix.interleave(new int[] {2, 2})).containsExactly(0, 1, 0, 1);
    assertThat(MessageMix.interleave(new int[] {5, 1, 1}))
        .containsExactly(0, 0, 1, 0, 2, 0, 0)
        .hasSize(7);
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
