package io.serbench.codec.jackson;

import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.serbench.codec.Codec;
import org.msgpack.jackson.dataformat.MessagePackFactory;

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
    ObjectMapper mapper =
        switch (dialect) {
          case JSON -> new ObjectMapper();
          case SMILE -> new ObjectMapper(new SmileFactory());
          case CBOR -> new ObjectMapper(new CBORFactory());
          case MSGPACK -> new ObjectMapper(new MessagePackFactory());
        };
    return new JacksonCodec(configure(mapper), type);
  }

  private JacksonCodec(ObjectMapper mapper, Class<?> type) {
    this.writer = mapper.writerFor(type);
    this.reader = mapper.readerFor(type);
  }

  /**
   * Zero-knowledge setup: bind fields directly (any visibility) rather than getters, so that
   * classes without Jackson annotations or bean accessors still map, and computed getters are not
   * written.
   */
  private static ObjectMapper configure(ObjectMapper mapper) {
    mapper.registerModule(new JavaTimeModule());
    mapper.setVisibility(PropertyAccessor.ALL, Visibility.NONE);
    mapper.setVisibility(PropertyAccessor.FIELD, Visibility.ANY);
    mapper.setVisibility(PropertyAccessor.CREATOR, Visibility.ANY);
    return mapper;
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
