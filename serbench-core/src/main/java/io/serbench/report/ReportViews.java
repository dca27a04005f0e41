package io.serbench.report;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.CodecResult;
import io.serbench.result.Evolution;
import io.serbench.result.SampleResult;
import io.serbench.result.SchemaChange;
import io.serbench.result.Verdict;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/** Derived views for the report: the fidelity matrix and the scaling charts. */
final class ReportViews {
  private static final String[] PALETTE = {
    "#3b6fb6", "#d1495b", "#2a9d8f", "#e9a03b", "#6a4c93", "#8ab17d", "#e76f51", "#264653",
    "#b5838d", "#457b9d", "#9c6644", "#00a6a6", "#bc4749", "#5e548e", "#f4a261", "#588157",
    "#7f5539"
  };

  static final int CHART_WIDTH = 520;
  static final int CHART_HEIGHT = 220;
  private static final int LEFT = 70;
  private static final int RIGHT = 10;
  private static final int TOP = 10;
  private static final int BOTTOM = 30;

  private ReportViews() {}

  /**
   * Model class x codec: PASS when the codec round-tripped every sample of that class; otherwise
   * the number of differing paths (or the failing phase) and the first differences.
   */
  static List<Map<String, Object>> fidelity(BenchmarkResults results) {
    Map<String, List<SampleResult>> byClass = new LinkedHashMap<>();
    results
        .samples()
        .forEach(s -> byClass.computeIfAbsent(s.modelClass(), k -> new ArrayList<>()).add(s));
    List<Map<String, Object>> rows = new ArrayList<>();
    for (Map.Entry<String, List<SampleResult>> entry : byClass.entrySet()) {
      List<Map<String, Object>> cells = new ArrayList<>();
      for (CodecDescriptor codec : results.codecs()) {
        int paths = 0;
        boolean pass = true;
        boolean typeChanged = false;
        String error = null;
        Set<String> details = new LinkedHashSet<>();
        for (SampleResult sample : entry.getValue()) {
          CodecResult r = sample.result(codec.id()).orElse(null);
          if (r == null || r.passed()) {
            continue;
          }
          pass = false;
          typeChanged |= r.typeChanged();
          if ("COMPARE".equals(r.phase())) {
            paths = Math.max(paths, r.differenceCount());
            details.addAll(r.differences().subList(0, Math.min(3, r.differences().size())));
          } else if (error == null) {
            error = r.failure();
          }
        }
        Map<String, Object> cell = new LinkedHashMap<>();
        cell.put("codec", codec.id());
        cell.put("pass", pass);
        cell.put(
            "text",
            pass
                ? "PASS"
                : paths > 0
                    ? paths
                        + (paths == 1 ? " path" : " paths")
                        + (typeChanged ? ", type changed" : "")
                    : "error");
        cell.put("details", error != null && paths == 0 ? List.of(error) : List.copyOf(details));
        cells.add(cell);
      }
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("modelClass", entry.getKey());
      row.put("cells", cells);
      rows.add(row);
    }
    return rows;
  }

  /**
   * One table per model class: codec x capability, each cell the measured verdict with the claim;
   * cells where claim and measurement disagree carry the evidence that explains why.
   */
  static List<Map<String, Object>> capabilities(BenchmarkResults results) {
    Map<String, List<Capabilities>> byModel = byModel(results.capabilities());
    List<Map<String, Object>> tables = new ArrayList<>();
    for (Map.Entry<String, List<Capabilities>> entry : byModel.entrySet()) {
      List<Map<String, Object>> rows = new ArrayList<>();
      for (Capabilities codec : entry.getValue()) {
        List<Map<String, Object>> cells = new ArrayList<>();
        for (Capabilities.Named named : codec.all()) {
          CapabilityResult r = named.result();
          Map<String, Object> cell = new LinkedHashMap<>();
          cell.put("name", named.name());
          cell.put(
              "verdict", r.measured() == Verdict.NOT_TESTED ? "NOT TESTED" : r.measured().name());
          cell.put(
              "css",
              r.measured() == Verdict.PASS ? "pass" : r.measured() == Verdict.FAIL ? "fail" : "na");
          cell.put("claimed", r.claimed() ? "claimed" : "not claimed");
          cell.put("disagrees", r.disagrees());
          cell.put("silent", r.silent());
          cell.put("evidence", r.evidence() == null ? "" : r.evidence());
          cells.add(cell);
        }
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("codec", codec.codec());
        row.put("cells", cells);
        row.put(
            "languages",
            codec.languages().isEmpty() ? "Java only" : String.join(", ", codec.languages()));
        rows.add(row);
      }
      Map<String, Object> table = new LinkedHashMap<>();
      table.put("modelClass", entry.getKey());
      table.put("rows", rows);
      tables.add(table);
    }
    return tables;
  }

