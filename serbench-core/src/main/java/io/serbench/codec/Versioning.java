package io.serbench.codec;

/**
 * Which schema changes a codec tolerates, in the terms of the {@code versioning} constraint.
 * <em>Backward</em>: a reader built from the new class reads bytes written by the old one.
 * <em>Forward</em>: a reader built from the old class reads bytes written by the new one.
 */
public enum Versioning {
  /** Neither direction. */
  NONE,
  /** New readers read old bytes. */
  BACKWARD,
  /** Old readers read new bytes. */
  FORWARD,
  /** Both directions. */
  FULL;

  /** The level that both directions give together. */
  public static Versioning of(boolean backward, boolean forward) {
    if (backward && forward) {
      return FULL;
    }
    return backward ? BACKWARD : forward ? FORWARD : NONE;
  }

  /** Whether new readers read old bytes at this level. */
  public boolean backward() {
    return this == BACKWARD || this == FULL;
  }

  /** Whether old readers read new bytes at this level. */
  public boolean forward() {
    return this == FORWARD || this == FULL;
  }
}
