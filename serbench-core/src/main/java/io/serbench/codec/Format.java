package io.serbench.codec;

/** The wire format family of a codec. */
public enum Format {
  /** A binary format that only the same Java library reads. */
  BINARY,
  /** A binary format with implementations in other languages. */
  BIN_CROSSLANG,
  /** JSON text. */
  JSON
}
