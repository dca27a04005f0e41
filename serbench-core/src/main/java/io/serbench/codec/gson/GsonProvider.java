package io.serbench.codec.gson;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.Strictness;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import io.serbench.codec.BaseCodecProvider;
import io.serbench.codec.Claims;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import io.serbench.codec.Structure;
import io.serbench.codec.Versioning;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
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
                "one Gson, the root type's TypeAdapter looked up once, UTF-8 streams over a reused"
                    + " buffer per thread, special floating-point values allowed")
            .effort(Effort.ZERO_KNOWLEDGE)
            .format(Format.JSON)
            .structure(Structure.TREE)
            .threadSafe(true)
            .pooling("thread-safe: share the Gson instance and its TypeAdapters")
            .documentation("https://github.com/google/gson/blob/main/UserGuide.md")
            .claims(
                new Claims(
                    "json",
                    Versioning.FULL,
                    true,
                    "Gson names every field, skips unknown ones, and creates only declared types"))
            .build(),
        // Gson has no adapters for java.time and binds those classes' private fields by
        // reflection, which the JDK refuses without the opens
        feature ->
            feature >= 9 ? List.of("--add-opens=java.base/java.time=ALL-UNNAMED") : List.of(),
        context -> GsonCodec.create(context.rootType()));
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
        import com.google.gson.Strictness;
        import com.google.gson.TypeAdapter;
        import com.google.gson.stream.JsonReader;
        import com.google.gson.stream.JsonWriter;
        import java.io.ByteArrayInputStream;
        import java.io.ByteArrayOutputStream;
        import java.io.IOException;
        import java.io.InputStreamReader;
        import java.io.OutputStreamWriter;
        import java.nio.charset.StandardCharsets;

        /** Thread-safe: share the Gson instance and its TypeAdapters. */
        public final class {{Codec}} {
          // NaN and infinities are legal Java values; Gson refuses them unless told
          private static final Gson GSON =
              new GsonBuilder().serializeSpecialFloatingPointValues().create();

          private final TypeAdapter<Object> adapter;

          @SuppressWarnings("unchecked")
          public {{Codec}}(Class<?> type) {
            adapter = (TypeAdapter<Object>) GSON.getAdapter(type);
          }

          public byte[] encode(Object value) throws IOException {
            ByteArrayOutputStream buffer = new ByteArrayOutputStream(512);
            JsonWriter json =
                GSON.newJsonWriter(new OutputStreamWriter(buffer, StandardCharsets.UTF_8));
            // as Gson.toJson does: lenient, so that NaN and the infinities are written
            json.setStrictness(Strictness.LENIENT);
            adapter.write(json, value);
            json.flush();
            return buffer.toByteArray();
          }

          public Object decode(byte[] bytes) throws IOException {
            JsonReader json =
                GSON.newJsonReader(
                    new InputStreamReader(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8));
            json.setStrictness(Strictness.LENIENT);
            return adapter.read(json);
          }
        }
        """;
  }

  /** The root type's adapter, and a reused output buffer per thread: shareable, as Gson is. */
  static final class GsonCodec implements Codec {
    private final Gson gson;
    private final TypeAdapter<Object> adapter;
    private final ThreadLocal<ByteArrayOutputStream> buffers =
        ThreadLocal.withInitial(() -> new ByteArrayOutputStream(512));

    @SuppressWarnings("unchecked") // the adapter of the root type reads and writes its values
    private GsonCodec(Gson gson, Class<?> type) {
      this.gson = gson;
      this.adapter = (TypeAdapter<Object>) gson.getAdapter(type);
    }

    static Codec create(Class<?> type) {
      // NaN and infinities are legal Java values; Gson refuses them unless told (its user guide)
      return new GsonCodec(new GsonBuilder().serializeSpecialFloatingPointValues().create(), type);
    }

    @Override
    public byte[] encode(Object value) throws IOException {
      ByteArrayOutputStream buffer = buffers.get();
      buffer.reset();
      Writer writer = new OutputStreamWriter(buffer, StandardCharsets.UTF_8);
      JsonWriter json = gson.newJsonWriter(writer);
      // Gson.toJson switches its writer to LENIENT, which is what lets special floating-point
      // values through; a writer of newJsonWriter is LEGACY_STRICT and refuses NaN
      json.setStrictness(Strictness.LENIENT);
      adapter.write(json, value);
      json.flush();
      return buffer.toByteArray();
    }

    @Override
    public Object decode(byte[] bytes) throws IOException {
      JsonReader json =
          gson.newJsonReader(
              new InputStreamReader(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8));
      // as Gson.fromJson does: lenient, so that NaN and the infinities read back
      json.setStrictness(Strictness.LENIENT);
      return adapter.read(json);
    }
  }
}
