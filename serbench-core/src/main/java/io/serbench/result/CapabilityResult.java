package io.serbench.result;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One capability of one codec on one model class, claimed and measured.
 *
 * @param claimed whether the codec's documentation claims the capability
 * @param measured what the probe found
 * @param evidence the model used and, on failure, the exception or the first difference
 * @param silent whether the failure was a wrong value with no exception: the worst outcome, since
 *     nothing tells the application that its data changed
 * @param millis how long the probe took, in milliseconds; where one run answers several models (the
 *     versioning matrix, the untrusted-input attacks) each model gets an equal share of it, and the
 *     two versioning directions, which one matrix answers, each carry the same share ({@code
 *     ProbeTimes} counts it once)
 */
@JsonIgnoreProperties(value = "exercised", allowGetters = true)
public record CapabilityResult(
    boolean claimed, Verdict measured, String evidence, boolean silent, long millis) {

  public static CapabilityResult pass(boolean claimed, String evidence) {
    return new CapabilityResult(claimed, Verdict.PASS, evidence, false, 0);
  }

  public static CapabilityResult fail(boolean claimed, String evidence) {
    return new CapabilityResult(claimed, Verdict.FAIL, evidence, false, 0);
  }

  public static CapabilityResult silentFailure(boolean claimed, String evidence) {
    return new CapabilityResult(claimed, Verdict.FAIL, evidence, true, 0);
  }

  public static CapabilityResult notTested(boolean claimed, String evidence) {
    return new CapabilityResult(claimed, Verdict.NOT_TESTED, evidence, false, 0);
  }

  /** The same result with its duration. */
  public CapabilityResult took(long elapsedMillis) {
    return new CapabilityResult(claimed, measured, evidence, silent, elapsedMillis);
  }

  /** Whether the measurement contradicts the claim; never when nothing was measured. */
  public boolean disagrees() {
    return measured.exercised() && (measured == Verdict.PASS) != claimed;
  }

  /**
   * Whether the capability was measured to hold. A check that was not exercised never holds, what
   * ever the claim: a constraint is met by measurement only.
   */
  public boolean holds() {
    return measured == Verdict.PASS;
  }

  /**
   * Whether the check behind the verdict actually ran; results.json writes it beside the verdict.
   */
  @JsonProperty("exercised")
  public boolean exercised() {
    return measured.exercised();
  }
}
