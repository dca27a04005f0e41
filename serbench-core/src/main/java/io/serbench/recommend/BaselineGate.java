package io.serbench.recommend;

import io.serbench.result.BaselineComparison;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.SampleResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Compares a run with a baseline run. The watched codec regresses on a sample when its total time
 * grew by more than {@code maxRegression} <em>and</em> its 99.9% interval lies entirely above the
 * baseline's, so noise alone never fails a build. Any codec that round-tripped a sample in the
 * baseline and fails it now fails the gate too.
 */
public final class BaselineGate {
  private BaselineGate() {}

  /**
   * @param pinned the codec to watch, or {@code null} for the recommended one
   */
  public static BaselineComparison compare(
      String file,
      BenchmarkResults baseline,
      BenchmarkResults current,
      double maxRegression,
      String pinned) {
    String watched =
        pinned != null
            ? pinned
            : current.recommendation() != null && current.recommendation().codec() != null
                ? current.recommendation().codec()
                : baseline.recommendation() == null ? null : baseline.recommendation().codec();
    List<BaselineComparison.Row> rows = new ArrayList<>();
    List<String> newFailures = new ArrayList<>();
    for (SampleResult now : current.samples()) {
      Optional<SampleResult> then =
          baseline.samples().stream().filter(s -> s.name().equals(now.name())).findFirst();
      if (then.isEmpty()) {
        continue;
      }
      for (CodecResult r : now.results()) {
        Optional<CodecResult> before = then.get().result(r.codec());
        if (before.isEmpty()) {
          continue;
        }
        if (before.get().passed() && !r.passed()) {
          newFailures.add(
              r.codec()
                  + " on "
                  + now.name()
                  + " passed in the baseline and now fails: "
                  + r.failure());
          continue;
        }
        double a = before.get().totalNs();
        double b = r.totalNs();
        if (Double.isNaN(a) || Double.isNaN(b)) {
          continue;
        }
        boolean beyondNoise = low(r) > high(before.get());
        double ratio = b / a;
        rows.add(
            new BaselineComparison.Row(
                now.name(),
                r.codec(),
                a,
                b,
                ratio,
                beyondNoise,
                ratio > 1 + maxRegression && beyondNoise));
      }
    }
    List<BaselineComparison.Row> regressions =
        rows.stream().filter(row -> row.codec().equals(watched) && row.regression()).toList();
    List<String> problems = new ArrayList<>();
    for (BaselineComparison.Row row : regressions) {
      problems.add(
          String.format(
              Locale.ROOT,
              "%s got %.0f%% slower on %s (%s -> %s ns/op), beyond the noise and the %.0f%%"
                  + " allowed",
              row.codec(),
              (row.ratio() - 1) * 100,
              row.sample(),
              number(row.baselineNs()),
              number(row.currentNs()),
              maxRegression * 100));
    }
    problems.addAll(newFailures);
    boolean watchedMeasured = rows.stream().anyMatch(row -> row.codec().equals(watched));
    if (pinned != null && !watchedMeasured) {
      problems.add("pinned codec " + pinned + " was not measured in both runs");
    }
    String verdict =
        problems.isEmpty()
            ? String.format(
                Locale.ROOT,
                "no regression of %s beyond %.0f%% and the noise, and no codec that passed now fails",
                watched,
                maxRegression * 100)
            : "baseline gate: " + String.join("; ", problems);
    return new BaselineComparison(
        file,
        baseline.generatedAt(),
        watched,
        maxRegression,
        rows,
        newFailures,
        !problems.isEmpty(),
        verdict);
  }

  private static double low(CodecResult r) {
    return r.serializeNs().low() + r.deserializeNs().low();
  }

  private static double high(CodecResult r) {
    return r.serializeNs().high() + r.deserializeNs().high();
  }

  private static String number(double value) {
    return String.format(Locale.ROOT, "%,.0f", value);
  }

  /** Reads {@code 10%}, {@code 0.1} or {@code 10} (percent when above 1). */
  public static double parseRegression(String value) {
    if (value == null || value.isBlank()) {
      return 0.10;
    }
    String text = value.trim();
    try {
      double number =
          Double.parseDouble(
              text.endsWith("%") ? text.substring(0, text.length() - 1).trim() : text);
      double fraction = text.endsWith("%") || number > 1 ? number / 100 : number;
      if (fraction < 0) {
        throw new NumberFormatException();
      }
      return fraction;
    } catch (NumberFormatException e) {
      throw new io.serbench.InvalidConfigurationException(
          "maxRegression", value, "'" + value + "' is not a percentage; write it as 10%");
    }
  }
}
