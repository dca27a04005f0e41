package io.serbench.codec.protostuff;

import io.serbench.codec.BaseCodecProvider;
import io.serbench.codec.Claims;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import io.serbench.codec.Structure;
import io.serbench.codec.Versioning;
import java.util.List;

/** protostuff's runtime-schema modes, one provider each. */
public final class ProtostuffProviders {
  static final String POOLING = "the schema is thread-safe; one LinkedBuffer per thread";
  static final String DOCS = "https://protostuff.github.io/docs/protostuff-runtime/";

  private ProtostuffProviders() {}

  static final String NOTE =
      "protostuff numbers fields in declaration order, so fields may only be appended or removed at"
          + " the end (append-only evolution, not added or removed anywhere); Object-typed fields"
          + " carry class names that the reader loads";

  private static CodecInfo describe(String id, String mode, Format format, Structure structure) {
    return describe(id, mode, format, structure, io.serbench.codec.Group.DEFAULT);
  }

  private static CodecInfo describe(
      String id, String mode, Format format, Structure structure, io.serbench.codec.Group group) {
    return CodecInfo.builder(id)
        .group(group)
        .library(
            format == Format.JSON
                ? "io.protostuff:protostuff-json"
                : "io.protostuff:protostuff-runtime")
        .versionClass(
            format == Format.JSON
                ? "io.protostuff.JsonIOUtil"
                : "io.protostuff.runtime.RuntimeSchema")
        .mode(mode)
        .effort(Effort.ZERO_KNOWLEDGE)
        .format(format)
        .structure(structure)
        .threadSafe(false)
        .pooling(POOLING)
        .documentation(DOCS)
        .claims(
            new Claims(
                format == Format.BIN_CROSSLANG
                    ? "protobuf"
                    : format == Format.JSON ? "json" : "protostuff",
                // append only: the versioning constraint's "append" level, not its field changes
                Versioning.NONE,
                false,
                NOTE))
        .build();
  }

  /** {@code protostuff-runtime}: RuntimeSchema with ProtostuffIOUtil. */
  public static final class Runtime extends BaseCodecProvider {
    public Runtime() {
      super(
          describe(
              "protostuff-runtime",
              "RuntimeSchema + ProtostuffIOUtil, one reused LinkedBuffer, null elements preserved,"
                  + " POJOs, collections and maps morphed (the README's Java-serialization flags)",
              Format.BINARY,
              Structure.TREE),
          ProtostuffProviders::jvmFlags,
          context -> ProtostuffCodec.create(context.rootType(), ProtostuffCodec.Wire.PROTOSTUFF));
    }

    @Override
    public String setupSnippet() {
      return snippet(false);
    }
  }

  /** {@code protobuf-runtime}: RuntimeSchema with ProtobufIOUtil, the protobuf wire format. */
  public static final class Protobuf extends BaseCodecProvider {
    public Protobuf() {
      super(
          describe(
              "protobuf-runtime",
              "RuntimeSchema + ProtobufIOUtil (protobuf wire format), one reused LinkedBuffer",
              Format.BIN_CROSSLANG,
              Structure.TREE),
          ProtostuffProviders::jvmFlags,
          context -> ProtostuffCodec.create(context.rootType(), ProtostuffCodec.Wire.PROTOBUF));
    }

    @Override
    public String setupSnippet() {
      return snippet(true);
    }
  }

  /** {@code protostuff-graph}: RuntimeSchema with GraphIOUtil, which tracks references. */
  public static final class Graph extends BaseCodecProvider {
    public Graph() {
      super(
          describe(
              "protostuff-graph",
              "RuntimeSchema + GraphIOUtil, one reused LinkedBuffer, null elements preserved,"
                  + " POJOs, collections and maps morphed (the README's Java-serialization flags)",
              Format.BINARY,
              Structure.GRAPH,
              io.serbench.codec.Group.EXTENDED),
          ProtostuffProviders::jvmFlags,
          context -> ProtostuffCodec.create(context.rootType(), ProtostuffCodec.Wire.GRAPH));
    }
  }

