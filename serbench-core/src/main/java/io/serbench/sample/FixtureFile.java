package io.serbench.sample;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.InvalidConfigurationException;
import io.serbench.codec.JacksonMappers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a JSON fixture into a model class with Jackson, set up exactly as the Jackson codecs are:
 * fields bound directly, java.time supported.
 */
public final class FixtureFile {
  private static final String ELEMENT = "samples";

  private FixtureFile() {}

  /**
   * @throws InvalidConfigurationException naming {@code <samples>} when the file is missing, is not
   *     valid JSON (with line and column), or does not fit the class
   */
  public static Object read(Path file, Class<?> type) {
    if (!Files.isRegularFile(file)) {
      throw new InvalidConfigurationException(
          ELEMENT,
          file.toString(),
          "fixture file " + file + " does not exist; give a path relative to the project");
    }
    try {
      Object value = mapper().readValue(file.toFile(), type);
      if (value == null) {
        throw new InvalidConfigurationException(
            ELEMENT, file.toString(), "fixture file " + file + " holds null; give an object");
      }
      return value;
    } catch (JsonProcessingException e) {
      JsonLocation at = e.getLocation();
      String where = at == null ? "" : ", line " + at.getLineNr() + ", column " + at.getColumnNr();
      throw new InvalidConfigurationException(
          ELEMENT,
          file.toString(),
          "fixture file "
              + file
              + where
              + ": "
              + e.getOriginalMessage().lines().findFirst().orElse(""));
    } catch (IOException e) {
      throw new InvalidConfigurationException(
          ELEMENT, file.toString(), "cannot read fixture file " + file + ": " + e.getMessage());
    }
  }

  /** The reader of fixtures, which {@link VariedCopies} binds its copies with too. */
  static ObjectMapper mapper() {
    return JacksonMappers.bindProperties(new ObjectMapper());
  }
}
