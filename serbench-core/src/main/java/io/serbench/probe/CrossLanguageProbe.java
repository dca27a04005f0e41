package io.serbench.probe;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import com.google.protobuf.ByteString;
import com.google.protobuf.UnknownFieldSet;
import io.serbench.Errors;
import io.serbench.codec.WireFormat;
import io.serbench.model.ModelTypes;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageUnpacker;
import org.msgpack.value.Value;

/**
 * Reads a codec's bytes with a decoder that is not the codec and does not know the Java classes,
 * and checks that the sample's values are there: a generic tree parser for JSON, CBOR and Smile,
 * msgpack-core's {@code Value} unpacker for MessagePack, and protobuf-java's {@link
 * UnknownFieldSet} for the protobuf wire format. Formats without such a decoder are Java only.
 */
public final class CrossLanguageProbe {
  private static final int MAX_DEPTH = 32;
  private static final int MAX_LISTED = 3;

  private CrossLanguageProbe() {}

  /** Whether serbench has an independent decoder for the format. */
  public static boolean hasDecoder(String wireFormat) {
    return switch (wireFormat.toLowerCase(Locale.ROOT)) {
      case "json", "cbor", "smile", "msgpack", "protobuf" -> true;
      default -> false;
    };
  }

  /**
   * Decodes {@code bytes} with the format's independent decoder and looks for every non-default
   * string, number and boolean of the sample.
   */
  public static CapabilityResult check(
      String wireFormat, boolean claimed, byte[] bytes, Object sample) {
    if (!hasDecoder(wireFormat)) {
      return CapabilityResult.fail(
          claimed,
          "Java only: no implementation outside Java reads the "
              + wireFormat
              + " format, so serbench has no independent decoder for it");
    }
    Set<Object> decoded = new HashSet<>();
    try {
      switch (wireFormat.toLowerCase(Locale.ROOT)) {
        case "json" -> tree(new JsonFactory(), bytes, decoded);
        case "cbor" -> tree(new CBORFactory(), bytes, decoded);
        case "smile" -> tree(new SmileFactory(), bytes, decoded);
        case "msgpack" -> msgpack(bytes, decoded);
        default -> protobuf(UnknownFieldSet.parseFrom(bytes), decoded, 0);
      }
    } catch (Exception | StackOverflowError e) {
      return CapabilityResult.fail(
          claimed,
          "a generic " + wireFormat + " decoder could not read the bytes: " + Errors.oneLine(e));
    }
    Map<String, Object> expected = new LinkedHashMap<>();
    leaves(sample, sample.getClass().getSimpleName(), expected, new IdentityHashMap<>(), 0);
    List<String> missing = new ArrayList<>();
    expected.forEach(
        (path, value) -> {
          if (!found(value, decoded)) {
            missing.add(path + " = " + value);
          }
        });
    String decoder = decoderName(wireFormat);
    if (missing.isEmpty()) {
      return CapabilityResult.pass(
          claimed,
          decoder
              + " found all "
              + expected.size()
              + " values of "
              + sample.getClass().getSimpleName()
              + "; also read in "
              + String.join(", ", WireFormat.languages(wireFormat)));
    }
    return CapabilityResult.fail(
        claimed,
        decoder
            + " found "
            + (expected.size() - missing.size())
            + " of "
            + expected.size()
            + " values; missing "
            + String.join(", ", missing.subList(0, Math.min(MAX_LISTED, missing.size())))
            + (missing.size() > MAX_LISTED
                ? " and " + (missing.size() - MAX_LISTED) + " more"
                : ""));
  }

  private static String decoderName(String wireFormat) {
    return switch (wireFormat.toLowerCase(Locale.ROOT)) {
      case "msgpack" -> "msgpack-core's generic Value unpacker";
      case "protobuf" -> "protobuf-java's UnknownFieldSet";
      default -> "a generic " + wireFormat + " tree parser";
    };
  }

  private static boolean found(Object value, Set<Object> decoded) {
    if (decoded.contains(value)) {
      return true;
    }
    if (value instanceof Double d) {
      return decoded.contains((double) d.floatValue());
    }
    return false;
  }

  // --- expected values: the sample's strings, integers, floating point numbers and booleans

