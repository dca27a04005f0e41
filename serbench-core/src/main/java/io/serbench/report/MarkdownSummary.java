package io.serbench.report;

import io.serbench.files.AtomicFiles;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Recommendation;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code summary.md}: the recommendation, the top five and any gate failure in GitHub-flavoured
 * Markdown, ready for {@code $GITHUB_STEP_SUMMARY} or a pull-request comment. Rendered from the
 * FreeMarker template {@code summary.md.ftl}.
 */
public final class MarkdownSummary {
  /** How many ranked codecs the summary lists. */
  static final int TOP = 5;

  private MarkdownSummary() {}

  /**
   * What {@code summary.md.ftl} shows, every text already safe in a Markdown table cell.
   *
   * @param recommended the recommended codec, or null
   * @param top the first five ranked codecs
   * @param ranked how many codecs were ranked
   * @param baseline the baseline gate's outcome, or null without a baseline
   * @param environment the JDK, the cores and the CPU
   * @param race how the race ended, or empty
   * @param capabilities the pick's measured capabilities in one line, or empty
   * @param adopt the copy-paste block for the pick, or null without one
   * @param tiedWith the other members of the top group, which the forks could not separate from the
   *     pick; empty when the pick stands alone
   * @param steadiness the codecs' forks that kept a level beside the host's sentinel's, or empty
   * @param headline the pick and its headline ratio ({@link FirstScreen}), or empty
   * @param lines the first screen's lines, each with its details, every text safe in Markdown
   * @param reasons the other reasons: how it was ranked
   * @param indicative the mark of an answer written while the run goes on, or null for the final
   *     answer
   */
  public record Summary(
      String recommended,
      String runnerUp,
      List<String> reasons,
      String constraints,
      List<RankingView.Row> top,
      int ranked,
      Gate baseline,
      String environment,
      String race,
      String generatedAt,
      List<String> leftOut,
      String capabilities,
      AdoptView adopt,
      List<String> versionPairs,
      List<String> tiedWith,
      String steadiness,
      String headline,
      List<io.serbench.result.TradeOffs.Line> lines,
      Indicative indicative) {}

  /** The baseline gate's outcome. */
  public record Gate(boolean failed, String verdict) {}

  /** The summary's text. */
  public static String render(BenchmarkResults results) {
    return render(results, null);
  }

  /** The summary's text, marked as an indicative answer when {@code indicative} is not null. */
  public static String render(BenchmarkResults results, Indicative indicative) {
    return HtmlReport.render("summary.md.ftl", summary(results, indicative));
  }

  static Summary summary(BenchmarkResults results) {
    return summary(results, null);
  }

  static Summary summary(BenchmarkResults results, Indicative indicative) {
    Recommendation recommendation = results.recommendation();
    List<RankingView.Row> top = new ArrayList<>();
    if (recommendation != null) {
      for (Recommendation.Ranked ranked : recommendation.ranking()) {
        if (top.size() == TOP) {
          break;
        }
        top.add(RankingView.row(top.size() + 1, ranked, ""));
      }
    }
    var environment = results.environment();
    var race = environment == null ? null : environment.race();
    FirstScreen screen = FirstScreen.of(recommendation);
    return new Summary(
        recommendation == null ? null : recommendation.codec(),
        recommendation == null ? null : recommendation.runnerUp(),
        screen.more().stream().map(MarkdownSummary::cell).toList(),
        results.criteria() == null ? "none" : cell(results.criteria().describeConstraints()),
        top,
        recommendation == null ? 0 : recommendation.ranking().size(),
        results.baseline() == null
            ? null
            : new Gate(results.baseline().failed(), cell(results.baseline().verdict())),
        environment == null
            ? ""
            : cell(
                "Java "
                    + environment.javaVersion()
                    + ", "
                    + environment.cores()
                    + " cores"
                    + (environment.cpu() == null ? "" : ", " + environment.cpu())),
        race == null ? "" : cell(race.summary()),
        results.generatedAt(),
        results.leftOut(),
        recommendation == null || recommendation.tradeOffs() == null
            ? ""
            : cell(capabilityLine(recommendation.tradeOffs())),
        AdoptView.of(results),
        io.serbench.result.analysis.VersionPairs.of(results).stream()
            .map(pair -> cell(pair.summary()))
            .toList(),
        recommendation == null || !recommendation.tied()
            ? List.of()
            : recommendation.ranking().stream()
                .filter(Recommendation.Ranked::tiedWithLeader)
                .map(Recommendation.Ranked::codec)
                .filter(c -> !c.equals(recommendation.codec()))
                .toList(),
        cell(SteadinessLine.of(results)),
        cell(screen.headline()),
        screen.lines().stream()
            .map(
                l ->
                    new io.serbench.result.TradeOffs.Line(
                        l.requirement(),
                        l.verdict(),
                        cell(l.line()),
                        l.details().stream().map(MarkdownSummary::cell).toList(),
                        l.suggested(),
                        l.codecs()))
            .toList(),
        indicative == null ? null : markdown(indicative));
  }

  /** The mark with every text safe in Markdown. */
  private static Indicative markdown(Indicative mark) {
    return new Indicative(
        mark.round(),
        mark.maxRounds(),
        mark.raceStopped(),
        mark.racing().stream().map(MarkdownSummary::cell).toList(),
        mark.perMessage(),
        mark.probes().stream().map(MarkdownSummary::cell).toList(),
        cell(mark.left()),
        cell(mark.leftParts()));
  }

  /** The pick's measured capabilities in one line: {@code graph holds · cross-language fails}. */
  static String capabilityLine(io.serbench.result.TradeOffs tradeOffs) {
    return tradeOffs.capabilities().stream()
        .map(c -> c.capability() + " " + ReportWords.verdict(c.verdict()))
        .collect(java.util.stream.Collectors.joining(" · "));
  }

  /** Writes the summary through a temporary file. */
  public static void write(BenchmarkResults results, Path file) throws IOException {
    write(results, List.of(), file);
  }

  /** Writes the summary with the project's configured instances that the run found. */
  public static void write(BenchmarkResults results, List<HtmlReport.Instance> instances, Path file)
      throws IOException {
    write(results, instances, null, file);
  }

  /** Writes the summary, marked as an indicative answer when {@code indicative} is not null. */
  public static void write(
      BenchmarkResults results,
      List<HtmlReport.Instance> instances,
      Indicative indicative,
      Path file)
      throws IOException {
    StringBuilder text = new StringBuilder(render(results, indicative));
    if (!instances.isEmpty()) {
      text.append(
          "\nThe project hands out its own configured instances; name the one you run:\n\n");
      instances.forEach(
          i ->
              text.append("- `-Dserbench.current=")
                  .append(i.id())
                  .append("` (")
                  .append(i.what())
                  .append(")\n"));
    }
    AtomicFiles.writeString(file, text.toString());
  }

  /** Text safe in a Markdown table cell or list item: no pipes, no line breaks. */
  private static String cell(String text) {
    return text == null ? "" : text.replace("|", "\\|").replace('\n', ' ');
  }
}
