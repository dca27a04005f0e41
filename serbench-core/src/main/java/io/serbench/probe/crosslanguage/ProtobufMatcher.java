package io.serbench.probe.crosslanguage;

import com.google.protobuf.ByteString;
import com.google.protobuf.UnknownFieldSet;
import io.serbench.model.ModelTypes;
import io.serbench.text.Errors;
import java.lang.reflect.Field;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Matches a protobuf message read by protobuf-java's {@code UnknownFieldSet} against the sample:
 * numbered fields, read with the types the sample's fields have.
 */
final class ProtobufMatcher {
  private ProtobufMatcher() {}

  /**
   * Matches an object against a message whose field numbers follow the declaration order from 1, as
   * protostuff's runtime schema numbers them.
   */
  static void message(
      Object expected, UnknownFieldSet message, String path, FieldMatch match, int depth) {
    if (depth > FieldMatch.MAX_DEPTH || !match.step()) {
      return;
    }
    List<Field> fields = FieldMatch.fields(expected.getClass());
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
        List<Object> items = FieldMatch.elements(value);
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
          if (!FieldMatch.isDefault(value)) {
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
      Object expected, Object raw, String path, FieldMatch match, int depth) {
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
    } else if (FieldMatch.isObject(expected)) {
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
      boolean same, String path, String type, Object raw, FieldMatch match) {
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
