package io.serbench.codec.avro;

import io.serbench.codec.BaseCodecProvider;
import io.serbench.codec.Claims;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import io.serbench.codec.Structure;
import io.serbench.codec.Versioning;

/** Apache Avro. */
public final class AvroProviders {
  private AvroProviders() {}

  /** {@code avro-reflect}: Avro binary, schema from the class through ReflectData. */
  public static final class Reflect extends BaseCodecProvider {
    public Reflect() {
      super(
          CodecInfo.builder("avro-reflect")
              .library("org.apache.avro:avro")
              .versionClass("org.apache.avro.reflect.ReflectData")
              .mode(
                  "Avro binary, schema from the class (ReflectData.AllowNull: reference fields"
                      + " nullable with default null), fixed writer and reader schema per class,"
                      + " reused encoder and decoder, logical types for java.time, UUID and BigDecimal,"
                      + " the model's packages trusted (Avro's ClassSecurityValidator)")
              .effort(Effort.ZERO_KNOWLEDGE)
              .format(Format.BIN_CROSSLANG)
              .structure(Structure.TREE)
              .threadSafe(false)
              .pooling(
                  "schema and datum reader/writer shareable; encoder, decoder and buffer per thread")
              .documentation(
                  "https://avro.apache.org/docs/1.12.0/api/java/org/apache/avro/reflect/package-summary.html")
              .claims(
                  new Claims(
                      "avro",
                      Versioning.FULL,
                      true,
                      "Avro resolves the writer's schema against the reader's: fields with a"
                          + " default may be added, fields may be removed, int widens to long;"
                          + " the bytes carry no class names"))
              .build(),
          context -> AvroReflectCodec.create(context.rootType(), context.knownClasses()));
    }
  }
}
