package io.serbench.verify;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What a JVM that died of a fatal error wrote in its crash report ({@code hs_err_pid<pid>.log}, in
 * its working directory): the problematic frame, and the innermost Java frame of a library, which
 * names the code to blame. The worker's launcher and the probes that run a child JVM read it.
 *
 * @param problematicFrame the native or compiled frame the JVM names, or empty
 * @param libraryFrame the innermost Java frame outside the JDK and serbench, or empty
 */
public record CrashReport(String problematicFrame, String libraryFrame) {
  private static final List<String> PLATFORM =
      List.of("java.", "javax.", "jdk.", "sun.", "com.sun.", "org.junit.", "io.serbench.");

  /** The crash report of the JVM with this pid in {@code directory}. */
  public static Path file(Path directory, long pid) {
    return directory.resolve("hs_err_pid" + pid + ".log");
  }

  /** The report's frames, or empty when there is no readable report (the JVM was killed). */
  public static Optional<CrashReport> read(Path report) {
    if (!Files.isRegularFile(report)) {
      return Optional.empty();
    }
    List<String> lines;
    try {
      lines = Files.readAllLines(report, StandardCharsets.ISO_8859_1);
    } catch (IOException e) {
      return Optional.of(new CrashReport("", ""));
    }
    String problematic = "";
    for (int i = 0; i + 1 < lines.size(); i++) {
      if (lines.get(i).startsWith("# Problematic frame:")) {
        problematic = lines.get(i + 1).replaceFirst("^#\\s*", "").strip();
        break;
      }
    }
    return Optional.of(new CrashReport(problematic, lastLibraryFrame(lines)));
  }

  /** {@code " (problematic frame) in org.acme.Lib.method"}, each part only when known. */
  public String describe() {
    return (problematicFrame.isEmpty() ? "" : " (" + problematicFrame + ")")
        + (libraryFrame.isEmpty() ? "" : " in " + libraryFrame);
  }

  /**
   * The innermost Java frame outside the JDK and serbench, from the report's "Java frames" list
   * ({@code J 1234 c1 org.acme.Foo.bar(I)V ...} or {@code j org.acme.Foo.bar()V+12}).
   */
  private static String lastLibraryFrame(List<String> lines) {
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
          return method;
        }
      }
    }
    return "";
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
