package io.serbench;

/**
 * Base of every error serbench reports. Subtypes carry the offending value and the configuration
 * element it came from, so that a build tool can name the element in its own vocabulary.
 */
public class SerbenchException extends RuntimeException {
  private final String element;
  private final String value;

  /**
   * @param element the configuration element at fault, such as {@code classes}, or {@code null}
   * @param value the offending value, or {@code null}
   * @param message a one-line explanation that says how to fix it
   */
  public SerbenchException(String element, String value, String message) {
    super(message);
    this.element = element;
    this.value = value;
  }

  /** The configuration element at fault ({@code classes}, {@code samples}, ...), if known. */
  public java.util.Optional<String> element() {
    return java.util.Optional.ofNullable(element);
  }

  /** The offending value, if there is one. */
  public java.util.Optional<String> value() {
    return java.util.Optional.ofNullable(value);
  }

  /** Whether the user can fix this in configuration (as opposed to a broken environment). */
  public boolean isUserError() {
    return true;
  }
}
