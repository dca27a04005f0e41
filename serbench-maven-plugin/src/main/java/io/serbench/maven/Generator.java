package io.serbench.maven;

import java.util.Map;

/**
 * The {@code <generator>} configuration: how generated samples are filled. Each value can also be
 * set as a user property ({@code -Dserbench.collectionSize=50}), which wins.
 */
public class Generator {
  /** Seed of the generator. */
  Long seed;

  /** Elements per generated collection, array and map. */
  Integer collectionSize;

  /** Characters per generated string. */
  Integer stringLength;

  /** {@code ASCII}, {@code LATIN1} or {@code UNICODE} (with surrogate pairs). */
  String alphabet;

  /**
   * Concrete classes for abstract or interface-typed fields, such as {@code
   * <com.acme.Shape>com.acme.Circle</com.acme.Shape>}; otherwise the first model class that fits.
   */
  Map<String, String> implementations;

  /** The elements given, by name, for core's raw settings. */
  Map<String, Object> values() {
    Map<String, Object> values = new java.util.LinkedHashMap<>();
    values.put("seed", seed);
    values.put("collectionSize", collectionSize);
    values.put("stringLength", stringLength);
    values.put("alphabet", alphabet);
    values.put("implementations", implementations);
    values.values().removeIf(java.util.Objects::isNull);
    return values;
  }
}