  /**
   * One versioning matrix per model class: codec x schema change, each cell the backward and the
   * forward outcome, with the evidence where a direction did not survive.
   */
  static List<Map<String, Object>> evolutions(BenchmarkResults results) {
    Map<String, List<Capabilities>> byModel =
        byModel(results.capabilities().stream().filter(c -> !c.evolutions().isEmpty()).toList());
    List<Map<String, Object>> tables = new ArrayList<>();
    for (Map.Entry<String, List<Capabilities>> entry : byModel.entrySet()) {
      List<Map<String, Object>> rows = new ArrayList<>();
      for (Capabilities codec : entry.getValue()) {
        List<Map<String, Object>> cells = new ArrayList<>();
        for (SchemaChange change : SchemaChange.values()) {
          Evolution evolution =
              codec.evolutions().stream()
                  .filter(e -> e.change() == change)
                  .findFirst()
                  .orElse(null);
          Map<String, Object> cell = new LinkedHashMap<>();
          cell.put("change", change.id());
          cell.put("backward", outcomeText(evolution == null ? null : evolution.backward()));
          cell.put("forward", outcomeText(evolution == null ? null : evolution.forward()));
          cell.put("backwardCss", outcomeCss(evolution == null ? null : evolution.backward()));
          cell.put("forwardCss", outcomeCss(evolution == null ? null : evolution.forward()));
          boolean survived =
              evolution != null
                  && evolution.backward() == Evolution.Outcome.PASS
                  && evolution.forward() == Evolution.Outcome.PASS;
          cell.put("evidence", evolution == null || survived ? "" : evolution.evidence());
          cells.add(cell);
        }
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("codec", codec.codec());
        row.put("cells", cells);
        rows.add(row);
      }
      Map<String, Object> table = new LinkedHashMap<>();
      table.put("modelClass", entry.getKey());
      table.put(
          "changes", java.util.Arrays.stream(SchemaChange.values()).map(SchemaChange::id).toList());
      table.put("rows", rows);
      tables.add(table);
    }
    return tables;
  }

  /** Capabilities grouped by model class, in the order they came. */
  private static Map<String, List<Capabilities>> byModel(List<Capabilities> capabilities) {
    Map<String, List<Capabilities>> byModel = new LinkedHashMap<>();
    capabilities.forEach(c -> byModel.computeIfAbsent(c.model(), k -> new ArrayList<>()).add(c));
    return byModel;
  }

  private static String outcomeText(Evolution.Outcome outcome) {
    if (outcome == null) {
      return "-";
    }
    return switch (outcome) {
      case NOT_TESTED -> "NOT TESTED";
      case NOT_APPLICABLE -> "n/a";
      default -> outcome.name();
    };
  }

  private static String outcomeCss(Evolution.Outcome outcome) {
    if (outcome == null) {
      return "na";
    }
    return switch (outcome) {
      case PASS -> "pass";
      case FAIL, SILENT -> "fail";
      default -> "na";
    };
  }

  static final int BAR_LABEL_WIDTH = 150;
  static final int BAR_ROW = 20;

