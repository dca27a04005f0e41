package io.serbench.result;

/** What a capability probe measured. */
public enum Verdict {
  /** The capability holds for this codec on this model: the check ran and the codec passed it. */
  PASS,
  /** It does not; the evidence says how it broke. */
  FAIL,
  /**
   * The check was not exercised (the attack was not delivered, the variant could not be built or
   * did not load, the model has nothing the change applies to); the evidence says why. It never
   * satisfies a constraint, whatever the codec's documentation claims.
   */
  NOT_TESTED;

  /** Whether the probe's check actually ran. */
  public boolean exercised() {
    return this != NOT_TESTED;
  }

  /** The verdict as a reader says it: holds, fails, not tested. */
  public String words() {
    return switch (this) {
      case PASS -> "holds";
      case FAIL -> "fails";
      case NOT_TESTED -> "not tested";
    };
  }
}
