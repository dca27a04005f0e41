package io.serbench.codec.avro;

import io.serbench.codec.Codec;
import io.serbench.codec.SchemaResolvingCodec;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import org.apache.avro.Schema;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.specific.SpecificData;
import org.apache.avro.specific.SpecificDatumReader;
import org.apache.avro.specific.SpecificDatumWriter;

/**
 * Avro through the classes its compiler generated from a schema ({@code SpecificRecord}): the
 * schema is the class's own {@code SCHEMA$}, the data model the class's own ({@link
 * SpecificData#getForClass}, which carries the logical-type conversions the compiler registered),
 * the model's package trusted through Avro's {@code ClassSecurityValidator}, and the datum writer
 * and reader, buffer, encoder and decoder are made once and reused, as Avro's getting-started guide
 * and {@code EncoderFactory}'s documentation advise.
 */
final class AvroSpecificCodec implements SchemaResolvingCodec {
  private final SpecificData data;
  private final Schema schema;
  private final SpecificDatumWriter<Object> writer;
  private final SpecificDatumReader<Object> reader;
  private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(256);
  private BinaryEncoder encoder;
  private BinaryDecoder decoder;

  private AvroSpecificCodec(SpecificData data, Schema schema, Schema writerSchema) {
    this.data = data;
    this.schema = schema;
    this.writer = new SpecificDatumWriter<>(schema, data);
    this.reader = new SpecificDatumReader<>(writerSchema, schema, data);
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
  public byte[] encode(Object value) throws IOException {
    buffer.reset();
    encoder = EncoderFactory.get().binaryEncoder(buffer, encoder);
    writer.write(value, encoder);
    encoder.flush();
    return buffer.toByteArray();
  }

  @Override
  public Object decode(byte[] bytes) throws IOException {
    decoder = DecoderFactory.get().binaryDecoder(bytes, decoder);
    return reader.read(null, decoder);
  }

  @Override
  public String writerSchema() {
    return schema.toString();
  }

  @Override
  public Codec readingFrom(String writerSchema) {
    return new AvroSpecificCodec(data, schema, new Schema.Parser().parse(writerSchema));
  }
}
