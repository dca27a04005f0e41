package io.serbench.codec.gson;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import io.serbench.codec.BaseCodecProvider;
import io.serbench.codec.Claims;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import io.serbench.codec.Structure;
import io.serbench.codec.Versioning;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** {@code gson}: Google Gson data binding. */
public final class GsonProvider extends BaseCodecProvider {
  public GsonProvider() {
    super(
        CodecInfo.builder("gson")
            .library("com.google.code.gson:gson")
            .versionClass("com.google.gson.Gson")
            .mode(
                "one Gson, its usual idiom through a String (toJson(value) as UTF-8 bytes,"
                    + " fromJson(new String(bytes, UTF_8), type)), special floating-point values"
                    + " allowed")
            .effort(Effort.ZERO_KNOWLEDGE)
            .format(Format.JSON)
            .structure(Structure.TREE)
            .threadSafe(true)
            .pooling("thread-safe: share the Gson instance and its TypeAdapters")
            .documentation("https://github.com/google/gson/blob/main/UserGuide.md")
            .claims(CLAIMS)
            .build(),
        GsonProvider::jvmArgs,
        context -> GsonCodec.create(context.rootType()));
  }

  /** What Gson claims, in both of its call forms. */
  static final Claims CLAIMS =
      new Claims(
          "json",
          Versioning.FULL,
          true,
          "Gson names every field, skips unknown ones, and creates only declared types");

  /**
   * Gson has no adapters for java.time and binds those classes' private fields by reflection, which
   * the JDK refuses without the opens.
   */
  static List<String> jvmArgs(int feature) {
    return feature >= 9 ? List.of("--add-opens=java.base/java.time=ALL-UNNAMED") : List.of();
  }

  /**
   * {@link GsonCodec}'s setup as Java source ({@link io.serbench.codec.SetupSnippet}), for the
   * report's adoption block. Change the two together; {@code SetupSnippetTest} compiles this and
   * reads the codec's bytes with it.
   */
  @Override
  public String setupSnippet() {
    return """
        import com.google.gson.Gson;
        import com.google.gson.GsonBuilder;
        import java.nio.charset.StandardCharsets;

        /** Thread-safe: share the Gson instance. */
        public final class {{Codec}} {
          // NaN and infinities are legal Java values; Gson refuses them unless told
          private static final Gson GSON =
              new GsonBuilder().serializeSpecialFloatingPointValues().create();

          private final Class<?> type;

          public {{Codec}}(Class<?> type) {
            this.type = type;
          }

          public byte[] encode(Object value) {
            return GSON.toJson(value).getBytes(StandardCharsets.UTF_8);
          }

          public Object decode(byte[] bytes) {
            return GSON.fromJson(new String(bytes, StandardCharsets.UTF_8), type);
          }
        }
        """;
  }

  /** The one Gson setup of both forms. */
  static Gson gson() {
    // NaN and infinities are legal Java values; Gson refuses them unless told (its user guide)
    return new GsonBuilder().serializeSpecialFloatingPointValues().create();
  }

  /**
   * Gson's own idiom, through a String: {@code toJson(value)} encoded as UTF-8, and {@code
   * fromJson(new String(bytes, UTF_8), type)}, as Gson's user guide and most of its users call it.
   * Gson's streams over a charset encoder and decoder (8 KB buffers made per message) cost more
   * than the String's copy on small messages.
   */
  static final class GsonCodec implements Codec {
    private final Gson gson;
    private final Class<?> type;

    GsonCodec(Gson gson, Class<?> type) {
      this.gson = gson;
      this.type = type;
    }

    static Codec create(Class<?> type) {
      return new GsonCodec(gson(), type);
    }

    @Override
    public byte[] encode(Object value) {
      return gson.toJson(value).getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public Object decode(byte[] bytes) {
      return gson.fromJson(new String(bytes, StandardCharsets.UTF_8), type);
    }
  }
}
