package io.serbench.probe.crosslanguage;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.POJONode;
import io.serbench.result.CapabilityResult;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.util.Collection;
import java.util.Map;
import org.apache.avro.Conversions;
import org.apache.avro.Schema;
import org.apache.avro.data.TimeConversions;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.DecoderFactory;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonValue;
import org.bson.RawBsonDocument;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageUnpacker;
import org.msgpack.value.Value;

/**
 * Decoders that know no Java class and share no code with the codec that wrote the bytes, each
 * turning what it read into a tree for the field-by-field matchers ({@link TreeMatcher}, {@link
 * XmlMatcher}): the MongoDB Java driver's BSON library for BSON, Avro's generic API (the writer's
 * schema, no classes) for Avro, msgpack-core's {@code Value} unpacker for MessagePack, hessian-lite
 * without the model's classes for Hessian, and the JDK's DOM parser for XML.
 */
final class GenericReaders {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final int MAX_DEPTH = 64;

  private GenericReaders() {}

  /**
   * An XML document's root element, parsed by the JDK's own DOM parser with DTDs and external
   * entities off.
   */
  static org.w3c.dom.Element xml(byte[] bytes) throws Exception {
    javax.xml.parsers.DocumentBuilderFactory factory =
        javax.xml.parsers.DocumentBuilderFactory.newInstance();
    factory.setFeature(javax.xml.XMLConstants.FEATURE_SECURE_PROCESSING, true);
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    factory.setExpandEntityReferences(false);
    return factory
        .newDocumentBuilder()
        .parse(new java.io.ByteArrayInputStream(bytes))
        .getDocumentElement();
  }

  /**
   * Hessian 2 read without the model's classes: hessian-lite with a class loader that sees none of
   * them reads every object as a map of its field names, as a reader in another language does.
   */
  /**
   * A generated protobuf message's bytes read with its descriptor alone (protobuf-java's {@code
   * DynamicMessage}, no generated code), as a reader in another language reads them from the
   * .proto; every field must come back.
   */
  static CapabilityResult byDescriptor(boolean claimed, byte[] bytes, Object sample) {
    if (!io.serbench.codec.ProtobufTypes.isFullMessage(sample.getClass())) {
      return CapabilityResult.notTested(
          claimed,
          "not tested: "
              + sample.getClass().getName()
              + " is a Lite message, which carries no descriptor to read its bytes by");
    }
    String root = sample.getClass().getSimpleName();
    try {
      String difference = io.serbench.codec.ProtobufSamples.readByDescriptor(bytes, sample);
      if (difference == null) {
        return CapabilityResult.pass(
            claimed,
            "protobuf-java's DynamicMessage with "
                + root
                + "'s descriptor (no generated code) matched all "
                + io.serbench.codec.ProtobufSamples.fieldCount(sample)
                + " fields of "
                + root
                + " by number and type; also read in "
                + String.join(", ", io.serbench.codec.WireFormat.languages("protobuf-message")));
      }
      return CapabilityResult.fail(
          claimed, "protobuf-java's DynamicMessage with the descriptor " + difference);
    } catch (Exception e) {
      return CapabilityResult.fail(
          claimed,
          "protobuf-java's DynamicMessage could not read the bytes: "
              + io.serbench.text.Errors.oneLine(e));
    }
  }

  static JsonNode hessian(byte[] bytes) throws java.io.IOException {
    ClassLoader blind = new ClassLoader(null) {};
    com.alibaba.com.caucho.hessian.io.SerializerFactory factory =
        new com.alibaba.com.caucho.hessian.io.SerializerFactory(blind);
    java.util.logging.Logger log =
        java.util.logging.Logger.getLogger(
            com.alibaba.com.caucho.hessian.io.SerializerFactory.class.getName());
    java.util.logging.Level level = log.getLevel();
    // an unknown class is what this reader expects, not a warning
    log.setLevel(java.util.logging.Level.SEVERE);
    try {
      com.alibaba.com.caucho.hessian.io.Hessian2Input in =
          new com.alibaba.com.caucho.hessian.io.Hessian2Input(
              new java.io.ByteArrayInputStream(bytes));
      in.setSerializerFactory(factory);
      return plain(in.readObject(), 0, new java.util.IdentityHashMap<>());
    } finally {
      log.setLevel(level);
    }
  }

  /**
   * A second arrival at an object the decoder has already turned into a node: Hessian (and any
   * format with references) writes a shared or cyclic object once and refers back to it, so the
   * tree keeps the reference instead of unrolling the cycle. The matcher follows it with {@link
   * #resolve}.
   */
  record Reference(JsonNode target) {
    @Override
    public String toString() {
      return "a reference to an earlier object";
    }
  }

