package io.serbench.codec.protobuf;

import io.serbench.codec.BaseCodecProvider;
import io.serbench.codec.Claims;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import io.serbench.codec.Group;
import io.serbench.codec.ProtobufTypes;
import io.serbench.codec.Structure;
import io.serbench.codec.Versioning;
import java.util.List;

/**
 * {@code protobuf-java}: messages that protoc generated, written with {@code toByteArray()} and
 * read with the generated {@code parser()}, what gRPC and most protobuf services deploy. It is a
 * different thing from protostuff's runtime schemas over plain classes ({@code protobuf-runtime}),
 * and it applies by itself when a configured model class is a generated message.
 */
public final class ProtobufJavaProvider extends BaseCodecProvider {
  public ProtobufJavaProvider() {
    super(
        CodecInfo.builder("protobuf-java")
            .library("com.google.protobuf:protobuf-java")
            .versionClass("com.google.protobuf.MessageLite")
            .mode(
                "generated messages: message.toByteArray() on a message built fresh before each"
                    + " call (no memoized size, as a service's new message), and the generated"
                    + " parser().parseFrom")
            .effort(Effort.ZERO_KNOWLEDGE)
            .format(Format.BIN_CROSSLANG)
            .structure(Structure.TREE)
            .threadSafe(true)
            .pooling("thread-safe: messages are immutable, the generated parser is shared")
            .documentation(
                "https://protobuf.dev/getting-started/javatutorial/#parsing-serialization")
            .claims(
                new Claims(
                    "protobuf-message",
                    Versioning.FULL,
                    true,
                    "fields are numbered in the .proto: new fields are skipped by old readers and"
                        + " absent ones read as defaults; the bytes name no class"))
            .group(Group.BY_MODEL)
            .build(),
        context -> new GeneratedMessageCodec(context.rootType()));
  }

  @Override
  public boolean appliesTo(List<Class<?>> modelClasses) {
    return ProtobufTypes.anyMessage(modelClasses);
  }

  @Override
  public String joinsBecause() {
    return "the model has generated messages";
  }

  /** A generated message memoizes its serialized size: a second toByteArray() skips sizing. */
  @Override
  public boolean freshValuePerCall() {
    return true;
  }

  /** One generated message type: its parser, looked up once. */
  static final class GeneratedMessageCodec implements Codec {
    private final com.google.protobuf.Parser<?> parser;

    GeneratedMessageCodec(Class<?> type) throws ReflectiveOperationException {
      if (!ProtobufTypes.isMessage(type)) {
        throw new IllegalArgumentException(
            type.getName()
                + " is not a generated protobuf message: protobuf-java measures classes that"
                + " protoc generated from a .proto file");
      }
      this.parser = (com.google.protobuf.Parser<?>) type.getMethod("parser").invoke(null);
    }

    @Override
    public byte[] encode(Object value) {
      return ((com.google.protobuf.MessageLite) value).toByteArray();
    }

    @Override
    public Object decode(byte[] bytes) throws Exception {
      return parser.parseFrom(bytes);
    }

    /**
     * The message rebuilt through builders, nested messages too, as a service builds a new one: no
     * level keeps a memoized size, and string fields hold Strings, which an encode must turn into
     * UTF-8. ({@code toBuilder().build()} would share the nested messages and their memos.)
     */
    @Override
    public Object fresh(Object value) throws Exception {
      return value instanceof com.google.protobuf.Message message
          ? rebuild(message)
          : parser.parseFrom(((com.google.protobuf.MessageLite) value).toByteString());
    }

    /**
     * A deep copy of the message made through builders: every nested message is built anew, so none
     * carries a memoized size, and string fields are set as Strings.
     */
    static com.google.protobuf.Message rebuild(com.google.protobuf.Message message) {
      com.google.protobuf.Message.Builder builder = message.newBuilderForType();
      message
          .getAllFields()
          .forEach(
              (field, value) -> {
                if (field.getJavaType()
                    != com.google.protobuf.Descriptors.FieldDescriptor.JavaType.MESSAGE) {
                  builder.setField(field, value);
                } else if (field.isRepeated()) {
                  for (Object element : (List<?>) value) {
                    builder.addRepeatedField(field, rebuild((com.google.protobuf.Message) element));
                  }
                } else {
                  builder.setField(field, rebuild((com.google.protobuf.Message) value));
                }
              });
      return builder.setUnknownFields(message.getUnknownFields()).build();
    }
  }
}
