package io.serbench.codec;

import io.serbench.InvalidConfigurationException;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A codec id with the version of its library, {@code jackson-json@2.18.2}: the codec set up as
 * {@code jackson-json} is, over that version of its library ({@link CodecInfo#library()}) and its
 * dependencies, in class loaders of its own. Two versions of one id race in the same rounds, an A/B
 * of an upgrade.
 *
 * @param base the catalog's id, {@code jackson-json}
 * @param version the library's Maven version, {@code 2.18.2}
 */
public record VersionedId(String base, String version) {
  /** What separates the id from the version. */
  public static final char SEPARATOR = '@';

  private static final Pattern VERSION = Pattern.compile("[0-9][0-9A-Za-z._+-]*");

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
   * Checks one {@code codecs} entry of the form {@code id@version}: a plain id of the catalog and a
   * Maven version (a digit first, then letters, digits, {@code . _ + -}).
   *
   * @throws InvalidConfigurationException naming {@code codecs} and the fix
   */
  public static VersionedId parse(String pattern, java.util.List<String> ids) {
    int at = pattern.indexOf(SEPARATOR);
    String base = at < 0 ? pattern : pattern.substring(0, at).trim();
    String version = at < 0 ? "" : pattern.substring(at + 1).trim();
    if (base.isEmpty() || base.contains("*") || base.contains("?")) {
      throw invalid(
          pattern,
          "'"
              + pattern
              + "' puts a version on no single codec; write one codec id and its library's"
              + " version, such as jackson-json@2.18.2");
    }
    if (!ids.contains(base)) {
      throw invalid(
          pattern,
          "unknown codec id '"
              + base
              + "' in '"
              + pattern
              + "'; a version goes after one of the ids: "
              + String.join(", ", ids));
    }
    if (!VERSION.matcher(version).matches()) {
      throw invalid(
          pattern,
          "'"
              + version
              + "' in '"
              + pattern
              + "' is not a version of "
              + base
              + "'s library; write the Maven version, such as "
              + base
              + "@2.18.2");
    }
    return new VersionedId(base, version);
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
    return new InvalidConfigurationException(CodecSelection.ELEMENT, value, message);
  }
}
