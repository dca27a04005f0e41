package io.serbench.measure;

import io.serbench.result.CodecResult;
import io.serbench.result.MixResult;
import io.serbench.result.SampleResult;
import io.serbench.sample.MessageMix;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The message mix of a run: which samples join it, with what weight, and what each codec's
 * verification says about it before any measurement.
 */
public final class MixPlan {
  private MixPlan() {}

  /** The mix over the samples of messages, with the configured weights or equal ones. */
  public static MessageMix mix(Samples samples, Map<String, Double> weights) {
    List<MessageMix.Candidate> candidates = new ArrayList<>();
    for (PreparedSample sample : samples.samples()) {
      if (samples.isMessage(sample)) {
        candidates.add(
            new MessageMix.Candidate(sample.spec().name(), sample.spec().series(), sample.type()));
      }
    }
    return MessageMix.of(candidates, weights);
  }

  /**
   * The mix as a sample before measurement: a codec passes it only when it round-tripped every
   * sample of the run; its size is the total bytes of one pass.
   */
  public static MixResult skeleton(MessageMix mix, List<SampleResult> verified) {
    Set<String> codecs = new LinkedHashSet<>();
    verified.forEach(s -> s.results().forEach(r -> codecs.add(r.codec())));
    List<CodecResult> results = new ArrayList<>();
    for (String codec : codecs) {
      Optional<String> failure = firstFailure(codec, verified);
      Integer size = 0;
      Integer deflated = 0;
      for (MessageMix.Member member : mix.members()) {
        CodecResult one = find(verified, member.sample(), codec);
        size = add(size, one == null ? null : one.sizeBytes(), member.count());
        deflated = add(deflated, one == null ? null : one.deflatedBytes(), member.count());
      }
      results.add(
          CodecResult.verified(
              codec,
              failure.isPresent() ? "MESSAGE" : null,
              failure.orElse(null),
              CodecResult.Differences.NONE,
              new CodecResult.Sizes(size, deflated)));
    }
    SampleResult sample =
        new SampleResult(
            MixResult.SAMPLE, "message mix", null, null, List.of(mix.describe()), results);
    List<MixResult.Member> members =
        mix.members().stream()
            .map(m -> new MixResult.Member(m.sample(), m.modelClass(), m.weight(), m.count()))
            .toList();
    return new MixResult(members, mix.passLength(), true, null, sample, null);
  }

  private static Integer add(Integer total, Integer size, int count) {
    return total == null || size == null ? null : total + size * count;
  }

  private static CodecResult find(List<SampleResult> verified, String sample, String codec) {
    return verified.stream()
        .filter(s -> s.name().equals(sample))
        .findFirst()
        .flatMap(s -> s.result(codec))
        .orElse(null);
  }

  /** The first sample the codec did not round-trip, as {@code sample: why}. */
  private static Optional<String> firstFailure(String codec, List<SampleResult> verified) {
    for (SampleResult sample : verified) {
      if (sample.results().isEmpty()) {
        continue;
      }
      Optional<CodecResult> result = sample.result(codec);
      if (result.isEmpty()) {
        return Optional.of(sample.name() + ": not run");
      }
      if (!result.get().passed()) {
        return Optional.of(sample.name() + ": " + result.get().failure());
      }
    }
    return Optional.empty();
  }
}
