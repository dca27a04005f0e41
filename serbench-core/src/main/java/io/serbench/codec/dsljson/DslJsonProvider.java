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
import java.util.ArrayList;
import java.util.List;

/**
 * DSL-JSON. {@code dsl-json} uses runtime analysis ({@code Settings.withRuntime()}), the setup its
 * README gives for classes that are not annotated, and loads through the service loader the
 * converters that DSL-JSON's annotation processor generated where the user's build ran it
 * ({@code @CompiledJson}); {@link #measuredMode} says which of the two a run measured. Runtime
 * analysis binds public fields and bean accessors only: a class with private fields and no
 * accessors fails with DSL-JSON's own message. {@code dsl-json-array} is DSL-JSON's positional
 * format, which DSL-JSON writes only for classes declared {@code @CompiledJson(formats = ARRAY)}
 * and compiled by its annotation processor.
 */
public final class DslJsonProvider extends BaseCodecProvider {
  static final String RUNTIME = "runtime analysis (Settings.withRuntime().includeServiceLoader())";

  public DslJsonProvider() {
    super(
        describe(
            "dsl-json",
            RUNTIME + ", or the build's compiled converters; one DslJson, one reused JsonWriter",
            Effort.ZERO_KNOWLEDGE,
            Versioning.FULL,
            "DSL-JSON names every property, skips unknown ones, and creates declared types"),
        context -> new DslJsonCodec(context.rootType(), false));
  }

  private static CodecInfo describe(
      String id, String mode, Effort effort, Versioning versioning, String note) {
    return CodecInfo.builder(id)
        .library("com.dslplatform:dsl-json")
        .versionClass("com.dslplatform.json.DslJson")
        .mode(mode)
        .effort(effort)
        .format(Format.JSON)
        .structure(Structure.TREE)
        .threadSafe(false)
        .pooling("DslJson shared; one JsonWriter per thread")
        .documentation("https://github.com/ngs-doo/dsl-json#readme")
        .claims(new Claims("json", versioning, true, note))
        .group(Group.EXTENDED)
        .build();
  }

  @Override
  public String measuredMode(List<Class<?>> modelClasses) {
    return modeOf(modelClasses);
  }

  /** When the build's annotation processor generated converters for a model class. */
  @Override
  public boolean bindsAtBuildTime(List<Class<?>> modelClasses) {
    return !compiled(modelClasses).isEmpty();
  }

  /** The model classes whose converters DSL-JSON's annotation processor generated in the build. */
  static List<String> compiled(List<Class<?>> modelClasses) {
    DslJson<Object> json = dslJson(false);
    return modelClasses.stream()
        .filter(
            type -> {
              Object writer = json.tryFindWriter(type);
              return writer != null
                  && !writer.getClass().getName().startsWith("com.dslplatform.json.");
            })
        .map(Class::getSimpleName)
        .toList();
  }

  /**
   * Which converters DSL-JSON found for each model class: those its annotation processor generated
   * in the user's build, registered in {@code META-INF/services}, or its runtime analysis.
   */
  static String modeOf(List<Class<?>> modelClasses) {
    DslJson<Object> json = dslJson(false);
    List<String> compiled = new ArrayList<>();
    List<String> runtime = new ArrayList<>();
    for (Class<?> type : modelClasses) {
      Object writer = json.tryFindWriter(type);
      if (writer == null) {
        continue;
      }
      boolean generated = !writer.getClass().getName().startsWith("com.dslplatform.json.");
      (generated ? compiled : runtime).add(type.getSimpleName());
    }
    if (compiled.isEmpty()) {
      return RUNTIME + ", one DslJson, one reused JsonWriter";
    }
    return "compiled converters from the build's DSL-JSON annotation processor (@CompiledJson) for "
        + String.join(", ", compiled)
        + (runtime.isEmpty() ? "" : "; runtime analysis for " + String.join(", ", runtime))
        + "; one DslJson, one reused JsonWriter";
  }

  /** DSL-JSON as its README sets it up; {@code array} also lets it read the array format. */
  static DslJson<Object> dslJson(boolean array) {
    return new DslJson<>(Settings.withRuntime().allowArrayFormat(array).includeServiceLoader());
  }

  /** {@code dsl-json-array}: DSL-JSON's array format, for classes declared with it. */
  public static final class Array extends BaseCodecProvider {
    public Array() {
      super(
          describe(
              "dsl-json-array",
              "positional: the array format of classes declared @CompiledJson(formats ="
                  + " ARRAY) with @JsonAttribute(index) on every property; "
                  + RUNTIME
                  + " with allowArrayFormat",
              Effort.ANNOTATIONS,
              Versioning.NONE,
              "the array format drops property names: values are matched by their index"),
          context -> new DslJsonCodec(context.rootType(), true));
    }

    @Override
    public String measuredMode(List<Class<?>> modelClasses) {
      return "positional (array format); " + modeOf(modelClasses);
    }

    /** The array format exists only in converters that the annotation processor generated. */
    @Override
    public boolean bindsAtBuildTime(List<Class<?>> modelClasses) {
      return true;
    }
  }

  /** One DslJson and one reused writer. */
  static final class DslJsonCodec implements Codec {
    private final Class<?> type;
    private final DslJson<Object> json;
    private final JsonWriter writer;

    DslJsonCodec(Class<?> type, boolean array) {
      this.type = type;
      this.json = dslJson(array);
      this.writer = json.newWriter();
      if (array && !writesArrays(type)) {
        throw new IllegalArgumentException(
            "DSL-JSON writes its array format only for classes declared"
                + " @CompiledJson(formats = CompiledJson.Format.ARRAY) with @JsonAttribute(index = n)"
                + " on every property, compiled by its annotation processor; "
                + type.getName()
                + " is not");
      }
      if (json.tryFindWriter(type) == null || json.tryFindReader(type) == null) {
        throw new IllegalArgumentException(
            "DSL-JSON's runtime analysis found no converter for "
                + type.getName()
                + " (it binds public fields and bean accessors; annotate with @CompiledJson)");
      }
    }

    /**
     * Whether DSL-JSON writes the class in its array format: only the converter its annotation
     * processor generates for {@code @CompiledJson(formats = ARRAY)} does (the annotation has class
     * retention, so runtime analysis cannot see it).
     */
    private boolean writesArrays(Class<?> type) {
      Object writer = json.tryFindWriter(type);
      return writer != null && writer.getClass().getName().endsWith("$ArrayFormatConverter");
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
