package io.serbench.probe;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.POJONode;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import com.google.protobuf.ByteString;
import com.google.protobuf.UnknownFieldSet;
import io.serbench.Errors;
import io.serbench.codec.WireFormat;
import io.serbench.model.ModelTypes;
import io.serbench.result.CapabilityResult;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageUnpacker;
import org.msgpack.value.Value;

/**
 * Reads a codec's bytes with a decoder that is not the codec and does not know the Java classes,
 * and matches the reading against the sample field by field: each field's name (or, for protobuf,
 * its tag number) must lead to its value, with its type: a string to a string, an integer to an
 * integer, a list to a list of the same length, an object to an object. The decoders are a generic
 * tree parser for JSON, CBOR and Smile, msgpack-core's {@code Value} unpacker for MessagePack, and
 * protobuf-java's {@link UnknownFieldSet} for the protobuf wire format, read with the field
 * numbering protostuff's runtime schema uses (declaration order from 1). Formats without such a
 * decoder are Java only.
 */
public final class CrossLanguageProbe {
  private static final int MAX_DEPTH = 32;
  private static final int MAX_LISTED = 3;

  private CrossLanguageProbe() {}

  /** Whether serbench has an independent decoder for the format. */
  public static boolean hasDecoder(String wireFormat) {
    return switch (wireFormat.toLowerCase(Locale.ROOT)) {
      case "json",
          "cbor",
          "smile",
          "msgpack",
          "protobuf",
          "yaml",
          "ion",
          "bson",
          "avro",
          "xml",
          "hessian",
          "protobuf-message" ->
          true;
      default -> false;
    };
  }

  /**
   * The fields matched and the mismatches, with their paths; and the identity of every object of
   * the sample already matched, so that a shared or cyclic object is matched once and a second
   * arrival at it checks that the reading refers back to the same place.
   */
  private static final class Match {
    /** Values matched at most: a sample of any size is matched in bounded time. */
    static final int MAX_STEPS = 200_000;

    int matched;
    int steps;
    final List<String> mismatches = new ArrayList<>();

    /** Each object of the sample already entered, with what it was matched against. */
    final Map<Object, Object> visited = new IdentityHashMap<>();

    /** The objects on the current path from the root: meeting one again is a cycle. */
    final Map<Object, Boolean> onPath = new IdentityHashMap<>();

    void ok() {
      matched++;
    }

    void wrong(String path, String what) {
      mismatches.add(path + ": " + what);
    }

    /** Counts one more value; false once the budget is spent. */
    boolean step() {
      return ++steps <= MAX_STEPS;
    }

    /**
     * Enters an object of the sample (a container or a user object), read as {@code reading} (a
     * reference already resolved to its target). Returns false when the object needs no further
     * matching: a second arrival where the reading is the first one's (a reference kept), a
     * reference to some other object, or a cycle whose reading is not a reference (both recorded as
     * mismatches). A shared object that was written out again as a copy is matched again.
     */
    private boolean enter(Object expected, Object reading, String path, boolean isReference) {
      Object earlier = visited.get(expected);
      if (earlier != null) {
        if (earlier == reading) {
          ok();
          return false;
        }
        if (isReference) {
          wrong(path, "a reference to another object than the one shared here");
          return false;
        }
        if (onPath.containsKey(expected)) {
          wrong(path, "the cycle back to an enclosing object was not kept");
          return false;
        }
      } else {
        visited.put(expected, reading);
      }
      onPath.put(expected, Boolean.TRUE);
      return true;
    }

    /**
     * Matches an object of the sample by {@code body}: a container or a user object through {@link
     * #enter}, with the reading resolved from its reference, a scalar straight away.
     */
    <N> void visit(Object expected, N reading, N resolved, String path, Runnable body) {
      if (resolved == null || !isContainer(expected)) {
        body.run();
        return;
      }
      if (enter(expected, resolved, path, resolved != reading)) {
        try {
          body.run();
        } finally {
          onPath.remove(expected);
        }
      }
    }
  }

  private static boolean isContainer(Object value) {
    return value.getClass().isArray() && !(value instanceof byte[])
        || value instanceof Collection<?>
        || value instanceof Map<?, ?>
        || isObject(value);
  }

  /**
   * Decodes {@code bytes} with the format's independent decoder and matches every field of the
   * sample against what it read.
   */
  public static CapabilityResult check(
      String wireFormat, boolean claimed, byte[] bytes, Object sample) {
    return check(wireFormat, claimed, bytes, sample, null);
  }

