package io.serbench.codec.jackson;

import io.serbench.codec.BaseCodecProvider;
import io.serbench.codec.Claims;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import io.serbench.codec.Structure;
import io.serbench.codec.Versioning;

/** Jackson databind over its text and binary formats, one provider each. */
public final class JacksonProviders {
  static final String POOLING = "thread-safe: share the pre-bound ObjectReader and ObjectWriter";
  static final String MODE =
      "field access, java.time module, unknown properties ignored, pre-bound reader and writer";
  static final String NOTE =
      "Jackson names every field, ignores unknown ones when configured so, and creates only declared"
          + " types unless default typing is enabled (it is not here)";

  private JacksonProviders() {}

  private static CodecInfo describe(
      String id, String library, String versionClass, String format, Format family, String docs) {
    return describe(id, library, versionClass, format, format + ": " + MODE, family, docs);
  }

  private static CodecInfo describe(
      String id,
      String library,
      String versionClass,
      String format,
      String mode,
      Format family,
      String docs) {
    return CodecInfo.builder(id)
        .library(library)
        .versionClass(versionClass)
        .mode(mode)
        .effort(Effort.ZERO_KNOWLEDGE)
        .format(family)
        .structure(Structure.TREE)
        .threadSafe(true)
        .pooling(POOLING)
        .documentation(docs)
        .claims(
            new Claims(
                format.toLowerCase(java.util.Locale.ROOT).replace("messagepack", "msgpack"),
                Versioning.FULL,
                true,
                NOTE))
        .build();
  }

  /** {@code jackson-json}: JSON. */
  public static final class Json extends BaseCodecProvider {
    public Json() {
      super(
          describe(
              "jackson-json",
              "com.fasterxml.jackson.core:jackson-databind",
              "com.fasterxml.jackson.databind.ObjectMapper",
              "JSON",
              Format.JSON,
              "https://github.com/FasterXML/jackson-databind#readme"),
          context -> JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.JSON));
    }

    /** Default typing on: the bytes name classes, as an attacker's writer would. */
    @Override
    public Codec unguarded(CodecContext context) {
      return JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.JSON, true);
    }
  }

  /** {@code jackson-smile}: Smile, Jackson's binary JSON. */
  public static final class Smile extends BaseCodecProvider {
    public Smile() {
      super(
          describe(
              "jackson-smile",
              "com.fasterxml.jackson.dataformat:jackson-dataformat-smile",
              "com.fasterxml.jackson.dataformat.smile.SmileFactory",
              "Smile",
              Format.BIN_CROSSLANG,
              "https://github.com/FasterXML/jackson-dataformats-binary/tree/2.x/smile"),
          context -> JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.SMILE));
    }

    /** Default typing on: the bytes name classes, as an attacker's writer would. */
    @Override
    public Codec unguarded(CodecContext context) {
      return JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.SMILE, true);
    }
  }

  /** {@code jackson-cbor}: CBOR (RFC 8949). */
  public static final class Cbor extends BaseCodecProvider {
    public Cbor() {
      super(
          describe(
              "jackson-cbor",
              "com.fasterxml.jackson.dataformat:jackson-dataformat-cbor",
              "com.fasterxml.jackson.dataformat.cbor.CBORFactory",
              "CBOR",
              Format.BIN_CROSSLANG,
              "https://github.com/FasterXML/jackson-dataformats-binary/tree/2.x/cbor"),
          context -> JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.CBOR));
    }

    /** Default typing on: the bytes name classes, as an attacker's writer would. */
    @Override
    public Codec unguarded(CodecContext context) {
      return JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.CBOR, true);
    }
  }

  /**
   * {@code msgpack}: jackson-dataformat-msgpack, that is Jackson's data binding writing the
   * MessagePack format (not msgpack-core's hand-written packer), set up as its README recommends.
   */
  public static final class Msgpack extends BaseCodecProvider {
    public Msgpack() {
      super(
          describe(
              "msgpack",
              "org.msgpack:jackson-dataformat-msgpack",
              "org.msgpack.jackson.dataformat.MessagePackFactory",
              "MessagePack",
              "jackson-dataformat-msgpack (Jackson data binding writing MessagePack): "
                  + MODE
                  + ", BigInteger and BigDecimal as strings, Instant as the timestamp extension",
              Format.BIN_CROSSLANG,
              "https://github.com/msgpack/msgpack-java/tree/main/msgpack-jackson"),
          context -> JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.MSGPACK));
    }

    /** Default typing on: the bytes name classes, as an attacker's writer would. */
    @Override
    public Codec unguarded(CodecContext context) {
      return JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.MSGPACK, true);
    }
  }
}
