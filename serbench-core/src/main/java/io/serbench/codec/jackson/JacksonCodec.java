package io.serbench.codec.jackson;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import io.serbench.codec.Codec;
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
    MSGPACK
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
    ObjectMapper mapper =
        switch (dialect) {
          case JSON -> new ObjectMapper();
          case SMILE -> new ObjectMapper(new SmileFactory());
          case CBOR -> new ObjectMapper(new CBORFactory());
          case MSGPACK -> messagePack();
        };
    // a reader that meets a field added by a newer writer skips it, as services that evolve do
    mapper.disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    JacksonMappers.bindFields(mapper);
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

  private JacksonCodec(ObjectMapper mapper, Class<?> type) {
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
