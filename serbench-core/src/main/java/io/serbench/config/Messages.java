package io.serbench.config;

import io.serbench.InvalidConfigurationException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Which model classes are timed, and the traffic the ranking stands for.
 *
 * @param mix the weight of each message, by sample name, factory reference, class name or simple
 *     class name ({@code <mix>}); empty for equal weights over every message
 * @param timeEveryClass whether every model class, parts included, is timed as a sample of its own
 *     ({@code <timeEveryClass>}), as well as the mix
 */
public record Messages(Map<String, Double> mix, boolean timeEveryClass) {
  /** Equal weights over the messages; parts are not timed on their own. */
  public static final Messages DEFAULT = new Messages(Map.of(), false);

  public Messages {
    mix = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(mix));
  }

  /**
   * Parses {@code <mix>} entries, each {@code name=weight}.
   *
   * @throws InvalidConfigurationException naming {@code mix} and the fix
   */
  static Map<String, Double> parseMix(List<String> entries) {
    Map<String, Double> mix = new LinkedHashMap<>();
    for (String entry : entries) {
      int equals = entry.lastIndexOf('=');
      if (equals <= 0 || equals == entry.length() - 1) {
        throw badEntry(entry, "write each message as name=weight");
      }
      String name = entry.substring(0, equals).trim();
      double weight;
      try {
        weight = Double.parseDouble(entry.substring(equals + 1).trim());
      } catch (NumberFormatException e) {
        throw badEntry(entry, "the weight is not a number");
      }
      if (!(weight >= 0) || Double.isInfinite(weight)) {
        throw badEntry(entry, "a weight is a number of 0 or more");
      }
      if (mix.put(name, weight) != null) {
        throw badEntry(entry, name + " is weighed twice");
      }
    }
    if (!mix.isEmpty() && mix.values().stream().allMatch(w -> w == 0)) {
      throw new InvalidConfigurationException(
          "mix",
          String.join(",", entries),
          "every weight in the mix is 0; give at least one message a weight above 0");
    }
    return mix;
  }

  private static InvalidConfigurationException badEntry(String entry, String why) {
    return new InvalidConfigurationException(
        "mix",
        entry,
        String.format(
            Locale.ROOT,
            "mix entry '%s': %s, such as com.acme.Order=3 or com.acme.Fixtures#bigOrder=1",
            entry,
            why));
  }
}
