package io.serbench.codec.jackson;

import io.serbench.codec.Claims;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import io.serbench.codec.Group;
import io.serbench.codec.JacksonProvider;
import io.serbench.codec.Structure;
import io.serbench.codec.Versioning;
import java.util.List;

/**
 * Jackson's positional modes: every class written as an array of its property values, with no
 * property names, as if each class carried {@code @JsonFormat(shape = ARRAY)}. They need no
 * annotation and are the smallest encodings those formats offer, and they trade schema evolution
 * for it: a reader maps values by position. The ids are the object mode's plus {@code -array}.
 */
public final class JacksonArrayProviders {
  private JacksonArrayProviders() {}

  /** The positional mode {@code spec}, which makes every class an array {@code how}. */
  private static CodecInfo describe(JacksonProviders.Spec spec, String how) {
    return CodecInfo.builder(spec.id())
        .library(spec.library())
        .versionClass(spec.versionClass())
        .mode("positional, " + how + ": " + JacksonProviders.MODE)
        .effort(Effort.ZERO_KNOWLEDGE)
        .format(spec.family())
        .structure(Structure.TREE)
        .threadSafe(true)
        .pooling(JacksonProviders.POOLING)
        .documentation(spec.docs())
        .claims(
            new Claims(
                spec.format(),
                Versioning.NONE,
                true,
                "the array shape drops property names: values are matched by position, so a"
                    + " reader must know every field in the writer's order"))
        .group(Group.EXTENDED)
        .setupLibraries(
            List.of(
                "com.fasterxml.jackson.datatype:jackson-datatype-jdk8",
                "com.fasterxml.jackson.datatype:jackson-datatype-jsr310",
                "com.fasterxml.jackson.module:jackson-module-parameter-names"))
        .build();
  }

  private static final String INTROSPECTOR =
      "every class with shape ARRAY through an annotation introspector (jvm-serializers'"
          + " AsArrayIntrospector)";
  private static final String SHAPE_DOCS =
      "https://fasterxml.github.io/jackson-annotations/javadoc/2.20/com/fasterxml/jackson/annotation/JsonFormat.Shape.html#ARRAY";

  /** {@code jackson-json-array}: JSON arrays instead of objects. */
  public static final class Json extends JacksonProvider {
    public Json() {
      super(
          describe(
              new JacksonProviders.Spec(
                  "jackson-json-array",
                  "com.fasterxml.jackson.core:jackson-databind",
                  "com.fasterxml.jackson.databind.ObjectMapper",
                  "json",
                  Format.JSON,
                  SHAPE_DOCS),
              INTROSPECTOR),
          context -> positional(context, JacksonCodec.Dialect.JSON, false));
    }

    @Override
    public Codec unguarded(CodecContext context) {
      return positional(context, JacksonCodec.Dialect.JSON, true);
    }
  }

  /** {@code jackson-smile-array}: Smile arrays instead of objects. */
  public static final class Smile extends JacksonProvider {
    public Smile() {
      super(
          describe(
              new JacksonProviders.Spec(
                  "jackson-smile-array",
                  "com.fasterxml.jackson.dataformat:jackson-dataformat-smile",
                  "com.fasterxml.jackson.dataformat.smile.SmileFactory",
                  "smile",
                  Format.BIN_CROSSLANG,
                  SHAPE_DOCS),
              INTROSPECTOR),
          context -> positional(context, JacksonCodec.Dialect.SMILE, false));
    }

    @Override
    public Codec unguarded(CodecContext context) {
      return positional(context, JacksonCodec.Dialect.SMILE, true);
    }
  }

  /** {@code jackson-cbor-array}: CBOR arrays instead of maps. */
  public static final class Cbor extends JacksonProvider {
    public Cbor() {
      super(
          describe(
              new JacksonProviders.Spec(
                  "jackson-cbor-array",
                  "com.fasterxml.jackson.dataformat:jackson-dataformat-cbor",
                  "com.fasterxml.jackson.dataformat.cbor.CBORFactory",
                  "cbor",
                  Format.BIN_CROSSLANG,
                  SHAPE_DOCS),
              INTROSPECTOR),
          context -> positional(context, JacksonCodec.Dialect.CBOR, false));
    }

    @Override
    public Codec unguarded(CodecContext context) {
      return positional(context, JacksonCodec.Dialect.CBOR, true);
    }
  }

  /** {@code msgpack-array}: MessagePack arrays, msgpack-jackson's JsonArrayFormat layout. */
  public static final class Msgpack extends JacksonProvider {
    public Msgpack() {
      super(
          describe(
              new JacksonProviders.Spec(
                  "msgpack-array",
                  "org.msgpack:jackson-dataformat-msgpack",
                  "org.msgpack.jackson.dataformat.MessagePackFactory",
                  "msgpack",
                  Format.BIN_CROSSLANG,
                  "https://github.com/msgpack/msgpack-java/tree/main/msgpack-jackson#serialize-and-deserialize-pojo-as-messagepack-array-type-to-keep-compatibility-with-msgpack-java06"),
              "the layout of msgpack-jackson's JsonArrayFormat (its README's msgpack-java 0.6"
                  + " compatible mode) for the model's classes, BigInteger and BigDecimal as"
                  + " strings, Instant as the timestamp extension"),
          context -> positional(context, JacksonCodec.Dialect.MSGPACK, false));
    }

    @Override
    public Codec unguarded(CodecContext context) {
      return positional(context, JacksonCodec.Dialect.MSGPACK, true);
    }
  }

  private static Codec positional(
      CodecContext context, JacksonCodec.Dialect dialect, boolean typed) {
    return JacksonCodec.create(context.rootType(), dialect, typed, true);
  }
}
