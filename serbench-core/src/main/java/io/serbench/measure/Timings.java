package io.serbench.measure;

import io.serbench.result.MixResult;
import io.serbench.result.NextJdkSpeed;
import io.serbench.result.RaceLog;
import io.serbench.result.SampleResult;
import io.serbench.settings.JmhSettings;
import java.util.List;

/**
 * What the measurement produced and how it was planned.
 *
 * @param samples the verified samples with every figure merged in
 * @param plan the plan in one line
 * @param fork the settings of one fork, or {@code null} when nothing was measured
 * @param race the rounds of the race, or {@code null} when nothing was measured
 * @param mix the message mix with every codec's figures, or {@code null} when it was not measured
 * @param collectors the garbage collectors the measured forks named; empty when none ran
 * @param nextJdkSpeed what the next JDK costs each codec measured there; empty when not measured
 */
public record Timings(
    List<SampleResult> samples,
    String plan,
    JmhSettings fork,
    RaceLog race,
    MixResult mix,
    List<String> collectors,
    List<NextJdkSpeed> nextJdkSpeed) {
  public Timings {
    collectors = collectors == null ? List.of() : List.copyOf(collectors);
    nextJdkSpeed = nextJdkSpeed == null ? List.of() : List.copyOf(nextJdkSpeed);
  }

  /** What the race and the passes after it produced, before the next JDK's cost is measured. */
  public Timings(
      List<SampleResult> samples,
      String plan,
      JmhSettings fork,
      RaceLog race,
      MixResult mix,
      List<String> collectors) {
    this(samples, plan, fork, race, mix, collectors, List.of());
  }

  /** The same timings with what the next JDK costs in speed. */
  public Timings withNextJdkSpeed(List<NextJdkSpeed> value) {
    return new Timings(samples, plan, fork, race, mix, collectors, value);
  }
}
