package io.serbench.config;

import io.serbench.InvalidConfigurationException;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.ConfiguredId;
import io.serbench.codec.Group;
import io.serbench.codec.VersionedId;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Resolves {@code -Dserbench.codecs} patterns against the catalog's ids: plain ids, globs with
 * {@code *} and {@code ?}, the groups {@code default} and {@code all}, and exclusions prefixed with
 * {@code !}, applied left to right. Without patterns, or with only exclusions, selection starts
 * from the default set ({@link Group#DEFAULT}). {@code kryo*,!kryo-flat} selects every Kryo mode
 * but the flat one; {@code default,gson} adds Gson to the default set. An id with a version, {@code
 * jackson-json@2.18.2} ({@link VersionedId}), selects that codec over that version of its library;
 * an id with a factory, {@code jackson-json=com.acme.Json#mapper} ({@link ConfiguredId}), the
 * project's own instance; both follow their base id's place in the catalog, in the order written.
 * The patterns are read where a catalog is loaded, in the host's plan and in the worker.
 */
public final class CodecPatterns {
  private CodecPatterns() {}

  /**
   * Whether the patterns start from the default set: none, only exclusions, or the group {@link
   * CodecCatalog#DEFAULT} among them. The one place that says so: the codecs the model calls for by
   * themselves join only such a selection.
   */
  public static boolean startsFromDefaults(List<String> patterns) {
    List<String> cleaned = cleaned(patterns);
    return cleaned.stream().allMatch(p -> p.startsWith("!"))
        || cleaned.contains(CodecCatalog.DEFAULT);
  }

  /**
   * The providers selected by {@code patterns}, in catalog order; the default set when {@code
   * patterns} is empty.
   *
   * @throws InvalidConfigurationException naming the element {@code codecs}
   */
  public static List<CodecProvider> select(CodecCatalog catalog, List<String> patterns) {
    versioned(catalog, patterns);
    return select(patterns, catalog.ids(), catalog.defaultIds()).stream()
        .map(id -> catalog.find(id).orElseThrow())
        .toList();
  }

  /**
   * The providers selected by {@code patterns}, and the codec the team uses now ({@code current})
   * with them, so that the answer can compare with it.
   *
   * @param current a codec id, or {@code null}
   * @throws InvalidConfigurationException naming {@code current} when it is no codec
   */
  public static List<CodecProvider> select(
      CodecCatalog catalog, List<String> patterns, String current) {
    return select(catalog, withCurrent(catalog, patterns, current));
  }

  /** The ids that the patterns and the current codec leave out, in catalog order. */
  public static List<String> leftOut(CodecCatalog catalog, List<String> patterns, String current) {
    return leftOut(catalog, withCurrent(catalog, patterns, current));
  }

  /** The ids that {@code patterns} leave out, in catalog order: what a report lists as not run. */
  public static List<String> leftOut(CodecCatalog catalog, List<String> patterns) {
    List<String> selected = select(patterns, catalog.ids(), catalog.defaultIds());
    return catalog.ids().stream().filter(id -> !selected.contains(id)).toList();
  }

  /**
   * The versioned ids that the patterns select ({@code jackson-json@2.18.2}), checked: a known id,
   * a Maven version, a library that is not the JDK's own; exclusions are left out.
   *
   * @throws InvalidConfigurationException naming the element {@code codecs}
   */
  public static List<VersionedId> versioned(CodecCatalog catalog, List<String> patterns) {
    List<VersionedId> versioned = new ArrayList<>();
    for (String pattern : patterns) {
      String trimmed = pattern.trim();
      if (!trimmed.startsWith("!")
          && trimmed.indexOf(VersionedId.SEPARATOR) >= 0
          && trimmed.indexOf(ConfiguredId.SEPARATOR) < 0) {
        VersionedId id = CodecEntries.versioned(trimmed, catalog.ids());
        if (!versioned.contains(id)) {
          versioned.add(id);
        }
      }
    }
    versioned.forEach(v -> v.checkLibrary(catalog.find(v.base()).orElseThrow().info()));
    return versioned;
  }

  /** The catalog's ids that no exclusion among the patterns names. */
  public static List<String> notExcluded(CodecCatalog catalog, List<String> patterns) {
    List<String> exclusions = patterns.stream().filter(p -> p.trim().startsWith("!")).toList();
    return select(catalog, Stream.concat(Stream.of(CodecCatalog.ALL), exclusions.stream()).toList())
        .stream()
        .map(c -> c.info().id())
        .toList();
  }

  private static List<String> withCurrent(
      CodecCatalog catalog, List<String> patterns, String current) {
    if (current == null || current.isBlank()) {
      return patterns;
    }
    if (ConfiguredId.isConfigured(current.trim())) {
      CodecEntries.configured("current", current.trim(), catalog.ids());
    }
    if (catalog.find(current.trim()).isEmpty()) {
      throw new InvalidConfigurationException(
          "current",
          current,
          "'"
              + current
              + "' is not a codec id; name the codec you use now by its id, such as"
              + " -Dserbench.current=jackson-json (the report's catalog lists every id)");
    }
    // patterns that start from the default set (none, or only exclusions) still do with current
    // beside them: "!kryo" and a current codec select the default set less kryo, and current
    List<String> with = new ArrayList<>();
    if (startsFromDefaults(patterns)) {
      with.add(CodecCatalog.DEFAULT);
    }
    with.addAll(patterns);
    with.add(current.trim());
    return with;
  }

  private static List<String> cleaned(List<String> patterns) {
    return patterns.stream().map(String::trim).filter(p -> !p.isEmpty()).toList();
  }

  /**
   * The selected ids, in catalog order.
   *
   * @param defaults the ids of the default set, a run's selection when no pattern is given
   * @throws InvalidConfigurationException for an unknown plain id, a pattern that matches nothing,
   *     or a selection that ends up empty
   */
  public static List<String> select(
      List<String> patterns, List<String> ids, List<String> defaults) {
    List<String> cleaned = cleaned(patterns);
    if (cleaned.isEmpty()) {
      return ids.stream().filter(defaults::contains).toList();
    }
    Set<String> selected = new LinkedHashSet<>();
    if (cleaned.stream().allMatch(p -> p.startsWith("!"))) {
      selected.addAll(defaults);
    }
    for (String pattern : cleaned) {
      boolean exclude = pattern.startsWith("!");
      String body = exclude ? pattern.substring(1).trim() : pattern;
      List<String> matches =
          body.indexOf(ConfiguredId.SEPARATOR) >= 0
              ? List.of(CodecEntries.configured(CodecCatalog.ELEMENT, body, ids).id())
              : body.indexOf(VersionedId.SEPARATOR) >= 0
                  ? List.of(CodecEntries.versioned(body, ids).id())
                  : body.equals(CodecCatalog.ALL)
                      ? ids
                      : body.equals(CodecCatalog.DEFAULT) ? defaults : matches(body, ids);
      if (matches.isEmpty()) {
        String what =
            isGlob(body)
                ? "codec pattern '" + pattern + "' selects no codec"
                : "unknown codec id '" + body + "'";
        throw new InvalidConfigurationException(
            CodecCatalog.ELEMENT,
            pattern,
            what
                + "; valid are the groups 'default' and 'all', globs such as 'jackson-*', and the"
                + " ids: "
                + String.join(", ", ids));
      }
      if (exclude) {
        matches.forEach(selected::remove);
      } else {
        selected.addAll(matches);
      }
    }
    if (selected.isEmpty()) {
      throw new InvalidConfigurationException(
          CodecCatalog.ELEMENT,
          String.join(",", cleaned),
          "codecs '" + String.join(",", cleaned) + "' exclude every codec; select at least one");
    }
    return inCatalogOrder(selected, ids);
  }

  /** The selected ids in catalog order, each versioned id after its base id's place. */
  private static List<String> inCatalogOrder(Set<String> selected, List<String> ids) {
    List<String> ordered = new ArrayList<>();
    for (String id : ids) {
      if (selected.contains(id)) {
        ordered.add(id);
      }
      for (String chosen : selected) {
        boolean variant =
            ConfiguredId.isConfigured(chosen)
                ? ConfiguredId.of(chosen).map(c -> c.base().equals(id)).orElse(false)
                : VersionedId.isVersioned(chosen) && VersionedId.base(chosen).equals(id);
        if (variant) {
          ordered.add(chosen);
        }
      }
    }
    return ordered;
  }

  private static List<String> matches(String pattern, List<String> ids) {
    if (!isGlob(pattern)) {
      return ids.contains(pattern) ? List.of(pattern) : List.of();
    }
    Pattern regex = Pattern.compile(toRegex(pattern));
    List<String> result = new ArrayList<>();
    for (String id : ids) {
      if (regex.matcher(id).matches()) {
        result.add(id);
      }
    }
    return result;
  }

  private static boolean isGlob(String pattern) {
    return pattern.contains("*") || pattern.contains("?");
  }

  private static String toRegex(String glob) {
    StringBuilder regex = new StringBuilder();
    for (char c : glob.toCharArray()) {
      switch (c) {
        case '*' -> regex.append(".*");
        case '?' -> regex.append('.');
        default -> regex.append(Pattern.quote(String.valueOf(c)));
      }
    }
    return regex.toString();
  }
}
