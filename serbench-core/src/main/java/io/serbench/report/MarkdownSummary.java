package io.serbench.report;

import io.serbench.result.AtomicFiles;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Recommendation;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code summary.md}: the recommendation, the top five and any gate failure in GitHub-flavoured
 * Markdown, ready for {@code $GITHUB_STEP_SUMMARY} or a pull-request comment. Rendered from the
 * FreeMarker template {@code summary.md.ftl}.
 */
public final class MarkdownSummary {
  /** How many ranked codecs the summary lists. */
  static final int TOP = 5;

  private MarkdownSummary() {}

  /** The summary's text. */
  public static String render(BenchmarkResults results) {
    Map<String, Object> model = new LinkedHashMap<>();
    Recommendation recommendation = results.recommendation();
    model.put("recommended", recommendation == null ? null : recommendation.codec());
    model.put("runnerUp", recommendation == null ? null : recommendation.runnerUp());
    model.put(
        "reasons",
        recommendation == null
            ? List.of()
            : recommendation.reasons().stream().map(MarkdownSummary::cell).toList());
    model.put(
        "constraints",
        results.criteria() == null ? "none" : cell(results.criteria().describeConstraints()));
    List<Map<String, Object>> top = new ArrayList<>();
    if (recommendation != null) {
      int rank = 1;
      for (Recommendation.Ranked ranked : recommendation.ranking()) {
        if (rank > TOP) {
          break;
        }
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("rank", rank++);
        row.put("codec", ranked.codec());
        row.putAll(RankingView.cells(ranked));
        top.add(row);
      }
    }
    model.put("top", top);
    model.put("ranked", recommendation == null ? 0 : recommendation.ranking().size());
    model.put(
        "baseline",
        results.baseline() == null
            ? null
            : Map.of(
                "failed", results.baseline().failed(),
                "verdict", cell(results.baseline().verdict())));
    model.put(
        "environment",
        results.environment() == null
            ? ""
            : cell(
                "Java "
                    + results.environment().javaVersion()
                    + ", "
                    + results.environment().cores()
                    + " cores"
                    + (results.environment().cpu() == null
                        ? ""
                        : ", " + results.environment().cpu())));
    var race = results.environment() == null ? null : results.environment().race();
    model.put("race", race == null ? "" : cell(race.summary()));
    model.put("generatedAt", results.generatedAt());
    model.put("leftOut", results.leftOut());
    return HtmlReport.render("summary.md.ftl", model);
  }

  /** Writes the summary through a temporary file. */
  public static void write(BenchmarkResults results, Path file) throws IOException {
    AtomicFiles.writeString(file, render(results));
  }

  /** Text safe in a Markdown table cell or list item: no pipes, no line breaks. */
  private static String cell(String text) {
    return text == null ? "" : text.replace("|", "\\|").replace('\n', ' ');
  }
}
