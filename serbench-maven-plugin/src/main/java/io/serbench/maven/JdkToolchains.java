package io.serbench.maven;

import io.serbench.InvalidConfigurationException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.apache.maven.toolchain.Toolchain;

/**
 * Turns {@code <jvms>} entries into JDK homes: a path stays as it is, {@code toolchain:25} or
 * {@code toolchain:version=25;vendor=temurin} names the first JDK toolchain of {@code
 * toolchains.xml} that meets those requirements (as maven-toolchains-plugin matches them).
 */
final class JdkToolchains {
  static final String PREFIX = "toolchain:";

  private JdkToolchains() {}

  /**
   * @param entries the configured entries, already split at commas
   * @param lookup the JDK toolchains that meet the requirements, in toolchains.xml order
   * @param log receives which toolchain each entry chose
   * @throws InvalidConfigurationException naming {@code <jvms>} when an entry is malformed or no
   *     toolchain matches
   */
  static List<String> homes(
      List<String> entries,
      Function<Map<String, String>, List<Toolchain>> lookup,
      java.util.function.Consumer<String> log) {
    List<String> homes = new ArrayList<>();
    for (String entry : entries) {
      if (!entry.startsWith(PREFIX)) {
        homes.add(entry);
        continue;
      }
      Map<String, String> requirements = requirements(entry);
      List<Toolchain> matches = lookup.apply(requirements);
      if (matches.isEmpty()) {
        throw new InvalidConfigurationException(
            "jvms",
            entry,
            "no JDK toolchain matches "
                + describe(requirements)
                + "; add a <toolchain> of type jdk to ~/.m2/toolchains.xml (or pass -t"
                + " path/to/toolchains.xml), or list the JDK home itself");
      }
      String java = matches.get(0).findTool("java");
      if (java == null) {
        throw new InvalidConfigurationException(
            "jvms",
            entry,
            "the JDK toolchain matching "
                + describe(requirements)
                + " has no bin/java; check its jdkHome in toolchains.xml");
      }
      // <jdkHome>/bin/java
      String home = Path.of(java).toAbsolutePath().getParent().getParent().toString();
      log.accept("<jvms> " + entry + ": JDK toolchain " + home);
      homes.add(home);
    }
    return homes;
  }

  /** {@code toolchain:25} means version 25; otherwise {@code key=value} pairs separated by ';'. */
  static Map<String, String> requirements(String entry) {
    String text = entry.substring(PREFIX.length()).trim();
    String example = "; write toolchain:25 or toolchain:version=25;vendor=temurin";
    if (text.isEmpty()) {
      throw new InvalidConfigurationException(
          "jvms", entry, entry + " names no requirement" + example);
    }
    Map<String, String> requirements = new LinkedHashMap<>();
    if (!text.contains("=")) {
      requirements.put("version", text);
      return requirements;
    }
    for (String pair : text.split(";")) {
      int equals = pair.indexOf('=');
      if (equals <= 0 || equals == pair.length() - 1) {
        throw new InvalidConfigurationException(
            "jvms", entry, "'" + pair.trim() + "' in " + entry + " is not key=value" + example);
      }
      requirements.put(pair.substring(0, equals).trim(), pair.substring(equals + 1).trim());
    }
    return requirements;
  }

  private static String describe(Map<String, String> requirements) {
    return requirements.entrySet().stream()
        .map(e -> e.getKey() + "=" + e.getValue())
        .collect(Collectors.joining(", "));
  }
}
