package io.serbench.testing;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.MixResult;
import io.serbench.result.ModelRole;
import io.serbench.result.SampleResult;
import java.util.List;

/**
 * The results fixture's order sample with a message mix whose figures disagree with the sample's:
 * kryo is three times faster on the order alone, kryo-registered three times faster on the mix.
 */
public final class MixFixtures {
  private MixFixtures() {}

  public static final List<ModelRole> ROLES =
      List.of(
          new ModelRole("com.acme.Order", true, "no other model class reaches it"),
          new ModelRole("com.acme.Line", false, "reached from Order via Order.lines"));

  /** The results with the mix deciding. */
  public static BenchmarkResults withMix() {
    BenchmarkResults base = ResultsFixtures.read();
    SampleResult order = base.samples().get(1);
    SampleResult alone = order.withResults(times(order, 100, 300));
    SampleResult mixed =
        new SampleResult(
            MixResult.SAMPLE,
            "message mix",
            null,
            null,
            List.of("Order x2 (2 messages per pass)"),
            times(order, 300, 100).stream().map(MixFixtures::doubled).toList());
    MixResult mix =
        new MixResult(
            List.of(new MixResult.Member(order.name(), "com.acme.Order", 1.0, 2)),
            2,
            true,
            "the mix decided: the cost per message of Order x2 (2 messages per pass)",
            mixed,
            "for kryo-registered and kryo, one fork per message and operation");
    return base.withSamples(List.of(alone)).withMessages(ROLES, mix);
  }

  /** kryo at {@code kryo} ns, kryo-registered at {@code registered} ns, the rest at 1000. */
  private static List<CodecResult> times(SampleResult sample, double kryo, double registered) {
    return sample.results().stream()
        .map(
            r -> {
              double ns =
                  switch (r.codec()) {
                    case "kryo" -> kryo;
                    case "kryo-registered" -> registered;
                    default -> 1000;
                  };
              return ResultsFixtures.withScores(
                  r, ResultsFixtures.score(ns, ns / 50), ResultsFixtures.score(ns, ns / 50));
            })
        .toList();
  }

  /** One pass holds the message twice: twice its bytes. */
  private static CodecResult doubled(CodecResult r) {
    return new CodecResult(
        r.codec(),
        r.roundTrip(),
        r.phase(),
        r.failure(),
        r.differences(),
        r.differenceCount(),
        r.typeChanged(),
        r.sizeBytes() == null ? null : r.sizeBytes() * 2,
        r.deflatedBytes() == null ? null : r.deflatedBytes() * 2,
        r.serializeNs(),
        r.deserializeNs(),
        r.benchmarkFailure(),
        r.roundTripNs(),
        r.allocation(),
        r.measuredIn(),
        r.sharingLost(),
        r.profiles(),
        r.coldStart());
  }
}
