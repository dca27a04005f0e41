package io.serbench.result;

import java.util.List;

/**
 * The message mix: every codec's cost per message over the team's traffic, measured by one
 * benchmark per codec and operation that encodes (or decodes) the messages in a fixed interleaved
 * order, all in one fork.
 *
 * @param members the messages, with their share of the traffic and how often one pass holds them
 * @param passLength messages in one pass
 * @param decides whether the ranking used the mix (else the per-message figures)
 * @param why why the mix or the per-message figures decided, in one sentence
 * @param result every codec on the mix: {@code sizeBytes} and {@code deflatedBytes} are the total
 *     bytes of one pass, the times are per message; a codec passes only when it round-tripped every
 *     message
 * @param perMessage which codecs were also timed message by message, and why
 */
public record MixResult(
    List<Member> members,
    int passLength,
    boolean decides,
    String why,
    SampleResult result,
    String perMessage) {

  /**
   * One message of the mix.
   *
   * @param sample the sample's name
   * @param modelClass its class
   * @param weight its share of the traffic, 0 to 1
   * @param count how often one pass holds it
   */
  public record Member(String sample, String modelClass, double weight, int count) {}

  /** The name of the mix's sample in results and in JMH's parameters. */
  public static final String SAMPLE = "mix";

  public MixResult {
    members = List.copyOf(members);
  }

  public MixResult withResult(SampleResult value) {
    return new MixResult(members, passLength, decides, why, value, perMessage);
  }

  public MixResult deciding(boolean value, String reason) {
    return new MixResult(members, passLength, value, reason, result, perMessage);
  }
}
