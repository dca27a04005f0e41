package io.serbench.codec;

import io.serbench.InvalidConfigurationException;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A codec id bound to the project's own instance of its library, {@code
 * jackson-json=com.acme.Json#mapper} or {@code gson=com.acme.Api#GSON}: the codec's format and
 * claims, but the {@code ObjectMapper} (Kryo, Fory, Gson, FST configuration) that the project's
 * static factory returns or its static field holds, with its mix-ins, modules and registrations.
 * serbench verifies, probes and times that instance.
 *
 * @param base the catalog's id, {@code jackson-json}
 * @param owner the member's class, {@code com.acme.Json}
 * @param member the class's public static method without parameters, or its public static field,
 *     {@code mapper}
 */
public record ConfiguredId(String base, String owner, String member) {
  /** What separates the id from the factory. */
  public static final char SEPARATOR = '=';

  private static final Pattern FACTORY =
      Pattern.compile("[A-Za-z_$][\\w$]*(\\.[A-Za-z_$][\\w$]*)*#[A-Za-z_$][\\w$]*");

  /** The id as written: {@code base=owner#method}. */
  public String id() {
    return base + SEPARATOR + factory();
  }

  /** The factory as written: {@code owner#member}. */
  public String factory() {
    return owner + "#" + member;
  }

  /**
   * Whether a codec of this library ({@code groupId:artifactId}) can take the project's own
   * instance: Jackson 2's and 3's, Gson's, Kryo's, Fory's and FST's can.
   */
  public static boolean takesProjectInstance(String library) {
    return !ProjectInstances.family(library).isEmpty();
  }

  /** Whether the id names the project's instance. */
  public static boolean isConfigured(String id) {
    return id != null && id.indexOf(SEPARATOR) > 0;
  }

  /** The id split at its {@code =}, unchecked; empty for an id without a factory. */
  public static Optional<ConfiguredId> of(String id) {
    if (!isConfigured(id)) {
      return Optional.empty();
    }
    int at = id.indexOf(SEPARATOR);
    String factory = id.substring(at + 1).trim();
    int hash = factory.indexOf('#');
    if (hash < 0) {
      return Optional.empty();
    }
    return Optional.of(
        new ConfiguredId(
            id.substring(0, at).trim(), factory.substring(0, hash), factory.substring(hash + 1)));
  }

  /**
   * Checks one {@code codecs} or {@code current} entry of the form {@code id=Class#member}: a plain
   * id of the catalog and a factory written as a class name, {@code #} and the name of a method or
   * a field.
   *
   * @throws InvalidConfigurationException naming the element and the fix
   */
  public static ConfiguredId parse(String element, String pattern, List<String> ids) {
    int at = pattern.indexOf(SEPARATOR);
    String base = pattern.substring(0, at).trim();
    String factory = pattern.substring(at + 1).trim();
    if (!ids.contains(base)) {
      throw new InvalidConfigurationException(
          element,
          pattern,
          "unknown codec id '"
              + base
              + "' in '"
              + pattern
              + "'; write the catalog's id before '=', such as jackson-json=com.acme.Json#mapper");
    }
    if (!FACTORY.matcher(factory).matches()) {
      throw new InvalidConfigurationException(
          element,
          pattern,
          "'"
              + factory
              + "' is not a factory; write the class and its static method without parameters"
              + " that returns your configured instance, or its static field that holds it, such"
              + " as "
              + base
              + "=com.acme.Json#mapper");
    }
    return of(base + SEPARATOR + factory).orElseThrow();
  }
}
