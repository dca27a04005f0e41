package io.serbench.probe;

/**
 * One capability of one codec on one model class, claimed and measured.
 *
 * @param claimed whether the codec's documentation claims the capability
 * @param measured what the probe found
 * @param evidence the model used and, on failure, the exception or the first difference
 * @param silent whether the failure was a wrong value with no exception: the worst outcome, since
 *     nothing tells the application that its data changed
 * @param millis how long the probe took
 */
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

  public static CapabilityResult notApplicable(boolean claimed, String evidence) {
    return new CapabilityResult(claimed, Verdict.NOT_APPLICABLE, evidence, false, 0);
  }

  /** The same result with its duration. */
  public CapabilityResult took(long elapsedMillis) {
    return new CapabilityResult(claimed, measured, evidence, silent, elapsedMillis);
  }

  /** Whether the measurement contradicts the claim; never when nothing was measured. */
  public boolean disagrees() {
    return measured != Verdict.NOT_APPLICABLE && (measured == Verdict.PASS) != claimed;
  }

  /** The measured value, or the claimed one when nothing could be measured. */
  public boolean holds() {
    return measured == Verdict.NOT_APPLICABLE ? claimed : measured == Verdict.PASS;
  }

  /** Whether {@link #holds()} rests on the claim because nothing could be measured. */
  public boolean fromClaim() {
    return measured == Verdict.NOT_APPLICABLE;
  }
}
