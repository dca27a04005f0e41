package io.serbench.compare;

import java.util.List;
import java.util.Locale;

/**
 * One limit a comparison checks, written {@code METRIC+PERCENT} for the largest tolerated change
 * against the first run ({@code time+10%}) or {@code METRIC<=LIMIT} for an absolute maximum in the
 * metric's unit ({@code size<=400}), optionally followed by {@code @CODEC} or {@code @*}. Without a
 * codec the rule watches the pinned codec, or else the recommended one. Metrics: {@code time}
 * (serialize and deserialize, each), {@code serialize}, {@code deserialize}, {@code size} and
 * {@code allocation} (serialize and deserialize, each, from the gc profiler). {@code
 * config.CompareEntries} reads the rules a user wrote.
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

  /** Whether the rule watches this codec, given the run's watched codec. */
  boolean watches(String candidate, String watched) {
    return EVERY_CODEC.equals(codec)
        || (codec == null ? candidate.equals(watched) : candidate.equals(codec));
  }
}
