package io.serbench.codec;

import io.serbench.model.StaticInstances;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A configured instance of a serializer library that the project's classes, or the jars that hold
 * its model, hand out through a public static member ({@code io.swagger.v3.core.util.Json#mapper},
 * {@code com.stripe.net.ApiResource#GSON}), with the codec id that takes it: what a team would name
 * in {@code current} as {@code jackson-json=io.swagger.v3.core.util.Json#mapper}.
 *
 * @param codec the catalog's id that takes the instance, {@code jackson-json}
 * @param reference the member, {@code io.swagger.v3.core.util.Json#mapper}
 * @param field whether the member is a public static final field (else a method)
 * @param declaredType the member's declared type
 * @param family the library family ({@link ProjectInstances#family(String)}), {@code jackson}
 */
public record FoundInstance(
    String codec, String reference, boolean field, String declaredType, String family) {

  /** The serializer types looked for, each with its library family. */
  private static final Map<String, String> TYPES =
      Map.of(
          "com.fasterxml.jackson.databind.ObjectMapper", "jackson",
          "tools.jackson.databind.ObjectMapper", "jackson3",
          "com.google.gson.Gson", "gson",
          "com.esotericsoftware.kryo.Kryo", "kryo",
          "org.apache.fory.Fory", "fory",
          "org.nustaq.serialization.FSTConfiguration", "fst");

  /** Jackson's dataformat mappers, by simple name, with the codec that writes their format. */
  private static final Map<String, String> JACKSON_FORMATS =
      Map.of(
          "YAMLMapper", "jackson-yaml",
          "XmlMapper", "jackson-xml",
          "CBORMapper", "jackson-cbor",
          "SmileMapper", "jackson-smile",
          "IonObjectMapper", "jackson-ion",
          "AvroMapper", "jackson-avro",
          "MessagePackMapper", "msgpack");

  private static final Map<String, String> JACKSON3_FORMATS =
      Map.of("CBORMapper", "jackson3-cbor", "SmileMapper", "jackson3-smile");

  /** The id to name in {@code current} or {@code codecs}: {@code codec=Class#member}. */
  public String id() {
    return codec + ConfiguredId.SEPARATOR + reference;
  }

  /** What the member is, for the log: {@code a public static final Gson field}. */
  public String describe() {
    String simple = declaredType.substring(declaredType.lastIndexOf('.') + 1);
    return field ? "a public static final " + simple + " field" : "a static factory of " + simple;
  }

  /** Whether a codec of this library ({@code groupId:artifactId}) takes the instance. */
  public boolean takenBy(String library) {
    return family.equals(ProjectInstances.family(library));
  }

  /**
   * The instances under {@code roots} (the project's classes directory and the jars that hold its
   * model classes), each with the codec that takes it; an instance of a dataformat that no codec of
   * the catalog writes is left out.
   *
   * @param loader reads the supertypes of a member's declared type
   */
  public static List<FoundInstance> find(List<Path> roots, ClassLoader loader) {
    return StaticInstances.find(roots, TYPES.keySet(), loader).stream()
        .flatMap(found -> of(found).stream())
        .toList();
  }

  /** The instance with the codec that takes it, if a codec of the catalog does. */
  static Optional<FoundInstance> of(StaticInstances.Found found) {
    String family = TYPES.get(found.type());
    String codec = codecOf(family, found.type(), found.declaredType());
    if (codec != null && found.declaredType().equals(found.type()) && family.equals("jackson")) {
      // a plain ObjectMapper over another format's factory says so only in its name: Yaml#mapper
      codec = formatByName(found.reference()).orElse(codec);
    }
    return codec == null
        ? Optional.empty()
        : Optional.of(
            new FoundInstance(
                codec, found.reference(), found.field(), found.declaredType(), family));
  }

  /** The dataformat codec a member's name points to ({@code Yaml#mapper}), if one does. */
  private static Optional<String> formatByName(String reference) {
    String name = reference.substring(reference.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
    return Stream.of("yaml", "xml", "cbor", "smile", "ion", "avro")
        .filter(name::contains)
        .findFirst()
        .map(format -> "jackson-" + format)
        .or(() -> name.contains("msgpack") ? Optional.of("msgpack") : Optional.empty());
  }

  private static String codecOf(String family, String type, String declaredType) {
    String simple = declaredType.substring(declaredType.lastIndexOf('.') + 1);
    boolean dataformat = declaredType.contains(".dataformat.");
    return switch (family) {
      case "jackson" ->
          JACKSON_FORMATS.getOrDefault(
              simple, declaredType.equals(type) || !dataformat ? "jackson-json" : null);
      case "jackson3" ->
          JACKSON3_FORMATS.getOrDefault(
              simple, declaredType.equals(type) || !dataformat ? "jackson3-json" : null);
      default -> family;
    };
  }
}
