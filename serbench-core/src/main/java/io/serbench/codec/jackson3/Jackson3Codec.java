package io.serbench.codec.jackson3;

import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import io.serbench.codec.Codec;
import tools.jackson.databind.DefaultTyping;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import tools.jackson.dataformat.cbor.CBORMapper;
import tools.jackson.dataformat.smile.SmileMapper;
import tools.jackson.module.blackbird.BlackbirdModule;

/**
 * Jackson 3 ({@code tools.jackson}) data binding with a reader and a writer pre-bound to the root
 * type. The mapper is Jackson 3's own builder with its 3.x defaults (properties sorted
 * alphabetically, java.time built in and written as ISO-8601 text, trailing tokens refused), bound
 * as serbench binds Jackson 2: public accessors where the class has them, fields otherwise, and
 * unknown properties skipped. What changes between the two majors is then Jackson's own choice.
 */
final class Jackson3Codec implements Codec {
  private final ObjectWriter writer;
  private final ObjectReader reader;

  /** The format a Jackson 3 mapper writes. */
  enum Dialect {
    JSON,
    SMILE,
    CBOR,
    /** JSON with Jackson 3's Blackbird module (lambdas instead of reflection for accessors). */
    JSON_BLACKBIRD
  }

  private Jackson3Codec(ObjectMapper mapper, Class<?> type) {
    this.writer = mapper.writerFor(type);
    this.reader = mapper.readerFor(type);
  }

  /** A codec over a mapper the project configured ({@link Jackson3Instances}). */
  static Codec over(ObjectMapper mapper, Class<?> type) {
    return new Jackson3Codec(mapper, type);
  }

  /**
   * A codec for the type in the given format; {@code typed} turns on default typing for every
   * non-final type with a validator that allows every class: the untrusted-input probe's attacker.
   * {@link Jackson3Providers#snippet} writes {@code jackson3-json}'s and {@code
   * jackson3-json-blackbird}'s setup as source for the report: change the two together.
   */
  static Codec create(Class<?> type, Dialect dialect, boolean typed) {
    MapperBuilder<?, ?> builder =
        switch (dialect) {
          case JSON -> JsonMapper.builder();
          case SMILE -> SmileMapper.builder();
          case CBOR -> CBORMapper.builder();
          // the Blackbird README's registration; its default lookup reaches the model's classes
          // through privateLookupIn, which the class path's unnamed modules allow
          case JSON_BLACKBIRD -> JsonMapper.builder().addModule(new BlackbirdModule());
        };
    builder
        // a reader that meets a field added by a newer writer skips it, as services that evolve do
        .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        .enable(MapperFeature.REQUIRE_SETTERS_FOR_GETTERS)
        .changeDefaultVisibility(
            visibility ->
                visibility
                    .withVisibility(PropertyAccessor.ALL, Visibility.NONE)
                    .withFieldVisibility(Visibility.ANY)
                    .withGetterVisibility(Visibility.PUBLIC_ONLY)
                    .withIsGetterVisibility(Visibility.PUBLIC_ONLY)
                    .withSetterVisibility(Visibility.PUBLIC_ONLY)
                    .withCreatorVisibility(Visibility.ANY));
    if (typed) {
      builder.activateDefaultTyping(
          BasicPolymorphicTypeValidator.builder()
              .allowIfBaseType(Object.class)
              .allowIfSubType(Object.class)
              .build(),
          DefaultTyping.NON_FINAL,
          JsonTypeInfo.As.PROPERTY);
    }
    return new Jackson3Codec(builder.build(), type);
  }

  /** The pre-bound writer, so that tests can read back its configuration. */
  ObjectWriter writer() {
    return writer;
  }

  /** The pre-bound reader, so that tests can read back its configuration. */
  ObjectReader reader() {
    return reader;
  }

  @Override
  public byte[] encode(Object value) {
    return writer.writeValueAsBytes(value);
  }

  @Override
  public Object decode(byte[] bytes) {
    return reader.readValue(bytes);
  }
}
