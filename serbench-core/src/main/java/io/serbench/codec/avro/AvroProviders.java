package io.serbench.codec.avro;

import io.serbench.codec.BaseCodecProvider;
import io.serbench.codec.Claims;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Effort;
import io.serbench.codec.FixHints;
import io.serbench.codec.Format;
import io.serbench.codec.Structure;
import io.serbench.codec.Versioning;
import java.util.Optional;

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
                      Versioning.BACKWARD,
                      true,
                      "Avro resolves the writer's schema against the reader's: a new reader reads"
                          + " old bytes (added fields take their default, int widens to long); an"
                          + " old reader misses a removed field that has no default, and"
                          + " ReflectData gives primitive fields none; the bytes carry no class"
                          + " names"))
              .build(),
          context -> AvroReflectCodec.create(context.rootType(), context.knownClasses()));
    }

    /** Avro's reflection needs a no-argument constructor to instantiate a class it reads. */
    @Override
    public Optional<String> remedy(Throwable t) {
      String message = FixHints.message(t);
      return FixHints.thrownBy(t, "org.apache.avro")
              && message.contains("NoSuchMethodException")
              && message.contains("<init>()")
          ? Optional.of(
              "Avro's reflection instantiates with a no-argument constructor: add one (it may be"
                  + " private)")
          : Optional.empty();
    }

    @Override
    public String setupSnippet() {
      return SNIPPET;
    }
  }

  /**
   * {@code avro-specific}: Avro binary through the classes Avro's compiler generated ({@code
   * SpecificRecord}), with their own schema. Joins a run by itself when the model has such classes
   * ({@link io.serbench.codec.Group#BY_MODEL}).
   */
  public static final class Specific extends BaseCodecProvider {
    public Specific() {
      super(
          CodecInfo.builder("avro-specific")
              .library("org.apache.avro:avro")
              .versionClass("org.apache.avro.specific.SpecificData")
              .mode(
                  "Avro binary through the generated SpecificRecord classes: the class's own"
                      + " SCHEMA$ and data model (SpecificData.getForClass, with the logical types"
                      + " the compiler registered), reused datum writer and reader, encoder and"
                      + " decoder")
              .effort(Effort.ZERO_KNOWLEDGE)
              .format(Format.BIN_CROSSLANG)
              .structure(Structure.TREE)
              .threadSafe(false)
              .pooling(
                  "schema and datum reader/writer shareable; encoder, decoder and buffer per thread")
              .documentation("https://avro.apache.org/docs/1.12.0/getting-started-java/")
              .claims(
                  new Claims(
                      "avro",
                      Versioning.FULL,
                      true,
                      "Avro resolves the writer's schema against the reader's: fields with"
                          + " defaults may be added or removed both ways; the bytes carry no"
                          + " class names"))
              .group(io.serbench.codec.Group.BY_MODEL)
              .build(),
          context -> AvroSpecificCodec.create(context.rootType()));
    }

    @Override
    public boolean appliesTo(java.util.List<Class<?>> modelClasses) {
      return !io.serbench.codec.ModelBinding.specificRecords(modelClasses).isEmpty();
    }

    @Override
    public String joinsBecause() {
      return "the model has classes Avro's compiler generated (SpecificRecord)";
    }
  }

  /**
   * {@link AvroReflectCodec}'s setup as Java source ({@link io.serbench.codec.SetupSnippet}), for
   * the report's adoption block: the same reflect model, schemas and trusted packages. Change the
   * two together; {@code SetupSnippetTest} compiles this and reads the codec's bytes with it.
   */
  static final String SNIPPET =
      """
      import java.io.ByteArrayOutputStream;
      import java.io.IOException;
      import java.util.List;
      import java.util.Set;
      import java.util.concurrent.ConcurrentHashMap;
      import org.apache.avro.Conversions;
      import org.apache.avro.Schema;
      import org.apache.avro.data.TimeConversions;
      import org.apache.avro.io.BinaryDecoder;
      import org.apache.avro.io.BinaryEncoder;
      import org.apache.avro.io.DecoderFactory;
      import org.apache.avro.io.EncoderFactory;
      import org.apache.avro.reflect.ReflectData;
      import org.apache.avro.reflect.ReflectDatumReader;
      import org.apache.avro.reflect.ReflectDatumWriter;
      import org.apache.avro.util.ClassSecurityValidator;

      /** Not thread-safe: the schema, writer and reader are; encoder, decoder and buffer are not. */
      public final class {{Codec}} {
        /**
         * Avro loads only the classes it trusts: serbench trusts java.util, java.time and the package
         * of every model class (add those your messages reach beside the message's own).
         */
        private static final Set<String> TRUSTED = ConcurrentHashMap.newKeySet();

        static {
          TRUSTED.addAll(List.of("java.util", "java.time"));
          ClassSecurityValidator.setGlobal(
              ClassSecurityValidator.composite(
                  ClassSecurityValidator.getGlobal(),
                  type -> TRUSTED.contains(type.getPackageName())));
        }

        private final ReflectDatumWriter<Object> writer;
        private final ReflectDatumReader<Object> reader;
        private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(256);
        private BinaryEncoder encoder;
        private BinaryDecoder decoder;

        public {{Codec}}(Class<?> type) {
          TRUSTED.add(type.getPackageName());
          // reference fields nullable with default null; logical types for UUID, BigDecimal, java.time
          ReflectData data = new ReflectData.AllowNull();
          data.addLogicalTypeConversion(new Conversions.UUIDConversion());
          data.addLogicalTypeConversion(new Conversions.BigDecimalConversion());
          data.addLogicalTypeConversion(new TimeConversions.DateConversion());
          data.addLogicalTypeConversion(new TimeConversions.TimeMicrosConversion());
          data.addLogicalTypeConversion(new TimeConversions.TimestampNanosConversion());
          data.addLogicalTypeConversion(new TimeConversions.LocalTimestampNanosConversion());
          Schema schema = data.getSchema(type);
          writer = new ReflectDatumWriter<>(schema, data);
          // a reader of another version's bytes passes the writer's schema first
          reader = new ReflectDatumReader<>(schema, schema, data);
        }

        public byte[] encode(Object value) throws IOException {
          buffer.reset();
          encoder = EncoderFactory.get().binaryEncoder(buffer, encoder);
          writer.write(value, encoder);
          encoder.flush();
          return buffer.toByteArray();
        }

        public Object decode(byte[] bytes) throws IOException {
          decoder = DecoderFactory.get().binaryDecoder(bytes, decoder);
          return reader.read(null, decoder);
        }
      }
      """;
}
