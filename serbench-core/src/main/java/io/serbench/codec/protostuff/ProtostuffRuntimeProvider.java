package io.serbench.codec.protostuff;

import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.RuntimeSchema;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;

/** {@code protostuff-runtime}: a cached {@link RuntimeSchema} and {@link ProtostuffIOUtil}. */
public final class ProtostuffRuntimeProvider implements CodecProvider {
  @Override
  public CodecInfo info() {
    return new CodecInfo(
        "protostuff-runtime",
        "io.protostuff:protostuff-runtime",
        "io.protostuff.runtime.RuntimeSchema",
        "RuntimeSchema + ProtostuffIOUtil, one reused LinkedBuffer",
        Effort.ZERO_KNOWLEDGE,
        Format.BINARY,
        false,
        false);
  }

  @Override
  public Codec create(CodecContext context) {
    return new ProtostuffCodec<>(RuntimeSchema.getSchema(context.rootType()));
  }

  /** Schema looked up once; one {@link LinkedBuffer} reused and cleared after each write. */
  private static final class ProtostuffCodec<T> implements Codec {
    private final Schema<T> schema;
    private final LinkedBuffer buffer = LinkedBuffer.allocate(LinkedBuffer.DEFAULT_BUFFER_SIZE);

    ProtostuffCodec(Schema<T> schema) {
      this.schema = schema;
    }

    @Override
    @SuppressWarnings("unchecked") // the codec is created for the value's class
    public byte[] encode(Object value) {
      try {
        return ProtostuffIOUtil.toByteArray((T) value, schema, buffer);
      } finally {
        buffer.clear();
      }
    }

    @Override
    public Object decode(byte[] bytes) {
      T message = schema.newMessage();
      ProtostuffIOUtil.mergeFrom(bytes, message, schema);
      return message;
    }
  }
}
