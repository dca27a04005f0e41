package io.serbench.codec.avro;

import io.serbench.codec.Codec;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.avro.Conversions;
import org.apache.avro.Schema;
import org.apache.avro.data.TimeConversions;
import org.apache.avro.reflect.ReflectData;
import org.apache.avro.reflect.ReflectDatumReader;
import org.apache.avro.reflect.ReflectDatumWriter;
import org.apache.avro.util.ClassSecurityValidator;

/**
 * Avro without code generation: the schema comes from the class through {@link ReflectData} (its
 * {@code AllowNull} variant, so that reference fields may be null and default to null), and one
 * fixed writer and reader schema per class, written and read as {@link AvroDatumCodec} does.
 * java.time and UUID fields go through Avro's own logical-type conversions. {@link
 * AvroProviders#SNIPPET} writes this setup as source for the report: change the two together.
 */
final class AvroReflectCodec extends AvroDatumCodec {
  private final ReflectData data;
  private final Schema schema;

  private AvroReflectCodec(ReflectData data, Schema schema, Schema writerSchema) {
    super(
        schema,
        new ReflectDatumWriter<>(schema, data),
        new ReflectDatumReader<>(writerSchema, schema, data));
    this.data = data;
    this.schema = schema;
  }

  /**
   * The reflect model serbench uses: null allowed, Avro's logical types for java.time, UUID and
   * BigDecimal.
   */
  static ReflectData model() {
    ReflectData data = new ReflectData.AllowNull();
    data.addLogicalTypeConversion(new Conversions.UUIDConversion());
    // BigDecimal with its scale as Avro's big-decimal logical type; as a "stringable" java-class
    // Avro 1.12 refuses to load it unless org.apache.avro.SERIALIZABLE_CLASSES lists it
    data.addLogicalTypeConversion(new Conversions.BigDecimalConversion());
    data.addLogicalTypeConversion(new TimeConversions.DateConversion());
    data.addLogicalTypeConversion(new TimeConversions.TimeMicrosConversion());
    data.addLogicalTypeConversion(new TimeConversions.TimestampNanosConversion());
    data.addLogicalTypeConversion(new TimeConversions.LocalTimestampNanosConversion());
    return data;
  }

  /**
   * Avro 1.12.2 refuses to load a class named by a schema unless it is trusted (its {@code
   * ClassSecurityValidator}); a team adopting it lists its model packages in {@code
   * org.apache.avro.SERIALIZABLE_PACKAGES} or through the API. serbench trusts the packages of the
   * model classes it measures, and the JDK packages a reflect schema names for collection and
   * java.time fields ({@code java.util.List} is not trusted by default), in one predicate added to
   * Avro's global one.
   */
  static synchronized void trust(Collection<Class<?>> classes) {
    if (TRUSTED_PACKAGES.isEmpty()) {
      ClassSecurityValidator.setGlobal(
          ClassSecurityValidator.composite(
              ClassSecurityValidator.getGlobal(),
              type -> TRUSTED_PACKAGES.contains(type.getPackageName())));
    }
    TRUSTED_PACKAGES.addAll(List.of("java.util", "java.time"));
    classes.forEach(type -> TRUSTED_PACKAGES.add(type.getPackageName()));
  }

  private static final Set<String> TRUSTED_PACKAGES = ConcurrentHashMap.newKeySet();

  static Codec create(Class<?> type, Collection<Class<?>> knownClasses) {
    List<Class<?>> trusted = new ArrayList<>(knownClasses);
    trusted.add(type);
    trust(trusted);
    ReflectData data = model();
    Schema schema = data.getSchema(type);
    return new AvroReflectCodec(data, schema, schema);
  }

  @Override
  public Codec readingFrom(String writerSchema) {
    return new AvroReflectCodec(data, schema, new Schema.Parser().parse(writerSchema));
  }
}
