package io.serbench.compare;

import io.serbench.InvalidConfigurationException;
import io.serbench.settings.Entries;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One limit a comparison checks, written {@code METRIC+PERCENT} for the largest tolerated change
 * against the first run ({@code time+10%}) or {@code METRIC<=LIMIT} for an absolute maximum in the
 * metric's unit ({@code size<=400}), optionally followed by {@code @CODEC} or {@code @*}. Without a
 * codec the rule watches the pinned codec, or else the recommended one. Metrics: {@code time}
 * (serialize and deserialize, each), {@code serialize}, {@code deserialize}, {@code size} and
 * {@code allocation} (serialize and deserialize, each, from the gc profiler).
 *
 * @param text the rule as written
 * @param measures what it limits
 * @param maxRegression the largest tolerated growth as a fraction, or {@code null}
 * @param maximum the absolute maximum, or {@code null}
 * @param codec the codec it watches, {@code *} for every codec, or {@code null} for the watched one
 */
public record Rule(
    String text, List<Metric> measures, Double maxRegression, Double maximum, String codec) {

  /** Every codec in the comparison. */
  public static final String EVERY_CODEC = "*";

  private static final Pattern SYNTAX =
      Pattern.compile(
          "(time|serialize|deserialize|size|allocation)\\s*"
              + "(?:\\+\\s*([0-9]+(?:\\.[0-9]+)?)\\s*%|<=\\s*([0-9][0-9_]*(?:\\.[0-9]+)?))"
              + "\\s*(?:@\\s*(\\S+))?");

  public Rule {
    measures = List.copyOf(measures);
  }

  /** The regression rule of the baseline gate: the time of each operation. */
  public static Rule timeRegression(double maxRegression, String codec) {
    return new Rule(
        String.format(
                Locale.ROOT, "time+%s%%", io.serbench.text.Numbers.limitPercent(maxRegression))
            + (codec == null ? "" : "@" + codec),
        List.of(Metric.SERIALIZE, Metric.DESERIALIZE),
        maxRegression,
        null,
        codec);
  }

  /**
   * Reads rules, each entry possibly a comma-separated list.
   *
   * @throws InvalidConfigurationException naming {@code rules} and the syntax
   */
  public static List<Rule> parse(List<String> entries) {
    List<Rule> rules = new ArrayList<>();
    for (String part : Entries.split(entries)) {
      rules.add(parse(part));
    }
    return rules;
  }

  private static Rule parse(String text) {
    Matcher m = SYNTAX.matcher(text.toLowerCase(Locale.ROOT));
    if (!m.matches()) {
      throw new InvalidConfigurationException(
          "rules",
          text,
          "'"
              + text
              + "' is not a rule; write METRIC+PERCENT (time+10%) or METRIC<=LIMIT"
              + " (size<=400), optionally followed by @CODEC or @*, with METRIC one of time,"
              + " serialize, deserialize, size, allocation");
    }
    List<Metric> measures =
        switch (m.group(1)) {
          case "time" -> List.of(Metric.SERIALIZE, Metric.DESERIALIZE);
          case "serialize" -> List.of(Metric.SERIALIZE);
          case "deserialize" -> List.of(Metric.DESERIALIZE);
          case "size" -> List.of(Metric.SIZE);
          default -> List.of(Metric.SERIALIZE_ALLOCATION, Metric.DESERIALIZE_ALLOCATION);
        };
    Double regression = m.group(2) == null ? null : Double.parseDouble(m.group(2)) / 100;
    Double maximum = m.group(3) == null ? null : Double.parseDouble(m.group(3).replace("_", ""));
    // the codec keeps the user's spelling: ids are case-sensitive
    String codec = m.group(4) == null ? null : text.substring(text.lastIndexOf('@') + 1).trim();
    return new Rule(text, measures, regression, maximum, codec);
  }

  /** Whether the rule watches this codec, given the run's watched codec. */
  boolean watches(String candidate, String watched) {
    return EVERY_CODEC.equals(codec)
        || (codec == null ? candidate.equals(watched) : candidate.equals(codec));
  }
}
