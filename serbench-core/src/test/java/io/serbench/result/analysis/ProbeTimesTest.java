package io.serbench.result.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The probes' time per codec and per capability, read from the verdicts. */
class ProbeTimesTest {
  private static CapabilityResult took(long millis) {
    return CapabilityResult.pass(true, "probed").took(millis);
  }

  private static Capabilities probed(String codec, String model, long versioning, long shared) {
    return new Capabilities(
            codec,
            model,
            took(100),
            took(versioning),
            took(versioning),
            took(10),
            took(40),
            List.of(),
            List.of(),
            took(shared))
        .withNextJdk(took(1_000));
  }

  @Test
  void of_probedAndReusedVerdicts_countsTheMatrixOnceAndTheReusedAsSaved() {
    ProbeTimes times =
        ProbeTimes.of(
            List.of(
                probed("kryo", "Order", 500, 200),
                probed("kryo", "Line", 300, 200),
                probed("fory", "Order", 4_000, 200),
                probed("fory", "Line", 4_000, 200).withReusedFrom("2026-01-02T03:04:05Z"),
                new Capabilities(
                    "gson",
                    "Order",
                    CapabilityResult.notTested(false, "not probed"),
                    CapabilityResult.notTested(false, "not probed"),
                    CapabilityResult.notTested(false, "not probed"),
                    CapabilityResult.notTested(false, "not probed"),
                    CapabilityResult.notTested(false, "not probed"),
                    List.of(),
                    List.of(),
                    null)));

    assertThat(times.codecs()).extracting(ProbeTimes.Row::codec).containsExactly("fory", "kryo");
    ProbeTimes.Row fory = times.codecs().get(0);
    assertThat(fory.millis()).isEqualTo(4_000 + 200 + 100 + 40 + 10 + 1_000);
    assertThat(fory.probed()).isEqualTo(1);
    assertThat(fory.reused()).isEqualTo(1);
    assertThat(fory.savedMillis()).isEqualTo(5_350);
    ProbeTimes.Row kryo = times.codecs().get(1);
    // versioning, thread safety, graph, untrusted input, cross-language, next JDK
    assertThat(kryo.byCapability()).containsExactly(800L, 400L, 200L, 80L, 20L, 2_000L);
    assertThat(times.millis()).isEqualTo(5_350 + 3_500);
    assertThat(times.byCapability()).containsExactly(4_800L, 600L, 300L, 120L, 30L, 3_000L);
    assertThat(ProbeTimes.describe(times.byCapability()))
        .isEqualTo(
            "versioning 4.8 s, thread safety 0.6 s, graph 0.3 s, untrusted input 0.1 s,"
                + " cross-language 0.0 s, next JDK 3.0 s");
  }
}
