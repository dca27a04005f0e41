package io.serbench.codec.jackson3;

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

/**
 * Jackson 3 ({@code tools.jackson}), the current major version, beside Jackson 2 under ids that
 * show the major ({@code jackson3-json}, {@code jackson3-smile}, {@code jackson3-cbor}). The two
 * majors live in different packages, so both load side by side in one class loader.
 */
public final class Jackson3Providers {
  static final String MODE =
      "Jackson 3 defaults (java.time, Optional and parameter names built in, dates as ISO-8601"
          + " text, fast floating-point parsers), public accessors or fields, unknown properties"
          + " ignored, pre-bound reader and writer; unlike serbench's Jackson 2 setup: properties"
          + " sorted alphabetically, final fields not set (with unknown properties ignored, a"
          + " final field without a creator is dropped silently), trailing tokens refused, null"
          + " for a primitive refused";

  private Jackson3Providers() {}

  /**
   * Which Jackson 3 codec a provider describes: what it is called and measured from, and what it
   * writes.
   *
   * @param id the codec id
   * @param artifact the Maven coordinates of the library
   * @param versionClass a class of the library, whose jar gives the version
   * @param format the wire format's name, such as {@code Smile}
   * @param family the kind of format
   */
  private record Spec(
      String id, String artifact, String versionClass, String format, Format family) {}

  /** A codec on Jackson 3's defaults, documented by the release notes of 3.0. */
  private static CodecInfo describe(Spec spec, Group group) {
    return describe(
        spec,
        group,
        spec.format() + " (Jackson 3): " + MODE,
        "https://github.com/FasterXML/jackson/wiki/Jackson-Release-3.0");
  }

  private static CodecInfo describe(Spec spec, Group group, String mode, String documentation) {
    return CodecInfo.builder(spec.id())
        .library(spec.artifact())
        .versionClass(spec.versionClass())
        .mode(mode)
        .effort(Effort.ZERO_KNOWLEDGE)
        .format(spec.family())
        .structure(Structure.TREE)
        .threadSafe(true)
        .pooling("thread-safe: share the pre-bound ObjectReader and ObjectWriter")
        .documentation(documentation)
        .claims(
            new Claims(
                spec.format().toLowerCase(java.util.Locale.ROOT),
                Versioning.FULL,
                true,
                "Jackson names every field, ignores unknown ones when configured so, and creates"
                    + " only declared types unless default typing is enabled (it is not here)"))
        .group(group)
        .build();
  }

  /** {@code jackson3-json}: JSON, in the default set beside {@code jackson-json}. */
  public static final class Json extends JacksonProvider {
    public Json() {
      super(
          describe(
              new Spec(
                  "jackson3-json",
                  "tools.jackson.core:jackson-databind",
                  "tools.jackson.databind.json.JsonMapper",
                  "JSON",
                  Format.JSON),
              Group.DEFAULT),
          context -> Jackson3Codec.create(context.rootType(), Jackson3Codec.Dialect.JSON, false));
    }

    @Override
    public String setupSnippet() {
      return snippet(false);
    }

    /** Default typing on: the bytes name classes, as an attacker's writer would. */
    @Override
    public Codec unguarded(CodecContext context) {
      return Jackson3Codec.create(context.rootType(), Jackson3Codec.Dialect.JSON, true);
    }
  }

  /**
   * {@code jackson3-json-blackbird}: {@code jackson3-json} with Jackson 3's Blackbird module, which
   * replaces reflection on public accessors with lambdas; on private fields it does nothing.
   */
  public static final class JsonBlackbird extends JacksonProvider {
    public JsonBlackbird() {
      super(
          describe(
              new Spec(
                  "jackson3-json-blackbird",
                  "tools.jackson.module:jackson-module-blackbird",
                  "tools.jackson.module.blackbird.BlackbirdModule",
                  "JSON",
                  Format.JSON),
              Group.EXTENDED,
              "JSON (Jackson 3) with BlackbirdModule (lambdas for public accessors and"
                  + " constructors, none for fields): "
                  + MODE,
              "https://github.com/FasterXML/jackson-modules-base/tree/3.x/blackbird"),
          context ->
              Jackson3Codec.create(
                  context.rootType(), Jackson3Codec.Dialect.JSON_BLACKBIRD, false));
    }

    @Override
    public String setupSnippet() {
      return snippet(true);
    }

