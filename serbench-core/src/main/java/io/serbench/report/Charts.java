package io.serbench.report;

import static io.serbench.text.Numbers.oneDecimal;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.CodecResult;
import io.serbench.result.SampleResult;
import io.serbench.text.Numbers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/** The report's inline SVG charts: bars per sample, and lines over a scaling series. */
public final class Charts {
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
  static final int BAR_LABEL_WIDTH = 150;
  static final int BAR_ROW = 20;

  private Charts() {}

  /**
   * A horizontal bar chart of one measure on one sample.
   *
   * @param measure what the bars show, with its unit
   * @param rows one bar per measured codec, smallest first
   * @param labelWidth the width of the codec names' column
   * @param width the chart's width
   * @param height the chart's height
   */
  public record BarChart(String measure, List<Bar> rows, int labelWidth, int width, int height) {}

  /**
   * One bar, with a whisker for the 95% interval where there is one. Coordinates are formatted with
   * one decimal.
   */
  public record Bar(
      String codec,
      int y,
      String width,
      String label,
      boolean whisker,
      String lowX,
      String highX,
      String textX) {}

  /**
   * One measure over a scaling series, drawn on linear and on logarithmic axes.
   *
   * @param series the series' name
   * @param measure what the lines show, with its unit
   * @param max the largest value on the vertical axis, formatted
   * @param linear the lines on linear axes
   * @param log the lines on logarithmic axes
   */
  public record LineChart(
      String series,
      String measure,
      int width,
      int height,
      int left,
      int top,
      int bottom,
      int right,
      String max,
      Plot linear,
      Plot log) {}

  /** The size ticks and one line per codec, on one pair of axes. */
  public record Plot(List<Tick> ticks, List<Line> lines) {}

  /** A size on the horizontal axis. */
  public record Tick(String x, String label) {}

  /**
   * One codec's line.
   *
   * @param points the SVG polyline's points
   * @param values every point's size and value, for the tooltip
   */
  public record Line(
      String codec, String colour, String points, String values, List<Whisker> whiskers) {}

  /** A 95% interval at one point. */
  public record Whisker(String x, String y1, String y2) {}

  /**
   * A horizontal bar chart of one measure on one sample: a bar per measured codec, smallest first,
   * with a whisker for the 95% interval where there is one.
   *
   * @param value the measure of a result, NaN when it has none
   * @param error the interval half-width of a result, 0 when it has none
   */
  static BarChart bars(
      SampleResult sample,
      String measure,
      ToDoubleFunction<CodecResult> value,
      ToDoubleFunction<CodecResult> error) {
    List<CodecResult> measured =
        sample.results().stream()
            .filter(r -> !Double.isNaN(value.applyAsDouble(r)))
            .sorted(Comparator.comparingDouble(value))
            .toList();
    double max =
        measured.stream()
            .mapToDouble(r -> value.applyAsDouble(r) + error.applyAsDouble(r))
            .max()
            .orElse(1);
    max = max <= 0 ? 1 : max;
    int plot = CHART_WIDTH - BAR_LABEL_WIDTH - 110;
    List<Bar> rows = new ArrayList<>();
    for (int i = 0; i < measured.size(); i++) {
      CodecResult r = measured.get(i);
      double v = value.applyAsDouble(r);
      double e = error.applyAsDouble(r);
      rows.add(
          new Bar(
              r.codec(),
              i * BAR_ROW,
              oneDecimal(Math.max(1, plot * v / max)),
              Numbers.measured(v) + (e > 0 ? " ± " + Numbers.measured(e) : ""),
              e > 0,
              oneDecimal(BAR_LABEL_WIDTH + plot * Math.max(0, v - e) / max),
              oneDecimal(BAR_LABEL_WIDTH + plot * (v + e) / max),
              oneDecimal(BAR_LABEL_WIDTH + plot * (v + e) / max + 4)));
    }
    return new BarChart(
        measure,
        rows,
        BAR_LABEL_WIDTH,
        CHART_WIDTH,
        Math.max(BAR_ROW, measured.size() * BAR_ROW) + 4);
  }

