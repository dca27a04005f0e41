package io.serbench.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * What a codec must satisfy to be recommended; an exclusion names the first one it failed. In
 * results.json each is written by its {@link #id()}, as it always was.
 */
public enum Requirement {
  /** Every sample must round-trip without losing data. */
  ROUND_TRIP("round trip"),
  /** Every sample must have been measured. */
  MEASUREMENT("measurement"),
  /** Cycles and shared references must survive (constraint). */
  GRAPH("graph"),
  /** Another language must read the bytes (constraint). */
  CROSS_LANGUAGE("crossLanguage"),
  /** Schema changes must work, backward, forward or both (constraint). */
  VERSIONING("versioning"),
  /** Decoding must not create classes named in the input (constraint). */
  UNTRUSTED_INPUT("untrustedInput"),
  /**
   * The messages must round-trip with {@code sun.misc.Unsafe} denied, on a JDK 24+ (constraint).
   */
  NEXT_JDK("nextJdk");

  private final String id;

  Requirement(String id) {
    this.id = id;
  }

  /** The name in results.json and in configuration. */
  @JsonValue
  public String id() {
    return id;
  }

  @JsonCreator
  public static Requirement of(String id) {
    for (Requirement requirement : values()) {
      if (requirement.id.equals(id)) {
        return requirement;
      }
    }
    throw new IllegalArgumentException("unknown requirement " + id);
  }

  @Override
  public String toString() {
    return id;
  }
}
