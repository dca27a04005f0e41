package io.serbench.codec.gson;

import com.google.gson.Gson;
import io.serbench.codec.BaseCodecProvider;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import io.serbench.codec.Group;
import io.serbench.codec.Structure;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * {@code gson-stream}: Gson over a {@code Writer} and a {@code Reader} on the bytes, its other
 * documented form ({@code toJson(Object, Type, Appendable)}, {@code fromJson(Reader, Type)}),
 * beside {@code gson}'s String form, so that one run times both and codecs.md can say which is
 * faster. Extended: a team picks Gson, not one of its two call forms, and the default set keeps the
 * faster.
 */
public final class GsonStreamProvider extends BaseCodecProvider {
  public GsonStreamProvider() {
    super(
        CodecInfo.builder("gson-stream")
            .library("com.google.code.gson:gson")
            .versionClass("com.google.gson.Gson")
            .mode(
                "one Gson through a UTF-8 Writer and Reader on the bytes (toJson(value, type,"
                    + " writer), fromJson(reader, type)), special floating-point values allowed")
            .effort(Effort.ZERO_KNOWLEDGE)
            .format(Format.JSON)
            .structure(Structure.TREE)
            .threadSafe(true)
            .pooling("thread-safe: share the Gson instance and its TypeAdapters")
            .documentation("https://github.com/google/gson/blob/main/UserGuide.md")
            .claims(GsonProvider.CLAIMS)
            .group(Group.EXTENDED)
            .build(),
        GsonProvider::jvmArgs,
        context -> GsonStreamCodec.create(context.rootType()));
  }

  /** Gson's stream form: a charset encoder and decoder around the bytes of each message. */
  static final class GsonStreamCodec implements Codec {
    private final Gson gson;
    private final Class<?> type;

    private GsonStreamCodec(Gson gson, Class<?> type) {
      this.gson = gson;
      this.type = type;
    }

    static Codec create(Class<?> type) {
      return new GsonStreamCodec(GsonProvider.gson(), type);
    }

    @Override
    public byte[] encode(Object value) {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
      try (Writer writer = new OutputStreamWriter(bytes, StandardCharsets.UTF_8)) {
        gson.toJson(value, type, writer);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      return bytes.toByteArray();
    }

    @Override
    public Object decode(byte[] bytes) {
      try (Reader reader =
          new InputStreamReader(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8)) {
        return gson.fromJson(reader, type);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