  /**
   * A horizontal bar chart of one measure on one sample: a bar per measured codec, smallest first,
   * with a whisker for the 95% interval where there is one.
   *
   * @param value the measure of a result, NaN when it has none
   * @param error the interval half-width of a result, 0 when it has none
   */
  static Map<String, Object> bars(
      SampleResult sample,
      String measure,
      ToDoubleFunction<CodecResult> value,
      ToDoubleFunction<CodecResult> error) {
    List<CodecResult> measured =
        sample.results().stream()
            .filter(r -> !Double.isNaN(value.applyAsDouble(r)))
            .sorted(java.util.Comparator.comparingDouble(value))
            .toList();
    double max =
        measured.stream()
            .mapToDouble(r -> value.applyAsDouble(r) + error.applyAsDouble(r))
            .max()
            .orElse(1);
    max = max <= 0 ? 1 : max;
    int plot = CHART_WIDTH - BAR_LABEL_WIDTH - 110;
    List<Map<String, Object>> rows = new ArrayList<>();
    for (int i = 0; i < measured.size(); i++) {
      CodecResult r = measured.get(i);
      double v = value.applyAsDouble(r);
      double e = error.applyAsDouble(r);
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("codec", r.codec());
      row.put("y", i * BAR_ROW);
      row.put("width", String.format(Locale.ROOT, "%.1f", Math.max(1, plot * v / max)));
      row.put("label", format(v) + (e > 0 ? " ± " + format(e) : ""));
      row.put("whisker", e > 0);
      row.put(
          "lowX",
          String.format(Locale.ROOT, "%.1f", BAR_LABEL_WIDTH + plot * Math.max(0, v - e) / max));
      row.put("highX", String.format(Locale.ROOT, "%.1f", BAR_LABEL_WIDTH + plot * (v + e) / max));
      row.put(
          "textX", String.format(Locale.ROOT, "%.1f", BAR_LABEL_WIDTH + plot * (v + e) / max + 4));
      rows.add(row);
    }
    Map<String, Object> chart = new LinkedHashMap<>();
    chart.put("measure", measure);
    chart.put("rows", rows);
    chart.put("labelWidth", BAR_LABEL_WIDTH);
    chart.put("width", CHART_WIDTH);
    chart.put("height", Math.max(BAR_ROW, measured.size() * BAR_ROW) + 4);
    return chart;
  }

  /**
   * One time chart and one size chart per scaling series with at least two sizes, each drawn twice:
   * on linear axes and on logarithmic ones (the report offers a toggle). Points sit at their real
   * size, and time points carry a whisker for the 95% interval.
   */
  static List<Map<String, Object>> scaling(BenchmarkResults results) {
    Map<String, List<SampleResult>> series = new LinkedHashMap<>();
    for (SampleResult sample : results.samples()) {
      if (sample.size() != null && sample.series() != null) {
        series.computeIfAbsent(sample.series(), k -> new ArrayList<>()).add(sample);
      }
    }
    List<Map<String, Object>> charts = new ArrayList<>();
    for (Map.Entry<String, List<SampleResult>> entry : series.entrySet()) {
      List<SampleResult> points =
          entry.getValue().stream()
              .sorted(java.util.Comparator.comparingInt(SampleResult::size))
              .toList();
      if (points.size() < 2) {
        continue;
      }
      charts.add(
          chart(
              entry.getKey(),
              "total time (ns/op)",
              points,
              results,
              CodecResult::totalNs,
              ReportViews::totalError));
      charts.add(
          chart(
              entry.getKey(),
              "size (bytes)",
              points,
              results,
              r -> r.passed() && r.sizeBytes() != null ? r.sizeBytes() : Double.NaN,
              r -> 0));
    }
    return charts;
  }

  /**
   * The half-width of serialize plus deserialize, for a whisker: the two are measured in separate
   * forks, so their half-widths add in quadrature.
   */
  private static double totalError(CodecResult r) {
    if (r.serializeNs() == null || r.deserializeNs() == null) {
      return 0;
    }
    double s = r.serializeNs().halfWidth();
    double d = r.deserializeNs().halfWidth();
    return Math.sqrt(s * s + d * d);
  }

  /** One axis: linear from zero, or logarithmic (log10 of value + 1, so that zero has a place). */
  private record Axis(boolean log, double max, int from, int length, boolean inverted) {
    double place(double value) {
      double share =
          log ? Math.log10(Math.max(0, value) + 1) / Math.log10(max + 1) : Math.max(0, value) / max;
      return inverted ? from + length * (1 - share) : from + length * share;
    }
  }

