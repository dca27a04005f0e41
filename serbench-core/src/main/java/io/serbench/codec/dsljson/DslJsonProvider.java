package io.serbench.codec.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.runtime.Settings;
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
 * {@code dsl-json}: DSL-JSON with its runtime analysis ({@code Settings.withRuntime()}), the setup
 * its README gives for classes that are not annotated with {@code @CompiledJson}. Runtime analysis
 * binds public fields and bean accessors only: a class with private fields and no accessors fails
 * with DSL-JSON's own message.
 */
public final class DslJsonProvider extends BaseCodecProvider {
  public DslJsonProvider() {
    super(
        CodecInfo.builder("dsl-json")
            .library("com.dslplatform:dsl-json")
            .versionClass("com.dslplatform.json.DslJson")
            .mode(
                "runtime analysis (Settings.withRuntime().includeServiceLoader()), one DslJson,"
                    + " one reused JsonWriter")
            .effort(Effort.ZERO_KNOWLEDGE)
            .format(Format.JSON)
            .structure(Structure.TREE)
            .threadSafe(false)
            .pooling("DslJson shared; one JsonWriter per thread")
            .documentation("https://github.com/ngs-doo/dsl-json#readme")
            .claims(
                new Claims(
                    "json",
                    Versioning.FULL,
                    true,
                    "DSL-JSON names every property, skips unknown ones, and creates declared types"))
            .group(Group.EXTENDED)
            .build(),
        context -> new DslJsonCodec(context.rootType()));
  }

  /** One DslJson and one reused writer. */
  static final class DslJsonCodec implements Codec {
    private final Class<?> type;
    private final DslJson<Object> json;
    private final JsonWriter writer;

    DslJsonCodec(Class<?> type) {
      this.type = type;
      this.json = new DslJson<>(Settings.withRuntime().includeServiceLoader());
      this.writer = json.newWriter();
      if (json.tryFindWriter(type) == null || json.tryFindReader(type) == null) {
        throw new IllegalArgumentException(
            "DSL-JSON's runtime analysis found no converter for "
                + type.getName()
                + " (it binds public fields and bean accessors; annotate with @CompiledJson)");
      }
    }

    @Override
    public byte[] encode(Object value) throws Exception {
      writer.reset();
      json.serialize(writer, type, value);
      return writer.toByteArray();
    }

    @Override
    public Object decode(byte[] bytes) throws Exception {
      return json.deserialize(type, bytes, bytes.length);
    }
  }
}
