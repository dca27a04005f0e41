package io.serbench.cli;

import io.serbench.config.RawConfiguration;
import io.serbench.settings.Entries;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The command line's options whose values are {@code NAME=VALUE} pairs, repeatable or
 * comma-separated: {@code --fixture FILE=CLASS} (the goal's {@code
 * <sample><file>..</file><class>..</class></sample>}) and {@code --implementation TYPE=CLASS} (the
 * goal's {@code <generator><implementations>}).
 */
final class PairOptions {
  private PairOptions() {}

  /** JSON fixtures, each file relative to {@code base} and present. */
  static List<RawConfiguration.RawFixture> fixtures(List<String> given, Path base) {
    List<RawConfiguration.RawFixture> fixtures = new ArrayList<>();
    for (Map.Entry<String, String> pair :
        pairs("fixture", given, "src/test/resources/order.json=com.acme.Order")) {
      if (!Files.isRegularFile(base.resolve(pair.getKey()))) {
        throw new Main.UsageException(
            "--fixture: no file "
                + pair.getKey()
                + " (relative to "
                + base
                + "); give the JSON file, then = and the class to read it into");
      }
      fixtures.add(new RawConfiguration.RawFixture(pair.getKey(), pair.getValue()));
    }
    return fixtures;
  }

  /** The concrete class generated for each abstract or interface type. */
  static Map<String, String> implementations(List<String> given) {
    Map<String, String> implementations = new LinkedHashMap<>();
    for (Map.Entry<String, String> pair :
        pairs("implementation", given, "com.acme.Shape=com.acme.Circle")) {
      if (implementations.put(pair.getKey(), pair.getValue()) != null) {
        throw new Main.UsageException(
            "--implementation: " + pair.getKey() + " is given twice; give one class for it");
      }
    }
    return implementations;
  }

  private static List<Map.Entry<String, String>> pairs(
      String option, List<String> given, String example) {
    List<Map.Entry<String, String>> pairs = new ArrayList<>();
    for (String entry : Entries.split(given)) {
      int equals = entry.indexOf('=');
      String name = equals < 0 ? "" : entry.substring(0, equals).trim();
      String value = equals < 0 ? "" : entry.substring(equals + 1).trim();
      if (name.isEmpty() || value.isEmpty()) {
        throw new Main.UsageException(
            "--" + option + ": '" + entry + "' is not NAME=CLASS; write it as " + example);
      }
      pairs.add(Map.entry(name, value));
    }
    return pairs;
  }
}
