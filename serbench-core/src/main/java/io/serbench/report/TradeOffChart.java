package io.serbench.report;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.Recommendation;
import io.serbench.text.Numbers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Time against size of the eligible codecs, both relative to the best eligible one, on logarithmic
 * axes: the trade-off that the {@code balanced} objective weighs. The Pareto front (no other codec
 * is both faster and smaller) is marked and joined.
 *
 * @param points one per eligible codec, the pick first
 * @param front the front's points joined in order of time, as an SVG polyline's points
 * @param width the chart's width
 * @param height the chart's height
 * @param xTicks the time axis's labels
 * @param yTicks the size axis's labels
 */
public record TradeOffChart(
    List<Point> points, String front, int width, int height, List<Tick> xTicks, List<Tick> yTicks) {

  /**
   * One codec.
   *
   * @param onFront whether no other eligible codec is both faster and smaller
   * @param title the codec's figures in words, for the tooltip
   */
  public record Point(
      String codec, String x, String y, boolean onFront, boolean pick, String title) {}

  /** An axis label at a coordinate. */
  public record Tick(String at, String label) {}

  static final int WIDTH = 560;
  static final int HEIGHT = 300;
  static final int LEFT = 50;
  static final int RIGHT = 130;
  static final int TOP = 12;
  static final int BOTTOM = 40;

  /** The chart, or null with fewer than two eligible codecs. */
  static TradeOffChart of(BenchmarkResults results) {
    Recommendation recommendation = results.recommendation();
    if (recommendation == null || recommendation.ranking().size() < 2) {
      return null;
    }
    List<Recommendation.Ranked> ranked = recommendation.ranking();
    double maxTime =
        ranked.stream().mapToDouble(Recommendation.Ranked::relativeTime).max().orElse(1);
    double maxSize =
        ranked.stream().mapToDouble(Recommendation.Ranked::relativeSize).max().orElse(1);
    double xSpan = Math.log(Math.max(maxTime, 1.1));
    double ySpan = Math.log(Math.max(maxSize, 1.1));
    List<Point> points = new ArrayList<>();
    List<Recommendation.Ranked> front = new ArrayList<>();
    for (Recommendation.Ranked r : ranked) {
      boolean dominated =
          ranked.stream()
              .anyMatch(
                  o ->
                      o != r
                          && o.relativeTime() <= r.relativeTime()
                          && o.relativeSize() <= r.relativeSize()
                          && (o.relativeTime() < r.relativeTime()
                              || o.relativeSize() < r.relativeSize()));
      if (!dominated) {
        front.add(r);
      }
      points.add(
          new Point(
              r.codec(),
              x(r.relativeTime(), xSpan),
              y(r.relativeSize(), ySpan),
              !dominated,
              r.codec().equals(recommendation.codec()),
              r.codec()
                  + ": "
                  + Numbers.ratio(r.relativeTime())
                  + " the fastest's time, "
                  + Numbers.ratio(r.relativeSize())
                  + " the smallest's size"
                  + (dominated ? "" : "; on the front: no codec is both faster and smaller")));
    }
    front.sort(Comparator.comparingDouble(Recommendation.Ranked::relativeTime));
    StringBuilder line = new StringBuilder();
    for (Recommendation.Ranked r : front) {
      line.append(line.length() == 0 ? "" : " ")
          .append(x(r.relativeTime(), xSpan))
          .append(',')
          .append(y(r.relativeSize(), ySpan));
    }
    return new TradeOffChart(
        points,
        line.toString(),
        WIDTH,
        HEIGHT,
        ticks(maxTime, xSpan, true),
        ticks(maxSize, ySpan, false));
  }

  private static String x(double relative, double span) {
    return Numbers.oneDecimal(LEFT + Math.log(relative) / span * (WIDTH - LEFT - RIGHT));
  }

  private static String y(double relative, double span) {
    return Numbers.oneDecimal(
        HEIGHT - BOTTOM - Math.log(relative) / span * (HEIGHT - TOP - BOTTOM));
  }

  /** 1x, and the doublings up to the largest ratio, and the largest itself. */
  private static List<Tick> ticks(double max, double span, boolean horizontal) {
    List<Tick> ticks = new ArrayList<>();
    for (double v = 1; v < max * 0.8; v *= 2) {
      ticks.add(new Tick(horizontal ? x(v, span) : y(v, span), label(v)));
    }
    ticks.add(new Tick(horizontal ? x(max, span) : y(max, span), label(max)));
    return ticks;
  }

  private static String label(double value) {
    return Numbers.axisRatio(value);
  }
}
