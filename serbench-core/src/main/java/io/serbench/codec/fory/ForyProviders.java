package io.serbench.codec.fory;

import io.serbench.codec.BaseCodecProvider;
import io.serbench.codec.Claims;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import io.serbench.codec.Structure;
import java.util.List;

/** Apache Fory in Java mode, one provider per configuration. */
public final class ForyProviders {
  static final String POOLING =
      "not thread-safe: one Fory per thread, or Fory.builder().buildThreadSafeFory()";
  static final String DOCS = "https://fory.apache.org/docs/guide/java_serialization_guide";

  private ForyProviders() {}

  static final String NOTE =
      "Fory documents requireClassRegistration as its guard against unexpected classes; Java mode"
          + " without CompatibleMode.COMPATIBLE expects the same class on both sides";

  private static CodecInfo describe(String id, String mode, Effort effort, Structure structure) {
    return CodecInfo.builder(id)
        .library("org.apache.fory:fory-core")
        .versionClass("org.apache.fory.Fory")
        .mode(mode)
        .effort(effort)
        .format(Format.BINARY)
        .structure(structure)
        .threadSafe(false)
        .pooling(POOLING)
        .documentation(DOCS)
        .claims(new Claims("fory", null, effort == Effort.CLASSES_KNOWN, NOTE))
        .build();
  }

  /** {@code fory}: references on, registration off. */
  public static final class Default extends BaseCodecProvider {
    public Default() {
      super(
          describe(
              "fory",
              "Java mode, references on, registration not required",
              Effort.ZERO_KNOWLEDGE,
              Structure.GRAPH),
          context -> ForyCodec.create(true, List.of()));
    }
  }

  /** {@code fory-registered}: model classes registered, references off. */
  public static final class Registered extends BaseCodecProvider {
    public Registered() {
      super(
          describe(
              "fory-registered",
              "Java mode, model classes registered, references off",
              Effort.CLASSES_KNOWN,
              Structure.TREE),
          context -> ForyCodec.create(false, context.knownClasses()));
    }
  }
}
