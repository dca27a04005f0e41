package io.serbench.settings;

import io.serbench.InvalidConfigurationException;
import java.util.Map;

/**
 * How the sample generator fills objects.
 *
 * @param seed the random seed; the same seed gives equal samples and identical sizes
 * @param collectionSize elements per generated collection, array and map
 * @param stringLength characters per generated string (a surrogate pair counts as two)
 * @param alphabet which characters strings use
 * @param implementations concrete classes for abstract or interface types, by type name; types not
 *     listed take the first concrete model class that fits
 */
public record GeneratorSettings(
    long seed,
    int collectionSize,
    int stringLength,
    Alphabet alphabet,
    Map<String, String> implementations) {

  public static final long DEFAULT_SEED = Defaults.SEED;
  public static final int DEFAULT_COLLECTION_SIZE = Defaults.COLLECTION_SIZE;
  public static final int DEFAULT_STRING_LENGTH = Defaults.STRING_LENGTH;

  /** The defaults: seed 42, 5 elements, 12 ASCII characters. */
  public static final GeneratorSettings DEFAULT =
      new GeneratorSettings(
          DEFAULT_SEED, DEFAULT_COLLECTION_SIZE, DEFAULT_STRING_LENGTH, Alphabet.ASCII, Map.of());

  public GeneratorSettings {
    implementations = implementations == null ? Map.of() : Map.copyOf(implementations);
    alphabet = alphabet == null ? Alphabet.ASCII : alphabet;
    if (collectionSize < 0) {
      throw new InvalidConfigurationException(
          "collectionSize", "" + collectionSize, "collectionSize must not be negative");
    }
    if (stringLength < 0) {
      throw new InvalidConfigurationException(
          "stringLength", "" + stringLength, "stringLength must not be negative");
    }
  }

  public GeneratorSettings withSeed(long value) {
    return new GeneratorSettings(value, collectionSize, stringLength, alphabet, implementations);
  }

  public GeneratorSettings withCollectionSize(int value) {
    return new GeneratorSettings(seed, value, stringLength, alphabet, implementations);
  }
}
