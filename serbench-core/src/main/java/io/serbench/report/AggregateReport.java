package io.serbench.report;

import io.serbench.files.AtomicFiles;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Recommendation;
import io.serbench.result.io.ResultsFile;
import io.serbench.text.Numbers;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One page over the modules of a multi-module build, like {@code jacoco:report-aggregate}: each
 * module's own recommendation under its own constraints, and the one codec that serves all of them
 * best. A codec serves a module when that module ranks it (it round-tripped the module's messages
 * and meets its constraints); among the codecs that serve every module, the best has the lowest
 * geometric mean of the modules' objective scores (1.00 = best on every measure in that module).
 * Where a module excludes a codec, the page says why.
 */
public final class AggregateReport {
  private AggregateReport() {}

  /**
   * A module's own outcome.
   *
   * @param module the module's name
   * @param recommended its recommended codec, or {@code null}
   * @param constraints its constraints in words
   * @param rankedOn what its ranking stood on: the message mix, or its samples
   * @param reason the first reason of its recommendation
   */
  public record ModuleView(
      String module, String recommended, String constraints, String rankedOn, String reason) {}

  /**
   * A codec across the modules.
   *
   * @param codec the codec id
   * @param cells per module, in module order: its score and rank, or why the module excludes it
   * @param servesAll whether every module ranks it
   * @param combined the geometric mean of its scores over the modules that rank it, two decimals
   * @param served how many modules rank it
   */
  public record CodecRow(
      String codec, List<String> cells, boolean servesAll, String combined, int served) {}

  /**
   * The page.
   *
   * @param modules each module with results
   * @param missing modules without results, each with why
   * @param codecs every codec any module ran, the best first, then by modules served and combined
   *     score
   * @param best the codec that serves every module best, or {@code null} when none serves all
   * @param verdict the outcome in one sentence
   * @param notes where the best codec differs from a module's own pick, and what that costs there
   */
  public record Page(
      List<ModuleView> modules,
      List<String> missing,
      List<CodecRow> codecs,
      String best,
      String verdict,
      List<String> notes) {}

  /** The page over these modules' results, in the reactor's order. */
  public static Page of(Map<String, BenchmarkResults> modules, List<String> missing) {
    List<ModuleView> views = new ArrayList<>();
    Set<String> codecs = new LinkedHashSet<>();
    modules.forEach(
        (name, results) -> {
          Recommendation r = results.recommendation();
          views.add(
              new ModuleView(
                  name,
                  r == null ? null : r.codec(),
                  results.criteria().describeConstraints(),
                  results.rankedByMix()
                      ? "the message mix"
                      : results.samples().size() + " sample(s)",
                  r == null || r.reasons().isEmpty() ? "" : r.reasons().get(0)));
          results.codecs().forEach(c -> codecs.add(c.id()));
        });
    List<CodecRow> rows = new ArrayList<>();
    Map<String, Double> combined = new LinkedHashMap<>();
    for (String codec : codecs) {
      List<String> cells = new ArrayList<>();
      double logSum = 0;
      int served = 0;
      for (BenchmarkResults results : modules.values()) {
        Optional<Recommendation.Ranked> ranked = ranked(results, codec);
        if (ranked.isPresent()) {
          served++;
          logSum += Math.log(ranked.get().score());
          cells.add(
              Numbers.twoDecimals(ranked.get().score())
                  + " (#"
                  + (results.recommendation().ranking().indexOf(ranked.get()) + 1)
                  + ")");
        } else {
          cells.add(excluded(results, codec));
        }
      }
      double mean = served == 0 ? Double.NaN : Math.exp(logSum / served);
      combined.put(codec, mean);
      rows.add(
          new CodecRow(
              codec,
              cells,
              served == modules.size() && served > 0,
              Double.isNaN(mean) ? "-" : Numbers.twoDecimals(mean),
              served));
    }
    rows.sort(
        java.util.Comparator.comparing((CodecRow r) -> -r.served())
            .thenComparing(
                r ->
                    Double.isNaN(combined.get(r.codec()))
                        ? Double.MAX_VALUE
                        : combined.get(r.codec())));
    String best =
        rows.stream().filter(CodecRow::servesAll).map(CodecRow::codec).findFirst().orElse(null);
    String verdict;
    List<String> notes = new ArrayList<>();
    if (modules.isEmpty()) {
      verdict = "No module has serbench results; run serbench:benchmark in the modules first.";
    } else if (best == null) {
      CodecRow most = rows.isEmpty() ? null : rows.get(0);
      verdict =
          "No codec serves every module: each is excluded by at least one module's constraints or"
              + " failed its round trip there (see the table)"
              + (most == null || most.served() == 0
                  ? "."
                  : "; "
                      + most.codec()
                      + " serves the most, "
                      + most.served()
                      + " of "
                      + modules.size()
                      + ".");
    } else {
      verdict =
          best
              + " serves all "
              + modules.size()
              + " module(s) best: the lowest geometric mean of their objective scores ("
              + Numbers.twoDecimals(combined.get(best))
              + ", 1.00 = best on every measure in every module)";
      modules.forEach(
          (name, results) -> {
            Recommendation r = results.recommendation();
            if (r != null && r.codec() != null && !r.codec().equals(best)) {
              double own =
                  ranked(results, r.codec()).map(Recommendation.Ranked::score).orElse(Double.NaN);
              double theirs =
                  ranked(results, best).map(Recommendation.Ranked::score).orElse(Double.NaN);
              notes.add(
                  name
                      + " recommends "
                      + r.codec()
                      + " on its own; "
                      + best
                      + " scores "
                      + Numbers.ratio(theirs / own)
                      + " that there");
            }
          });
    }
    return new Page(views, missing, rows, best, verdict, notes);
  }

  private static Optional<Recommendation.Ranked> ranked(BenchmarkResults results, String codec) {
    Recommendation r = results.recommendation();
    return r == null
        ? Optional.empty()
        : r.ranking().stream().filter(x -> x.codec().equals(codec)).findFirst();
  }

  private static String excluded(BenchmarkResults results, String codec) {
    Recommendation r = results.recommendation();
    if (results.codec(codec).isEmpty()) {
      return "not run";
    }
    return r == null
        ? "no recommendation"
        : r.exclusions().stream()
            .filter(e -> e.codec().equals(codec))
            .findFirst()
            .map(e -> "excluded: " + e.reason())
            .orElse("not ranked");
  }

  /**
   * Reads each module's results.json and writes {@code index.html} and {@code aggregate.json} into
   * the directory.
   *
   * @param results module name to its results.json, in the reactor's order
   * @param missing modules without results, each with why
   * @return the page written
   */
  public static Page write(Map<String, Path> results, List<String> missing, Path directory)
      throws IOException {
    Map<String, BenchmarkResults> read = new LinkedHashMap<>();
    for (Map.Entry<String, Path> e : results.entrySet()) {
      read.put(e.getKey(), ResultsFile.read(e.getValue()));
    }
    Page page = of(read, missing);
    AtomicFiles.writeString(
        directory.resolve("index.html"), HtmlReport.render("aggregate.ftlh", page));
    AtomicFiles.writeString(
        directory.resolve("aggregate.json"),
        ResultsFile.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(page));
    return page;
  }
}
