package io.serbench.worker.verification;

import io.serbench.library.SerbenchJarsFallback;
import io.serbench.result.SampleResult;
import io.serbench.verify.RoundTripOutcome;
import java.util.LinkedHashMap;
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
public record Verification(
    Map<String, List<RoundTripOutcome>> outcomes,
    List<SampleResult> samples,
    Map<String, Long> millis) {

  public Verification(Map<String, List<RoundTripOutcome>> outcomes, List<SampleResult> samples) {
    this(outcomes, samples, Map.of());
  }

  /** Whether the codec hung on any sample; its loader may still hold locks. */
  public boolean hung(String codec) {
    return outcomes.get(codec).stream().anyMatch(RoundTripOutcome::timedOut);
  }

  /**
   * Whether the codec's loader refuses a class for good after a failed initialisation, so that the
   * probes must start in a fresh one.
   */
  public boolean poisoned(String codec) {
    List<RoundTripOutcome> all = outcomes.get(codec);
    return !all.isEmpty() && all.get(all.size() - 1).classInitFailed();
  }

  /**
   * This verification with each codec that the fallback moved to serbench's own jars verified again
   * ({@code again}) in the old one's place.
   */
  public Verification withMoved(SerbenchJarsFallback fallback, Verification again) {
    Map<String, Long> all = new LinkedHashMap<>(millis);
    all.putAll(again.millis());
    return new Verification(
        fallback.outcomes(outcomes, again.outcomes()),
        fallback.samples(samples, again.samples()),
        all);
  }
}
