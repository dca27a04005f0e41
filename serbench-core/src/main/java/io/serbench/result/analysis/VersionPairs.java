package io.serbench.result.analysis;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.Capabilities;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.CodecResult;
import io.serbench.result.SampleResult;
import io.serbench.result.Score;
import io.serbench.stats.ForkStatistics;
import io.serbench.stats.Paired;
import io.serbench.text.Numbers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The A/B of two versions of one codec's library ({@code jackson-json@2.18.2} and {@code
 * jackson-json@2.23.0}, or a versioned id and the plain id it shares a setup with), derived from
 * results.json's per-round fork means: both raced in the same rounds, so the ratio of B's time to
 * A's in each round cancels the host's drift between rounds, as the ranking's comparisons do
 * ({@link Paired}). A is the older version, B the newer; a ratio below 1 means B is faster.
 */
public final class VersionPairs {
  private VersionPairs() {}

  /**
   * One pair of versions.
   *
   * @param base the codec id both share, {@code jackson-json}
   * @param a the older's codec id
   * @param versionA the library version A loaded
   * @param b the newer's codec id
   * @param versionB the library version B loaded
   * @param overall B's total time (serialize plus deserialize, geometric mean over the samples both
   *     measured that the ranking stands on: the mix when it decides) over A's
   * @param rows per sample and operation
   * @param differences where their verdicts differ: round trips and capabilities, one line each
   */
  public record Pair(
      String base,
      String a,
      String versionA,
      String b,
      String versionB,
      Ratio overall,
      List<Row> rows,
      List<String> differences) {
    /** One line: {@code jackson-json 2.23.0 vs 2.18.2: 0.93x the time, faster (...)}. */
    public String summary() {
      return base
          + " "
          + versionB
          + " vs "
          + versionA
          + ": "
          + (overall == null
              ? "no common measured samples"
              : overall.words() + " over all messages")
          + (differences.isEmpty() ? "" : "; verdicts differ: " + String.join("; ", differences));
    }
  }

  /**
   * One sample and operation.
   *
   * @param sample the sample's name
   * @param operation {@code serialize} or {@code deserialize}
   * @param ratio B's time over A's
   * @param sizeA A's serialized size in bytes, or null
   * @param sizeB B's, or null
   */
  public record Row(String sample, String operation, Ratio ratio, Integer sizeA, Integer sizeB) {
    /** B's size against A's: {@code the same size}, {@code +12 bytes (+3%)}. */
    public String size() {
      if (sizeA == null || sizeB == null) {
        return "not compared";
      }
      if (sizeA.equals(sizeB)) {
        return "the same size (" + sizeA + " bytes)";
      }
      int delta = sizeB - sizeA;
      return String.format(
          Locale.ROOT,
          "%+d bytes (%s%s%%), %d against %d",
          delta,
          delta < 0 ? "-" : "+",
          Numbers.oneDecimal(Math.abs(100.0 * delta / Math.max(1, sizeA))),
          sizeB,
          sizeA);
    }
  }

  /**
   * A same-round ratio of B's time to A's.
   *
   * @param difference the paired comparison: ratio, interval, rounds
   */
  public record Ratio(Paired.Difference difference) {
    /** The point estimate. */
    public double value() {
      return difference.ratio();
    }

    /** Whether the interval excludes 1. */
    public boolean separated() {
      return difference.separated();
    }

    /**
     * The ratio in words, under the report's rules: a tie is stated as one, with its reach, and no
     * interval wider than its figure is printed.
     */
    public String words() {
      double r = difference.ratio();
      if (Double.isNaN(r)) {
        return "not compared (no forks in common rounds)";
      }
      Double low = difference.low();
      Double high = difference.high();
      if (low == null) {
        return Numbers.ratio(r) + " the time, no interval (too few rounds and no pooled spread)";
      }
      if (!difference.separated()) {
        double reach = difference.reach();
        return reach <= 0.5
            ? String.format(
                Locale.ROOT,
                "not separated: tied within ±%s (%d rounds)",
                io.serbench.text.Numbers.finePercent(reach),
                difference.rounds())
            : "not separated: the rounds disagree too much to bound it ("
                + difference.rounds()
                + " rounds)";
      }
      String word = r < 1 ? "faster" : "slower";
      if (high - low > r) {
        return Numbers.ratio(r)
            + " the time, "
            + word
            + " (separated; the interval is wider than the figure, "
            + difference.rounds()
            + " rounds)";
      }
      return Numbers.ratio(r)
          + " the time, "
          + word
          + " (95% interval "
          + Numbers.ratioRange(low, high)
          + ", "
          + difference.rounds()
          + " rounds)";
    }
  }

