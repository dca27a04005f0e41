package io.serbench.codec;

/** What a team must do to use a codec. */
public enum Effort {
  /** Works on the classes as they are. */
  ZERO_KNOWLEDGE,
  /** Needs the list of classes kept in sync with the code (registration). */
  CLASSES_KNOWN,
  /** Needs the library's annotations on the model classes (DSL-JSON's array format). */
  ANNOTATIONS
}
