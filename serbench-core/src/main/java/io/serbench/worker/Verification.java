package io.serbench.worker;

import io.serbench.result.SampleResult;
import io.serbench.verify.RoundTripOutcome;
import java.util.List;
import java.util.Map;

/**
 * What verification found.
 *
 * @param outcomes per codec id, one outcome per sample in order
 * @param samples one result per sample with one entry per codec, then one empty result per class
 *     that could not initialise
 * @param millis per codec id, the wall time of its verification in a fresh loader (loading the
 *     library cold, creating the codec, its first round trips): the plan's estimate of what a fork
 *     spends before its first warm-up iteration ({@link io.serbench.measure.ForkCosts})
 */
record Verification(
    Map<String, List<RoundTripOutcome>> outcomes,
    List<SampleResult> samples,
    Map<String, Long> millis) {

  Verification(Map<String, List<RoundTripOutcome>> outcomes, List<SampleResult> samples) {
    this(outcomes, samples, Map.of());
  }

  /** Whether the codec hung on any sample; its loader may still hold locks. */
  boolean hung(String codec) {
    return outcomes.get(codec).stream().anyMatch(RoundTripOutcome::timedOut);
  }

  /**
   * Whether the codec's loader refuses a class for good after a failed initialisation, so that the
   * probes must start in a fresh one.
   */
  boolean poisoned(String codec) {
    List<RoundTripOutcome> all = outcomes.get(codec);
    return !all.isEmpty() && all.get(all.size() - 1).classInitFailed();
  }
}