  /**
   * One time chart and one size chart per scaling series with at least two sizes, each drawn twice:
   * on linear axes and on logarithmic ones (the report offers a toggle). Points sit at their real
   * size, and time points carry a whisker for the 95% interval.
   */
  static List<LineChart> scaling(BenchmarkResults results) {
    Map<String, List<SampleResult>> series = new LinkedHashMap<>();
    for (SampleResult sample : results.samples()) {
      if (sample.size() != null && sample.series() != null) {
        series.computeIfAbsent(sample.series(), k -> new ArrayList<>()).add(sample);
      }
    }
    List<LineChart> charts = new ArrayList<>();
    for (Map.Entry<String, List<SampleResult>> entry : series.entrySet()) {
      List<SampleResult> points =
          entry.getValue().stream().sorted(Comparator.comparingInt(SampleResult::size)).toList();
      if (points.size() < 2) {
        continue;
      }
      charts.add(
          chart(
              entry.getKey(),
              new Metric("total time (ns/op)", CodecResult::totalNs, Charts::totalError),
              points,
              results));
      charts.add(
          chart(
              entry.getKey(),
              new Metric(
                  "size (bytes)",
                  r -> r.passed() && r.sizeBytes() != null ? r.sizeBytes() : Double.NaN,
                  r -> 0),
              points,
              results));
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

  /**
   * What a chart plots of each result.
   *
   * @param label the measure and its unit, such as {@code size (bytes)}
   * @param value the value, NaN where there is none
   * @param error the half-width of its interval, for a whisker; 0 for none
   */
  private record Metric(
      String label, ToDoubleFunction<CodecResult> value, ToDoubleFunction<CodecResult> error) {}

  private static LineChart chart(
      String series, Metric metric, List<SampleResult> points, BenchmarkResults results) {
    double max = 0;
    for (SampleResult sample : points) {
      for (CodecResult r : sample.results()) {
        double v = metric.value().applyAsDouble(r);
        if (!Double.isNaN(v)) {
          max = Math.max(max, v + metric.error().applyAsDouble(r));
        }
      }
    }
    max = max == 0 ? 1 : max;
    double maxSize = points.stream().mapToInt(SampleResult::size).max().orElse(1);
    maxSize = maxSize == 0 ? 1 : maxSize;
    Plot[] plots = new Plot[2];
    for (int i = 0; i < 2; i++) {
      boolean log = i == 1;
      Axis x = new Axis(log, maxSize, LEFT, CHART_WIDTH - LEFT - RIGHT, false);
      Axis y = new Axis(log, max, TOP, CHART_HEIGHT - TOP - BOTTOM, true);
      plots[i] = plot(points, results, metric, x, y);
    }
    return new LineChart(
        series,
        metric.label(),
        CHART_WIDTH,
        CHART_HEIGHT,
        LEFT,
        TOP,
        CHART_HEIGHT - BOTTOM,
        CHART_WIDTH - RIGHT,
        Numbers.measured(max),
        plots[0],
        plots[1]);
  }

  /** Lines, whiskers and size ticks of one chart on the given axes. */
  private static Plot plot(
      List<SampleResult> points, BenchmarkResults results, Metric metric, Axis x, Axis y) {
    List<Line> lines = new ArrayList<>();
    int colour = 0;
    for (CodecDescriptor codec : results.codecs()) {
      StringBuilder polyline = new StringBuilder();
      List<String> labels = new ArrayList<>();
      List<Whisker> whiskers = new ArrayList<>();
      for (SampleResult point : points) {
        CodecResult r = point.result(codec.id()).orElse(null);
        double v = r == null ? Double.NaN : metric.value().applyAsDouble(r);
        if (Double.isNaN(v)) {
          continue;
        }
        double px = x.place(point.size());
        polyline
            .append(Numbers.oneDecimal(px))
            .append(',')
            .append(Numbers.oneDecimal(y.place(v)))
            .append(' ');
        double e = metric.error().applyAsDouble(r);
        labels.add(
            point.size() + ": " + Numbers.measured(v) + (e > 0 ? " ± " + Numbers.measured(e) : ""));
        if (e > 0) {
          whiskers.add(
              new Whisker(oneDecimal(px), oneDecimal(y.place(v - e)), oneDecimal(y.place(v + e))));
        }
      }
      if (polyline.length() > 0) {
        lines.add(
            new Line(
                codec.id(),
                PALETTE[colour % PALETTE.length],
                polyline.toString().trim(),
                String.join(", ", labels),
                whiskers));
      }
      colour++;
    }
    List<Tick> ticks =
        points.stream()
            .map(p -> new Tick(oneDecimal(x.place(p.size())), String.valueOf(p.size())))
            .toList();
    return new Plot(ticks, lines);
  }
}
