package io.serbench.codec.jackson;

/**
 * {@link JacksonCodec}'s setup of the default set's Jackson codecs ({@code jackson-json}, {@code
 * jackson-cbor}, {@code msgpack}) as Java source ({@link io.serbench.codec.SetupSnippet}), for the
 * report's adoption block: the mapper, {@link io.serbench.codec.JacksonMappers#bindProperties}
 * inlined, and the pre-bound reader and writer. Change it with them; {@code SetupSnippetTest}
 * compiles it and reads the codec's bytes with it.
 */
final class JacksonSetup {
  private JacksonSetup() {}

  /** The snippet of the dialect: JSON, CBOR or MSGPACK. */
  static String snippet(JacksonCodec.Dialect dialect) {
    String mapper =
        switch (dialect) {
          case JSON -> "new ObjectMapper()";
          case CBOR -> "new ObjectMapper(new CBORFactory())";
          case MSGPACK ->
              "// BigInteger and BigDecimal as strings, as msgpack-jackson's README recommends\n"
                  + "    ObjectMapper mapper = new MessagePackMapper().handleBigIntegerAndBigDecimalAsString()";
          default -> throw new IllegalArgumentException("no snippet for " + dialect);
        };
    return "import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;\n"
        + "import com.fasterxml.jackson.annotation.JsonCreator;\n"
        + "import com.fasterxml.jackson.annotation.PropertyAccessor;\n"
        + "import com.fasterxml.jackson.core.JsonParser;\n"
        + "import com.fasterxml.jackson.databind.DeserializationFeature;\n"
        + "import com.fasterxml.jackson.databind.MapperFeature;\n"
        + "import com.fasterxml.jackson.databind.ObjectMapper;\n"
        + "import com.fasterxml.jackson.databind.ObjectReader;\n"
        + "import com.fasterxml.jackson.databind.ObjectWriter;\n"
        + "import com.fasterxml.jackson.databind.SerializationFeature;\n"
        + (dialect == JacksonCodec.Dialect.CBOR
            ? "import com.fasterxml.jackson.dataformat.cbor.CBORFactory;\n"
            : "")
        + "import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;\n"
        + "import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;\n"
        + "import com.fasterxml.jackson.module.paramnames.ParameterNamesModule;\n"
        + (dialect == JacksonCodec.Dialect.MSGPACK
            ? "import org.msgpack.jackson.dataformat.MessagePackMapper;\n"
                + "import org.msgpack.jackson.dataformat.TimestampExtensionModule;\n"
            : "")
        + "\n"
        + "/** Thread-safe: share one instance per message class. */\n"
        + "public final class {{Codec}} {\n"
        + "  private final ObjectWriter writer;\n"
        + "  private final ObjectReader reader;\n"
        + "\n"
        + "  @SuppressWarnings(\"deprecation\") // ObjectMapper.enable(MapperFeature)\n"
        + "  public {{Codec}}(Class<?> type) {\n"
        + (dialect == JacksonCodec.Dialect.MSGPACK
            ? "    " + mapper + ";\n"
            : "    ObjectMapper mapper = " + mapper + ";\n")
        + "    // a reader that meets a field added by a newer writer skips it\n"
        + "    mapper.disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);\n"
        + "    // the modules and features of Spring Boot 3's Jackson 2 mapper\n"
        + "    mapper.registerModule(new Jdk8Module());\n"
        + "    mapper.registerModule(new JavaTimeModule());\n"
        + "    mapper.registerModule(new ParameterNamesModule(JsonCreator.Mode.DEFAULT));\n"
        + "    mapper.disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);\n"
        + "    mapper.disable(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS);\n"
        + "    // Jackson 3 turns these on by default\n"
        + "    mapper.enable(JsonParser.Feature.USE_FAST_DOUBLE_PARSER);\n"
        + "    mapper.enable(JsonParser.Feature.USE_FAST_BIG_NUMBER_PARSER);\n"
        + "    // public getters and setters where the class has them, fields of any visibility else\n"
        + "    mapper.setVisibility(PropertyAccessor.ALL, Visibility.NONE);\n"
        + "    mapper.setVisibility(PropertyAccessor.FIELD, Visibility.ANY);\n"
        + "    mapper.setVisibility(PropertyAccessor.GETTER, Visibility.PUBLIC_ONLY);\n"
        + "    mapper.setVisibility(PropertyAccessor.IS_GETTER, Visibility.PUBLIC_ONLY);\n"
        + "    mapper.setVisibility(PropertyAccessor.SETTER, Visibility.PUBLIC_ONLY);\n"
        + "    mapper.setVisibility(PropertyAccessor.CREATOR, Visibility.ANY);\n"
        + "    mapper.enable(MapperFeature.REQUIRE_SETTERS_FOR_GETTERS);\n"
        + (dialect == JacksonCodec.Dialect.MSGPACK
            ? "    // after the java.time module, so that Instant takes MessagePack's timestamp type\n"
                + "    mapper.registerModule(TimestampExtensionModule.INSTANCE);\n"
            : "")
        + "    writer = mapper.writerFor(type);\n"
        + "    reader = mapper.readerFor(type);\n"
        + "  }\n"
        + "\n"
        + "  public byte[] encode(Object value) throws Exception {\n"
        + "    return writer.writeValueAsBytes(value);\n"
        + "  }\n"
        + "\n"
        + "  public Object decode(byte[] bytes) throws Exception {\n"
        + "    return reader.readValue(bytes);\n"
        + "  }\n"
        + "}\n";
  }
}