  private static Map<String, Object> chart(
      String series,
      String measure,
      List<SampleResult> points,
      BenchmarkResults results,
      ToDoubleFunction<CodecResult> value,
      ToDoubleFunction<CodecResult> error) {
    double max = 0;
    for (SampleResult sample : points) {
      for (CodecResult r : sample.results()) {
        double v = value.applyAsDouble(r);
        if (!Double.isNaN(v)) {
          max = Math.max(max, v + error.applyAsDouble(r));
        }
      }
    }
    max = max == 0 ? 1 : max;
    double maxSize = points.stream().mapToInt(SampleResult::size).max().orElse(1);
    maxSize = maxSize == 0 ? 1 : maxSize;
    Map<String, Object> chart = new LinkedHashMap<>();
    chart.put("series", series);
    chart.put("measure", measure);
    chart.put("width", CHART_WIDTH);
    chart.put("height", CHART_HEIGHT);
    chart.put("left", LEFT);
    chart.put("top", TOP);
    chart.put("bottom", CHART_HEIGHT - BOTTOM);
    chart.put("right", CHART_WIDTH - RIGHT);
    chart.put("max", format(max));
    for (boolean log : new boolean[] {false, true}) {
      Axis x = new Axis(log, maxSize, LEFT, CHART_WIDTH - LEFT - RIGHT, false);
      Axis y = new Axis(log, max, TOP, CHART_HEIGHT - TOP - BOTTOM, true);
      chart.put(log ? "log" : "linear", plot(points, results, value, error, x, y));
    }
    return chart;
  }

  /** Lines, whiskers and size ticks of one chart on the given axes. */
  private static Map<String, Object> plot(
      List<SampleResult> points,
      BenchmarkResults results,
      ToDoubleFunction<CodecResult> value,
      ToDoubleFunction<CodecResult> error,
      Axis x,
      Axis y) {
    List<Map<String, Object>> lines = new ArrayList<>();
    int colour = 0;
    for (CodecDescriptor codec : results.codecs()) {
      StringBuilder polyline = new StringBuilder();
      List<String> labels = new ArrayList<>();
      List<Map<String, Object>> whiskers = new ArrayList<>();
      for (SampleResult point : points) {
        CodecResult r = point.result(codec.id()).orElse(null);
        double v = r == null ? Double.NaN : value.applyAsDouble(r);
        if (Double.isNaN(v)) {
          continue;
        }
        double px = x.place(point.size());
        polyline.append(String.format(Locale.ROOT, "%.1f,%.1f ", px, y.place(v)));
        double e = error.applyAsDouble(r);
        labels.add(point.size() + ": " + format(v) + (e > 0 ? " ± " + format(e) : ""));
        if (e > 0) {
          Map<String, Object> whisker = new LinkedHashMap<>();
          whisker.put("x", String.format(Locale.ROOT, "%.1f", px));
          whisker.put("y1", String.format(Locale.ROOT, "%.1f", y.place(v - e)));
          whisker.put("y2", String.format(Locale.ROOT, "%.1f", y.place(v + e)));
          whiskers.add(whisker);
        }
      }
      if (polyline.length() > 0) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("codec", codec.id());
        line.put("colour", PALETTE[colour % PALETTE.length]);
        line.put("points", polyline.toString().trim());
        line.put("values", String.join(", ", labels));
        line.put("whiskers", whiskers);
        lines.add(line);
      }
      colour++;
    }
    List<Map<String, Object>> ticks = new ArrayList<>();
    for (SampleResult point : points) {
      Map<String, Object> tick = new LinkedHashMap<>();
      tick.put("x", String.format(Locale.ROOT, "%.1f", x.place(point.size())));
      tick.put("label", String.valueOf(point.size()));
      ticks.add(tick);
    }
    Map<String, Object> plot = new LinkedHashMap<>();
    plot.put("ticks", ticks);
    plot.put("lines", lines);
    return plot;
  }

  /** Numbers as the report shows them: grouped integers from 100 up, one decimal below. */
  static String format(double value) {
    return value >= 100
        ? String.format(Locale.ROOT, "%,.0f", value)
        : String.format(Locale.ROOT, "%.1f", value);
  }
}
