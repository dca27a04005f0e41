package io.serbench.codec;

/** What a team must do to use a codec. */
public enum Effort {
  /** Works on the classes as they are. */
  ZERO_KNOWLEDGE("works on your classes as they are"),
  /** Needs the list of classes kept in sync with the code (registration). */
  CLASSES_KNOWN("needs the class list kept in sync"),
  /** Needs the library's annotations on the model classes (DSL-JSON's array format). */
  ANNOTATIONS("needs the library's annotations on your classes");

  private final String label;

  Effort(String label) {
    this.label = label;
  }

  /** What it asks of a team, in words, as the report writes it. */
  public String label() {
    return label;
  }
}
