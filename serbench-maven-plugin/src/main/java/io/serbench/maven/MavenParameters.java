package io.serbench.maven;

import java.util.ArrayList;
import java.util.List;

/** Normalizes list parameters, which arrive from the POM or as comma-separated user properties. */
final class MavenParameters {
  private MavenParameters() {}

  /** Splits every element on commas, trims, and drops empty entries. */
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
    return result;
  }
}
