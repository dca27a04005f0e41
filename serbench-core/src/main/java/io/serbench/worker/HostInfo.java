package io.serbench.worker;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** Facts about the host for the report. */
final class HostInfo {
  private HostInfo() {}

  static String os() {
    return System.getProperty("os.name")
        + " "
        + System.getProperty("os.version")
        + " ("
        + System.getProperty("os.arch")
        + ")";
  }

  /** The CPU model from /proc/cpuinfo where there is one, else the architecture. */
  static String cpu() {
    Path cpuinfo = Path.of("/proc/cpuinfo");
    if (Files.isReadable(cpuinfo)) {
      try (Stream<String> lines = Files.lines(cpuinfo)) {
        return lines
            .filter(l -> l.startsWith("model name"))
            .map(l -> l.substring(l.indexOf(':') + 1).trim())
            .findFirst()
            .orElse(System.getProperty("os.arch"));
      } catch (IOException | RuntimeException e) {
        return System.getProperty("os.arch");
      }
    }
    return System.getProperty("os.arch");
  }
}
