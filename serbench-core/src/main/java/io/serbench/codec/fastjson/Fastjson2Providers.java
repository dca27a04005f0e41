package io.serbench.codec.fastjson;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONB;
import com.alibaba.fastjson2.JSONFactory;
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
import java.util.ArrayList;
import java.util.List;

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
        .pooling(
            "thread-safe: prebuilt read and write contexts, shared; writers and readers cached by fastjson2")
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

    /**
     * {@link Fastjson2Codec}'s text setup as Java source ({@link io.serbench.codec.SetupSnippet}),
     * for the report's adoption block. Change the two together; {@code SetupSnippetTest} compiles
     * it and reads the codec's bytes with it.
     */
    @Override
    public String setupSnippet() {
      return """
          import com.alibaba.fastjson2.JSON;
          import com.alibaba.fastjson2.JSONFactory;
          import com.alibaba.fastjson2.JSONReader;
          import com.alibaba.fastjson2.JSONWriter;

          /** Thread-safe: the contexts are built once and shared; AutoType stays off. */
          public final class {{Codec}} {
            // fields bound directly, so that classes without getters and setters map
            private static final JSONWriter.Context WRITE =
                JSONFactory.createWriteContext(JSONWriter.Feature.FieldBased);
            private static final JSONReader.Context READ =
                JSONFactory.createReadContext(JSONReader.Feature.FieldBased);

            private final Class<?> type;

            public {{Codec}}(Class<?> type) {
              this.type = type;
            }

            public byte[] encode(Object value) {
              // JSON.toJSONBytes(value, charset, context) ignores the context's FieldBased (2.0.64)
              try (JSONWriter writer = JSONWriter.ofUTF8(WRITE)) {
                writer.writeAny(value);
                return writer.getBytes();
              }
            }

            public Object decode(byte[] bytes) {
              return JSON.parseObject(bytes, type, READ);
            }
          }
          """;
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

  /** {@code fastjson2-jsonb-array}: JSONB with every bean as an array of its values. */
  public static final class JsonbArray extends BaseCodecProvider {
    public JsonbArray() {
      super(
          CodecInfo.builder("fastjson2-jsonb-array")
              .library("com.alibaba.fastjson2:fastjson2")
              .versionClass("com.alibaba.fastjson2.JSON")
              .mode(
                  "JSONB, positional: beans written as arrays of their values"
                      + " (JSONWriter.Feature.BeanToArray, read with SupportArrayToBean),"
                      + " Feature.FieldBased, AutoType off")
              .effort(Effort.ZERO_KNOWLEDGE)
              .format(Format.BINARY)
              .structure(Structure.TREE)
              .threadSafe(true)
              .pooling("thread-safe: prebuilt read and write contexts, shared")
              .documentation("https://github.com/alibaba/fastjson2/blob/main/docs/features_en.md")
              .claims(
                  new Claims(
                      "jsonb",
                      Versioning.NONE,
                      true,
                      "BeanToArray drops the field names: a reader maps values by position, so"
                          + " fields may only be appended, and a reader must know them all"))
              .group(Group.EXTENDED)
              .build(),
          context -> new Fastjson2Codec(context.rootType(), true, false, true));
    }

    @Override
    public Codec unguarded(io.serbench.codec.CodecContext context) {
      return new Fastjson2Codec(context.rootType(), true, true, true);
    }
  }

  /**
   * One root type, text or binary; {@code typed} writes and reads class names (AutoType), {@code
   * positional} writes beans as arrays. The read and write contexts are built once, as fastjson2's
   * own benchmarks pass them, instead of from the feature list on every call.
   */
  static final class Fastjson2Codec implements Codec {
    private final Class<?> type;
    private final boolean binary;
    private final JSONWriter.Context write;
    private final JSONReader.Context read;

    Fastjson2Codec(Class<?> type, boolean binary, boolean typed) {
      this(type, binary, typed, false);
    }

    Fastjson2Codec(Class<?> type, boolean binary, boolean typed, boolean positional) {
      this.type = type;
      this.binary = binary;
      List<JSONWriter.Feature> writeFeatures =
          new ArrayList<>(List.of(JSONWriter.Feature.FieldBased));
      List<JSONReader.Feature> readFeatures =
          new ArrayList<>(List.of(JSONReader.Feature.FieldBased));
      if (typed) {
        writeFeatures.add(JSONWriter.Feature.WriteClassName);
        readFeatures.add(JSONReader.Feature.SupportAutoType);
      }
      if (positional) {
        writeFeatures.add(JSONWriter.Feature.BeanToArray);
        readFeatures.add(JSONReader.Feature.SupportArrayToBean);
      }
      this.write = JSONFactory.createWriteContext(writeFeatures.toArray(JSONWriter.Feature[]::new));
      this.read = JSONFactory.createReadContext(readFeatures.toArray(JSONReader.Feature[]::new));
    }

    @Override
    public byte[] encode(Object value) {
      if (binary) {
        return JSONB.toBytes(value, write);
      }
      // JSON.toJSONBytes(value, charset, context) ignores the context's FieldBased (2.0.64)
      try (JSONWriter writer = JSONWriter.ofUTF8(write)) {
        writer.writeAny(value);
        return writer.getBytes();
      }
    }

    @Override
    public Object decode(byte[] bytes) {
      return binary ? JSONB.parseObject(bytes, type, read) : JSON.parseObject(bytes, type, read);
    }
  }
}
