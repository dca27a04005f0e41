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
 */
record Verification(Map<String, List<RoundTripOutcome>> outcomes, List<SampleResult> samples) {
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