  /**
   * Decodes {@code bytes} with the format's independent decoder and matches every field of the
   * sample against what it read; {@code writerSchema} is the schema the bytes were written with,
   * for formats whose bytes cannot be read without it (Avro), else null.
   */
  public static CapabilityResult check(
      String wireFormat, boolean claimed, byte[] bytes, Object sample, String writerSchema) {
    if (!hasDecoder(wireFormat) && WireFormat.crossLanguage(wireFormat)) {
      return CapabilityResult.notTested(
          claimed,
          "not tested: "
              + wireFormat
              + " is read in "
              + String.join(", ", WireFormat.languages(wireFormat))
              + ", but serbench has no independent "
              + wireFormat
              + " decoder to check these bytes with");
    }
    if (!hasDecoder(wireFormat)) {
      return CapabilityResult.fail(
          claimed,
          "Java only: no implementation outside Java reads the "
              + wireFormat
              + " format, so serbench has no independent decoder for it");
    }
    if (wireFormat.equalsIgnoreCase("protobuf-message")) {
      return IndependentDecoders.byDescriptor(claimed, bytes, sample);
    }
    Match match = new Match();
    String root = sample.getClass().getSimpleName();
    try {
      switch (wireFormat.toLowerCase(Locale.ROOT)) {
        case "json" ->
            tree(sample, new ObjectMapper(new JsonFactory()).readTree(bytes), root, match);
        case "cbor" ->
            tree(sample, new ObjectMapper(new CBORFactory()).readTree(bytes), root, match);
        case "smile" ->
            tree(sample, new ObjectMapper(new SmileFactory()).readTree(bytes), root, match);
        case "msgpack" -> tree(sample, msgpack(bytes), root, match);
        case "yaml" ->
            tree(
                sample,
                new ObjectMapper(new com.fasterxml.jackson.dataformat.yaml.YAMLFactory())
                    .readTree(bytes),
                root,
                match);
        case "ion" ->
            tree(
                sample,
                new com.fasterxml.jackson.dataformat.ion.IonObjectMapper().readTree(bytes),
                root,
                match);
        case "bson" -> tree(sample, IndependentDecoders.bson(bytes), root, match);
        case "xml" -> xml(sample, IndependentDecoders.xml(bytes), root, match, 0);
        case "hessian" -> tree(sample, IndependentDecoders.hessian(bytes), root, match);
        case "avro" -> {
          if (writerSchema == null) {
            return CapabilityResult.notTested(
                claimed, "not tested: the codec did not hand over the schema its bytes need");
          }
          tree(sample, IndependentDecoders.avro(bytes, writerSchema), root, match);
        }
        default -> message(sample, UnknownFieldSet.parseFrom(bytes), root, match, 0);
      }
    } catch (Exception | StackOverflowError e) {
      return CapabilityResult.fail(
          claimed,
          "a generic " + wireFormat + " decoder could not read the bytes: " + Errors.oneLine(e));
    }
    String decoder = decoderName(wireFormat);
    if (match.mismatches.isEmpty()) {
      return CapabilityResult.pass(
          claimed,
          decoder
              + (match.steps > Match.MAX_STEPS ? " matched the first " : " matched all ")
              + match.matched
              + " fields of "
              + root
              + (wireFormat.equalsIgnoreCase("xml")
                  ? " by name, values as text"
                  : " by name and type")
              + "; also read in "
              + String.join(", ", WireFormat.languages(wireFormat)));
    }
    List<String> listed = match.mismatches;
    return CapabilityResult.fail(
        claimed,
        decoder
            + " matched "
            + match.matched
            + " of "
            + (match.matched + listed.size())
            + " fields; "
            + String.join("; ", listed.subList(0, Math.min(MAX_LISTED, listed.size())))
            + (listed.size() > MAX_LISTED ? " and " + (listed.size() - MAX_LISTED) + " more" : ""));
  }

  private static String decoderName(String wireFormat) {
    return switch (wireFormat.toLowerCase(Locale.ROOT)) {
      case "msgpack" -> "msgpack-core's generic Value unpacker";
      case "protobuf" -> "protobuf-java's UnknownFieldSet";
      case "bson" -> "the MongoDB bson library's RawBsonDocument";
      case "avro" -> "Avro's GenericDatumReader with the writer's schema";
      case "xml" -> "the JDK's DOM parser";
      case "hessian" -> "hessian-lite without the model's classes (objects as maps)";
      default -> "a generic " + wireFormat + " tree parser";
    };
  }