  /** Every pair of versions of one codec id among the results, A older than B. */
  public static List<Pair> of(BenchmarkResults results) {
    Map<String, List<CodecDescriptor>> byBase = new LinkedHashMap<>();
    for (CodecDescriptor codec : results.codecs()) {
      byBase.computeIfAbsent(base(codec.id()), k -> new ArrayList<>()).add(codec);
    }
    List<Pair> pairs = new ArrayList<>();
    for (Map.Entry<String, List<CodecDescriptor>> group : byBase.entrySet()) {
      List<CodecDescriptor> members = new ArrayList<>(group.getValue());
      if (members.size() < 2 || members.stream().noneMatch(c -> c.id().contains("@"))) {
        continue;
      }
      members.sort(Comparator.comparing(CodecDescriptor::version, VersionPairs::compareVersions));
      for (int i = 0; i < members.size(); i++) {
        for (int j = i + 1; j < members.size(); j++) {
          pairs.add(pair(results, group.getKey(), members.get(i), members.get(j)));
        }
      }
    }
    return pairs;
  }

  private static Pair pair(
      BenchmarkResults results, String base, CodecDescriptor a, CodecDescriptor b) {
    ForkStatistics.Spread spread = pooled(results);
    double one = spread == null ? Double.NaN : Math.sqrt(2) * spread.sd();
    int df = spread == null ? 0 : spread.df();
    List<Row> rows = new ArrayList<>();
    List<SampleResult> both = new ArrayList<>();
    List<String> differences = new ArrayList<>();
    // every sample, the mix first when it has several messages
    for (SampleResult sample : results.allSamples()) {
      CodecResult ra = sample.result(a.id()).orElse(null);
      CodecResult rb = sample.result(b.id()).orElse(null);
      if (ra == null || rb == null) {
        continue;
      }
      if (ra.passed() != rb.passed()) {
        differences.add(
            "round trip of "
                + sample.name()
                + ": "
                + a.version()
                + " "
                + (ra.passed() ? "passes" : "fails")
                + ", "
                + b.version()
                + " "
                + (rb.passed() ? "passes" : "fails"));
      }
      if (ra.serializeNs() == null
          || rb.serializeNs() == null
          || ra.deserializeNs() == null
          || rb.deserializeNs() == null) {
        continue;
      }
      both.add(sample);
      rows.add(
          new Row(
              sample.name(),
              "serialize",
              new Ratio(
                  Paired.compare(byRound(rb.serializeNs()), byRound(ra.serializeNs()), one, df)),
              ra.sizeBytes(),
              rb.sizeBytes()));
      rows.add(
          new Row(
              sample.name(),
              "deserialize",
              new Ratio(
                  Paired.compare(
                      byRound(rb.deserializeNs()), byRound(ra.deserializeNs()), one, df)),
              ra.sizeBytes(),
              rb.sizeBytes()));
    }
    Ratio overall = null;
    // over what the ranking stands on: the mix when it decides, else every sample
    List<SampleResult> ranked = results.rankedSamples();
    if (both.stream().anyMatch(ranked::contains)) {
      both = both.stream().filter(ranked::contains).toList();
    }
    if (!both.isEmpty()) {
      double sd = spread == null ? Double.NaN : Math.sqrt(2.0 / both.size()) * spread.sd();
      overall = new Ratio(Paired.compare(total(b.id(), both), total(a.id(), both), sd, df));
    }
    differences.addAll(capabilityDifferences(results, a, b));
    return new Pair(base, a.id(), a.version(), b.id(), b.version(), overall, rows, differences);
  }

