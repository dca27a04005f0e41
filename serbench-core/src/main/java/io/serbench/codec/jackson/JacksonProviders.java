package io.serbench.codec.jackson;

import io.serbench.codec.Claims;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import io.serbench.codec.JacksonProvider;
import io.serbench.codec.Structure;
import io.serbench.codec.Versioning;
import java.util.List;

/** Jackson databind over its text and binary formats, one provider each. */
public final class JacksonProviders {
  static final String POOLING = "thread-safe: share the pre-bound ObjectReader and ObjectWriter";
  static final String MODE =
      "Spring Boot 3's Jackson 2 setup (Jdk8Module, JavaTimeModule, ParameterNamesModule, dates as"
          + " ISO-8601 text), fast floating-point parsers, public accessors where the class has"
          + " them and fields otherwise, unknown properties ignored, pre-bound reader and writer;"
          + " unlike Jackson 3's defaults: properties in declaration order, final fields set,"
          + " trailing tokens not checked, null for a primitive read as its default";
  static final String NOTE =
      "Jackson names every field, ignores unknown ones when configured so, and creates only declared"
          + " types unless default typing is enabled (it is not here)";

  static final String AVRO_NOTE =
      "Avro resolves the writer's schema against the reader's, but the schema that Jackson"
          + " generates gives no field a default: an old reader skips a field that a newer writer"
          + " added, and a new reader refuses old bytes without the field it added";

  private JacksonProviders() {}

  private static CodecInfo describe(
      String id, String library, String versionClass, String format, Format family, String docs) {
    return describe(
        id,
        library,
        versionClass,
        format,
        format + ": " + MODE,
        family,
        docs,
        id.equals("jackson-smile")
            ? io.serbench.codec.Group.EXTENDED
            : io.serbench.codec.Group.DEFAULT);
  }

  private static CodecInfo describe(
      String id,
      String library,
      String versionClass,
      String format,
      String mode,
      Format family,
      String docs,
      io.serbench.codec.Group group) {
    return describe(id, library, versionClass, format, mode, family, docs, group, Versioning.FULL);
  }

