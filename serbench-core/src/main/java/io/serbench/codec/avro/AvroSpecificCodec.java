package io.serbench.codec.avro;

import io.serbench.codec.Codec;
import org.apache.avro.Schema;
import org.apache.avro.specific.SpecificData;
import org.apache.avro.specific.SpecificDatumReader;
import org.apache.avro.specific.SpecificDatumWriter;

/**
 * Avro through the classes its compiler generated from a schema ({@code SpecificRecord}): the
 * schema is the class's own {@code SCHEMA$}, the data model the class's own ({@link
 * SpecificData#getForClass}, which carries the logical-type conversions the compiler registered),
 * the model's package trusted through Avro's {@code ClassSecurityValidator}, written and read as
 * {@link AvroDatumCodec} does, as Avro's getting-started guide shows.
 */
final class AvroSpecificCodec extends AvroDatumCodec {
  private final SpecificData data;
  private final Schema schema;

  private AvroSpecificCodec(SpecificData data, Schema schema, Schema writerSchema) {
    super(
        schema,
        new SpecificDatumWriter<>(schema, data),
        new SpecificDatumReader<>(writerSchema, schema, data));
    this.data = data;
    this.schema = schema;
  }

  static Codec create(Class<?> type) {
    if (!org.apache.avro.specific.SpecificRecord.class.isAssignableFrom(type)) {
      throw new IllegalArgumentException(
          type.getName()
              + " is not an Avro SpecificRecord: avro-specific measures classes that Avro's"
              + " compiler generated from a schema");
    }
    // Avro 1.12 loads only the classes it trusts: the model's packages, as avro-reflect does
    AvroReflectCodec.trust(java.util.List.of(type));
    SpecificData data = SpecificData.getForClass(type);
    Schema schema = data.getSchema(type);
    return new AvroSpecificCodec(data, schema, schema);
  }

  @Override
  public Codec readingFrom(String writerSchema) {
    return new AvroSpecificCodec(data, schema, new Schema.Parser().parse(writerSchema));
  }
}
