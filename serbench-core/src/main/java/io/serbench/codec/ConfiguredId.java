package io.serbench.codec;

import java.util.Optional;

/**
 * A codec id bound to the project's own instance of its library, {@code
 * jackson-json=com.acme.Json#mapper} or {@code gson=com.acme.Api#GSON}: the codec's format and
 * claims, but the {@code ObjectMapper} (Kryo, Fory, Gson, FST configuration) that the project's
 * static factory returns or its static field holds, with its mix-ins, modules and registrations.
 * serbench verifies, probes and times that instance. {@code config.CodecEntries} reads what the
 * user wrote; {@link #of} splits an id serbench already checked.
 *
 * @param base the catalog's id, {@code jackson-json}
 * @param owner the member's class, {@code com.acme.Json}
 * @param member the class's public static method without parameters, or its public static field,
 *     {@code mapper}
 */
public record ConfiguredId(String base, String owner, String member) {
  /** What separates the id from the factory. */
  public static final char SEPARATOR = '=';

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
}
