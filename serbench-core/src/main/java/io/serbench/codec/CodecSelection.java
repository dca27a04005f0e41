package io.serbench.codec;

import io.serbench.InvalidConfigurationException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Resolves {@code -Dserbench.codecs} patterns against the catalog's ids: plain ids, globs with
 * {@code *} and {@code ?}, the groups {@code default} and {@code all}, and exclusions prefixed with
 * {@code !}, applied left to right. Without patterns, or with only exclusions, selection starts
 * from the default set ({@link Group#DEFAULT}). {@code kryo*,!kryo-flat} selects every Kryo mode
 * but the flat one; {@code default,gson} adds Gson to the default set. An id with a version, {@code
 * jackson-json@2.18.2} ({@link VersionedId}), selects that codec over that version of its library;
 * versioned ids follow their base id's place in the catalog, in the order written.
 */
public final class CodecSelection {
  /** The configuration element the patterns come from. */
  public static final String ELEMENT = "codecs";

  private CodecSelection() {}

  /** The group name that selects every codec in the catalog. */
  public static final String ALL = "all";

  /** The group name that selects the default set. */
  public static final String DEFAULT = "default";

  /**
   * Whether the patterns start from the default set: none, only exclusions, or the group {@link
   * #DEFAULT} among them. The one place that says so: the codecs the model calls for by themselves
   * join only such a selection.
   */
  public static boolean startsFromDefaults(List<String> patterns) {
    List<String> cleaned = cleaned(patterns);
    return cleaned.stream().allMatch(p -> p.startsWith("!")) || cleaned.contains(DEFAULT);
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
              ? List.of(ConfiguredId.parse(ELEMENT, body, ids).id())
              : body.indexOf(VersionedId.SEPARATOR) >= 0
                  ? List.of(VersionedId.parse(body, ids).id())
                  : body.equals(ALL) ? ids : body.equals(DEFAULT) ? defaults : matches(body, ids);
      if (matches.isEmpty()) {
        String what =
            isGlob(body)
                ? "codec pattern '" + pattern + "' selects no codec"
                : "unknown codec id '" + body + "'";
        throw new InvalidConfigurationException(
            ELEMENT,
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
          ELEMENT,
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

  /** The versioned ids among the patterns, checked; exclusions are left out. */
  public static List<VersionedId> versioned(List<String> patterns, List<String> ids) {
    List<VersionedId> versioned = new ArrayList<>();
    for (String pattern : patterns) {
      String trimmed = pattern.trim();
      if (!trimmed.startsWith("!")
          && trimmed.indexOf(VersionedId.SEPARATOR) >= 0
          && trimmed.indexOf(ConfiguredId.SEPARATOR) < 0) {
        VersionedId id = VersionedId.parse(trimmed, ids);
        if (!versioned.contains(id)) {
          versioned.add(id);
        }
      }
    }
    return versioned;
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
