package io.serbench.config;

import io.serbench.InvalidConfigurationException;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.ConfiguredId;
import io.serbench.codec.VersionedId;
import java.util.List;
import java.util.regex.Pattern;

/**
 * One {@code codecs} (or {@code current}) entry that names more than a catalog id: the project's
 * own instance, {@code jackson-json=com.acme.Json#mapper} ({@link ConfiguredId}), or another
 * version of the codec's library, {@code jackson-json@2.18.2} ({@link VersionedId}). Each is read
 * against the catalog's ids, so that an unknown id is named before the rest of the entry.
 */
final class CodecEntries {
  private static final Pattern FACTORY =
      Pattern.compile("[A-Za-z_$][\\w$]*(\\.[A-Za-z_$][\\w$]*)*#[A-Za-z_$][\\w$]*");

  private static final Pattern VERSION = Pattern.compile("[0-9][0-9A-Za-z._+-]*");

  private CodecEntries() {}

  /**
   * Reads an entry of the form {@code id=Class#member}: a plain id of the catalog and a factory
   * written as a class name, {@code #} and the name of a method or a field.
   *
   * @throws InvalidConfigurationException naming the element and the fix
   */
  static ConfiguredId configured(String element, String pattern, List<String> ids) {
    int at = pattern.indexOf(ConfiguredId.SEPARATOR);
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
    return ConfiguredId.of(base + ConfiguredId.SEPARATOR + factory).orElseThrow();
  }

  /**
   * Reads an entry of the form {@code id@version}: a plain id of the catalog and a Maven version (a
   * digit first, then letters, digits, {@code . _ + -}).
   *
   * @throws InvalidConfigurationException naming {@code codecs} and the fix
   */
  static VersionedId versioned(String pattern, List<String> ids) {
    int at = pattern.indexOf(VersionedId.SEPARATOR);
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

  private static InvalidConfigurationException invalid(String value, String message) {
    return new InvalidConfigurationException(CodecCatalog.ELEMENT, value, message);
  }
}
