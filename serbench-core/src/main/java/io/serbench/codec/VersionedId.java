package io.serbench.codec;

import io.serbench.InvalidConfigurationException;
import java.util.Optional;

/**
 * A codec id with the version of its library, {@code jackson-json@2.18.2}: the codec set up as
 * {@code jackson-json} is, over that version of its library ({@link CodecInfo#library()}) and its
 * dependencies, in class loaders of its own. Two versions of one id race in the same rounds, an A/B
 * of an upgrade. {@code config.CodecEntries} reads what the user wrote; {@link #of} splits an id
 * serbench already checked.
 *
 * @param base the catalog's id, {@code jackson-json}
 * @param version the library's Maven version, {@code 2.18.2}
 */
public record VersionedId(String base, String version) {
  /** What separates the id from the version. */
  public static final char SEPARATOR = '@';

  /** The id as written: {@code base@version}. */
  public String id() {
    return base + SEPARATOR + version;
  }

  @Override
  public String toString() {
    return id();
  }

  /** Whether the id names a version of its library. */
  public static boolean isVersioned(String id) {
    return id != null && id.indexOf(SEPARATOR) > 0;
  }

  /** The catalog's id of a codec id with or without a version. */
  public static String base(String id) {
    int at = id.indexOf(SEPARATOR);
    return at > 0 ? id.substring(0, at) : id;
  }

  /** The id split at its {@code @}, unchecked; empty for an id without a version. */
  public static Optional<VersionedId> of(String id) {
    if (!isVersioned(id)) {
      return Optional.empty();
    }
    int at = id.indexOf(SEPARATOR);
    return Optional.of(new VersionedId(id.substring(0, at), id.substring(at + 1)));
  }

  /**
   * Checks that the codec's library can be had in another version: not one that comes with the JDK.
   *
   * @throws InvalidConfigurationException naming {@code codecs} and the fix
   */
  public void checkLibrary(CodecInfo info) {
    if (!info.library().contains(":")) {
      throw invalid(
          id(),
          "'"
              + id()
              + "' asks for a version of "
              + info.library()
              + ", which comes with the JDK; leave the version out and compare JDKs with"
              + " -Dserbench.jvms instead");
    }
  }

  private static InvalidConfigurationException invalid(String value, String message) {
    return new InvalidConfigurationException(CodecCatalog.ELEMENT, value, message);
  }
}
