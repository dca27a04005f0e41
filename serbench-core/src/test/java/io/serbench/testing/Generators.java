package io.serbench.testing;

import io.serbench.sample.SampleGenerator;
import io.serbench.settings.Alphabet;
import io.serbench.settings.GeneratorSettings;
import java.util.List;
import java.util.Map;

/** Sample generators for tests, with no candidate implementations and this class's loader. */
public final class Generators {
  private Generators() {}

  /** A generator with the default settings and this seed. */
  public static SampleGenerator seeded(long seed) {
    return of(GeneratorSettings.DEFAULT.withSeed(seed));
  }

  /** A generator with this seed, collection size and string length, in ASCII. */
  public static SampleGenerator seeded(long seed, int collectionSize, int stringLength) {
    return of(new GeneratorSettings(seed, collectionSize, stringLength, Alphabet.ASCII, Map.of()));
  }

  private static SampleGenerator of(GeneratorSettings settings) {
    return new SampleGenerator(settings, List.of(), Generators.class.getClassLoader());
  }
}
