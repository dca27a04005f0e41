package io.serbench.config;

import io.serbench.InvalidConfigurationException;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The user's settings as a front end read them: for each {@link Setting}, the text the user wrote,
 * after the front end's own precedence (a Maven user property over a nested element). Nothing here
 * is parsed; {@link RequestTranslator} parses every value through its declaration, so that the
 * Maven goal and the command line give the same errors.
 */
public final class RawSettings {
  private final Map<Setting<?>, String> values = new LinkedHashMap<>();

  /**
   * Sets what the user wrote: text as it is, a list's entries joined with commas, a map's as {@code
   * key=value} entries; {@code null} or blank leaves the setting unset.
   */
  public RawSettings put(Setting<?> setting, Object value) {
    String text = text(value);
    if (text == null || text.isBlank()) {
      values.remove(setting);
    } else {
      values.put(setting, text.trim());
    }
    return this;
  }

  /** Sets the value unless one is set already: a nested form under its user property. */
  public RawSettings putIfAbsent(Setting<?> setting, Object value) {
    return values.containsKey(setting) ? this : put(setting, value);
  }

  /**
   * Sets the nested forms a holder gave ({@code <constraints><graph>}), each under its user
   * property, which wins.
   *
   * @throws InvalidConfigurationException naming the holder when an element is not one of its
   *     settings
   */
  public RawSettings nested(Setting.Holder holder, Map<String, ?> given) {
    if (given == null) {
      return this;
    }
    List<Setting<?>> settings =
        Settings.ALL.stream().filter(s -> s.holder().filter(holder::equals).isPresent()).toList();
    for (Map.Entry<String, ?> entry : given.entrySet()) {
      Setting<?> setting =
          settings.stream()
              .filter(s -> s.element().filter(entry.getKey()::equals).isPresent())
              .findFirst()
              .orElseThrow(
                  () ->
                      new InvalidConfigurationException(
                          holder.element(),
                          entry.getKey(),
                          String.format(
                              "<%s><%s> is not a setting of <%s>; use %s",
                              holder.element(),
                              entry.getKey(),
                              holder.element(),
                              settings.stream()
                                  .map(s -> s.element().orElseThrow())
                                  .collect(Collectors.joining(", ")))));
      putIfAbsent(setting, entry.getValue());
    }
    return this;
  }

  /** What the user wrote, if anything. */
  public Optional<String> get(Setting<?> setting) {
    return Optional.ofNullable(values.get(setting));
  }

  /** Whether the user set it. */
  public boolean has(Setting<?> setting) {
    return values.containsKey(setting);
  }

  /**
   * The parsed value, for a front end's own decisions (skip, the demo) before the request exists.
   */
  public <T> T parsed(Setting<T> setting) {
    return setting.parse(values.get(setting));
  }

  private static String text(Object value) {
    if (value instanceof Collection<?> entries) {
      return entries.stream()
          .map(RawSettings::text)
          .filter(e -> e != null && !e.isBlank())
          .collect(Collectors.joining(","));
    }
    if (value instanceof Map<?, ?> map) {
      return map.entrySet().stream()
          .map(e -> e.getKey() + "=" + e.getValue())
          .collect(Collectors.joining(","));
    }
    return value == null ? null : value.toString();
  }
}
