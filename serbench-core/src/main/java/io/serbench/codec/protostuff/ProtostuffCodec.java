package io.serbench.codec.protostuff;

import io.protostuff.GraphIOUtil;
import io.protostuff.LinkedBuffer;
import io.protostuff.ProtobufIOUtil;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.RuntimeSchema;
import io.serbench.codec.Codec;

/**
 * Schema looked up once; one {@link LinkedBuffer} reused and cleared after each write. The IO
 * utility is chosen when the codec is created, so the measured calls go straight to it.
 */
abstract class ProtostuffCodec<T> implements Codec {
  /** Which protostuff IO utility writes and reads. */
  enum Wire {
    PROTOSTUFF,
    PROTOBUF,
    GRAPH
  }

  final Schema<T> schema;
  final LinkedBuffer buffer = LinkedBuffer.allocate(LinkedBuffer.DEFAULT_BUFFER_SIZE);

  private ProtostuffCodec(Schema<T> schema) {
    this.schema = schema;
  }

  /** A codec over the cached {@link RuntimeSchema} of the type. */
  static Codec create(Class<?> type, Wire wire) {
    return switch (wire) {
      case PROTOSTUFF -> new Protostuff<>(RuntimeSchema.getSchema(type));
      case PROTOBUF -> new Protobuf<>(RuntimeSchema.getSchema(type));
      case GRAPH -> new Graph<>(RuntimeSchema.getSchema(type));
    };
  }

  @Override
  @SuppressWarnings("unchecked") // the codec is created for the value's class
  public final byte[] encode(Object value) {
    try {
      return write((T) value);
    } finally {
      buffer.clear();
    }
  }

  @Override
  public final Object decode(byte[] bytes) {
    T message = schema.newMessage();
    read(bytes, message);
    return message;
  }

  abstract byte[] write(T message);

  abstract void read(byte[] bytes, T message);

  private static final class Protostuff<T> extends ProtostuffCodec<T> {
    Protostuff(Schema<T> schema) {
      super(schema);
    }

    @Override
    byte[] write(T message) {
      return ProtostuffIOUtil.toByteArray(message, schema, buffer);
    }

    @Override
    void read(byte[] bytes, T message) {
      ProtostuffIOUtil.mergeFrom(bytes, message, schema);
    }
  }

  private static final class Protobuf<T> extends ProtostuffCodec<T> {
    Protobuf(Schema<T> schema) {
      super(schema);
    }

    @Override
    byte[] write(T message) {
      return ProtobufIOUtil.toByteArray(message, schema, buffer);
    }

    @Override
    void read(byte[] bytes, T message) {
      ProtobufIOUtil.mergeFrom(bytes, message, schema);
    }
  }

  private static final class Graph<T> extends ProtostuffCodec<T> {
    Graph(Schema<T> schema) {
      super(schema);
    }

    @Override
    byte[] write(T message) {
      return GraphIOUtil.toByteArray(message, schema, buffer);
    }

    @Override
    void read(byte[] bytes, T message) {
      GraphIOUtil.mergeFrom(bytes, message, schema);
    }
  }
}
