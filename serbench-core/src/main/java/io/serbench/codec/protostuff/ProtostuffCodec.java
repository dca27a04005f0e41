package io.serbench.codec.protostuff;

import io.protostuff.GraphIOUtil;
import io.protostuff.LinkedBuffer;
import io.protostuff.ProtobufIOUtil;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.RuntimeSchema;
import io.serbench.codec.Codec;

/** Schema looked up once; one {@link LinkedBuffer} reused and cleared after each write. */
final class ProtostuffCodec<T> implements Codec {
  /** Which protostuff IO utility writes and reads. */
  enum Wire {
    PROTOSTUFF,
    PROTOBUF,
    GRAPH
  }

  private final Schema<T> schema;
  private final Wire wire;
  private final LinkedBuffer buffer = LinkedBuffer.allocate(LinkedBuffer.DEFAULT_BUFFER_SIZE);

  private ProtostuffCodec(Schema<T> schema, Wire wire) {
    this.schema = schema;
    this.wire = wire;
  }

  /** A codec over the cached {@link RuntimeSchema} of the type. */
  static Codec create(Class<?> type, Wire wire) {
    return new ProtostuffCodec<>(RuntimeSchema.getSchema(type), wire);
  }

  @Override
  @SuppressWarnings("unchecked") // the codec is created for the value's class
  public byte[] encode(Object value) {
    T message = (T) value;
    try {
      return switch (wire) {
        case PROTOSTUFF -> ProtostuffIOUtil.toByteArray(message, schema, buffer);
        case PROTOBUF -> ProtobufIOUtil.toByteArray(message, schema, buffer);
        case GRAPH -> GraphIOUtil.toByteArray(message, schema, buffer);
      };
    } finally {
      buffer.clear();
    }
  }

  @Override
  public Object decode(byte[] bytes) {
    T message = schema.newMessage();
    switch (wire) {
      case PROTOSTUFF -> ProtostuffIOUtil.mergeFrom(bytes, message, schema);
      case PROTOBUF -> ProtobufIOUtil.mergeFrom(bytes, message, schema);
      case GRAPH -> GraphIOUtil.mergeFrom(bytes, message, schema);
    }
    return message;
  }
}
