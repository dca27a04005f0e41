package io.serbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Compares text with a golden file under src/test/resources/golden. Run the tests with {@code
 * -Dserbench.updateGolden=true} to rewrite the files after an intended change, then review the
 * diff.
 */
public final class Golden {
  private static final Path DIRECTORY = Path.of("src/test/resources/golden");

  private Golden() {}

  public static void assertMatches(String actual, String name) throws IOException {
    Path file = DIRECTORY.resolve(name);
    if (Boolean.getBoolean("serbench.updateGolden")) {
      Files.createDirectories(DIRECTORY);
      Files.writeString(file, actual, StandardCharsets.UTF_8);
    }
    // a missing golden file must not let the comparison pass by writing it
    assertThat(file).as("golden file; create it with -Dserbench.updateGolden=true").exists();
    assertThat(actual).isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
  }
}
