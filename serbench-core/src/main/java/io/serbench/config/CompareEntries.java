package io.serbench.config;

import io.serbench.InvalidConfigurationException;
import io.serbench.compare.CompareRun;
import io.serbench.compare.Metric;
import io.serbench.compare.Rule;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The compare goal's parameters as a user wrote them, {@code serbench:compare}'s and the command
 * line's {@code compare}'s alike: its runs ({@code label=path}) and its rules ({@code time+10%}).
 * {@code compare} reads the files and checks the rules; what was typed is read here.
 */
public final class CompareEntries {
  private static final Pattern RULE =
      Pattern.compile(
          "(time|serialize|deserialize|size|allocation)\\s*"
              + "(?:\\+\\s*([0-9]+(?:\\.[0-9]+)?)\\s*%|<=\\s*([0-9][0-9_]*(?:\\.[0-9]+)?))"
              + "\\s*(?:@\\s*(\\S+))?");

  private CompareEntries() {}

  /**
   * What to compare, from the parameters as given: the rules are read first, then the runs.
   *
   * @param runs results.json files or their directories, each optionally {@code label=path}, the
   *     baseline first; an entry may hold several, comma-separated
   * @param rules the rules, an entry may hold several, comma-separated
   * @param pinned the codec rules without a codec watch, or {@code null} for the recommended one
   * @param outputDirectory where the comparison goes
   * @throws InvalidConfigurationException naming {@code rules} or {@code runs}
   */
  public static CompareRun.Request request(
      List<String> runs, List<String> rules, String pinned, Path outputDirectory) {
    List<Rule> parsed = rules(rules);
    return new CompareRun.Request(runs(runs), parsed, pinned, outputDirectory);
  }

  /**
   * The runs, each split into its label and its location; at least two.
   *
   * @throws InvalidConfigurationException naming {@code runs} when fewer than two are given
   */
  static List<CompareRun.Given> runs(List<String> given) {
    // a user property arrives as one comma-separated entry
    List<String> entries = Entries.split(given);
    if (entries.size() < 2) {
      throw new InvalidConfigurationException(
          "runs",
          String.join(",", entries),
          "compare needs at least two results.json files (or directories that hold one), the"
              + " baseline first; got "
              + entries.size());
    }
    List<CompareRun.Given> runs = new ArrayList<>();
    for (String entry : entries) {
      String label = null;
      String location = entry.trim();
      int equals = location.indexOf('=');
      // a path may hold '=' too: only what comes before it without a separator is a label
      if (equals > 0 && !location.substring(0, equals).matches(".*[/\\\\].*")) {
        label = location.substring(0, equals).trim();
        location = location.substring(equals + 1).trim();
      }
      runs.add(new CompareRun.Given(entry, label, location));
    }
    return runs;
  }

  /**
   * Reads rules, each entry possibly a comma-separated list.
   *
   * @throws InvalidConfigurationException naming {@code rules} and the syntax
   */
  public static List<Rule> rules(List<String> entries) {
    List<Rule> rules = new ArrayList<>();
    for (String part : Entries.split(entries)) {
      rules.add(rule(part));
    }
    return rules;
  }

  private static Rule rule(String text) {
    Matcher m = RULE.matcher(text.toLowerCase(Locale.ROOT));
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
}