  // --- the sample's shape: objects are fields by name, collections lists, maps keyed by text

  /** The instance fields a codec writes, in declaration order (superclass first). */
  private static List<Field> fields(Class<?> type) {
    return ModelTypes.instanceFields(type)
        .filter(f -> !java.lang.reflect.Modifier.isTransient(f.getModifiers()))
        .toList();
  }

  private static boolean isObject(Object value) {
    Class<?> type = value.getClass();
    return !type.isArray()
        && !(value instanceof Collection<?>)
        && !(value instanceof Map<?, ?>)
        && !type.isEnum()
        && !type.getName().startsWith("java.");
  }

  private static List<Object> elements(Object value) {
    List<Object> list = new ArrayList<>();
    if (value.getClass().isArray()) {
      for (int i = 0; i < Array.getLength(value); i++) {
        list.add(Array.get(value, i));
      }
    } else {
      list.addAll((Collection<?>) value);
    }
    return list;
  }

  private static boolean isDefault(Object value) {
    return value instanceof Boolean b && !b
        || value instanceof Number n && n.doubleValue() == 0
        || value instanceof Character c && c == 0
        || value instanceof String text && text.isEmpty()
        || value instanceof Collection<?> c && c.isEmpty()
        || value instanceof Map<?, ?> m && m.isEmpty()
        || value.getClass().isArray() && Array.getLength(value) == 0;
  }

  // --- JSON, CBOR, Smile and MessagePack: a tree of named fields

  private static void tree(Object expected, JsonNode reading, String path, Match match) {
    if (expected == null || !match.step()) {
      return;
    }
    JsonNode node = IndependentDecoders.resolve(reading);
    match.visit(expected, reading, node, path, () -> treeValue(expected, node, path, match));
  }