  private static void leaves(
      Object value, String path, Map<String, Object> out, Map<Object, Boolean> seen, int depth) {
    if (value == null || depth > MAX_DEPTH || seen.put(value, Boolean.TRUE) != null) {
      return;
    }
    if (value instanceof Enum<?>) {
      return; // a name in JSON, an ordinal in protobuf: not comparable without a schema
    }
    Object scalar = scalar(value);
    if (scalar != null) {
      if (!isDefault(scalar)) {
        out.putIfAbsent(path, scalar);
      }
      return;
    }
    Class<?> type = value.getClass();
    if (type.isArray()) {
      if (type.getComponentType() == byte.class) {
        return;
      }
      for (int i = 0; i < Array.getLength(value); i++) {
        leaves(Array.get(value, i), path + "[" + i + "]", out, seen, depth + 1);
      }
    } else if (value instanceof Collection<?> collection) {
      int i = 0;
      for (Object element : collection) {
        leaves(element, path + "[" + i++ + "]", out, seen, depth + 1);
      }
    } else if (value instanceof Map<?, ?> map) {
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        leaves(entry.getValue(), path + "[" + entry.getKey() + "]", out, seen, depth + 1);
      }
    } else if (!type.getName().startsWith("java.")) {
      ModelTypes.instanceFields(type)
          .filter(f -> !java.lang.reflect.Modifier.isTransient(f.getModifiers()))
          .forEach(f -> leaves(read(f, value), path + "." + f.getName(), out, seen, depth + 1));
    }
  }

  private static Object read(Field field, Object owner) {
    try {
      field.setAccessible(true);
      return field.get(owner);
    } catch (ReflectiveOperationException | RuntimeException e) {
      return null;
    }
  }

  /** The value as the decoders see it, or null when it is not a plain scalar. */
  private static Object scalar(Object value) {
    if (value instanceof String || value instanceof Boolean) {
      return value;
    }
    if (value instanceof Character c) {
      return String.valueOf(c);
    }
    if (value instanceof Long
        || value instanceof Integer
        || value instanceof Short
        || value instanceof Byte) {
      return ((Number) value).longValue();
    }
    if (value instanceof Double || value instanceof Float) {
      return ((Number) value).doubleValue();
    }
    return null;
  }

  private static boolean isDefault(Object scalar) {
    return scalar.equals("")
        || scalar.equals(Boolean.FALSE)
        || scalar.equals(0L)
        || scalar instanceof Double d && d == 0.0;
  }

  // --- what the independent decoders found

  private static void tree(JsonFactory factory, byte[] bytes, Set<Object> out) throws Exception {
    JsonNode root = new ObjectMapper(factory).readTree(bytes);
    collect(root, out, 0);
  }

  private static void collect(JsonNode node, Set<Object> out, int depth) {
    if (node == null || depth > MAX_DEPTH) {
      return;
    }
    if (node.isTextual()) {
      out.add(node.textValue());
    } else if (node.isBoolean()) {
      out.add(node.booleanValue());
    } else if (node.isIntegralNumber() && node.canConvertToLong()) {
      out.add(node.longValue());
    } else if (node.isFloatingPointNumber()) {
      out.add(node.doubleValue());
    } else {
      node.forEach(child -> collect(child, out, depth + 1));
    }
  }

  private static void msgpack(byte[] bytes, Set<Object> out) throws Exception {
    try (MessageUnpacker unpacker = MessagePack.newDefaultUnpacker(bytes)) {
      while (unpacker.hasNext()) {
        collect(unpacker.unpackValue(), out, 0);
      }
    }
  }

  private static void collect(Value value, Set<Object> out, int depth) {
    if (depth > MAX_DEPTH) {
      return;
    }
    switch (value.getValueType()) {
      case STRING -> out.add(value.asStringValue().asString());
      case BOOLEAN -> out.add(value.asBooleanValue().getBoolean());
      case INTEGER -> {
        if (value.asIntegerValue().isInLongRange()) {
          out.add(value.asIntegerValue().toLong());
        }
      }
      case FLOAT -> out.add(value.asFloatValue().toDouble());
      case ARRAY -> value.asArrayValue().forEach(v -> collect(v, out, depth + 1));
      case MAP ->
          value
              .asMapValue()
              .map()
              .forEach(
                  (k, v) -> {
                    collect(k, out, depth + 1);
                    collect(v, out, depth + 1);
                  });
      default -> {
        // nil, binary and extension values carry none of the scalars looked for
      }
    }
  }

  /**
   * Without a schema a protobuf reader sees numbered fields: varints (integers, booleans, enums,
   * zig-zag integers), fixed-width numbers (doubles, floats) and length-delimited bytes (strings or
   * nested messages). Every plausible reading is collected.
   */
  private static void protobuf(UnknownFieldSet fields, Set<Object> out, int depth) {
    if (depth > MAX_DEPTH) {
      return;
    }
    for (UnknownFieldSet.Field field : fields.asMap().values()) {
      for (long varint : field.getVarintList()) {
        out.add(varint);
        out.add((long) (int) varint);
        out.add((varint >>> 1) ^ -(varint & 1));
        out.add(varint == 1);
      }
      for (long fixed : field.getFixed64List()) {
        out.add(fixed);
        out.add(Double.longBitsToDouble(fixed));
      }
      for (int fixed : field.getFixed32List()) {
        out.add((long) fixed);
        out.add((double) Float.intBitsToFloat(fixed));
      }
      for (ByteString bytes : field.getLengthDelimitedList()) {
        utf8(bytes).ifPresent(out::add);
        try {
          protobuf(UnknownFieldSet.parseFrom(bytes), out, depth + 1);
        } catch (Exception notAMessage) {
          // a string or packed numbers, not a nested message
        }
      }
      for (UnknownFieldSet group : field.getGroupList()) {
        protobuf(group, out, depth + 1);
      }
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
