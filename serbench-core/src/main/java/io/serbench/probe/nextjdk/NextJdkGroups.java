package io.serbench.probe.nextjdk;

import io.serbench.codec.ConfiguredId;
import io.serbench.codec.VersionedId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which codecs share the next JDK's child JVMs: the modes of one library (the catalog names each
 * codec {@code library-mode}: {@code fory}, {@code fory-registered} and {@code fory-compatible} are
 * Fory's; every {@code jackson-*} codec is Jackson 2's) at one version, with the same documented
 * {@code --add-opens}, so that every codec of a group meets the JVM its own would have. A versioned
 * codec ({@code jackson-json@2.17.2}) is a group of its version; a codec bound to the project's
 * instance ({@code jackson-json=com.acme.Json#mapper}) joins its library's.
 */
public final class NextJdkGroups {
  private NextJdkGroups() {}

  /**
   * The groups of these codecs, each in the order given, ordered by their first codec.
   *
   * @param codecs codec ids
   * @param feature the next JDK's feature version, whose documented flags count
   */
  public static List<List<String>> of(List<String> codecs, int feature) {
    Map<String, List<String>> groups = new LinkedHashMap<>();
    for (String codec : codecs) {
      groups.computeIfAbsent(key(codec, feature), k -> new ArrayList<>()).add(codec);
    }
    return groups.values().stream().map(List::copyOf).toList();
  }

  /** What codecs of one group share: library, version and the child's flags. */
  static String key(String codec, int feature) {
    String base = codec;
    int configured = base.indexOf(ConfiguredId.SEPARATOR);
    if (configured > 0) {
      base = base.substring(0, configured);
    }
    String version = "";
    int versioned = base.indexOf(VersionedId.SEPARATOR);
    if (versioned > 0) {
      version = base.substring(versioned);
      base = base.substring(0, versioned);
    }
    int dash = base.indexOf('-');
    String library = dash > 0 ? base.substring(0, dash) : base;
    return library + version + " " + String.join(" ", NextJdkProbe.documentedOpens(codec, feature));
  }
}
