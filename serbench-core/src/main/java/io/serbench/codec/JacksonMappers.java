package io.serbench.codec;

import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.introspect.Annotated;
import com.fasterxml.jackson.databind.introspect.AnnotatedClass;
import com.fasterxml.jackson.databind.introspect.JacksonAnnotationIntrospector;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.module.paramnames.ParameterNamesModule;
import io.serbench.model.ModelTypes;

/** The one place that sets up Jackson the way serbench reads and writes model classes. */
public final class JacksonMappers {
  private JacksonMappers() {}

  /**
   * Zero-knowledge setup that binds a class the way it is written: through its public getters and
   * setters where it has them (Jackson's default, and what Afterburner and Blackbird optimise), and
   * through its fields, of any visibility, where it has none, so that classes without Jackson
   * annotations or bean accessors still map. A getter counts only where the class also has a
   * matching field, setter or creator parameter ({@code REQUIRE_SETTERS_FOR_GETTERS}), so computed
   * getters are not written. The modules and features are those of a Spring Boot 3 service's mapper
   * ({@code Jackson2ObjectMapperBuilder} with Boot's defaults): Jdk8Module, JavaTimeModule and
   * ParameterNamesModule, dates and durations as ISO-8601 text, and the fast floating-point parsers
   * that Jackson 3 turns on by default. Used by the Jackson 2 codecs and to read JSON fixtures.
   * {@code JacksonSetup} inlines it in the report's setup snippet: change the two together.
   */
  @SuppressWarnings("deprecation") // ObjectMapper.enable(MapperFeature): the mapper is built here
  public static ObjectMapper bindProperties(ObjectMapper mapper) {
    mapper.registerModule(new Jdk8Module());
    mapper.registerModule(new JavaTimeModule());
    mapper.registerModule(new ParameterNamesModule(JsonCreator.Mode.DEFAULT));
    mapper.disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);
    mapper.disable(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS);
    mapper.enable(JsonParser.Feature.USE_FAST_DOUBLE_PARSER);
    mapper.enable(JsonParser.Feature.USE_FAST_BIG_NUMBER_PARSER);
    mapper.setVisibility(PropertyAccessor.ALL, Visibility.NONE);
    mapper.setVisibility(PropertyAccessor.FIELD, Visibility.ANY);
    mapper.setVisibility(PropertyAccessor.GETTER, Visibility.PUBLIC_ONLY);
    mapper.setVisibility(PropertyAccessor.IS_GETTER, Visibility.PUBLIC_ONLY);
    mapper.setVisibility(PropertyAccessor.SETTER, Visibility.PUBLIC_ONLY);
    mapper.setVisibility(PropertyAccessor.CREATOR, Visibility.ANY);
    mapper.enable(MapperFeature.REQUIRE_SETTERS_FOR_GETTERS);
    return mapper;
  }

  /**
   * Every model class as an array of its property values in a fixed order, as if each carried
   * {@code @JsonFormat(shape = ARRAY)}: the layout of jvm-serializers' {@code AsArrayIntrospector}
   * and msgpack-jackson's {@code JsonArrayFormat}, which needs no annotation. Unlike those two, it
   * leaves JDK classes and enums alone, so that a format's own shape for them (msgpack-jackson's
   * BigDecimal as a string, an enum by name) still applies; {@code JsonArrayFormat} turns a
   * BigDecimal into an array-shaped number and loses its scale. An explicit {@code @JsonFormat} on
   * a class wins.
   */
  public static final class AsArray extends JacksonAnnotationIntrospector {
    private static final long serialVersionUID = 1L;
    private static final JsonFormat.Value ARRAY = JsonFormat.Value.forShape(JsonFormat.Shape.ARRAY);

    @Override
    public JsonFormat.Value findFormat(Annotated annotated) {
      JsonFormat.Value declared = super.findFormat(annotated);
      if (declared != null && declared.getShape() != JsonFormat.Shape.ANY) {
        return declared;
      }
      return annotated instanceof AnnotatedClass type && isModelClass(type.getRawType())
          ? ARRAY
          : declared;
    }

    private static boolean isModelClass(Class<?> type) {
      return !type.isEnum()
          && !type.isArray()
          && !type.isPrimitive()
          && !java.util.Collection.class.isAssignableFrom(type)
          && !java.util.Map.class.isAssignableFrom(type)
          && !ModelTypes.isPlatform(type);
    }
  }
}
