package io.serbench.report;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.MixResult;
import io.serbench.text.Numbers;
import java.util.ArrayList;
import java.util.List;

/**
 * The report's account of what was timed: each model class as a message or a part, with why, and
 * the mix of messages the ranking stands on, with each codec's total bytes per pass beside its
 * per-message sizes.
 *
 * @param roles every model class and its role
 * @param members the messages of the mix with their share and count per pass; empty without a mix
 * @param passLength messages in one pass of the mix
 * @param decided which figures decided the ranking, and why
 * @param perMessage which codecs were also timed message by message
 * @param sizes each codec's bytes: one pass of the mix, then each message
 */
public record MessagesView(
    List<Role> roles,
    List<Member> members,
    int passLength,
    String decided,
    String perMessage,
    List<String> sizeHeaders,
    List<SizeRow> sizes) {

  /** A model class's role. */
  public record Role(String modelClass, String role, String reason) {}

  /** A message of the mix: its share of the traffic as a percentage, and its count per pass. */
  public record Member(String sample, String modelClass, String share, int count) {}

  /** A codec's total bytes over one pass, then its bytes per message, as text. */
  public record SizeRow(String codec, String total, List<String> perMessage) {}

  static MessagesView of(BenchmarkResults results) {
    List<Role> roles =
        results.models().stream()
            .map(r -> new Role(r.modelClass(), r.message() ? "message" : "part", r.reason()))
            .toList();
    MixResult mix = results.mix();
    if (mix == null) {
      String decided =
          results.models().isEmpty()
              ? ""
              : "No mix was measured; the ranking stands on the samples.";
      return new MessagesView(roles, List.of(), 0, decided, "", List.of(), List.of());
    }
    List<Member> members =
        mix.members().stream()
            .map(
                m ->
                    new Member(
                        m.sample(),
                        m.modelClass(),
                        Numbers.oneDecimal(m.weight() * 100) + "%",
                        m.count()))
            .toList();
    List<String> headers = new ArrayList<>();
    headers.add("One pass (" + mix.passLength() + " messages)");
    mix.members().forEach(m -> headers.add(m.sample()));
    List<SizeRow> sizes = new ArrayList<>();
    for (CodecResult r : mix.result().results()) {
      List<String> each = new ArrayList<>();
      for (MixResult.Member m : mix.members()) {
        each.add(
            results.samples().stream()
                .filter(s -> s.name().equals(m.sample()))
                .findFirst()
                .flatMap(s -> s.result(r.codec()))
                .map(c -> c.sizeBytes() == null ? "-" : String.valueOf(c.sizeBytes()))
                .orElse("-"));
      }
      sizes.add(
          new SizeRow(
              r.codec(),
              r.passed() && r.sizeBytes() != null ? String.valueOf(r.sizeBytes()) : "-",
              each));
    }
    return new MessagesView(
        roles,
        members,
        mix.passLength(),
        mix.why() == null ? "" : mix.why(),
        mix.perMessage() == null ? "" : mix.perMessage(),
        headers,
        sizes);
  }
}