  /** {@code protostuff-json}: RuntimeSchema with protostuff-json's JsonIOUtil, fields by name. */
  public static final class Json extends BaseCodecProvider {
    public Json() {
      super(
          describe(
              "protostuff-json",
              "RuntimeSchema + JsonIOUtil (protostuff-json, fields by name, not numeric), one"
                  + " reused LinkedBuffer, plain protobuf semantics (jvm-serializers'"
                  + " json/protostuff-runtime)",
              Format.JSON,
              Structure.TREE,
              io.serbench.codec.Group.EXTENDED),
          ProtostuffProviders::jvmFlags,
          context -> ProtostuffCodec.create(context.rootType(), ProtostuffCodec.Wire.JSON));
    }
  }

  /**
   * protostuff's runtime environment reflects into {@code java.util} when it starts (its collection
   * factories open {@code Collections$SingletonSet} and its kin), whatever the model: without the
   * opens its first schema fails with InaccessibleObjectException on JDK 9 and later.
   */
  static List<String> jvmFlags(int feature) {
    return feature >= 9 ? List.of("--add-opens=java.base/java.util=ALL-UNNAMED") : List.of();
  }

  /**
   * {@link ProtostuffCodec}'s setup of {@code protostuff-runtime} ({@code protobuf} false) or
   * {@code protobuf-runtime} as Java source ({@link io.serbench.codec.SetupSnippet}), for the
   * report's adoption block. Change the two together; {@code SetupSnippetTest} compiles this and
   * reads the codec's bytes with it.
   */
  static String snippet(boolean protobuf) {
    String util = protobuf ? "ProtobufIOUtil" : "ProtostuffIOUtil";
    return "import io.protostuff.LinkedBuffer;\n"
        + "import io.protostuff."
        + util
        + ";\n"
        + "import io.protostuff.Schema;\n"
        + (protobuf
            ? "import io.protostuff.runtime.RuntimeEnv;\n"
            : "import io.protostuff.runtime.DefaultIdStrategy;\n"
                + "import io.protostuff.runtime.IdStrategy;\n")
        + "import io.protostuff.runtime.RuntimeSchema;\n"
        + "\n"
        + "/** Not thread-safe: the schema is, the buffer is one per thread. */\n"
        + "public final class {{Codec}} {\n"
        + (protobuf
            ? ""
            : "  // the flags protostuff's README lists for replacing Java serialization\n"
                + "  private static final IdStrategy STRATEGY =\n"
                + "      new DefaultIdStrategy(\n"
                + "          IdStrategy.DEFAULT_FLAGS\n"
                + "              | IdStrategy.PRESERVE_NULL_ELEMENTS\n"
                + "              | IdStrategy.MORPH_NON_FINAL_POJOS\n"
                + "              | IdStrategy.MORPH_COLLECTION_INTERFACES\n"
                + "              | IdStrategy.MORPH_MAP_INTERFACES);\n"
                + "\n")
        + "  private final Schema<Object> schema;\n"
        + "  private final LinkedBuffer buffer = LinkedBuffer.allocate(LinkedBuffer.DEFAULT_BUFFER_SIZE);\n"
        + "\n"
        + "  @SuppressWarnings(\"unchecked\")\n"
        + "  public {{Codec}}(Class<?> type) {\n"
        + "    schema = (Schema<Object>) RuntimeSchema.getSchema(type, "
        + (protobuf ? "RuntimeEnv.ID_STRATEGY" : "STRATEGY")
        + ");\n"
        + "  }\n"
        + "\n"
        + "  public byte[] encode(Object value) {\n"
        + "    try {\n"
        + "      return "
        + util
        + ".toByteArray(value, schema, buffer);\n"
        + "    } finally {\n"
        + "      buffer.clear();\n"
        + "    }\n"
        + "  }\n"
        + "\n"
        + "  public Object decode(byte[] bytes) {\n"
        + "    Object message = schema.newMessage();\n"
        + "    "
        + util
        + ".mergeFrom(bytes, message, schema);\n"
        + "    return message;\n"
        + "  }\n"
        + "}\n";
  }
}
