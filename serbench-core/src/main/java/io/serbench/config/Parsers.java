package io.serbench.config;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.type.TypeFactory;
import io.serbench.InvalidConfigurationException;
import io.serbench.result.Criteria;
import io.serbench.settings.Alphabet;
import io.serbench.settings.Defaults;
import io.serbench.settings.Measurement;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The parsers of the settings' declarations: the one place where what a user wrote becomes a value.
 * Each fails with one line that names the element and says how to write the value.
 */
final class Parsers {
  private Parsers() {}

  /** A switch, as Maven reads a {@code boolean}: {@code true}, anything else is off. */
  static final Setting.Parser<Boolean> FLAG = (element, text) -> Boolean.parseBoolean(text);

  /** Text as written. */
  static final Setting.Parser<String> TEXT = (element, text) -> text;

  /** Comma-separated entries, trimmed, empty ones dropped. */
  static final Setting.Parser<List<String>> ENTRIES =
      (element, text) -> Entries.split(List.of(text));

  /** A whole number. */
  static final Setting.Parser<Integer> INT = parsed(Integer::valueOf, Parsers::notWhole);

  /** A whole number that may be large, such as a seed or milliseconds. */
  static final Setting.Parser<Long> LONG = parsed(Long::valueOf, Parsers::notWhole);

  /**
   * What {@code parse} reads; where it throws (a {@link NumberFormatException}, or an enum's {@code
   * valueOf} on a name it lacks), the message that {@code message} writes from the element and the
   * text.
   */
  private static <T> Setting.Parser<T> parsed(
      Function<String, T> parse, BinaryOperator<String> message) {
    return (element, text) -> {
      try {
        return parse.apply(text);
      } catch (IllegalArgumentException e) {
        throw new InvalidConfigurationException(element, text, message.apply(element, text));
      }
    };
  }

  private static String notWhole(String element, String text) {
    return element + " must be a whole number, but was '" + text + "'";
  }

  /** A constraint: {@code true} or {@code false}, and nothing else. */
  static final Setting.Parser<Boolean> CONSTRAINT =
      (element, text) ->
          switch (text.toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default ->
                throw new InvalidConfigurationException(
                    element,
                    text,
                    "'" + text + "' is not a valid " + element + " constraint; use true or false");
          };

  /** One of an enum's constants, as users write them ({@code coldStart} for COLD_START). */
  static <E extends Enum<E>> Setting.Parser<E> choice(Class<E> type) {
    return (element, text) -> {
      String wanted = text.replace("_", "").toUpperCase(Locale.ROOT);
      List<String> allowed = new ArrayList<>();
      for (E constant : type.getEnumConstants()) {
        if (constant.name().replace("_", "").equals(wanted)) {
          return constant;
        }
        allowed.add(Criteria.id(constant));
      }
      throw new InvalidConfigurationException(
          element,
          text,
          "'"
              + text
              + "' is not a valid "
              + element
              + "; use one of "
              + String.join(", ", allowed));
    };
  }

  /** A measurement preset. */
  static final Setting.Parser<Measurement.Preset> PRESET =
      parsed(
          text -> Measurement.Preset.valueOf(text.toUpperCase(Locale.ROOT)),
          (element, text) -> "'" + text + "' is not a preset; use quick, standard or thorough");

  /** The generator's alphabet. */
  static final Setting.Parser<Alphabet> ALPHABET =
      parsed(
          text -> Alphabet.valueOf(text.toUpperCase(Locale.ROOT)),
          (element, text) -> "alphabet '" + text + "' is not one of ASCII, LATIN1, UNICODE");

