package io.serbench.report;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.Recommendation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The ranking of eligible codecs as the report, the Markdown summary and the site page show it:
 * score, time and size against the best, and the score against the leader with its 95% interval.
 */
public final class RankingView {
  private RankingView() {}

  /** The ranking of eligible codecs with their relative time and size. */
  static List<Map<String, Object>> rows(BenchmarkResults results) {
    List<Map<String, Object>> rows = new ArrayList<>();
    if (results.recommendation() == null) {
      return rows;
    }
    int rank = 1;
    for (var ranked : results.recommendation().ranking()) {
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("rank", rank++);
      row.put("codec", ranked.codec());
      row.putAll(cells(ranked));
      row.put("top", ranked.tiedWithLeader());
      String left =
          results.samples().stream()
              .flatMap(sample -> sample.result(ranked.codec()).stream())
              .map(CodecResult::measuredIn)
              .filter(java.util.Objects::nonNull)
              .findFirst()
              .orElse(null);
      row.put(
          "note",
          (ranked.tiedWithLeader() ? "top group" : "")
              + (ranked.ratioLow() != null
                  ? String.format(
                      Locale.ROOT,
                      "%s%.2f-%.2fx the leader's score (95%%)",
                      ranked.tiedWithLeader() ? "; " : "",
                      ranked.ratioLow(),
                      ranked.ratioHigh())
                  : "")
              + (left != null ? "; " + left : ""));
      rows.add(row);
    }
    return rows;
  }

  /** A ranked codec's score and its time and size relative to the leader, as text. */
  public static Map<String, String> cells(Recommendation.Ranked ranked) {
    Map<String, String> cells = new LinkedHashMap<>();
    cells.put("score", String.format(Locale.ROOT, "%.2f", ranked.score()));
    cells.put("time", String.format(Locale.ROOT, "%.2fx", ranked.relativeTime()));
    cells.put("size", String.format(Locale.ROOT, "%.2fx", ranked.relativeSize()));
    cells.put(
        "versus",
        ranked.ratioLow() == null
            ? ranked.p() == null ? "leader" : "no interval"
            : String.format(Locale.ROOT, "%.2f-%.2fx", ranked.ratioLow(), ranked.ratioHigh())
                + (ranked.tiedWithLeader() ? ", top group" : ""));
    return cells;
  }
}
