package io.serbench.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The system properties that cross between serbench's JVMs are declared in one place. */
class SystemPropertyTest {
  private static final Path MAIN = Path.of("src/main/java");

  /** A property of serbench's read or set by its name, or a flag that sets one, spelled out. */
  private static final Pattern SPELLED_OUT =
      Pattern.compile(
          "(getProperty|setProperty|getBoolean|getLong|getInteger|clearProperty)\\(\\s*\"serbench\\."
              + "|\"-Dserbench\\.\\w+=\"");

  @Test
  void noMainClassReadsOrSetsASerbenchPropertyByItsName_butThroughTheDeclaration()
      throws IOException {
    List<String> spelled = new ArrayList<>();
    try (Stream<Path> files = Files.walk(MAIN)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        if (file.endsWith("SystemProperty.java")) {
          continue;
        }
        String text = Files.readString(file);
        if (SPELLED_OUT.matcher(text).find()) {
          spelled.add(MAIN.relativize(file).toString());
        }
      }
    }
    assertThat(spelled).as("declare the property in SystemProperty and use it there").isEmpty();
  }

  @Test
  void aFlagSetsTheProperty_andIsRecognisedOnACommandLine() {
    String flag = SystemProperty.ROUND_TRIP_TIMEOUT.flag("5");

    assertThat(flag).isEqualTo("-Dserbench.roundTripTimeout=5");
    assertThat(SystemProperty.ROUND_TRIP_TIMEOUT.setBy(flag)).isTrue();
    assertThat(SystemProperty.ROUND_TRIP_TIMEOUT.setBy("-Dserbench.roundTripTimeoutX=5")).isFalse();
    assertThat(SystemProperty.CODEC_CLASSPATHS.setBy(flag)).isFalse();
  }

  @Test
  void everyKeyIsASerbenchPropertyOfItsOwn() {
    assertThat(Stream.of(SystemProperty.values()).map(SystemProperty::key))
        .allMatch(key -> key.startsWith("serbench."))
        .doesNotHaveDuplicates();
  }
}
