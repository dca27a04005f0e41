package io.serbench.codec.protostuff;

import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.RuntimeSchema;
import io.serbench.codec.Codec;

/** Schema looked up once; one {@link LinkedBuffer} reused and cleared after each write. */
final class ProtostuffCodec<T> implements Codec {
  private final Schema<T> schema;
  private final LinkedBuffer buffer = LinkedBuffer.allocate(LinkedBuffer.DEFAULT_BUFFER_SIZE);

  private ProtostuffCodec(Schema<T> schema) {
    this.schema = schema;
  }

  /** A codec over the cached {@link RuntimeSchema} of the type. */
  static Codec create(Class<?> type) {
    return new ProtostuffCodec<>(RuntimeSchema.getSchema(type));
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
