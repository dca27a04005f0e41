package io.serbench.host;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What a worker JVM that died of a fatal error left behind. Such a JVM writes {@code
 * hs_err_pid<pid>.log} into its working directory (the output directory) and ends with no event, so
 * the one-line error says where it died and where the report is, instead of only a status.
 */
final class WorkerCrash {
  private static final List<String> PLATFORM =
      List.of("java.", "javax.", "jdk.", "sun.", "com.sun.", "org.junit.", "io.serbench.");

  private WorkerCrash() {}

  /** The crash report of the JVM with this pid in {@code directory}, if it wrote one. */
  static Path report(Path directory, long pid) {
    return directory.resolve("hs_err_pid" + pid + ".log");
  }

  /**
   * The sentence for the error, or empty when the JVM left no crash report (it was killed, or ended
   * on its own).
   */
  static Optional<String> describe(Path report) {
    if (!Files.isRegularFile(report)) {
      return Optional.empty();
    }
    List<String> lines;
    try {
      lines = Files.readAllLines(report, StandardCharsets.ISO_8859_1);
    } catch (IOException e) {
      return Optional.of("the worker JVM crashed; its crash report is " + report);
    }
    StringBuilder text = new StringBuilder("the worker JVM crashed");
    for (int i = 0; i + 1 < lines.size(); i++) {
      if (lines.get(i).startsWith("# Problematic frame:")) {
        text.append(" (").append(lines.get(i + 1).replaceFirst("^#\\s*", "").strip()).append(')');
        break;
      }
    }
    lastLibraryFrame(lines)
        .ifPresent(
            frame ->
                text.append(" in ")
                    .append(frame)
                    .append(
                        ", a library's native or Unsafe code: leave that library's codecs out of"
                            + " <codecs> and report it to the library"));
    return Optional.of(text.append("; its crash report is ").append(report).toString());
  }

  /**
   * The innermost Java frame outside the JDK and serbench, from the report's "Java frames" list
   * ({@code J 1234 c1 org.acme.Foo.bar(I)V ...} or {@code j org.acme.Foo.bar()V+12}).
   */
  private static Optional<String> lastLibraryFrame(List<String> lines) {
    boolean frames = false;
    for (String line : lines) {
      if (line.startsWith("Java frames:")) {
        frames = true;
        continue;
      }
      if (frames && line.isBlank()) {
        break;
      }
      if (frames && (line.startsWith("J ") || line.startsWith("j "))) {
        String method = method(line);
        if (PLATFORM.stream().noneMatch(method::startsWith)) {
          return Optional.of(method);
        }
      }
    }
    return Optional.empty();
  }

  private static String method(String frame) {
    for (String part : frame.split("\\s+")) {
      int paren = part.indexOf('(');
      if (paren > 0 && part.indexOf('.') > 0) {
        return part.substring(0, paren);
      }
    }
    return frame.strip();
  }
}
