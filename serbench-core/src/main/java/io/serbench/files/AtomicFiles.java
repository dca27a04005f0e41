package io.serbench.files;

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

  /**
   * The text as UTF-8, an unpaired surrogate written as U+FFFD. Such a half character reaches the
   * output from what a codec decoded wrongly (a failure's or a probe's evidence quotes it), and
   * {@link Files#writeString} would refuse the whole file for it, losing the run's results.
   */
  static byte[] utf8(String text) {
    try {
      java.nio.ByteBuffer bytes =
          StandardCharsets.UTF_8
              .newEncoder()
              .onMalformedInput(java.nio.charset.CodingErrorAction.REPLACE)
              .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPLACE)
              .replaceWith("\uFFFD".getBytes(StandardCharsets.UTF_8))
              .encode(java.nio.CharBuffer.wrap(text));
      byte[] out = new byte[bytes.remaining()];
      bytes.get(out);
      return out;
    } catch (java.nio.charset.CharacterCodingException e) {
      throw new IllegalStateException("UTF-8 with replacement cannot fail", e);
    }
  }

  public static void writeString(Path file, String text) throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    Files.createDirectories(parent);
    Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
    Files.write(temporary, utf8(text));
    Files.move(
        temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }
}
