package io.serbench.settings;

/** Which characters generated strings use; non-ASCII text changes sizes and speed. */
public enum Alphabet {
  /** Letters, digits and space. */
  ASCII,
  /** ASCII plus accented Latin-1 letters, two bytes each in UTF-8. */
  LATIN1,
  /** Latin-1, Greek, Cyrillic, CJK and emoji outside the BMP (surrogate pairs). */
  UNICODE
}