  private static final Pattern PART = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|h)");

  /**
   * A duration in milliseconds, written as ISO-8601 ({@code PT3M}) or as amounts with units ({@code
   * 90s}, {@code 5m}, {@code 1m30s}, {@code 1500ms}).
   */
  static final Setting.Parser<Long> DURATION =
      (element, value) -> {
        String text = value.toLowerCase(Locale.ROOT);
        try {
          if (text.startsWith("p")) {
            return Duration.parse(text.toUpperCase(Locale.ROOT)).toMillis();
          }
          Matcher matcher = PART.matcher(text);
          long millis = 0;
          int end = 0;
          while (matcher.find() && matcher.start() == end) {
            long unit =
                switch (matcher.group(2)) {
                  case "ms" -> 1;
                  case "s" -> 1000;
                  case "m" -> 60_000;
                  default -> 3_600_000;
                };
            millis += (long) (Double.parseDouble(matcher.group(1)) * unit);
            end = matcher.end();
          }
          if (end == text.length() && end > 0) {
            return millis;
          }
        } catch (DateTimeParseException | NumberFormatException e) {
          // fall through to the message
        }
        throw new InvalidConfigurationException(
            element,
            value,
            "'" + value + "' is not a duration; write it as 90s, 5m, 1m30s or PT3M");
      };

  /**
   * Forks of the cold-start pass: {@code true} ({@value Defaults#COLD_START_FORKS} forks), {@code
   * false} or {@code 0} (off), or a number of forks of at least 2, for an interval.
   */
  static final Setting.Parser<Integer> COLD_START =
      (element, value) -> {
        String text = value.toLowerCase(Locale.ROOT);
        if (text.equals("true")) {
          return Defaults.COLD_START_FORKS;
        }
        if (text.equals("false") || text.equals("0")) {
          return 0;
        }
        try {
          int forks = Integer.parseInt(text);
          if (forks >= 2) {
            return forks;
          }
        } catch (NumberFormatException e) {
          // reported below
        }
        throw new InvalidConfigurationException(
            element,
            value,
            "coldStart must be true, false or a number of forks of at least 2 (one single shot per"
                + " fork, so an interval needs two), but was '"
                + value
                + "'");
      };

  /** {@code 4v} or {@code 4 virtual}: JMH's benchmark threads as virtual threads. */
  private static final Pattern VIRTUAL_THREADS = Pattern.compile("(\\d+)\\s*(?:v|virtual)");

  /** Benchmark threads: a whole number, or one with {@code v} for virtual threads. */
  static final Setting.Parser<Threads> THREADS =
      (element, value) -> {
        Matcher virtual = VIRTUAL_THREADS.matcher(value.toLowerCase(Locale.ROOT));
        boolean isVirtual = virtual.matches();
        try {
          return new Threads(Integer.parseInt(isVirtual ? virtual.group(1) : value), isVirtual);
        } catch (NumberFormatException e) {
          throw new InvalidConfigurationException(
              element,
              value,
              "threads must be a whole number, such as 4, or one with v for virtual threads, such"
                  + " as 4v, but was '"
                  + value
                  + "'");
        }
      };

  /** JVM options separated by white space, such as {@code -Xmx2g -XX:+UseZGC}. */
  static final Setting.Parser<List<String>> JVM_OPTIONS =
      (element, text) -> List.of(text.split("\\s+"));

  /**
   * A tolerated slowdown as a fraction: {@code 10%}, {@code 0.1} or {@code 10} (percent above 1).
   */
  static final Setting.Parser<Double> REGRESSION =
      (element, text) -> {
        try {
          double number =
              Double.parseDouble(
                  text.endsWith("%") ? text.substring(0, text.length() - 1).trim() : text);
          double fraction = text.endsWith("%") || number > 1 ? number / 100 : number;
          if (fraction >= 0) {
            return fraction;
          }
        } catch (NumberFormatException e) {
          // reported below
        }
        throw new InvalidConfigurationException(
            element, text, "'" + text + "' is not a percentage; write it as 10%");
      };

  /** A time limit in whole seconds. */
  static final Setting.Parser<Long> SECONDS =
      parsed(
          Long::valueOf,
          (element, text) -> "'" + text + "' is not a time limit; give whole seconds, such as 60");

  /** The sizes of a scaling series. */
  static final Setting.Parser<List<Integer>> SIZES =
      (element, text) -> {
        List<Integer> sizes = new ArrayList<>();
        for (String entry : Entries.split(List.of(text))) {
          try {
            sizes.add(Integer.parseInt(entry));
          } catch (NumberFormatException e) {
            throw new InvalidConfigurationException(
                element,
                entry,
                "size '" + entry + "' is not a whole number; write sizes as 0,10,100");
          }
        }
        return List.copyOf(sizes);
      };

  /** {@code TYPE=CLASS} pairs: the class generated for each abstract or interface type. */
  static final Setting.Parser<Map<String, String>> IMPLEMENTATIONS =
      (element, text) -> {
        Map<String, String> implementations = new LinkedHashMap<>();
        for (String entry : Entries.split(List.of(text))) {
          String[] pair = pair(element, entry, "com.acme.Shape=com.acme.Circle");
          if (implementations.put(pair[0], pair[1]) != null) {
            throw new InvalidConfigurationException(
                element, entry, pair[0] + " is given twice; give one class for it");
          }
        }
        return implementations;
      };

  /** {@code FILE=CLASS} pairs: JSON fixtures, each read into a model class. */
  static final Setting.Parser<List<BenchmarkRequest.Fixture>> FIXTURES =
      (element, text) -> {
        List<BenchmarkRequest.Fixture> fixtures = new ArrayList<>();
        for (String entry : Entries.split(List.of(text))) {
          if (entry.trim().endsWith("=")) {
            String file = entry.substring(0, entry.lastIndexOf('=')).trim();
            throw new InvalidConfigurationException(
                "samples", file, "fixture " + file + " needs a <class> to read it into");
          }
          String[] pair = pair(element, entry, "src/test/resources/order.json=com.acme.Order");
          fixtures.add(new BenchmarkRequest.Fixture(pair[0], pair[1]));
        }
        return List.copyOf(fixtures);
      };

  /** The mix: {@code name=weight} entries. */
  static final Setting.Parser<Map<String, Double>> MIX =
      (element, text) -> Messages.parseMix(Entries.split(List.of(text)));

  /** Weights as a list or by name; see {@link GivenWeights#parse}. */
  static final Setting.Parser<GivenWeights> WEIGHTS = (element, text) -> GivenWeights.parse(text);

  /** A list's type for request.json. */
  static JavaType listOf(Class<?> element) {
    return TypeFactory.defaultInstance().constructCollectionType(List.class, element);
  }

  /** A map's type for request.json. */
  static JavaType mapOf(Class<?> key, Class<?> value) {
    return TypeFactory.defaultInstance().constructMapType(LinkedHashMap.class, key, value);
  }

  private static String[] pair(String element, String entry, String example) {
    int equals = entry.indexOf('=');
    String name = equals < 0 ? "" : entry.substring(0, equals).trim();
    String value = equals < 0 ? "" : entry.substring(equals + 1).trim();
    if (name.isEmpty() || value.isEmpty()) {
      throw new InvalidConfigurationException(
          element, entry, "'" + entry + "' is not NAME=CLASS; write it as " + example);
    }
    return new String[] {name, value};
  }
}
