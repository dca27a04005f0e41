package io.serbench.config;

import java.util.ArrayList;
import java.util.List;

/**
 * Lists of configuration entries. Every list-valued setting (classes, codecs, rules, JVMs, the
 * compare goal's runs) accepts entries that hold several comma-separated values.
 */
final class Entries {
  private Entries() {}

  /** Splits every entry on commas, trims, and drops empty entries. */
  static List<String> split(List<String> values) {
    List<String> result = new ArrayList<>();
    if (values == null) {
      return result;
    }
    for (String value : values) {
      if (value == null) {
        continue;
      }
      for (String part : value.split(",")) {
        if (!part.isBlank()) {
          result.add(part.trim());
        }
      }
    }
    return List.copyOf(result);
  }
}
