package io.serbench.sample;

import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.serbench.InvalidConfigurationException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reads a JSON fixture into a model class with Jackson, binding fields directly. */
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
      Object value = mapper(type.getClassLoader()).readValue(file.toFile(), type);
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

  private static ObjectMapper mapper(ClassLoader loader) {
    JsonMapper.Builder builder =
        JsonMapper.builder()
            .visibility(PropertyAccessor.ALL, Visibility.NONE)
            .visibility(PropertyAccessor.FIELD, Visibility.ANY)
            .visibility(PropertyAccessor.CREATOR, Visibility.ANY);
    ObjectMapper mapper = builder.build();
    // java.time support when the module is there, as it is in the worker
    try {
      Class<?> module =
          Class.forName("com.fasterxml.jackson.datatype.jsr310.JavaTimeModule", true, loader);
      mapper.registerModule(
          (com.fasterxml.jackson.databind.Module) module.getDeclaredConstructor().newInstance());
    } catch (ReflectiveOperationException | LinkageError e) {
      // fixtures without java.time fields still read
    }
    return mapper;
  }
}
