package io.serbench.codec;

/** The wire format family, as jvm-serializers' taxonomy names it. */
public enum Format {
  /** A binary format that only the same Java library reads. */
  BINARY,
  /** A binary format with implementations in other languages. */
  BIN_CROSSLANG,
  /** JSON text. */
  JSON,
  /** XML text. */
  XML,
  /** Another text format, such as YAML. */
  TEXT
}
