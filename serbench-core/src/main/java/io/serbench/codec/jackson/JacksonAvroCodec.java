package io.serbench.codec.jackson;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.dataformat.avro.AvroMapper;
import com.fasterxml.jackson.dataformat.avro.AvroSchema;
import com.fasterxml.jackson.dataformat.avro.jsr310.AvroJavaTimeModule;
import io.serbench.codec.Codec;
import io.serbench.codec.JacksonMappers;
import io.serbench.codec.SchemaResolvingCodec;

/**
 * jackson-dataformat-avro: Avro's binary encoding written by Jackson's data binding, with the
 * schema that {@link AvroMapper#schemaFor} generates from the class, and a reader and a writer
 * pre-bound to it, as the module's README shows. Bytes written with another version of the class
 * are read through {@link AvroSchema#withReaderSchema}, Avro's schema resolution.
 */
final class JacksonAvroCodec implements SchemaResolvingCodec {
  private final AvroMapper mapper;
  private final Class<?> type;
  private final AvroSchema schema;
  private final ObjectWriter writer;
  private final ObjectReader reader;

  private JacksonAvroCodec(AvroMapper mapper, Class<?> type, AvroSchema schema, AvroSchema read) {
    this.mapper = mapper;
    this.type = type;
    this.schema = schema;
    this.writer = mapper.writer(schema).forType(type);
    this.reader = mapper.readerFor(type).with(read);
  }

  static Codec create(Class<?> type) throws Exception {
    AvroMapper mapper = new AvroMapper();
    mapper.disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    JacksonMappers.bindProperties(mapper);
    // after the generic java.time module: Avro's own logical types for java.time
    mapper.registerModule(new AvroJavaTimeModule());
    AvroSchema schema = mapper.schemaFor(type);
    return new JacksonAvroCodec(mapper, type, schema, schema);
  }

  @Override
  public byte[] encode(Object value) throws Exception {
    return writer.writeValueAsBytes(value);
  }

  @Override
  public Object decode(byte[] bytes) throws Exception {
    return reader.readValue(bytes);
  }

  @Override
  public String writerSchema() {
    return schema.getAvroSchema().toString();
  }

  @Override
  public Codec readingFrom(String writerSchema) throws Exception {
    AvroSchema written = mapper.schemaFrom(writerSchema);
    return new JacksonAvroCodec(mapper, type, schema, written.withReaderSchema(schema));
  }
}
