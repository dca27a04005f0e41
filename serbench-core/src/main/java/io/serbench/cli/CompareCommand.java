package io.serbench.cli;

import io.serbench.BenchmarkListener;
import io.serbench.SerbenchException;
import io.serbench.compare.CompareRun;
import io.serbench.config.CompareEntries;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import joptsimple.OptionException;
import joptsimple.OptionParser;
import joptsimple.OptionSet;
import joptsimple.OptionSpec;

/**
 * {@code io.serbench.cli.Main compare [options] RUN RUN...}: the command line's twin of {@code
 * serbench:compare}. Exit status: 0 compared, 1 a rule broke (unless {@code --halt-on-failure
 * false}), 2 bad options or files.
 */
final class CompareCommand {
  private final OptionParser parser = new OptionParser(false);
  private final OptionSpec<String> rules =
      parser
          .accepts(
              "rules",
              "limits to check: METRIC+PERCENT (time+10%) or METRIC<=LIMIT (size<=400), each"
                  + " optionally @CODEC or @*; METRIC is time, serialize, deserialize, size or"
                  + " allocation")
          .withRequiredArg()
          .describedAs("RULE,RULE");
  private final OptionSpec<String> pinned =
      parser
          .accepts("pinned", "the codec rules without @CODEC watch (default: each run's pick)")
          .withRequiredArg()
          .describedAs("CODEC");
  private final OptionSpec<String> halt =
      parser
          .accepts("halt-on-failure", "exit with status 1 when a rule breaks (default true)")
          .withRequiredArg()
          .describedAs("true|false");
  private final OptionSpec<Void> failOnInconclusive =
      parser.accepts(
          "fail-on-inconclusive",
          "exit with status 1 also when a check could not be tested (too few forks, or unsteady)");
  private final OptionSpec<String> output =
      parser
          .accepts("output", "where the comparison goes (default build/serbench-compare)")
          .withRequiredArg()
          .describedAs("DIR");
  private final OptionSpec<Void> help =
      parser.acceptsAll(List.of("help", "h"), "print this help").forHelp();

  /** Runs the comparison and returns the exit status. */
  int run(String[] args, PrintStream out, PrintStream err) {
    OptionSet set;
    try {
      set = parser.parse(args);
    } catch (OptionException e) {
      err.println("serbench compare: " + e.getMessage() + " (compare --help lists every option)");
      return Main.EXIT_USAGE;
    }
    if (set.has(help)) {
      printHelp(out);
      return 0;
    }
    List<String> runs = set.nonOptionArguments().stream().map(String::valueOf).toList();
    boolean haltOnFailure = true;
    if (set.has(halt)) {
      String value = set.valueOf(halt).trim();
      if (!value.equals("true") && !value.equals("false")) {
        err.println(
            "serbench compare: --halt-on-failure: '" + value + "' is neither true nor false");
        return Main.EXIT_USAGE;
      }
      haltOnFailure = Boolean.parseBoolean(value);
    }
    CompareRun.Outcome outcome;
    try {
      outcome =
          CompareRun.run(
              CompareEntries.request(
                  runs,
                  set.valuesOf(rules),
                  set.has(pinned) ? set.valueOf(pinned) : null,
                  Path.of(set.has(output) ? set.valueOf(output) : "build/serbench-compare")),
              BenchmarkListener.console());
    } catch (SerbenchException e) {
      String element = e.element().orElse("");
      String option =
          switch (element) {
            case "runs" -> "";
            case "compareDirectory" -> "--output: ";
            case "" -> "";
            default -> "--" + element + ": ";
          };
      err.println("serbench compare: " + option + e.getMessage());
      return Main.EXIT_USAGE;
    }
    out.println("Comparison: " + outcome.report());
    if (outcome.comparison().fails(set.has(failOnInconclusive))) {
      err.println("serbench compare: " + outcome.comparison().verdict());
      return haltOnFailure ? Main.EXIT_GATE : 0;
    }
    return 0;
  }

  private void printHelp(PrintStream out) {
    Main.printHelp(
        parser,
        out,
        "usage: java -cp <serbench-core and its dependencies> io.serbench.cli.Main compare"
            + " [options] RESULTS RESULTS...",
        "RESULTS is a results.json or its directory, optionally label=path; the first is the"
            + " baseline.");
  }
}
