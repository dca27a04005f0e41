package io.serbench.run;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The plan names the probes' share of the run. */
class PhaseClockTest {
  @Test
  void probesShare_afterTheProbes_namesTheirSecondsAndPercentage() throws Exception {
    PhaseClock clock = new PhaseClock();
    assertThat(clock.probesShare(10_000)).isEmpty();
    clock.end("verification");
    Thread.sleep(120);
    clock.end("probes");
    double probes = clock.phases().get("probes");

    assertThat(probes).isGreaterThanOrEqualTo(0.1);
    assertThat(clock.probesShare(Math.round(probes * 4_000)))
        .isEqualTo(
            String.format(
                java.util.Locale.ROOT, ", of which the probes took %.1f s (25%%)", probes));
  }
}
