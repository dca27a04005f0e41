package io.serbench.jmh;

import java.util.Map;
import java.util.Optional;

/**
 * One generated JMH benchmark class.
 *
 * @param className the fully qualified class name
 * @param source the Java source text
 * @param methods benchmark method name to what it measures
 */
public record BenchmarkSource(String className, String source, Map<String, Target> methods) {

  /** What one benchmark method measures. */
  public record Target(String codec, Operation operation) {}

  /** The measured operations. */
  public enum Operation {
    SERIALIZE,
    DESERIALIZE,
    /** Serialize, then deserialize the bytes just produced. */
    ROUND_TRIP
  }

  public BenchmarkSource {
    methods = Map.copyOf(methods);
  }

  /** The method measuring this codec and operation. */
  public static String methodName(String codec, Operation operation) {
    return identifier(codec)
        + "_"
        + switch (operation) {
          case SERIALIZE -> "serialize";
          case DESERIALIZE -> "deserialize";
          case ROUND_TRIP -> "roundTrip";
        };
  }

  /** Finds what a fully qualified JMH benchmark name ({@code class.method}) measures. */
  public Optional<Target> target(String benchmark) {
    if (!benchmark.startsWith(className + ".")) {
      return Optional.empty();
    }
    return Optional.ofNullable(methods.get(benchmark.substring(className.length() + 1)));
  }

  static String identifier(String codec) {
    return codec.replaceAll("[^A-Za-z0-9]", "_");
  }
}
