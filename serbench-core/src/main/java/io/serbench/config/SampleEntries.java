package io.serbench.config;

import io.serbench.InvalidConfigurationException;
import io.serbench.sample.FactoryMethod;

/**
 * A {@code samples} entry as a user wrote it, {@code com.acme.Fixtures#bigOrder}: read here, then
 * found with the project's class loader in the worker ({@link FactoryMethod}).
 */
public final class SampleEntries {
  private SampleEntries() {}

  /**
   * The factory an entry names.
   *
   * @throws InvalidConfigurationException naming {@code samples} when the entry is no {@code
   *     Class#method}, or when the method is missing or unusable
   */
  public static FactoryMethod factory(String reference, ClassLoader loader) {
    String trimmed = reference.trim();
    int hash = trimmed.indexOf('#');
    if (hash <= 0 || hash == trimmed.length() - 1) {
      throw new InvalidConfigurationException(
          "samples",
          trimmed,
          "sample '"
              + trimmed
              + "' is not a factory reference; write it as com.acme.Fixtures#method");
    }
    return FactoryMethod.find(trimmed.substring(0, hash), trimmed.substring(hash + 1), loader);
  }
}