  private static void treeValue(Object expected, JsonNode node, String path, Match match) {
    if (node == null || node.isMissingNode() || node.isNull()) {
      if (!isDefault(expected)) {
        match.wrong(path, "missing");
      }
      return;
    }
    if (expected instanceof byte[] bytes) {
      boolean same;
      try {
        same =
            node.isBinary() || node.isTextual()
                ? java.util.Arrays.equals(node.binaryValue(), bytes)
                : false;
      } catch (java.io.IOException e) {
        same = false;
      }
      record(same, path, "bytes", node, match);
    } else if (expected instanceof String || expected instanceof Character) {
      record(
          node.isTextual() && node.textValue().equals(expected.toString()),
          path,
          "a string",
          node,
          match);
    } else if (expected instanceof Boolean b) {
      record(node.isBoolean() && node.booleanValue() == b, path, "a boolean", node, match);
    } else if (expected instanceof Long
        || expected instanceof Integer
        || expected instanceof Short
        || expected instanceof Byte) {
      long value = ((Number) expected).longValue();
      record(
          node.isIntegralNumber() && node.canConvertToLong() && node.longValue() == value,
          path,
          "an integer",
          node,
          match);
    } else if (expected instanceof Double || expected instanceof Float) {
      double value = ((Number) expected).doubleValue();
      record(node.isNumber() && node.doubleValue() == value, path, "a number", node, match);
    } else if (expected instanceof Enum<?> e) {
      // Hessian writes an enum as an object whose one field, name, holds it
      JsonNode named = node.isObject() && node.size() == 1 ? node.get("name") : node;
      record(
          named != null && named.isTextual() && named.textValue().equals(e.name()),
          path,
          "the enum's name",
          node,
          match);
    } else if (expected instanceof java.math.BigDecimal
        || expected instanceof java.math.BigInteger) {
      java.math.BigDecimal value = new java.math.BigDecimal(expected.toString());
      boolean same;
      try {
        same =
            (node.isNumber() || node.isTextual())
                && new java.math.BigDecimal(node.asText()).compareTo(value) == 0;
      } catch (NumberFormatException e) {
        same = false;
      }
      record(same, path, "a decimal", node, match);
    } else if (expected.getClass().isArray() || expected instanceof Collection<?>) {
      List<Object> items = elements(expected);
      if (!node.isArray() || node.size() != items.size()) {
        match.wrong(path, "expected a list of " + items.size() + ", found " + describe(node));
        return;
      }
      for (int i = 0; i < items.size(); i++) {
        tree(items.get(i), node.get(i), path + "[" + i + "]", match);
      }
    } else if (expected instanceof Map<?, ?> map) {
      if (!node.isObject()) {
        match.wrong(path, "expected a map, found " + describe(node));
        return;
      }
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        String key =
            entry.getKey() instanceof Enum<?> e ? e.name() : String.valueOf(entry.getKey());
        tree(entry.getValue(), node.get(key), path + "[" + key + "]", match);
      }
    } else if (isObject(expected)) {
      if (!node.isObject()) {
        match.wrong(path, "expected an object with named fields, found " + describe(node));
        return;
      }
      for (Field field : fields(expected.getClass())) {
        tree(
            ModelTypes.read(field, expected),
            node.get(field.getName()),
            path + "." + field.getName(),
            match);
      }
    } else {
      // another JDK value (a date, a UUID): its encoding is a convention, so it must be there
      record(!node.isContainerNode() || node.size() > 0, path, "a value", node, match);
    }
  }

  // --- XML: elements by name, every value as text

  /**
   * Matches an XML element against the sample. XML has no types, so a scalar matches by its text (a
   * number by value, an enum by name); a list is the element's children, whatever they are called
   * (Jackson repeats the property name, XStream names the element type); a map is either children
   * named by key or {@code <entry>} pairs of key and value (XStream's layout); an object's fields
   * are child elements by name.
   */
  private static void xml(
      Object expected, org.w3c.dom.Element reading, String path, Match match, int depth) {
    if (expected == null || depth > MAX_DEPTH || !match.step()) {
      return;
    }
    org.w3c.dom.Element element = IndependentDecoders.resolve(reading);
    match.visit(
        expected, reading, element, path, () -> xmlValue(expected, element, path, match, depth));
  }

  private static void xmlValue(
      Object expected, org.w3c.dom.Element element, String path, Match match, int depth) {
    if (element == null) {
      if (!isDefault(expected)) {
        match.wrong(path, "missing");
      }
      return;
    }
    String text = element.getTextContent();
    if (expected instanceof String || expected instanceof Character) {
      recordText(text.equals(expected.toString()), path, "the string", text, match);
    } else if (expected instanceof Boolean || expected instanceof Enum<?>) {
      String name = expected instanceof Enum<?> e ? e.name() : expected.toString();
      recordText(text.trim().equals(name), path, name, text, match);
    } else if (expected instanceof Number number) {
      boolean same;
      try {
        same =
            expected instanceof Double || expected instanceof Float
                ? Double.parseDouble(text.trim()) == number.doubleValue()
                    || Double.isNaN(number.doubleValue()) && text.trim().equals("NaN")
                : new java.math.BigDecimal(text.trim())
                        .compareTo(new java.math.BigDecimal(expected.toString()))
                    == 0;
      } catch (NumberFormatException e) {
        same = false;
      }
      recordText(same, path, "the number " + expected, text, match);
    } else if (expected instanceof byte[] bytes) {
      recordText(bytes.length == 0 || !text.isBlank(), path, "bytes", text, match);
    } else if (expected.getClass().isArray() || expected instanceof Collection<?>) {
      List<Object> items = elements(expected);
      List<org.w3c.dom.Element> children = children(element);
      if (children.size() != items.size()) {
        match.wrong(path, "expected a list of " + items.size() + ", found " + children.size());
        return;
      }
      for (int i = 0; i < items.size(); i++) {
        xml(items.get(i), children.get(i), path + "[" + i + "]", match, depth + 1);
      }
    } else if (expected instanceof Map<?, ?> map) {
      List<org.w3c.dom.Element> children = children(element);
      boolean entries =
          !children.isEmpty()
              && children.stream()
                  .allMatch(c -> c.getTagName().equals("entry") && children(c).size() == 2);
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        String key =
            entry.getKey() instanceof Enum<?> e ? e.name() : String.valueOf(entry.getKey());
        org.w3c.dom.Element value = null;
        for (org.w3c.dom.Element child : children) {
          if (entries && children(child).get(0).getTextContent().equals(key)) {
            value = children(child).get(1);
          } else if (!entries && child.getTagName().equals(key)) {
            value = child;
          }
        }
        xml(entry.getValue(), value, path + "[" + key + "]", match, depth + 1);
      }
    } else if (isObject(expected)) {
      for (Field field : fields(expected.getClass())) {
        xml(
            ModelTypes.read(field, expected),
            child(element, field.getName()),
            path + "." + field.getName(),
            match,
            depth + 1);
      }
    } else {
      recordText(!text.isBlank() || element.hasChildNodes(), path, "a value", text, match);
    }
  }

  private static List<org.w3c.dom.Element> children(org.w3c.dom.Element element) {
    List<org.w3c.dom.Element> children = new ArrayList<>();
    for (org.w3c.dom.Node n = element.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof org.w3c.dom.Element child) {
        children.add(child);
      }
    }
    return children;
  }

  private static org.w3c.dom.Element child(org.w3c.dom.Element element, String name) {
    return children(element).stream()
        .filter(c -> c.getTagName().equals(name))
        .findFirst()
        .orElse(null);
  }

  private static void recordText(
      boolean same, String path, String expected, String found, Match match) {
    if (same) {
      match.ok();
    } else {
      String shown = found.length() > 40 ? found.substring(0, 40) + "..." : found;
      match.wrong(path, "expected " + expected + ", found text '" + shown + "'");
    }
  }

  private static void record(boolean same, String path, String type, JsonNode node, Match match) {
    if (same) {
      match.ok();
    } else {
      match.wrong(path, "expected " + type + ", found " + describe(node));
    }
  }

  private static String describe(JsonNode node) {
    String text = node.isPojo() ? String.valueOf(((POJONode) node).getPojo()) : node.toString();
    return node.getNodeType().name().toLowerCase(Locale.ROOT)
        + " "
        + (text.length() > 40 ? text.substring(0, 40) + "..." : text);
  }

  private static JsonNode msgpack(byte[] bytes) throws Exception {
    try (MessageUnpacker unpacker = MessagePack.newDefaultUnpacker(bytes)) {
      return json(unpacker.unpackValue(), 0);
    }
  }

  /** A msgpack value as a tree node, so that one matcher serves every self-describing format. */
  private static JsonNode json(Value value, int depth) {
    com.fasterxml.jackson.databind.node.JsonNodeFactory nodes =
        com.fasterxml.jackson.databind.node.JsonNodeFactory.instance;
    if (depth > MAX_DEPTH) {
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

  // --- protobuf: numbered fields, read with the types the sample's fields have

  /**
   * Matches an object against a message whose field numbers follow the declaration order from 1, as
   * protostuff's runtime schema numbers them.
   */
  private static void message(
      Object expected, UnknownFieldSet message, String path, Match match, int depth) {
    if (depth > MAX_DEPTH || !match.step()) {
      return;
    }
    List<Field> fields = fields(expected.getClass());
    for (int i = 0; i < fields.size(); i++) {
      Field field = fields.get(i);
      Object value = ModelTypes.read(field, expected);
      if (value == null) {
        continue;
      }
      String fieldPath = path + "." + field.getName() + " (#" + (i + 1) + ")";
      UnknownFieldSet.Field wire = message.getField(i + 1);
      if (value.getClass().isArray() && value.getClass().getComponentType() != byte.class
          || value instanceof Collection<?>) {
        List<Object> items = elements(value);
        List<Object> read = repeated(readings(wire, null), items.size());
        if (read == null) {
          if (!items.isEmpty()) {
            match.wrong(fieldPath, "expected " + items.size() + " repeated values");
          }
          continue;
        }
        for (int j = 0; j < items.size(); j++) {
          protobufValue(items.get(j), read.get(j), fieldPath + "[" + j + "]", match, depth);
        }
      } else if (value instanceof Map<?, ?> map) {
        List<Object> entries = repeated(readings(wire, null), map.size());
        if (entries == null) {
          if (!map.isEmpty()) {
            match.wrong(fieldPath, "expected " + map.size() + " map entries");
          }
          continue;
        }
        int j = 0;
        for (Map.Entry<?, ?> entry : map.entrySet()) {
          String entryPath = fieldPath + "[" + entry.getKey() + "]";
          Object raw = entries.get(j++);
          try {
            UnknownFieldSet pair = UnknownFieldSet.parseFrom((ByteString) raw);
            List<Object> keys = readings(pair.getField(1), null);
            List<Object> values = readings(pair.getField(2), null);
            if (keys.size() != 1 || values.size() != 1) {
              match.wrong(entryPath, "expected an entry with key #1 and value #2");
              continue;
            }
            protobufValue(entry.getKey(), keys.get(0), entryPath + " key", match, depth);
            protobufValue(entry.getValue(), values.get(0), entryPath, match, depth);
          } catch (Exception e) {
            match.wrong(entryPath, "expected an entry message: " + Errors.oneLine(e));
          }
        }
      } else {
        List<Object> read = readings(wire, value);
        if (read.isEmpty()) {
          if (!isDefault(value)) {
            match.wrong(fieldPath, "missing");
          }
          continue;
        }
        protobufValue(value, read.get(read.size() - 1), fieldPath, match, depth);
      }
    }
  }

  /**
   * The values of a repeated field: the field's own values when there are as many as expected, else
   * those of the field of the one nested message that has that many (protostuff wraps collections,
   * arrays and maps in a message of their own); null when neither has.
   */
  private static List<Object> repeated(List<Object> read, int expected) {
    if (read.size() == expected) {
      return read;
    }
    if (read.size() == 1 && read.get(0) instanceof ByteString bytes) {
      try {
        for (UnknownFieldSet.Field inner : UnknownFieldSet.parseFrom(bytes).asMap().values()) {
          List<Object> values = readings(inner, null);
          if (values.size() == expected) {
            return values;
          }
        }
      } catch (Exception notAMessage) {
        return null;
      }
    }
    return null;
  }

  /** The raw values of a field, whatever their wire type. */
  private static List<Object> readings(UnknownFieldSet.Field wire, Object sample) {
    List<Object> read = new ArrayList<>();
    read.addAll(wire.getVarintList());
    read.addAll(wire.getFixed64List());
    read.addAll(wire.getFixed32List());
    read.addAll(wire.getLengthDelimitedList());
    return read;
  }

  private static void protobufValue(
      Object expected, Object raw, String path, Match match, int depth) {
    if (expected instanceof String || expected instanceof Character) {
      boolean same =
          raw instanceof ByteString bytes
              && utf8(bytes).map(expected.toString()::equals).orElse(false);
      protobufRecord(same, path, "a string", raw, match);
    } else if (expected instanceof Boolean b) {
      protobufRecord(
          raw instanceof Long v && (v == 1) == b && (v == 0 || v == 1),
          path,
          "a boolean (varint 0 or 1)",
          raw,
          match);
    } else if (expected instanceof Long
        || expected instanceof Integer
        || expected instanceof Short
        || expected instanceof Byte) {
      long value = ((Number) expected).longValue();
      boolean same =
          raw instanceof Long v
              && (v == value || expected instanceof Integer && (int) (long) v == value);
      protobufRecord(same, path, "an integer varint", raw, match);
    } else if (expected instanceof Double d) {
      protobufRecord(
          raw instanceof Long bits && Double.longBitsToDouble(bits) == d,
          path,
          "a 64-bit double",
          raw,
          match);
    } else if (expected instanceof Float f) {
      protobufRecord(
          raw instanceof Integer bits && Float.intBitsToFloat(bits) == f,
          path,
          "a 32-bit float",
          raw,
          match);
    } else if (expected instanceof Enum<?> e) {
      protobufRecord(
          raw instanceof Long v && v == e.ordinal(), path, "the enum's number", raw, match);
    } else if (expected instanceof byte[] bytes) {
      protobufRecord(
          raw instanceof ByteString b && java.util.Arrays.equals(b.toByteArray(), bytes),
          path,
          "bytes",
          raw,
          match);
    } else if (isObject(expected)) {
      if (!(raw instanceof ByteString bytes)) {
        match.wrong(path, "expected a nested message, found " + raw);
        return;
      }
      try {
        message(expected, UnknownFieldSet.parseFrom(bytes), path, match, depth + 1);
      } catch (Exception e) {
        match.wrong(path, "expected a nested message: " + Errors.oneLine(e));
      }
    } else {
      // another JDK value: its encoding is protostuff's own convention, so it must be there
      match.ok();
    }
  }

  private static void protobufRecord(
      boolean same, String path, String type, Object raw, Match match) {
    if (same) {
      match.ok();
    } else {
      String text =
          raw instanceof ByteString b ? "bytes of length " + b.size() : String.valueOf(raw);
      match.wrong(path, "expected " + type + ", found " + text);
    }
  }

  private static java.util.Optional<String> utf8(ByteString bytes) {
    try {
      return java.util.Optional.of(
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(bytes.toByteArray()))
              .toString());
    } catch (CharacterCodingException e) {
      return java.util.Optional.empty();
    }
  }
}
