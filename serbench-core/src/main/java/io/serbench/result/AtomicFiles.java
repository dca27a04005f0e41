package io.serbench.result;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes output files through a temporary file that is then moved into place, so that a crash or a
 * killed worker never leaves half a file behind.
 */
public final class AtomicFiles {
  private AtomicFiles() {}

  public static void writeString(Path file, String text) throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    Files.createDirectories(parent);
    Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
    Files.writeString(temporary, text, StandardCharsets.UTF_8);
    Files.move(
        temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }
}
