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

  /**
   * Which Jackson codec a provider describes: what it is called and measured from, and what it
   * writes. {@link JacksonArrayProviders} describes its positional modes with it too.
   *
   * @param id the codec id
   * @param library the Maven coordinates of the library
   * @param versionClass a class of the library, whose jar gives the version
   * @param format the wire format's name, such as {@code Smile}
   * @param family the kind of format
   * @param docs where the library is documented
   */
  record Spec(
      String id, String library, String versionClass, String format, Format family, String docs) {}

  /** A codec on Spring Boot's setup, in the default catalog unless it is Smile. */
  private static CodecInfo describe(Spec spec) {
    return describe(
        spec,
        spec.format() + ": " + MODE,
        spec.id().equals("jackson-smile")
            ? io.serbench.codec.Group.EXTENDED
            : io.serbench.codec.Group.DEFAULT);
  }

  private static CodecInfo describe(Spec spec, String mode, io.serbench.codec.Group group) {
    return describe(spec, mode, group, Versioning.FULL);
  }

  private static CodecInfo describe(
      Spec spec, String mode, io.serbench.codec.Group group, Versioning versioning) {
    return CodecInfo.builder(spec.id())
        .library(spec.library())
        .versionClass(spec.versionClass())
        .mode(mode)
        .effort(Effort.ZERO_KNOWLEDGE)
        .format(spec.family())
        .structure(Structure.TREE)
        .threadSafe(true)
        .pooling(POOLING)
        .documentation(spec.docs())
        .claims(
            new Claims(
                spec.format().toLowerCase(java.util.Locale.ROOT).replace("messagepack", "msgpack"),
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
  private static CodecInfo extended(Spec spec, String mode) {
    return describe(spec, mode, io.serbench.codec.Group.EXTENDED);
  }

  /** {@code jackson-xml}: XML on the Aalto parser. */
  public static final class Xml extends JacksonProvider {
    public Xml() {
      super(
          extended(
              new Spec(
                  "jackson-xml",
                  "com.fasterxml.jackson.dataformat:jackson-dataformat-xml",
                  "com.fasterxml.jackson.dataformat.xml.XmlMapper",
                  "xml",
                  Format.XML,
                  "https://github.com/FasterXML/jackson-dataformat-xml#readme"),
              "XML (XmlMapper on Aalto's StAX parser, as jvm-serializers' xml/jackson/databind-aalto): "
                  + MODE),
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
              new Spec(
                  "jackson-yaml",
                  "com.fasterxml.jackson.dataformat:jackson-dataformat-yaml",
                  "com.fasterxml.jackson.dataformat.yaml.YAMLMapper",
                  "yaml",
                  Format.TEXT,
                  "https://github.com/FasterXML/jackson-dataformats-text/tree/2.x/yaml"),
              "YAML (YAMLMapper): " + MODE),
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
              new Spec(
                  "jackson-ion",
                  "com.fasterxml.jackson.dataformat:jackson-dataformat-ion",
                  "com.fasterxml.jackson.dataformat.ion.IonObjectMapper",
                  "ion",
                  Format.BIN_CROSSLANG,
                  "https://github.com/FasterXML/jackson-dataformats-binary/tree/2.x/ion"),
              "Amazon Ion, binary writers (IonObjectMapper over IonFactory.forBinaryWriters()): "
                  + MODE),
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
              new Spec(
                  "bson",
                  "de.undercouch:bson4jackson",
                  "de.undercouch.bson4jackson.BsonFactory",
                  "bson",
                  Format.BIN_CROSSLANG,
                  "https://github.com/michel-kraemer/bson4jackson#readme"),
              "BSON through bson4jackson's BsonFactory (jvm-serializers' bson/jackson/databind),"
                  + " BigDecimal as a string: "
                  + MODE),
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
              new Spec(
                  "jackson-json-afterburner",
                  "com.fasterxml.jackson.module:jackson-module-afterburner",
                  "com.fasterxml.jackson.module.afterburner.AfterburnerModule",
                  "json",
                  Format.JSON,
                  "https://github.com/FasterXML/jackson-modules-base/tree/2.x/afterburner"),
              "JSON with AfterburnerModule (jvm-serializers' json/jackson/db-afterburner): "
                  + MODE),
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
              new Spec(
                  "jackson-json-blackbird",
                  "com.fasterxml.jackson.module:jackson-module-blackbird",
                  "com.fasterxml.jackson.module.blackbird.BlackbirdModule",
                  "json",
                  Format.JSON,
                  "https://github.com/FasterXML/jackson-modules-base/tree/2.x/blackbird"),
              "JSON with BlackbirdModule (Afterburner's successor for Java 11+): " + MODE),
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
              new Spec(
                  "jackson-avro",
                  "com.fasterxml.jackson.dataformat:jackson-dataformat-avro",
                  "com.fasterxml.jackson.dataformat.avro.AvroMapper",
                  "avro",
                  Format.BIN_CROSSLANG,
                  "https://github.com/FasterXML/jackson-dataformats-binary/tree/2.x/avro"),
              "Avro binary (AvroMapper, schema generated from the class with schemaFor, java.time"
                  + " through AvroJavaTimeModule; a reader resolves the writer's schema with"
                  + " withReaderSchema): field access, pre-bound reader and writer",
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
              new Spec(
                  "jackson-json",
                  "com.fasterxml.jackson.core:jackson-databind",
                  "com.fasterxml.jackson.databind.ObjectMapper",
                  "JSON",
                  Format.JSON,
                  "https://github.com/FasterXML/jackson-databind#readme")),
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
              new Spec(
                  "jackson-smile",
                  "com.fasterxml.jackson.dataformat:jackson-dataformat-smile",
                  "com.fasterxml.jackson.dataformat.smile.SmileFactory",
                  "Smile",
                  Format.BIN_CROSSLANG,
                  "https://github.com/FasterXML/jackson-dataformats-binary/tree/2.x/smile")),
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
              new Spec(
                  "jackson-cbor",
                  "com.fasterxml.jackson.dataformat:jackson-dataformat-cbor",
                  "com.fasterxml.jackson.dataformat.cbor.CBORFactory",
                  "CBOR",
                  Format.BIN_CROSSLANG,
                  "https://github.com/FasterXML/jackson-dataformats-binary/tree/2.x/cbor")),
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
              new Spec(
                  "msgpack",
                  "org.msgpack:jackson-dataformat-msgpack",
                  "org.msgpack.jackson.dataformat.MessagePackFactory",
                  "MessagePack",
                  Format.BIN_CROSSLANG,
                  "https://github.com/msgpack/msgpack-java/tree/main/msgpack-jackson"),
              "jackson-dataformat-msgpack (Jackson data binding writing MessagePack): "
                  + MODE
                  + ", BigInteger and BigDecimal as strings, Instant as the timestamp extension",
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
