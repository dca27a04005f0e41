package io.serbench.jmh;

import io.serbench.settings.Operation;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One generated JMH benchmark class: one benchmark method per operation, with the codec and the
 * sample as JMH parameters ({@value #CODEC_PARAM} and {@value #SAMPLE_PARAM}).
 *
 * @param className the fully qualified class name
 * @param source the Java source text
 * @param methods benchmark method name to the operation it measures
 * @param fresh the codecs timed on a fresh value per call ({@link
 *     io.serbench.codec.CodecProvider#freshValuePerCall()}), through the {@value #FRESH} methods
 */
public record BenchmarkSource(
    String className, String source, Map<String, Operation> methods, Set<String> fresh) {
  /** The suffix of the methods that encode a fresh value per call. */
  public static final String FRESH = "Fresh";

  /** The JMH parameter naming the codec. */
  public static final String CODEC_PARAM = "codec";

  /** The JMH parameter naming the sample. */
  public static final String SAMPLE_PARAM = "sample";

  /** What one benchmark method measures with one codec. */
  public record Target(String codec, Operation operation) {}

  public BenchmarkSource {
    methods = Map.copyOf(methods);
    fresh = Set.copyOf(fresh);
  }

  /** A source whose codecs all encode the same value on every call. */
  public BenchmarkSource(String className, String source, Map<String, Operation> methods) {
    this(className, source, methods, Set.of());
  }

  /** The operations that encode, which a fresh-value codec times on a fresh value per call. */
  public static boolean encodes(Operation operation) {
    return operation == Operation.SERIALIZE || operation == Operation.ROUND_TRIP;
  }

  /** The fully qualified JMH benchmark name of this operation for this codec. */
  public String benchmark(Operation operation, String codec) {
    return fresh.contains(codec) && encodes(operation)
        ? benchmark(operation) + FRESH
        : benchmark(operation);
  }

  /** The method measuring this operation. */
  public static String methodName(Operation operation) {
    return switch (operation) {
      case SERIALIZE -> "serialize";
      case DESERIALIZE -> "deserialize";
      case ROUND_TRIP -> "roundTrip";
      case COLD_SERIALIZE -> "coldSerialize";
      case COLD_DESERIALIZE -> "coldDeserialize";
    };
  }

  /**
   * The fully qualified JMH benchmark name of this operation: its method by the operation's name,
   * or the one method of this class that measures it under a name of its own (the host sentinel's,
   * {@link HostSentinel}).
   */
  public String benchmark(Operation operation) {
    String method = methodName(operation);
    if (!methods.containsKey(method)) {
      method =
          methods.entrySet().stream()
              .filter(e -> e.getValue() == operation)
              .map(Map.Entry::getKey)
              .sorted()
              .findFirst()
              .orElse(method);
    }
    return className + "." + method;
  }

  /**
   * Finds what a fully qualified JMH benchmark name ({@code class.method}) measures with the given
   * codec parameter.
   */
  public Optional<Target> target(String benchmark, String codec) {
    if (!benchmark.startsWith(className + ".") || codec == null) {
      return Optional.empty();
    }
    String method = benchmark.substring(className.length() + 1);
    return Optional.ofNullable(methods.get(method))
        .filter(operation -> benchmark(operation, codec).equals(benchmark))
        .map(operation -> new Target(codec, operation));
  }
}
