package io.serbench.sample;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.InvalidConfigurationException;
import io.serbench.testmodel.Point;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A fixture that cannot be read fails naming the file, and for bad JSON the place in it. */
class FixtureFileTest {
  @TempDir Path directory;

  @Test
  void aMissingFile_saysWhereItWasLookedFor() {
    Path missing = directory.resolve("missing.json");

    assertThatThrownBy(() -> FixtureFile.read(missing, Point.class))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessage(
            "fixture file " + missing + " does not exist; give a path relative to the project");
  }

  @Test
  void invalidJson_namesTheLineAndColumn() throws Exception {
    Path bad = Files.writeString(directory.resolve("bad.json"), "{ \"x\": ");

    assertThatThrownBy(() -> FixtureFile.read(bad, Point.class))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageStartingWith("fixture file " + bad + ", line 1, column ");
  }
}