  private static List<String> capabilityDifferences(
      BenchmarkResults results, CodecDescriptor a, CodecDescriptor b) {
    List<String> differences = new ArrayList<>();
    for (Capabilities ca : results.capabilities()) {
      if (!ca.codec().equals(a.id())) {
        continue;
      }
      for (Capabilities cb : results.capabilities()) {
        if (!cb.codec().equals(b.id()) || !cb.model().equals(ca.model())) {
          continue;
        }
        List<Capabilities.Named> na = ca.all();
        List<Capabilities.Named> nb = cb.all();
        for (int i = 0; i < Math.min(na.size(), nb.size()); i++) {
          var va = na.get(i).result() == null ? null : na.get(i).result().measured();
          var vb = nb.get(i).result() == null ? null : nb.get(i).result().measured();
          if (va != vb) {
            differences.add(
                na.get(i).name()
                    + " on "
                    + simpleName(ca.model())
                    + ": "
                    + a.version()
                    + " "
                    + va
                    + ", "
                    + b.version()
                    + " "
                    + vb);
          }
        }
      }
    }
    return differences;
  }

  private static String simpleName(String className) {
    return className.substring(className.lastIndexOf('.') + 1);
  }

  /** The codec's log total time per round, over every sample given. */
  private static Map<Integer, Double> total(String codec, List<SampleResult> on) {
    Map<Integer, Double> sums = new TreeMap<>();
    Map<Integer, Integer> counts = new TreeMap<>();
    for (SampleResult sample : on) {
      CodecResult r = sample.result(codec).orElseThrow();
      Map<Integer, Double> ser = means(r.serializeNs());
      Map<Integer, Double> deser = means(r.deserializeNs());
      ser.forEach(
          (round, value) -> {
            Double other = deser.get(round);
            if (other != null) {
              sums.merge(round, Math.log(value + other) / on.size(), Double::sum);
              counts.merge(round, 1, Integer::sum);
            }
          });
    }
    Map<Integer, Double> rounds = new TreeMap<>();
    sums.forEach(
        (round, sum) -> {
          if (counts.get(round) == on.size()) {
            rounds.put(round, sum);
          }
        });
    return rounds;
  }

  private static Map<Integer, Double> means(Score score) {
    Map<Integer, Double> rounds = new TreeMap<>();
    score.perFork().forEach(f -> rounds.put(f.round(), f.mean()));
    return rounds;
  }

  private static Map<Integer, Double> byRound(Score score) {
    Map<Integer, Double> rounds = new TreeMap<>();
    means(score).forEach((round, mean) -> rounds.put(round, Math.log(mean)));
    return rounds;
  }

  /** The run's pooled between-fork spread of log fork means, over every codec's timed figures. */
  private static ForkStatistics.Spread pooled(BenchmarkResults results) {
    List<List<Double>> figures = new ArrayList<>();
    for (SampleResult sample : results.samples()) {
      for (CodecResult r : sample.results()) {
        if (r.serializeNs() != null) {
          figures.add(r.serializeNs().forkMeans());
        }
        if (r.deserializeNs() != null) {
          figures.add(r.deserializeNs().forkMeans());
        }
      }
    }
    return ForkStatistics.pool(figures);
  }

  /** The catalog's id of a codec id, versioned or not. */
  static String base(String id) {
    int at = id.indexOf('@');
    return at > 0 ? id.substring(0, at) : id;
  }

  /** Maven-like order: numeric parts numerically, others as text. */
  static int compareVersions(String x, String y) {
    String[] a = x.split("[.\\-+_]");
    String[] b = y.split("[.\\-+_]");
    for (int i = 0; i < Math.max(a.length, b.length); i++) {
      String p = i < a.length ? a[i] : "0";
      String q = i < b.length ? b[i] : "0";
      int c =
          p.matches("\\d+") && q.matches("\\d+")
              ? new java.math.BigInteger(p).compareTo(new java.math.BigInteger(q))
              : p.compareTo(q);
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }
}
