package io.serbench.codec.fastjson;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONB;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import io.serbench.codec.BaseCodecProvider;
import io.serbench.codec.Claims;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import io.serbench.codec.Group;
import io.serbench.codec.Structure;
import io.serbench.codec.Versioning;

/**
 * fastjson2, the maintained successor of fastjson 1.x, in its text (JSON) and binary (JSONB)
 * formats. Both bind fields ({@code Feature.FieldBased}), so that classes without getters and
 * setters map, and leave AutoType off, the default its security notes insist on.
 */
public final class Fastjson2Providers {
  static final String NOTE =
      "fastjson2 names every field and ignores unknown ones; AutoType (class names in the bytes) is"
          + " off by default, and on here only in the attacker's writer";

  private Fastjson2Providers() {}

  private static CodecInfo describe(String id, String mode, Format format, String wire, Group g) {
    return CodecInfo.builder(id)
        .library("com.alibaba.fastjson2:fastjson2")
        .versionClass("com.alibaba.fastjson2.JSON")
        .mode(mode)
        .effort(Effort.ZERO_KNOWLEDGE)
        .format(format)
        .structure(Structure.TREE)
        .threadSafe(true)
        .pooling("thread-safe: static JSON/JSONB calls, writers and readers cached by fastjson2")
        .documentation("https://github.com/alibaba/fastjson2/blob/main/docs/features_en.md")
        .claims(new Claims(wire, Versioning.FULL, true, NOTE))
        .group(g)
        .build();
  }

  /** {@code fastjson2}: JSON. */
  public static final class Json extends BaseCodecProvider {
    public Json() {
      super(
          describe(
              "fastjson2",
              "JSON, JSON.toJSONBytes/parseObject with Feature.FieldBased, AutoType off",
              Format.JSON,
              "json",
              Group.DEFAULT),
          context -> new Fastjson2Codec(context.rootType(), false, false));
    }

    @Override
    public Codec unguarded(io.serbench.codec.CodecContext context) {
      return new Fastjson2Codec(context.rootType(), false, true);
    }
  }

  /** {@code fastjson2-jsonb}: fastjson2's binary JSONB format. */
  public static final class Jsonb extends BaseCodecProvider {
    public Jsonb() {
      super(
          describe(
              "fastjson2-jsonb",
              "JSONB (fastjson2's binary format), JSONB.toBytes/parseObject with"
                  + " Feature.FieldBased, AutoType off",
              Format.BINARY,
              "jsonb",
              Group.EXTENDED),
          context -> new Fastjson2Codec(context.rootType(), true, false));
    }

    @Override
    public Codec unguarded(io.serbench.codec.CodecContext context) {
      return new Fastjson2Codec(context.rootType(), true, true);
    }
  }

  /** One root type, text or binary; {@code typed} writes and reads class names (AutoType). */
  static final class Fastjson2Codec implements Codec {
    private static final JSONWriter.Feature[] WRITE = {JSONWriter.Feature.FieldBased};
    private static final JSONReader.Feature[] READ = {JSONReader.Feature.FieldBased};
    private final Class<?> type;
    private final boolean binary;
    private final JSONWriter.Feature[] write;
    private final JSONReader.Feature[] read;

    Fastjson2Codec(Class<?> type, boolean binary, boolean typed) {
      this.type = type;
      this.binary = binary;
      this.write =
          typed ? new JSONWriter.Feature[] {WRITE[0], JSONWriter.Feature.WriteClassName} : WRITE;
      this.read =
          typed ? new JSONReader.Feature[] {READ[0], JSONReader.Feature.SupportAutoType} : READ;
    }

    @Override
    public byte[] encode(Object value) {
      return binary ? JSONB.toBytes(value, write) : JSON.toJSONBytes(value, write);
    }

    @Override
    public Object decode(byte[] bytes) {
      return binary ? JSONB.parseObject(bytes, type, read) : JSON.parseObject(bytes, type, read);
    }
  }
}
