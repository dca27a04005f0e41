package io.serbench.sample;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.FloatNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.serbench.codec.ProtobufTypes;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.MonthDay;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.Period;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Copies of one sample with its values varied, for a benchmark's ring of inputs where other seeds
 * give nothing new: a fixture's sample, or a factory's whose calls return equal instances. A copy
 * goes through the fixtures' own reader ({@link FixtureFile}): the sample written as a Jackson
 * tree, its numbers and free text varied as the generator varies them, and bound back to its class.
 *
 * <ul>
 *   <li>A number keeps its sign, its type and its count of digits (a decimal its scale), with a
 *       magnitude no larger than the original's: its varint width and the range of its field hold.
 *   <li>A string keeps its length and each character's class: a lower-case letter for a lower-case
 *       letter, a digit for a digit, anything else as it is, so its UTF-8 length holds too. A UUID
 *       stays a UUID; a name in capitals (an enum's constant), a date, a time, a duration or a zone
 *       is kept.
 *   <li>Booleans, nulls, map keys and every collection's size are kept: a copy has the sample's
 *       shape, with other values.
 * </ul>
 *
 * A class that does not bind back through the tree (a cycle, a field without a creator, a generated
 * protobuf message, which is never built but by its own builder) cannot be copied; {@link #of} says
 * why. When varying numbers and text together gives a value that does not bind (a number an enum's
 * ordinal stands for, text a class name), numbers alone are tried, then text alone.
 */
public final class VariedCopies {
  private static final Pattern CONSTANT = Pattern.compile("[A-Z][A-Z0-9_]*");
  private static final Pattern UUID =
      Pattern.compile(
          "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");
  private static final List<Function<String, ?>> TEMPORAL =
      List.of(
          OffsetDateTime::parse,
          ZonedDateTime::parse,
          LocalDateTime::parse,
          LocalDate::parse,
          LocalTime::parse,
          OffsetTime::parse,
          YearMonth::parse,
          MonthDay::parse,
          Duration::parse,
          Period::parse,
          ZoneId::of);

  /** What a copy varies: numbers and text, or one of them when both together do not bind. */
  enum Scope {
    ALL,
    NUMBERS,
    TEXT
  }

  private final ObjectMapper mapper;
  private final JsonNode tree;
  private final Class<?> type;
  private Scope scope;

  private VariedCopies(ObjectMapper mapper, JsonNode tree, Class<?> type) {
    this.mapper = mapper;
    this.tree = tree;
    this.type = type;
  }

  /**
   * The copies of one sample.
   *
   * @throws IllegalArgumentException saying why, when the sample cannot be written as a tree
   */
  public static VariedCopies of(Object sample) {
    Class<?> type = sample.getClass();
    if (ProtobufTypes.isMessage(type)) {
      throw new IllegalArgumentException(
          "a generated protobuf message is built by its builder only, not copied field by field");
    }
    // exact decimals: a BigDecimal keeps its scale in the tree, as it does in the sample
    ObjectMapper mapper =
        FixtureFile.mapper().setNodeFactory(JsonNodeFactory.withExactBigDecimals(true));
    JsonNode tree;
    try {
      tree = mapper.valueToTree(sample);
    } catch (IllegalArgumentException | StackOverflowError e) {
      throw new IllegalArgumentException(
          "its class does not write as a JSON tree ("
              + (cycle(e) ? "a cycle" : firstLine(e))
              + ")");
    }
    return new VariedCopies(mapper, tree, type);
  }

  /** The sample written as a tree and bound back, unvaried: what a caller compares with it. */
  public Object unvaried() {
    return bind(tree);
  }

  /**
   * The {@code k}-th copy ({@code k >= 1}), the same for the same sample and {@code k} in every
   * fork.
   *
   * @throws IllegalStateException saying why, when no copy with other values binds
   */
  public Object copy(int k) {
    if (scope != null) {
      return checked(varied(k, scope));
    }
    List<String> why = new ArrayList<>();
    for (Scope each : Scope.values()) {
      JsonNode varied = varied(k, each);
      if (varied.equals(tree)) {
        why.add(words(each) + ": nothing to vary");
        continue;
      }
      try {
        Object copy = checked(varied);
        scope = each;
        return copy;
      } catch (IllegalArgumentException | IllegalStateException e) {
        why.add(words(each) + ": " + firstLine(e));
      }
    }
    throw new IllegalStateException(
        "no copy with other values binds (" + String.join("; ", why) + ")");
  }

  private static String words(Scope scope) {
    return switch (scope) {
      case ALL -> "numbers and text";
      case NUMBERS -> "numbers alone";
      case TEXT -> "text alone";
    };
  }

  /** The tree bound back, with every value and size it holds: a set whose elements met is not. */
  private Object checked(JsonNode varied) {
    Object copy = bind(varied);
    JsonNode again = mapper.valueToTree(copy);
    if (!shape(again).equals(shape(varied))) {
      throw new IllegalStateException("a varied copy lost a value or an element when bound back");
    }
    return copy;
  }

  private Object bind(JsonNode node) {
    try {
      return mapper.treeToValue(node, type);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalArgumentException(e.getOriginalMessage(), e);
    }
  }

  private JsonNode varied(int k, Scope what) {
    SplittableRandom random =
        new SplittableRandom(0x9E3779B97F4A7C15L * k + type.getName().hashCode());
    return vary(tree.deepCopy(), random, what);
  }

  private static JsonNode vary(JsonNode node, SplittableRandom random, Scope what) {
    if (node instanceof ObjectNode object) {
      Iterator<Map.Entry<String, JsonNode>> fields = object.fields();
      List<Map.Entry<String, JsonNode>> entries = new ArrayList<>();
      fields.forEachRemaining(entries::add);
      for (Map.Entry<String, JsonNode> e : entries) {
        object.set(e.getKey(), vary(e.getValue(), random, what));
      }
      return object;
    }
    if (node instanceof ArrayNode array) {
      for (int i = 0; i < array.size(); i++) {
        array.set(i, vary(array.get(i), random, what));
      }
      return array;
    }
    if (node.isNumber() && what != Scope.TEXT) {
      return number(node, random);
    }
    if (node.isTextual() && what != Scope.NUMBERS) {
      return text(node.textValue(), random);
    }
    return node;
  }

  private static JsonNode number(JsonNode node, SplittableRandom random) {
    JsonNodeFactory nodes = JsonNodeFactory.withExactBigDecimals(true);
    if (node.isIntegralNumber()) {
      BigInteger value = integer(node.bigIntegerValue(), random);
      return switch (node.numberType()) {
        case INT -> nodes.numberNode(value.intValue());
        case LONG -> nodes.numberNode(value.longValue());
        default -> nodes.numberNode(value);
      };
    }
    if (node instanceof DecimalNode) {
      return nodes.numberNode(decimal(node.decimalValue(), random));
    }
    if (node instanceof FloatNode) {
      float f = node.floatValue();
      return Float.isFinite(f)
          ? nodes.numberNode(decimal(new BigDecimal(Float.toString(f)), random).floatValue())
          : node;
    }
    if (node instanceof DoubleNode) {
      double d = node.doubleValue();
      return Double.isFinite(d)
          ? nodes.numberNode(decimal(new BigDecimal(Double.toString(d)), random).doubleValue())
          : node;
    }
    return node;
  }

  /** Another decimal of the same scale and as many digits, no larger. */
  private static BigDecimal decimal(BigDecimal value, SplittableRandom random) {
    return new BigDecimal(integer(value.unscaledValue(), random), value.scale());
  }

  /**
   * Another integer of the same sign and count of digits, no larger in magnitude: one digit goes
   * from 0 to itself.
   */
  static BigInteger integer(BigInteger value, SplittableRandom random) {
    BigInteger magnitude = value.abs();
    int digits = magnitude.toString().length();
    BigInteger low = digits == 1 ? BigInteger.ZERO : BigInteger.TEN.pow(digits - 1);
    BigInteger span = magnitude.subtract(low).add(BigInteger.ONE);
    BigInteger offset =
        span.bitLength() < 63
            ? BigInteger.valueOf(random.nextLong(span.longValue()))
            : new BigInteger(span.bitLength() + 8, new java.util.Random(random.nextLong()))
                .mod(span);
    BigInteger varied = low.add(offset);
    return value.signum() < 0 ? varied.negate() : varied;
  }

  private static JsonNode text(String value, SplittableRandom random) {
    if (value.isEmpty() || CONSTANT.matcher(value).matches() || temporal(value)) {
      return TextNode.valueOf(value);
    }
    boolean uuid = UUID.matcher(value).matches();
    StringBuilder out = new StringBuilder(value.length());
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c >= '0' && c <= '9') {
        out.append((char) ('0' + random.nextInt(10)));
      } else if (uuid && (c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F')) {
        out.append((char) ((c <= 'F' ? 'A' : 'a') + random.nextInt(6)));
      } else if (c >= 'a' && c <= 'z') {
        out.append((char) ('a' + random.nextInt(26)));
      } else if (c >= 'A' && c <= 'Z') {
        out.append((char) ('A' + random.nextInt(26)));
      } else {
        out.append(c);
      }
    }
    return TextNode.valueOf(out.toString());
  }

  /** Whether the text is a date, a time, a duration, a period or a zone, as java.time writes it. */
  static boolean temporal(String value) {
    for (Function<String, ?> parse : TEMPORAL) {
      try {
        parse.apply(value);
        return true;
      } catch (DateTimeException e) {
        // not this kind; the next parser tries
      }
    }
    return false;
  }

  /**
   * The tree's shape: each container's size, each object's keys, each leaf's kind, with the order
   * of elements left out (a set or a hash map bound back lists them in its own order).
   */
  private static String shape(JsonNode node) {
    if (node.isObject()) {
      List<String> fields = new ArrayList<>();
      node.fields().forEachRemaining(e -> fields.add(e.getKey() + "=" + shape(e.getValue())));
      fields.sort(null);
      return "{" + String.join(",", fields) + "}";
    }
    if (node.isArray()) {
      List<String> elements = new ArrayList<>();
      node.forEach(e -> elements.add(shape(e)));
      elements.sort(null);
      return "[" + String.join(",", elements) + "]";
    }
    return node.isNull()
        ? "null"
        : node.isTextual() ? "text" : node.isNumber() ? "number" : "other";
  }

  /** Whether writing the tree failed on a cycle, which Jackson meets as a stack overflow. */
  private static boolean cycle(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof StackOverflowError
          || String.valueOf(t.getMessage()).startsWith("Infinite recursion")) {
        return true;
      }
    }
    return false;
  }

  /** The first line of the message, short: Jackson's can hold a whole chain of references. */
  static String firstLine(Throwable e) {
    String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    String line = message.lines().findFirst().orElse("");
    return line.length() <= 160 ? line : line.substring(0, 160) + "...";
  }
}
