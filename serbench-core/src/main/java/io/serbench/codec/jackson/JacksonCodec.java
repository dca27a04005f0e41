package io.serbench.codec.jackson;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
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
    // a reader that meets a field added by a newer writer skips it, as services that evolve do
    mapper.disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    return new JacksonCodec(JacksonMappers.bindFields(mapper), type);
  }

  private JacksonCodec(ObjectMapper mapper, Class<?> type) {
    this.writer = mapper.writerFor(type);
    this.reader = mapper.readerFor(type);
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
