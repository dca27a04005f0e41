package io.serbench.compare;

import io.serbench.BenchmarkListener;
import io.serbench.InvalidConfigurationException;
import io.serbench.SerbenchException;
import io.serbench.files.AtomicFiles;
import io.serbench.files.OutputLayout;
import io.serbench.report.HtmlReport;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.io.ResultsFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code serbench:compare} and the command line's {@code compare}: reads results.json files that
 * already exist, compares them with {@link Comparisons} and writes {@code comparison.json}, {@code
 * index.html} and {@code summary.md} to one directory. Whether a failed comparison fails the build
 * is the caller's decision ({@code haltOnFailure}).
 */
public final class CompareRun {
  /** The comparison's own results. */
  public static final String JSON = "comparison.json";

  private CompareRun() {}

  /**
   * What to compare ({@code config.CompareEntries} reads it from what the user wrote).
   *
   * @param runs the results.json files, or directories that hold one; the first is the baseline
   * @param rules the rules to check
   * @param pinned the codec rules without a codec watch, or {@code null} for the recommended one
   * @param outputDirectory where the comparison goes
   */
  public record Request(List<Given> runs, List<Rule> rules, String pinned, Path outputDirectory) {
    public Request {
      runs = List.copyOf(runs);
      rules = List.copyOf(rules);
    }
  }

  /**
   * One run as given.
   *
   * @param entry the entry as written, which errors quote
   * @param label the label written before {@code =}, or {@code null} for the directory's name
   * @param location the results.json file or its directory
   */
  public record Given(String entry, String label, String location) {}

  /** The comparison and the files written. */
  public record Outcome(Comparison comparison, Path report, Path summary, Path json) {}

  /**
   * Reads, compares and writes.
   *
   * @throws InvalidConfigurationException naming {@code runs} when a file is missing or not a
   *     serbench results.json
   */
  public static Outcome run(Request request, BenchmarkListener listener) throws SerbenchException {
    List<LabeledRun> runs = read(request.runs(), request.outputDirectory());
    Comparison comparison = Comparisons.compare(runs, request.rules(), request.pinned());
    Path directory = request.outputDirectory();
    Path report = directory.resolve(OutputLayout.REPORT);
    Path summary = directory.resolve(OutputLayout.SUMMARY);
    Path json = directory.resolve(JSON);
    try {
      Files.createDirectories(directory);
      AtomicFiles.writeString(
          json,
          ResultsFile.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(comparison));
      AtomicFiles.writeString(report, html(comparison, "Comparison of " + runs.size() + " runs"));
      AtomicFiles.writeString(summary, markdown(comparison));
      io.serbench.result.io.CiHistory.write(
          runs.stream()
              .map(run -> new io.serbench.result.io.CiHistory.Run(run.label(), run.results()))
              .toList(),
          directory.resolve(OutputLayout.BENCHER),
          directory.resolve(OutputLayout.BENCHMARK_ACTION));
    } catch (IOException e) {
      throw new SerbenchException(
          "compareDirectory",
          directory.toString(),
          "cannot write the comparison to " + directory + ": " + e.getMessage());
    }
    tell(comparison, listener);
    return new Outcome(comparison, report, summary, json);
  }

  /** The comparison as an HTML page, with a title. */
  public static String html(Comparison comparison, String title) {
    return HtmlReport.render("compare.ftlh", new Page(comparison, title));
  }

  /** What {@code compare.ftlh} and {@code compare.md.ftl} show. */
  public record Page(Comparison comparison, String title) {}

  /** The comparison in GitHub-flavoured Markdown. */
  public static String markdown(Comparison comparison) {
    return HtmlReport.render("compare.md.ftl", new Page(comparison, null));
  }

  /** Logs what a reader of the build log needs: what differs, where the pick flips, the verdict. */
  public static void tell(Comparison comparison, BenchmarkListener listener) {
    comparison.environmentDifferences().forEach(d -> listener.warn("The runs differ in " + d));
    String first = comparison.recommendations().keySet().iterator().next();
    if (comparison.sameRecommendation()) {
      listener.info(
          first.equals("none") ? "No run recommends a codec" : "Every run recommends " + first);
    } else {
      listener.warn(
          "The recommendation flips: " + Comparisons.describe(comparison.recommendations()));
    }
    comparison.differentVerdicts().forEach(d -> listener.warn("Verdicts differ: " + d));
    comparison.versionPairs().forEach(ab -> listener.info("A/B in " + ab.summary()));
    comparison.notes().forEach(listener::warn);
    if (!comparison.failed()) {
      listener.info(comparison.verdict());
    }
  }

  private static List<LabeledRun> read(List<Given> given, Path outputDirectory) {
    List<LabeledRun> runs = new ArrayList<>();
    Set<String> labels = new HashSet<>();
    for (Given run : given) {
      String entry = run.entry();
      String label = run.label();
      Path file = Path.of(run.location());
      if (Files.isDirectory(file)) {
        file = file.resolve(OutputLayout.RESULTS);
      }
      if (!Files.isRegularFile(file)) {
        throw new InvalidConfigurationException(
            "runs",
            entry,
            "no results.json at "
                + file
                + "; give a results.json that serbench:benchmark wrote, or its directory");
      }
      BenchmarkResults results;
      try {
        results = ResultsFile.read(file);
      } catch (IOException | RuntimeException e) {
        throw new InvalidConfigurationException(
            "runs",
            entry,
            file
                + " is not a results.json that serbench wrote: "
                + io.serbench.text.Errors.oneLine(e));
      }
      if (label == null) {
        Path parent = file.toAbsolutePath().normalize().getParent();
        label =
            parent == null || parent.getFileName() == null
                ? "run"
                : parent.getFileName().toString();
      }
      String unique = label;
      for (int i = 2; !labels.add(unique); i++) {
        unique = label + "-" + i;
      }
      Path html = file.resolveSibling(OutputLayout.REPORT);
      String report =
          Files.isRegularFile(html)
              ? outputDirectory
                  .toAbsolutePath()
                  .normalize()
                  .relativize(html.toAbsolutePath().normalize())
                  .toString()
                  .replace('\\', '/')
              : null;
      runs.add(new LabeledRun(unique, file.toString(), report, results));
    }
    return runs;
  }
}