  /**
   * The element itself, or the element its {@code reference} attribute points to: XStream writes a
   * shared or cyclic object once and refers back to it with a relative XPath, which the JDK's own
   * XPath evaluates.
   */
  static org.w3c.dom.Element resolve(org.w3c.dom.Element element) {
    if (element == null || !element.hasAttribute("reference")) {
      return element;
    }
    try {
      Object target =
          javax.xml.xpath.XPathFactory.newInstance()
              .newXPath()
              .evaluate(
                  element.getAttribute("reference"), element, javax.xml.xpath.XPathConstants.NODE);
      return target instanceof org.w3c.dom.Element found ? found : element;
    } catch (javax.xml.xpath.XPathExpressionException e) {
      return element;
    }
  }

  /** The node itself, or the node a {@link Reference} points to. */
  static JsonNode resolve(JsonNode node) {
    return node != null && node.isPojo() && ((POJONode) node).getPojo() instanceof Reference ref
        ? ref.target()
        : node;
  }

  /**
   * Maps, lists and JDK values as a tree; a map or list met again (a shared or cyclic object)
   * becomes a {@link Reference} to its first node, so a cycle costs one node, not an unrolling.
   */
  private static JsonNode plain(Object value, int depth, Map<Object, JsonNode> seen) {
    if (value == null || depth > MAX_DEPTH) {
      return NODES.nullNode();
    }
    JsonNode earlier = seen.get(value);
    if (earlier != null) {
      return NODES.pojoNode(new Reference(earlier));
    }
    if (value instanceof Map<?, ?> map) {
      ObjectNode object = NODES.objectNode();
      seen.put(value, object);
      map.forEach((k, v) -> object.set(String.valueOf(k), plain(v, depth + 1, seen)));
      return object;
    }
    if (value instanceof Collection<?> items) {
      ArrayNode array = NODES.arrayNode();
      seen.put(value, array);
      items.forEach(v -> array.add(plain(v, depth + 1, seen)));
      return array;
    }
    if (value instanceof Object[] items) {
      ArrayNode array = NODES.arrayNode();
      seen.put(value, array);
      for (Object v : items) {
        array.add(plain(v, depth + 1, seen));
      }
      return array;
    }
    if (value instanceof byte[] bytes) {
      return NODES.binaryNode(bytes);
    }
    if (value.getClass().isArray()) {
      ArrayNode array = NODES.arrayNode();
      for (int i = 0; i < java.lang.reflect.Array.getLength(value); i++) {
        array.add(plain(java.lang.reflect.Array.get(value, i), depth + 1, seen));
      }
      return array;
    }
    if (value instanceof Boolean b) {
      return NODES.booleanNode(b);
    }
    if (value instanceof Integer
        || value instanceof Long
        || value instanceof Short
        || value instanceof Byte) {
      return NODES.numberNode(((Number) value).longValue());
    }
    if (value instanceof Float || value instanceof Double) {
      return NODES.numberNode(((Number) value).doubleValue());
    }
    return NODES.textNode(value.toString());
  }

  /** A BSON document, read by {@link RawBsonDocument}. */
  static JsonNode bson(byte[] bytes) {
    return bson(new RawBsonDocument(bytes), 0);
  }

  private static JsonNode bson(BsonValue value, int depth) {
    if (depth > MAX_DEPTH) {
      return NODES.nullNode();
    }
    return switch (value.getBsonType()) {
      case DOCUMENT -> {
        ObjectNode object = NODES.objectNode();
        BsonDocument document = value.asDocument();
        document.forEach((key, field) -> object.set(key, bson(field, depth + 1)));
        yield object;
      }
      case ARRAY -> {
        ArrayNode array = NODES.arrayNode();
        BsonArray values = value.asArray();
        values.forEach(v -> array.add(bson(v, depth + 1)));
        yield array;
      }
      case STRING -> NODES.textNode(value.asString().getValue());
      case INT32 -> NODES.numberNode(value.asInt32().getValue());
      case INT64 -> NODES.numberNode(value.asInt64().getValue());
      case DOUBLE -> NODES.numberNode(value.asDouble().getValue());
      case DECIMAL128 -> NODES.numberNode(value.asDecimal128().getValue().bigDecimalValue());
      case BOOLEAN -> NODES.booleanNode(value.asBoolean().getValue());
      case BINARY -> NODES.binaryNode(value.asBinary().getData());
      case DATE_TIME -> NODES.numberNode(value.asDateTime().getValue());
      case NULL, UNDEFINED -> NODES.nullNode();
      default -> NODES.textNode(value.toString());
    };
  }

