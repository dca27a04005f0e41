package io.serbench.probe.versioning.bytecode;

/**
 * Conversions that a versioning variant's rewritten code calls where a field changed type: code
 * that read or wrote the old type keeps doing so through these. Public because variant classes, in
 * the probe's loaders, call them; nothing else should.
 */
public final class VariantConversions {
  private VariantConversions() {}

  /** {@code Integer} to {@code Long}, null kept. */
  public static Long widen(Integer value) {
    return value == null ? null : Long.valueOf(value.longValue());
  }

  /** {@code Long} to {@code Integer}, null kept. */
  public static Integer narrow(Long value) {
    return value == null ? null : Integer.valueOf(value.intValue());
  }

  /** {@code Integer} to {@code int}, null read as 0. */
  public static int unbox(Integer value) {
    return value == null ? 0 : value;
  }
}
