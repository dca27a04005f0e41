package io.serbench.codec.jackson;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import io.serbench.codec.Codec;
import io.serbench.codec.JacksonMappers;
import org.msgpack.jackson.dataformat.MessagePackMapper;
import org.msgpack.jackson.dataformat.TimestampExtensionModule;

/**
 * Jackson databind with a reader and a writer pre-bound to the root type, which is the fast path
 * Jackson's documentation recommends over calling the mapper each time.
 */
final class JacksonCodec implements Codec {
  private final ObjectWriter writer;
  private final ObjectReader reader;

  /** The format a mapper writes. */
  enum Dialect {
    JSON,
    SMILE,
    CBOR,
    MSGPACK,
    /** XML through jackson-dataformat-xml on the Aalto StAX parser, as jvm-serializers ran it. */
    XML,
    YAML,
    /** Amazon Ion, binary writers. */
    ION,
    /** BSON through bson4jackson's {@code BsonFactory}. */
    BSON,
    /** JSON with the Afterburner module (generated accessors instead of reflection). */
    JSON_AFTERBURNER,
    /** JSON with the Blackbird module, Afterburner's successor for Java 11 and later. */
    JSON_BLACKBIRD
  }

  /** A codec for the type in the given format. */
  static Codec create(Class<?> type, Dialect dialect) {
    return create(type, dialect, false);
  }

  /**
   * A codec for the type in the given format; {@code typed} turns on Jackson's default typing for
   * every non-final type with no validator, the configuration Jackson's documentation warns
   * against, under which the bytes name the classes to create: the untrusted-input probe's
   * attacker.
   */
  static Codec create(Class<?> type, Dialect dialect, boolean typed) {
    return create(type, dialect, typed, false);
  }

  /**
   * As {@link #create(Class, Dialect, boolean)}; {@code positional} writes every class as an array
   * of its values ({@link JacksonMappers.AsArray}). {@link JacksonSetup} writes the setup of the
   * default set's Jackson codecs as source for the report: change the two together.
   */
  static Codec create(Class<?> type, Dialect dialect, boolean typed, boolean positional) {
    ObjectMapper mapper =
        switch (dialect) {
          case JSON -> new ObjectMapper();
          case SMILE -> new ObjectMapper(new SmileFactory());
          case CBOR -> new ObjectMapper(new CBORFactory());
          case MSGPACK -> messagePack();
          case XML ->
              new com.fasterxml.jackson.dataformat.xml.XmlMapper(
                  new com.fasterxml.jackson.dataformat.xml.XmlFactory(
                      new com.fasterxml.aalto.stax.InputFactoryImpl(),
                      new com.fasterxml.aalto.stax.OutputFactoryImpl()));
          case YAML -> new com.fasterxml.jackson.dataformat.yaml.YAMLMapper();
          case ION ->
              new com.fasterxml.jackson.dataformat.ion.IonObjectMapper(
                  com.fasterxml.jackson.dataformat.ion.IonFactory.forBinaryWriters());
          case BSON ->
              // BigDecimal as a string (bson4jackson's feature): a double loses digits and scale,
              // and
              // Decimal128 comes back as an embedded object that Jackson cannot bind
              new ObjectMapper(
                  new de.undercouch.bson4jackson.BsonFactory()
                      .enable(
                          de.undercouch.bson4jackson.BsonGenerator.Feature
                              .WRITE_BIGDECIMALS_AS_STRINGS));
          case JSON_AFTERBURNER ->
              new ObjectMapper()
                  .registerModule(new com.fasterxml.jackson.module.afterburner.AfterburnerModule());
          case JSON_BLACKBIRD ->
              new ObjectMapper()
                  .registerModule(new com.fasterxml.jackson.module.blackbird.BlackbirdModule());
        };
    // a reader that meets a field added by a newer writer skips it, as services that evolve do
    mapper.disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    JacksonMappers.bindProperties(mapper);
    if (positional) {
      mapper.setAnnotationIntrospector(new JacksonMappers.AsArray());
    }
    if (dialect == Dialect.MSGPACK) {
      // after the java.time module, so that Instant takes MessagePack's own timestamp type
      mapper.registerModule(TimestampExtensionModule.INSTANCE);
    }
    if (typed) {
      mapper.activateDefaultTyping(
          com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator.instance,
          ObjectMapper.DefaultTyping.NON_FINAL,
          com.fasterxml.jackson.annotation.JsonTypeInfo.As.PROPERTY);
    }
    return new JacksonCodec(mapper, type);
  }

  /**
   * The mapper msgpack-jackson's README recommends: BigInteger and BigDecimal as strings (as
   * numbers, a BigDecimal such as 10.50 loses its scale, and one that a double cannot hold fails).
   */
  static ObjectMapper messagePack() {
    return new MessagePackMapper().handleBigIntegerAndBigDecimalAsString();
  }

  JacksonCodec(ObjectMapper mapper, Class<?> type) {
    this.writer = mapper.writerFor(type);
    this.reader = mapper.readerFor(type);
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
  public byte[] encode(Object value) throws Exception {
    return writer.writeValueAsBytes(value);
  }

  @Override
  public Object decode(byte[] bytes) throws Exception {
    return reader.readValue(bytes);
  }
}