    /** Default typing on: the bytes name classes, as an attacker's writer would. */
    @Override
    public Codec unguarded(CodecContext context) {
      return Jackson3Codec.create(context.rootType(), Jackson3Codec.Dialect.JSON_BLACKBIRD, true);
    }
  }

  /** {@code jackson3-smile}: Smile, Jackson's binary JSON. */
  public static final class Smile extends JacksonProvider {
    public Smile() {
      super(
          describe(
              new Spec(
                  "jackson3-smile",
                  "tools.jackson.dataformat:jackson-dataformat-smile",
                  "tools.jackson.dataformat.smile.SmileMapper",
                  "Smile",
                  Format.BIN_CROSSLANG),
              Group.EXTENDED),
          context -> Jackson3Codec.create(context.rootType(), Jackson3Codec.Dialect.SMILE, false));
    }

    /** Default typing on: the bytes name classes, as an attacker's writer would. */
    @Override
    public Codec unguarded(CodecContext context) {
      return Jackson3Codec.create(context.rootType(), Jackson3Codec.Dialect.SMILE, true);
    }
  }

  /** {@code jackson3-cbor}: CBOR (RFC 8949). */
  public static final class Cbor extends JacksonProvider {
    public Cbor() {
      super(
          describe(
              new Spec(
                  "jackson3-cbor",
                  "tools.jackson.dataformat:jackson-dataformat-cbor",
                  "tools.jackson.dataformat.cbor.CBORMapper",
                  "CBOR",
                  Format.BIN_CROSSLANG),
              Group.EXTENDED),
          context -> Jackson3Codec.create(context.rootType(), Jackson3Codec.Dialect.CBOR, false));
    }

    /** Default typing on: the bytes name classes, as an attacker's writer would. */
    @Override
    public Codec unguarded(CodecContext context) {
      return Jackson3Codec.create(context.rootType(), Jackson3Codec.Dialect.CBOR, true);
    }
  }

  /**
   * {@code jackson3-json}'s setup in {@link Jackson3Codec} as Java source ({@link
   * io.serbench.codec.SetupSnippet}), for the report's adoption block, with Blackbird registered
   * when {@code blackbird}. Change the two together; {@code SetupSnippetTest} compiles this and
   * reads the codec's bytes with it.
   */
  static String snippet(boolean blackbird) {
    return """
        import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
        import com.fasterxml.jackson.annotation.PropertyAccessor;
        import tools.jackson.databind.DeserializationFeature;
        import tools.jackson.databind.MapperFeature;
        import tools.jackson.databind.ObjectMapper;
        import tools.jackson.databind.ObjectReader;
        import tools.jackson.databind.ObjectWriter;
        import tools.jackson.databind.json.JsonMapper;
        """
        + (blackbird ? "import tools.jackson.module.blackbird.BlackbirdModule;\n" : "")
        + """

        /** Thread-safe: share one instance per message class. */
        public final class {{Codec}} {
          private final ObjectWriter writer;
          private final ObjectReader reader;

          public {{Codec}}(Class<?> type) {
            ObjectMapper mapper =
                JsonMapper.builder()
        """
        + (blackbird
            ? "            // lambdas instead of reflection for public accessors and constructors\n"
                + "            .addModule(new BlackbirdModule())\n"
            : "")
        + """
                    // a reader that meets a field added by a newer writer skips it
                    .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                    .enable(MapperFeature.REQUIRE_SETTERS_FOR_GETTERS)
                    // public getters and setters where the class has them, fields of any visibility else
                    .changeDefaultVisibility(
                        visibility ->
                            visibility
                                .withVisibility(PropertyAccessor.ALL, Visibility.NONE)
                                .withFieldVisibility(Visibility.ANY)
                                .withGetterVisibility(Visibility.PUBLIC_ONLY)
                                .withIsGetterVisibility(Visibility.PUBLIC_ONLY)
                                .withSetterVisibility(Visibility.PUBLIC_ONLY)
                                .withCreatorVisibility(Visibility.ANY))
                    .build();
            writer = mapper.writerFor(type);
            reader = mapper.readerFor(type);
          }

          public byte[] encode(Object value) {
            return writer.writeValueAsBytes(value);
          }

          public Object decode(byte[] bytes) {
            return reader.readValue(bytes);
          }
        }
        """;
  }
}
