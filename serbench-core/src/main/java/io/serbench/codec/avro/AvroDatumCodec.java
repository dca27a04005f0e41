package io.serbench.codec.avro;

import io.serbench.codec.SchemaResolvingCodec;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import org.apache.avro.Schema;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DatumReader;
import org.apache.avro.io.DatumWriter;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;

/**
 * Avro binary through one datum writer and reader, with the buffer, encoder and decoder made once
 * and reused, as Avro's documentation advises for performance ({@code
 * EncoderFactory.binaryEncoder(out, reuse)}, {@code DecoderFactory.binaryDecoder(bytes, reuse)}).
 * Its codecs differ in where the schema and the data model come from.
 */
abstract class AvroDatumCodec implements SchemaResolvingCodec {
  private final Schema schema;
  private final DatumWriter<Object> writer;
  private final DatumReader<Object> reader;
  private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(256);
  private BinaryEncoder encoder;
  private BinaryDecoder decoder;

  AvroDatumCodec(Schema schema, DatumWriter<Object> writer, DatumReader<Object> reader) {
    this.schema = schema;
    this.writer = writer;
    this.reader = reader;
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
}
