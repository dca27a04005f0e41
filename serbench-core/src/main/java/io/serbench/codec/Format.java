package io.serbench.codec;

/** The wire format family, as jvm-serializers' taxonomy names it. */
public enum Format {
  /** A binary format that only the same Java library reads. */
  BINARY("binary, Java only"),
  /** A binary format with implementations in other languages. */
  BIN_CROSSLANG("binary, other languages read it"),
  /** JSON text. */
  JSON("JSON text"),
  /** XML text. */
  XML("XML text"),
  /** Another text format, such as YAML. */
  TEXT("other text");

  private final String label;

  Format(String label) {
    this.label = label;
  }

  /** The family in words, as the report writes it. */
  public String label() {
    return label;
  }
}