  /**
   * Avro binary read with Avro's generic API and the writer's schema alone, with the logical types
   * of the Avro specification decoded.
   */
  static JsonNode avro(byte[] bytes, String writerSchema) throws java.io.IOException {
    Schema schema = new Schema.Parser().parse(writerSchema);
    GenericData generic = new GenericData();
    generic.addLogicalTypeConversion(new Conversions.DecimalConversion());
    generic.addLogicalTypeConversion(new Conversions.BigDecimalConversion());
    generic.addLogicalTypeConversion(new Conversions.UUIDConversion());
    generic.addLogicalTypeConversion(new TimeConversions.DateConversion());
    generic.addLogicalTypeConversion(new TimeConversions.TimeMicrosConversion());
    generic.addLogicalTypeConversion(new TimeConversions.TimestampMillisConversion());
    generic.addLogicalTypeConversion(new TimeConversions.TimestampMicrosConversion());
    generic.addLogicalTypeConversion(new TimeConversions.TimestampNanosConversion());
    generic.addLogicalTypeConversion(new TimeConversions.LocalTimestampNanosConversion());
    GenericDatumReader<Object> reader = new GenericDatumReader<>(schema, schema, generic);
    Object datum = reader.read(null, DecoderFactory.get().binaryDecoder(bytes, null));
    return avro(datum, 0);
  }

  private static JsonNode avro(Object value, int depth) {
    if (value == null || depth > MAX_DEPTH) {
      return NODES.nullNode();
    }
    if (value instanceof GenericRecord record) {
      ObjectNode object = NODES.objectNode();
      for (Schema.Field field : record.getSchema().getFields()) {
        object.set(field.name(), avro(record.get(field.pos()), depth + 1));
      }
      return object;
    }
    if (value instanceof Map<?, ?> map) {
      ObjectNode object = NODES.objectNode();
      map.forEach((k, v) -> object.set(String.valueOf(k), avro(v, depth + 1)));
      return object;
    }
    if (value instanceof Collection<?> items) {
      ArrayNode array = NODES.arrayNode();
      items.forEach(v -> array.add(avro(v, depth + 1)));
      return array;
    }
    if (value instanceof ByteBuffer buffer) {
      byte[] bytes = new byte[buffer.remaining()];
      buffer.duplicate().get(bytes);
      return NODES.binaryNode(bytes);
    }
    if (value instanceof GenericData.Fixed fixed) {
      return NODES.binaryNode(fixed.bytes());
    }
    if (value instanceof Boolean b) {
      return NODES.booleanNode(b);
    }
    if (value instanceof Integer || value instanceof Long) {
      return NODES.numberNode(((Number) value).longValue());
    }
    if (value instanceof Float || value instanceof Double) {
      return NODES.numberNode(((Number) value).doubleValue());
    }
    if (value instanceof BigDecimal decimal) {
      return NODES.numberNode(decimal);
    }
    // strings (Utf8), enum symbols, and logical types such as dates: their text
    return NODES.textNode(value.toString());
  }

  /** MessagePack read by msgpack-core's generic {@code Value} unpacker, as a tree. */
  static JsonNode msgpack(byte[] bytes) throws Exception {
    try (MessageUnpacker unpacker = MessagePack.newDefaultUnpacker(bytes)) {
      return json(unpacker.unpackValue(), 0);
    }
  }

  /** A msgpack value as a tree node, so that one matcher serves every self-describing format. */
  private static JsonNode json(Value value, int depth) {
    com.fasterxml.jackson.databind.node.JsonNodeFactory nodes =
        com.fasterxml.jackson.databind.node.JsonNodeFactory.instance;
    if (depth > FieldMatch.MAX_DEPTH) {
      return nodes.nullNode();
    }
    return switch (value.getValueType()) {
      case STRING -> nodes.textNode(value.asStringValue().asString());
      case BOOLEAN -> nodes.booleanNode(value.asBooleanValue().getBoolean());
      case INTEGER ->
          value.asIntegerValue().isInLongRange()
              ? nodes.numberNode(value.asIntegerValue().toLong())
              : nodes.numberNode(value.asIntegerValue().toBigInteger());
      case FLOAT -> nodes.numberNode(value.asFloatValue().toDouble());
      case BINARY -> nodes.binaryNode(value.asBinaryValue().asByteArray());
      case ARRAY -> {
        com.fasterxml.jackson.databind.node.ArrayNode array = nodes.arrayNode();
        value.asArrayValue().forEach(v -> array.add(json(v, depth + 1)));
        yield array;
      }
      case MAP -> {
        com.fasterxml.jackson.databind.node.ObjectNode object = nodes.objectNode();
        value
            .asMapValue()
            .map()
            .forEach(
                (k, v) ->
                    object.set(
                        k.isStringValue() ? k.asStringValue().asString() : k.toString(),
                        json(v, depth + 1)));
        yield object;
      }
      case EXTENSION -> nodes.textNode("extension type " + value.asExtensionValue().getType());
      default -> nodes.nullNode();
    };
  }
}
