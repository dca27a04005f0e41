package io.serbench.result.analysis;

import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The capability probes' time, per codec and per capability, as the log and the report give it:
 * read from the {@link CapabilityResult#millis()} of the verdicts a run probed. Verdicts reused
 * from the probe cache cost this run nothing; their earlier time is what the reuse saved.
 *
 * @param codecs one row per codec with probed or reused verdicts, the slowest first
 */
public record ProbeTimes(List<Row> codecs) {

  /** The capabilities in the order the rows give their times. */
  public static final List<String> CAPABILITIES =
      List.of(
          "versioning", "thread safety", "graph", "untrusted input", "cross-language", "next JDK");

  /**
   * One codec's probe time.
   *
   * @param codec the codec id
   * @param millis the sum of its capabilities' times in this run
   * @param byCapability milliseconds per capability, in the order of {@link #CAPABILITIES}
   * @param probed how many models this run probed
   * @param reused how many models' verdicts it reused
   * @param savedMillis what the reused verdicts took when they were probed
   */
  public record Row(
      String codec,
      long millis,
      List<Long> byCapability,
      int probed,
      int reused,
      long savedMillis) {
    public Row {
      byCapability = List.copyOf(byCapability);
    }
  }

  public ProbeTimes {
    codecs = List.copyOf(codecs);
  }

  /** The times of the given verdicts, grouped by codec. */
  public static ProbeTimes of(List<Capabilities> capabilities) {
    Map<String, long[]> times = new LinkedHashMap<>();
    Map<String, int[]> counts = new LinkedHashMap<>();
    for (Capabilities c : capabilities) {
      long[] time = times.computeIfAbsent(c.codec(), k -> new long[CAPABILITIES.size() + 1]);
      int[] count = counts.computeIfAbsent(c.codec(), k -> new int[2]);
      long[] own = millis(c);
      long sum = 0;
      for (long m : own) {
        sum += m;
      }
      if (c.reusedFrom() != null) {
        count[1]++;
        time[CAPABILITIES.size()] += sum;
      } else if (sum > 0) {
        count[0]++;
        for (int i = 0; i < own.length; i++) {
          time[i] += own[i];
        }
      }
    }
    List<Row> rows = new ArrayList<>();
    times.forEach(
        (codec, time) -> {
          List<Long> byCapability = new ArrayList<>();
          long total = 0;
          for (int i = 0; i < CAPABILITIES.size(); i++) {
            byCapability.add(time[i]);
            total += time[i];
          }
          int[] count = counts.get(codec);
          if (count[0] + count[1] > 0) {
            rows.add(
                new Row(codec, total, byCapability, count[0], count[1], time[CAPABILITIES.size()]));
          }
        });
    rows.sort(java.util.Comparator.comparingLong(Row::millis).reversed());
    return new ProbeTimes(rows);
  }

  /** A verdict's time per capability; the two versioning directions are one matrix. */
  private static long[] millis(Capabilities c) {
    return new long[] {
      c.versioningBackward() == null ? 0 : c.versioningBackward().millis(),
      c.sharedInstance() == null ? 0 : c.sharedInstance().millis(),
      c.graph() == null ? 0 : c.graph().millis(),
      c.untrustedInput() == null ? 0 : c.untrustedInput().millis(),
      c.crossLanguage() == null ? 0 : c.crossLanguage().millis(),
      c.nextJdk() == null ? 0 : c.nextJdk().millis()
    };
  }

  /** The whole probe time of this run, every codec's. */
  public long millis() {
    return codecs.stream().mapToLong(Row::millis).sum();
  }

  /** What reused verdicts took when they were probed. */
  public long savedMillis() {
    return codecs.stream().mapToLong(Row::savedMillis).sum();
  }

  /** Milliseconds per capability over every codec, in the order of {@link #CAPABILITIES}. */
  public List<Long> byCapability() {
    List<Long> sums = new ArrayList<>();
    for (int i = 0; i < CAPABILITIES.size(); i++) {
      int index = i;
      sums.add(codecs.stream().mapToLong(r -> r.byCapability().get(index)).sum());
    }
    return sums;
  }

  /** The capabilities that took any time, as {@code versioning 12.1 s, graph 0.4 s}. */
  public static String describe(List<Long> byCapability) {
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < CAPABILITIES.size(); i++) {
      if (byCapability.get(i) > 0) {
        parts.add(
            CAPABILITIES.get(i) + " " + io.serbench.text.Numbers.seconds(byCapability.get(i)));
      }
    }
    return String.join(", ", parts);
  }
}
