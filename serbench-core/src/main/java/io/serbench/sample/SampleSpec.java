package io.serbench.sample;

import java.util.Optional;

/**
 * How to obtain one named sample instance, in any JVM: either from a static factory method or from
 * the seeded generator. The same spec yields an equal instance every time.
 *
 * @param name the sample's name in results and reports
 * @param modelClass the class of the instance
 * @param factory {@code com.acme.Fixtures#bigOrder}, or {@code null} for a generated sample
 * @param seed the generator's seed; ignored for factories
 */
public record SampleSpec(String name, String modelClass, String factory, long seed) {

  /** A generated sample of the class. */
  public static SampleSpec generated(Class<?> type, long seed) {
    return new SampleSpec("generated(" + type.getName() + ")", type.getName(), null, seed);
  }

  /** A sample produced by a factory method reference. */
  public static SampleSpec factory(String reference, Class<?> type) {
    return new SampleSpec(reference, type.getName(), reference, 0);
  }

  public Optional<String> factoryReference() {
    return Optional.ofNullable(factory);
  }

  /** Produces the instance with the given class loader. */
  public Object instantiate(ClassLoader loader) {
    if (factory != null) {
      return FactoryMethod.parse(factory, loader).invoke();
    }
    try {
      return new SampleGenerator(seed).generate(Class.forName(modelClass, true, loader));
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException("model class vanished: " + modelClass, e);
    }
  }
}
