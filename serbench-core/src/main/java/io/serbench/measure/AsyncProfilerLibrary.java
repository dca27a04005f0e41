package io.serbench.measure;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds async-profiler's native library, {@code libasyncProfiler.so}: under {@code
 * ASYNC_PROFILER_HOME}, on {@code LD_LIBRARY_PATH} or {@code java.library.path}, or where its
 * packages install it. JMH's async profiler is given the path explicitly.
 */
public final class AsyncProfilerLibrary {
  static final String NAME = "libasyncProfiler.so";

  private AsyncProfilerLibrary() {}

  /** The library's path, when it is installed. */
  public static Optional<String> find() {
    List<Path> candidates = new ArrayList<>();
    String home = System.getenv("ASYNC_PROFILER_HOME");
    if (home != null && !home.isBlank()) {
      candidates.add(Path.of(home, "lib", NAME));
      candidates.add(Path.of(home, "build", "lib", NAME));
      candidates.add(Path.of(home, NAME));
    }
    for (String path :
        List.of(
            String.valueOf(System.getenv("LD_LIBRARY_PATH")),
            String.valueOf(System.getProperty("java.library.path")))) {
      for (String entry : path.split(File.pathSeparator)) {
        if (!entry.isBlank() && !entry.equals("null")) {
          candidates.add(Path.of(entry, NAME));
        }
      }
    }
    for (String directory :
        List.of(
            "/usr/lib", "/usr/local/lib", "/opt/async-profiler/lib", "/usr/lib/async-profiler")) {
      candidates.add(Path.of(directory, NAME));
    }
    return candidates.stream()
        .filter(Files::isRegularFile)
        .findFirst()
        .map(p -> p.toAbsolutePath().toString());
  }
}
