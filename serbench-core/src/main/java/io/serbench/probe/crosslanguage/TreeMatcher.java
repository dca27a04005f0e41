package io.serbench.probe.crosslanguage;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.POJONode;
import io.serbench.model.ModelTypes;
import java.lang.reflect.Field;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Matches a tree read by a self-describing format's generic parser (JSON, CBOR, Smile, YAML, Ion,
 * BSON, Avro's generic reader, MessagePack's and Hessian's as trees) against the sample: each field
 * by name, with its type.
 */
final class TreeMatcher {
  private TreeMatcher() {}

  static void tree(Object expected, JsonNode reading, String path, FieldMatch match) {
    if (expected == null || !match.step()) {
      return;
    }
    JsonNode node = GenericReaders.resolve(reading);
    match.visit(expected, reading, node, path, () -> treeValue(expected, node, path, match));
  }

  private static void treeValue(Object expected, JsonNode node, String path, FieldMatch match) {
    if (node == null || node.isMissingNode() || node.isNull()) {
      if (!FieldMatch.isDefault(expected)) {
        match.ownShape(path, "missing");
      }
      return;
    }
    byte[] fixed = avroFixed(expected);
    if (fixed != null) {
      // an Avro fixed (an MD5, say) is its bytes on the wire, as the specification says
      expected = fixed;
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
      if (named != null && named.isTextual() && !named.textValue().equals(e.name())) {
        // a value of the binding's own (@JsonValue, @SerializedName): a string any language reads
        match.ownShape(path, "the enum written as " + describe(node));
        return;
      }
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
      List<Object> items = FieldMatch.elements(expected);
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
    } else if (FieldMatch.isObject(expected)) {
      if (node.isValueNode()) {
        // a type with a serializer of its own that writes it as one value ("25%", "1Gi")
        match.ownShape(path, "an object written as the value " + describe(node));
        return;
      }
      if (!node.isObject()) {
        match.wrong(path, "expected an object with named fields, found " + describe(node));
        return;
      }
      for (Field field : FieldMatch.fields(expected.getClass())) {
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

  /**
   * The bytes of an Avro {@code GenericFixed} (a generated {@code SpecificFixed}), or null for
   * anything else; read by name, since the model's Avro may not be serbench's.
   */
  private static byte[] avroFixed(Object value) {
    for (Class<?> c = value.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
      for (Class<?> each : c.getInterfaces()) {
        if (each.getName().equals("org.apache.avro.generic.GenericFixed")) {
          try {
            return (byte[]) each.getMethod("bytes").invoke(value);
          } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
          }
        }
      }
    }
    return null;
  }

  private static void record(
      boolean same, String path, String type, JsonNode node, FieldMatch match) {
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
}
