package io.serbench.codec.jackson;

import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

/** The one place that sets up Jackson the way serbench reads and writes model classes. */
public final class JacksonMappers {
  private JacksonMappers() {}

  /**
   * Zero-knowledge setup: bind fields directly (any visibility) rather than getters, so that
   * classes without Jackson annotations or bean accessors still map, and computed getters are not
   * written; java.time through the JavaTimeModule. Used by the Jackson codecs and to read JSON
   * fixtures.
   */
  public static ObjectMapper bindFields(ObjectMapper mapper) {
    mapper.registerModule(new JavaTimeModule());
    mapper.setVisibility(PropertyAccessor.ALL, Visibility.NONE);
    mapper.setVisibility(PropertyAccessor.FIELD, Visibility.ANY);
    mapper.setVisibility(PropertyAccessor.CREATOR, Visibility.ANY);
    return mapper;
  }
}
