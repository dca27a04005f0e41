package io.serbench.codec.protostuff;

import io.protostuff.GraphIOUtil;
import io.protostuff.LinkedBuffer;
import io.protostuff.ProtobufIOUtil;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.DefaultIdStrategy;
import io.protostuff.runtime.IdStrategy;
import io.protostuff.runtime.RuntimeEnv;
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
    GRAPH,
    /** protostuff-json's {@code JsonIOUtil}, fields by name (not numeric). */
    JSON
  }

  final Schema<T> schema;
  final LinkedBuffer buffer = LinkedBuffer.allocate(LinkedBuffer.DEFAULT_BUFFER_SIZE);

  /** The id strategy the schema was made with; its flags are the codec's setup. */
  final IdStrategy strategy;

  private ProtostuffCodec(Schema<T> schema, IdStrategy strategy) {
    this.schema = schema;
    this.strategy = strategy;
  }

  /**
   * The settings protostuff's README lists for replacing Java serialization: null elements of
   * collections kept, and non-final POJOs and collection and map interfaces "morphed", so that the
   * concrete class (a TreeSet behind a Set field) is written and comes back. Set per id strategy,
   * not as the system properties the README also names, so that each codec keeps its own.
   */
  static final int JAVA_SERIALIZATION_FLAGS =
      IdStrategy.DEFAULT_FLAGS
          | IdStrategy.PRESERVE_NULL_ELEMENTS
          | IdStrategy.MORPH_NON_FINAL_POJOS
          | IdStrategy.MORPH_COLLECTION_INTERFACES
          | IdStrategy.MORPH_MAP_INTERFACES;

  /**
   * A codec over the {@link RuntimeSchema} of the type. protostuff and its graph mode take {@link
   * #JAVA_SERIALIZATION_FLAGS}; protobuf-runtime keeps plain protobuf semantics, since it exists to
   * write the protobuf wire format. {@link ProtostuffProviders#snippet} writes the setup as source
   * for the report: change the two together.
   */
  static Codec create(Class<?> type, Wire wire) {
    IdStrategy strategy = strategy(wire);
    return switch (wire) {
      case PROTOSTUFF -> new Protostuff<>(RuntimeSchema.getSchema(type, strategy), strategy);
      case PROTOBUF -> new Protobuf<>(RuntimeSchema.getSchema(type, strategy), strategy);
      case GRAPH -> new Graph<>(RuntimeSchema.getSchema(type, strategy), strategy);
      case JSON -> new Json<>(RuntimeSchema.getSchema(type, strategy), strategy);
    };
  }

  /** The id strategy of the wire: one per codec, so its schemas do not leak into another's. */
  static IdStrategy strategy(Wire wire) {
    return wire == Wire.PROTOBUF || wire == Wire.JSON
        ? RuntimeEnv.ID_STRATEGY
        : new DefaultIdStrategy(JAVA_SERIALIZATION_FLAGS);
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
    Protostuff(Schema<T> schema, IdStrategy strategy) {
      super(schema, strategy);
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
    Protobuf(Schema<T> schema, IdStrategy strategy) {
      super(schema, strategy);
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
    Graph(Schema<T> schema, IdStrategy strategy) {
      super(schema, strategy);
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

  private static final class Json<T> extends ProtostuffCodec<T> {
    Json(Schema<T> schema, IdStrategy strategy) {
      super(schema, strategy);
    }

    @Override
    byte[] write(T message) {
      return io.protostuff.JsonIOUtil.toByteArray(message, schema, false, buffer);
    }

    @Override
    void read(byte[] bytes, T message) {
      try {
        io.protostuff.JsonIOUtil.mergeFrom(bytes, message, schema, false);
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    }
  }
}
