package io.serbench.probe.crosslanguage;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
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
  JSON("json", "a generic json tree parser", bytes -> strict(new JsonFactory()).readTree(bytes)),
  CBOR("cbor", "a generic cbor tree parser", bytes -> strict(new CBORFactory()).readTree(bytes)),
  SMILE(
      "smile", "a generic smile tree parser", bytes -> strict(new SmileFactory()).readTree(bytes)),
  YAML("yaml", "a generic yaml tree parser", bytes -> strict(new YAMLFactory()).readTree(bytes)),
  ION("ion", "a generic ion tree parser", bytes -> new IonObjectMapper().readTree(bytes)),
  MSGPACK("msgpack", "msgpack-core's generic Value unpacker", GenericReaders::msgpack),
  BSON("bson", "the MongoDB bson library's RawBsonDocument", GenericReaders::bson),
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
      "protobuf-message",
      "protobuf-java's DynamicMessage with the message's descriptor",
      (Reading) null);

  /** Reads the bytes and matches the sample against the reading. */
  @FunctionalInterface
  interface Reading {
    void match(Object sample, byte[] bytes, String writerSchema, FieldMatch match) throws Exception;
  }

  /** Reads a self-describing document as a tree, knowing no class of the model. */
  @FunctionalInterface
  interface Document {
    JsonNode read(byte[] bytes) throws Exception;
  }

  private final String wireFormat;
  private final String description;
  private final Reading reading;
  private final Document document;

  IndependentDecoder(String wireFormat, String description, Reading reading) {
    this.wireFormat = wireFormat;
    this.description = description;
    this.reading = reading;
    this.document = null;
  }

  /** A decoder of a document format: what the bytes are is judged on the tree it reads. */
  IndependentDecoder(String wireFormat, String description, Document document) {
    this.wireFormat = wireFormat;
    this.description = description;
    this.document = document;
    this.reading = (sample, bytes, schema, match) -> tree(sample, document.read(bytes), match);
  }

  /**
   * Whether the format is a self-describing document (JSON and its binary kin, YAML, Ion,
   * MessagePack, BSON), which other languages read as a tree of its own names and values.
   */
  boolean readsDocuments() {
    return document != null;
  }

  /** The bytes as the format's generic reader sees them; only for {@link #readsDocuments()}. */
  JsonNode document(byte[] bytes) throws Exception {
    return document.read(bytes);
  }

  /**
   * A mapper that reads the format as its specification says, and no more: no comments, no {@code
   * NaN}, nothing after the root value, no duplicate names.
   */
  private static ObjectMapper strict(JsonFactory factory) {
    ObjectMapper mapper = new ObjectMapper(factory);
    mapper.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    mapper.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    return mapper;
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

  private static void tree(Object sample, JsonNode reading, FieldMatch match) {
    TreeMatcher.tree(sample, reading, root(sample), match);
  }
}
