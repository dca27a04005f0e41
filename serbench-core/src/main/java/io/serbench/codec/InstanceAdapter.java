package io.serbench.codec;

/**
 * Builds a codec around the project's own instance of one library ({@link ConfiguredId}), from the
 * library's own package, found with {@link java.util.ServiceLoader} so that this package does not
 * depend on the library packages. Created only where the library is on the class path (the worker
 * and the JMH forks).
 */
public interface InstanceAdapter {
  /** The library family it adapts: {@code jackson}, {@code gson}, {@code kryo}, ... */
  String family();

  /** The codec over the instance, or {@code null} when the instance is not the library's type. */
  Codec of(Object instance, Class<?> type);
}
