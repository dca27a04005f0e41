package io.serbench.codec;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.OneofDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * Samples of generated messages and their independent reading, through the message's descriptor:
 * protoc's classes have no constructor or fields to fill by reflection, only a builder.
 */
public final class ProtobufSamples {
  private static final int MAX_DEPTH = 4;

  private ProtobufSamples() {}

  /**
   * A message with every field set (one member of each oneof, {@code repeated} and map fields with
   * {@code size} entries), values drawn from {@code random}, which takes a bound and returns a
   * number below it.
   *
   * @throws IllegalArgumentException when the class is not a full generated message
   */
  public static Object generate(Class<?> type, IntUnaryOperator random, int size) {
    try {
      Message.Builder builder = (Message.Builder) type.getMethod("newBuilder").invoke(null);
      fill(builder, random, size, 0);
      return builder.build();
    } catch (ReflectiveOperationException | ClassCastException e) {
      throw new IllegalArgumentException(
          type.getName() + " is not a generated protobuf message with a builder: " + e, e);
    }
  }

  private static void fill(Message.Builder builder, IntUnaryOperator random, int size, int depth) {
    for (FieldDescriptor field : builder.getDescriptorForType().getFields()) {
      OneofDescriptor oneof = field.getRealContainingOneof();
      if (oneof != null && builder.hasOneof(oneof)) {
        continue;
      }
      if (field.getJavaType() == FieldDescriptor.JavaType.MESSAGE && depth >= MAX_DEPTH) {
        continue;
      }
      if (field.isRepeated()) {
        for (int i = 0; i < size; i++) {
          builder.addRepeatedField(field, value(builder, field, random, size, depth));
        }
      } else {
        builder.setField(field, value(builder, field, random, size, depth));
      }
    }
  }

  private static Object value(
      Message.Builder builder,
      FieldDescriptor field,
      IntUnaryOperator random,
      int size,
      int depth) {
    return switch (field.getJavaType()) {
      case INT -> random.applyAsInt(1_000_000) - 500_000;
      case LONG -> (long) random.applyAsInt(Integer.MAX_VALUE) * 4099L;
      case FLOAT -> random.applyAsInt(100_000) / 64f;
      case DOUBLE -> random.applyAsInt(1_000_000) / 128d;
      case BOOLEAN -> random.applyAsInt(2) == 1;
      case STRING -> text(random, 12);
      case BYTE_STRING -> ByteString.copyFromUtf8(text(random, 8));
      case ENUM -> {
        List<EnumValueDescriptor> values = field.getEnumType().getValues();
        yield values.get(random.applyAsInt(values.size()));
      }
      case MESSAGE -> {
        Message.Builder nested = builder.newBuilderForField(field);
        fill(nested, random, size, depth + 1);
        yield nested.build();
      }
    };
  }

  private static String text(IntUnaryOperator random, int length) {
    StringBuilder text = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      text.append((char) ('a' + random.applyAsInt(26)));
    }
    return text.toString();
  }

  /**
   * Reads the bytes with the sample's descriptor alone ({@link DynamicMessage}, no generated code)
   * and says whether every field came back: null when they did, else what differs.
   */
  public static String readByDescriptor(byte[] bytes, Object sample) throws Exception {
    Message expected = (Message) sample;
    DynamicMessage read = DynamicMessage.parseFrom(expected.getDescriptorForType(), bytes);
    if (read.equals(expected)) {
      return null;
    }
    return "read "
        + read.getAllFields().size()
        + " set fields, expected "
        + expected.getAllFields().size()
        + ": "
        + abbreviate(read.toString());
  }

  /** The number of fields set in the sample, nested messages included. */
  public static int fieldCount(Object sample) {
    int count = 0;
    for (var entry : ((Message) sample).getAllFields().entrySet()) {
      List<?> values = entry.getValue() instanceof List<?> list ? list : List.of(entry.getValue());
      for (Object value : values) {
        count += value instanceof Message nested ? 1 + fieldCount(nested) : 1;
      }
    }
    return count;
  }

  private static String abbreviate(String text) {
    String line = text.replace('\n', ' ');
    return line.length() > 120 ? line.substring(0, 120) + "..." : line;
  }
}