  private static CodecInfo describe(
      String id,
      String library,
      String versionClass,
      String format,
      String mode,
      Format family,
      String docs,
      io.serbench.codec.Group group,
      Versioning versioning) {
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
                versioning,
                true,
                versioning == Versioning.FULL ? NOTE : AVRO_NOTE))
        .group(group)
        // every Jackson codec registers Spring Boot's modules (JacksonMappers.bindProperties)
        .setupLibraries(
            List.of(
                "com.fasterxml.jackson.datatype:jackson-datatype-jdk8",
                "com.fasterxml.jackson.datatype:jackson-datatype-jsr310",
                "com.fasterxml.jackson.module:jackson-module-parameter-names"))
        .build();
  }

  /** A Jackson codec of the extended catalog: one format, the same mapper setup. */
  private static CodecInfo extended(
      String id,
      String library,
      String versionClass,
      String wireFormat,
      String mode,
      Format family,
      String docs) {
    return describe(
        id,
        library,
        versionClass,
        wireFormat,
        mode,
        family,
        docs,
        io.serbench.codec.Group.EXTENDED);
  }

  /** {@code jackson-xml}: XML on the Aalto parser. */
  public static final class Xml extends JacksonProvider {
    public Xml() {
      super(
          extended(
              "jackson-xml",
              "com.fasterxml.jackson.dataformat:jackson-dataformat-xml",
              "com.fasterxml.jackson.dataformat.xml.XmlMapper",
              "xml",
              "XML (XmlMapper on Aalto's StAX parser, as jvm-serializers' xml/jackson/databind-aalto): "
                  + MODE,
              Format.XML,
              "https://github.com/FasterXML/jackson-dataformat-xml#readme"),
          context -> JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.XML));
    }

    @Override
    public Codec unguarded(CodecContext context) {
      return JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.XML, true);
    }
  }

  /** {@code jackson-yaml}: YAML on SnakeYAML. */
  public static final class Yaml extends JacksonProvider {
    public Yaml() {
      super(
          extended(
              "jackson-yaml",
              "com.fasterxml.jackson.dataformat:jackson-dataformat-yaml",
              "com.fasterxml.jackson.dataformat.yaml.YAMLMapper",
              "yaml",
              "YAML (YAMLMapper): " + MODE,
              Format.TEXT,
              "https://github.com/FasterXML/jackson-dataformats-text/tree/2.x/yaml"),
          context -> JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.YAML));
    }

    @Override
    public Codec unguarded(CodecContext context) {
      return JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.YAML, true);
    }
  }

  /** {@code jackson-ion}: Amazon Ion, binary. */
  public static final class Ion extends JacksonProvider {
    public Ion() {
      super(
          extended(
              "jackson-ion",
              "com.fasterxml.jackson.dataformat:jackson-dataformat-ion",
              "com.fasterxml.jackson.dataformat.ion.IonObjectMapper",
              "ion",
              "Amazon Ion, binary writers (IonObjectMapper over IonFactory.forBinaryWriters()): "
                  + MODE,
              Format.BIN_CROSSLANG,
              "https://github.com/FasterXML/jackson-dataformats-binary/tree/2.x/ion"),
          context -> JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.ION));
    }

    @Override
    public Codec unguarded(CodecContext context) {
      return JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.ION, true);
    }
  }

  /** {@code bson}: BSON through bson4jackson. */
  public static final class Bson extends JacksonProvider {
    public Bson() {
      super(
          extended(
              "bson",
              "de.undercouch:bson4jackson",
              "de.undercouch.bson4jackson.BsonFactory",
              "bson",
              "BSON through bson4jackson's BsonFactory (jvm-serializers' bson/jackson/databind),"
                  + " BigDecimal as a string: "
                  + MODE,
              Format.BIN_CROSSLANG,
              "https://github.com/michel-kraemer/bson4jackson#readme"),
          context -> JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.BSON));
    }

    @Override
    public Codec unguarded(CodecContext context) {
      return JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.BSON, true);
    }
  }

  /** {@code jackson-json-afterburner}: JSON with the Afterburner module. */
  public static final class JsonAfterburner extends JacksonProvider {
    public JsonAfterburner() {
      super(
          extended(
              "jackson-json-afterburner",
              "com.fasterxml.jackson.module:jackson-module-afterburner",
              "com.fasterxml.jackson.module.afterburner.AfterburnerModule",
              "json",
              "JSON with AfterburnerModule (jvm-serializers' json/jackson/db-afterburner): " + MODE,
              Format.JSON,
              "https://github.com/FasterXML/jackson-modules-base/tree/2.x/afterburner"),
          context ->
              JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.JSON_AFTERBURNER));
    }

    @Override
    public Codec unguarded(CodecContext context) {
      return JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.JSON_AFTERBURNER, true);
    }
  }

  /** {@code jackson-json-blackbird}: JSON with the Blackbird module. */
  public static final class JsonBlackbird extends JacksonProvider {
    public JsonBlackbird() {
      super(
          extended(
              "jackson-json-blackbird",
              "com.fasterxml.jackson.module:jackson-module-blackbird",
              "com.fasterxml.jackson.module.blackbird.BlackbirdModule",
              "json",
              "JSON with BlackbirdModule (Afterburner's successor for Java 11+): " + MODE,
              Format.JSON,
              "https://github.com/FasterXML/jackson-modules-base/tree/2.x/blackbird"),
          context -> JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.JSON_BLACKBIRD));
    }

    @Override
    public Codec unguarded(CodecContext context) {
      return JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.JSON_BLACKBIRD, true);
    }
  }

  /** {@code jackson-avro}: Avro binary through jackson-dataformat-avro, schema from the class. */
  public static final class Avro extends JacksonProvider {
    public Avro() {
      super(
          describe(
              "jackson-avro",
              "com.fasterxml.jackson.dataformat:jackson-dataformat-avro",
              "com.fasterxml.jackson.dataformat.avro.AvroMapper",
              "avro",
              "Avro binary (AvroMapper, schema generated from the class with schemaFor, java.time"
                  + " through AvroJavaTimeModule; a reader resolves the writer's schema with"
                  + " withReaderSchema): field access, pre-bound reader and writer",
              Format.BIN_CROSSLANG,
              "https://github.com/FasterXML/jackson-dataformats-binary/tree/2.x/avro",
              io.serbench.codec.Group.EXTENDED,
              Versioning.FORWARD),
          context -> JacksonAvroCodec.create(context.rootType()));
    }
  }

  /** {@code jackson-json}: JSON. */
  public static final class Json extends JacksonProvider {
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

    @Override
    public String setupSnippet() {
      return JacksonSetup.snippet(JacksonCodec.Dialect.JSON);
    }

    /** Default typing on: the bytes name classes, as an attacker's writer would. */
    @Override
    public Codec unguarded(CodecContext context) {
      return JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.JSON, true);
    }
  }

  /** {@code jackson-smile}: Smile, Jackson's binary JSON. */
  public static final class Smile extends JacksonProvider {
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
  public static final class Cbor extends JacksonProvider {
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

    @Override
    public String setupSnippet() {
      return JacksonSetup.snippet(JacksonCodec.Dialect.CBOR);
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
  public static final class Msgpack extends JacksonProvider {
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
              "https://github.com/msgpack/msgpack-java/tree/main/msgpack-jackson",
              io.serbench.codec.Group.DEFAULT),
          context -> JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.MSGPACK));
    }

    @Override
    public String setupSnippet() {
      return JacksonSetup.snippet(JacksonCodec.Dialect.MSGPACK);
    }

    /** Default typing on: the bytes name classes, as an attacker's writer would. */
    @Override
    public Codec unguarded(CodecContext context) {
      return JacksonCodec.create(context.rootType(), JacksonCodec.Dialect.MSGPACK, true);
    }
  }
}
