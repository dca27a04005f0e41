package io.serbench.maven;

/**
 * The {@code <constraints>} element: capabilities the recommended codec must have, checked against
 * what serbench measured on the project's classes. Values are strings so that a wrong one gets
 * serbench's own one-line error.
 */
public class Constraints {
  /** {@code true}: cycles and shared references must survive with identity restored. */
  String graph;

  /** {@code true}: a reader in another language must be able to read the bytes. */
  String crossLanguage;

  /** {@code none}, {@code backward}, {@code forward} or {@code full}. */
  String versioning;

  /**
   * {@code fields} (the default: fields added and removed anywhere in a class must survive) or
   * {@code append} (added and removed at the end only, the rule of field-order formats).
   */
  String versioningChanges;

  /** {@code true}: decoding must not create classes named in the input. */
  String untrustedInput;

  /**
   * {@code true}: the messages must round-trip on the newest JDK 24+ at hand with {@code
   * sun.misc.Unsafe}'s memory access denied, as a coming JDK will by default.
   */
  String nextJdk;
}
