package io.serbench.multijdk;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The same benchmark on several JDKs, side by side: per sample and codec, each JDK's verdict and
 * total time, with the codecs that fail on some JDKs only called out.
 *
 * @param jdks the JDK labels, in run order
 * @param recommendations each JDK's recommended codec, or {@code null}
 * @param rows one row per sample and codec
 * @param differentVerdicts codecs that pass on some JDKs and fail on others, with where
 */
public record JdkComparison(
    List<String> jdks,
    Map<String, String> recommendations,
    List<Row> rows,
    List<String> differentVerdicts) {

  /**
   * One sample and codec across JDKs.
   *
   * @param cells per JDK: the total time with its error, or {@code FAIL: reason}
   */
  public record Row(String sample, String codec, Map<String, String> cells, boolean differs) {}

  /** Compares runs, keyed by JDK label in run order. */
  public static JdkComparison of(Map<String, BenchmarkResults> runs) {
    List<String> jdks = List.copyOf(runs.keySet());
    Map<String, String> recommendations = new LinkedHashMap<>();
    runs.forEach((jdk, r) -> recommendations.put(jdk, r.recommendation().codec()));
    Set<String> samples = new LinkedHashSet<>();
    Set<String> codecs = new LinkedHashSet<>();
    runs.values()
        .forEach(
            r ->
                r.samples()
                    .forEach(
                        s -> {
                          samples.add(s.name());
                          s.results().forEach(c -> codecs.add(c.codec()));
                        }));
    List<Row> rows = new ArrayList<>();
    List<String> different = new ArrayList<>();
    for (String sample : samples) {
      for (String codec : codecs) {
        Map<String, String> cells = new LinkedHashMap<>();
        Set<Boolean> verdicts = new LinkedHashSet<>();
        List<String> failing = new ArrayList<>();
        for (String jdk : jdks) {
          CodecResult r =
              runs.get(jdk).samples().stream()
                  .filter(s -> s.name().equals(sample))
                  .findFirst()
                  .flatMap(s -> s.result(codec))
                  .orElse(null);
          if (r == null) {
            cells.put(jdk, "");
            continue;
          }
          verdicts.add(r.passed());
          if (!r.passed()) {
            failing.add(jdk);
            cells.put(jdk, "FAIL: " + r.failure());
          } else if (Double.isNaN(r.totalNs())) {
            cells.put(jdk, "PASS, not measured");
          } else {
            cells.put(
                jdk,
                String.format(
                    java.util.Locale.ROOT, "%,.0f ± %,.0f ns", r.totalNs(), r.totalError()));
          }
        }
        boolean differs = verdicts.size() > 1;
        if (differs) {
          different.add(
              codec + " on " + sample + " fails on " + String.join(", ", failing) + " only");
        }
        rows.add(new Row(sample, codec, cells, differs));
      }
    }
    return new JdkComparison(jdks, recommendations, rows, different);
  }
}
