package io.serbench.probe;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.ion.IonObjectMapper;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.google.protobuf.UnknownFieldSet;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * The decoders serbench reads a codec's bytes with to test its cross-language claim: each knows no
 * Java class of the model and shares no code with the codec that wrote the bytes. One constant per
 * wire format ({@link io.serbench.codec.WireFormat}); a format without one is Java only, or not
 * tested when other languages read it.
 */
enum IndependentDecoder {
  JSON(
      "json",
      "a generic json tree parser",
      (sample, bytes, schema, match) ->
          tree(sample, new ObjectMapper(new JsonFactory()).readTree(bytes), match)),
  CBOR(
      "cbor",
      "a generic cbor tree parser",
      (sample, bytes, schema, match) ->
          tree(sample, new ObjectMapper(new CBORFactory()).readTree(bytes), match)),
  SMILE(
      "smile",
      "a generic smile tree parser",
      (sample, bytes, schema, match) ->
          tree(sample, new ObjectMapper(new SmileFactory()).readTree(bytes), match)),
  YAML(
      "yaml",
      "a generic yaml tree parser",
      (sample, bytes, schema, match) ->
          tree(sample, new ObjectMapper(new YAMLFactory()).readTree(bytes), match)),
  ION(
      "ion",
      "a generic ion tree parser",
      (sample, bytes, schema, match) -> tree(sample, new IonObjectMapper().readTree(bytes), match)),
  MSGPACK(
      "msgpack",
      "msgpack-core's generic Value unpacker",
      (sample, bytes, schema, match) -> tree(sample, GenericReaders.msgpack(bytes), match)),
  BSON(
      "bson",
      "the MongoDB bson library's RawBsonDocument",
      (sample, bytes, schema, match) -> tree(sample, GenericReaders.bson(bytes), match)),
  HESSIAN(
      "hessian",
      "hessian-lite without the model's classes (objects as maps)",
      (sample, bytes, schema, match) -> tree(sample, GenericReaders.hessian(bytes), match)),
  AVRO(
      "avro",
      "Avro's GenericDatumReader with the writer's schema",
      (sample, bytes, schema, match) -> tree(sample, GenericReaders.avro(bytes, schema), match)) {
    @Override
    boolean needsWriterSchema() {
      return true;
    }
  },
  XML(
      "xml",
      "the JDK's DOM parser",
      (sample, bytes, schema, match) ->
          XmlMatcher.xml(sample, GenericReaders.xml(bytes), root(sample), match, 0)) {
    @Override
    String matchedBy() {
      return " by name, values as text";
    }
  },
  /**
   * The protobuf wire format of protostuff's runtime schema: field numbers in declaration order.
   */
  PROTOBUF(
      "protobuf",
      "protobuf-java's UnknownFieldSet",
      (sample, bytes, schema, match) ->
          ProtobufMatcher.message(
              sample, UnknownFieldSet.parseFrom(bytes), root(sample), match, 0)),
  /** Generated protobuf messages, read with their descriptor alone ({@code DynamicMessage}). */
  PROTOBUF_MESSAGE(
      "protobuf-message", "protobuf-java's DynamicMessage with the message's descriptor", null);

  /** Reads the bytes and matches the sample against the reading. */
  @FunctionalInterface
  interface Reading {
    void match(Object sample, byte[] bytes, String writerSchema, FieldMatch match) throws Exception;
  }

  private final String wireFormat;
  private final String description;
  private final Reading reading;

  IndependentDecoder(String wireFormat, String description, Reading reading) {
    this.wireFormat = wireFormat;
    this.description = description;
    this.reading = reading;
  }

  /** The decoder for a wire format, if serbench has one. */
  static Optional<IndependentDecoder> of(String wireFormat) {
    String id = wireFormat.toLowerCase(Locale.ROOT);
    return Arrays.stream(values()).filter(d -> d.wireFormat.equals(id)).findFirst();
  }

  /** What reads the bytes, in the verdict's words. */
  String description() {
    return description;
  }

  /** Whether the bytes cannot be read without the schema they were written with. */
  boolean needsWriterSchema() {
    return false;
  }

  /** How the fields were matched, in the verdict's words. */
  String matchedBy() {
    return " by name and type";
  }

  /** Whether the decoder checks the sample itself rather than through a {@link FieldMatch}. */
  boolean checksByDescriptor() {
    return reading == null;
  }

  /** Reads the bytes and matches every field of the sample against what it read. */
  void match(Object sample, byte[] bytes, String writerSchema, FieldMatch match) throws Exception {
    reading.match(sample, bytes, writerSchema, match);
  }

  /** The name the paths of the sample's fields start with. */
  static String root(Object sample) {
    return sample.getClass().getSimpleName();
  }

  private static void tree(
      Object sample, com.fasterxml.jackson.databind.JsonNode reading, FieldMatch match) {
    TreeMatcher.tree(sample, reading, root(sample), match);
  }
}
