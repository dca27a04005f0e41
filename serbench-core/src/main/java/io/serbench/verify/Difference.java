package io.serbench.verify;

/**
 * One place where a decoded object differs from the original.
 *
 * @param path where, such as {@code options[1].price} or {@code totals.<key DEBIT>}
 * @param kind what kind of difference
 * @param expected the original value, rendered
 * @param actual the decoded value, rendered
 */
public record Difference(String path, Kind kind, String expected, String actual) {

  /** The category of a difference. */
  public enum Kind {
    /** The value was lost or changed. */
    VALUE,
    /** The value came back as another class. */
    TYPE_CHANGED,
    /** Two references to one object came back as two objects, or a cycle was not restored. */
    SHARING_LOST
  }

  /** {@code options[1].price: 1 -> 0}, with the kind when it is not a plain value change. */
  @Override
  public String toString() {
    String prefix = kind == Kind.VALUE ? "" : io.serbench.text.Words.words(kind) + " ";
    return path + ": " + prefix + expected + " -> " + actual;
  }
}
