package io.serbench.probe;

/** What a capability probe measured. */
public enum Verdict {
  /** The capability holds for this codec on this model. */
  PASS,
  /** It does not; the evidence says how it broke. */
  FAIL,
  /** It could not be measured here; the evidence says why. */
  NOT_APPLICABLE
}
