package io.serbench.cli;

import io.serbench.BenchmarkListener;
import io.serbench.SerbenchException;
import io.serbench.config.BenchmarkRequest;
import io.serbench.config.ProjectFacts;
import io.serbench.config.RawConfiguration;
import io.serbench.config.RequestTranslator;
import io.serbench.config.Setting;
import io.serbench.demo.DemoModel;
import io.serbench.host.Launcher;
import io.serbench.host.RunOutcome;
import io.serbench.settings.Entries;
import io.serbench.text.Spelling;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import joptsimple.OptionException;
import joptsimple.OptionParser;
import joptsimple.OptionSet;
import joptsimple.OptionSpec;

/**
 * The command line, for builds without Maven, such as Gradle:
 *
 * <pre>
 * java -cp "serbench-worker classpath" io.serbench.cli.Main \
 *     --classpath build/classes/java/main:dependency.jar \
 *     --classes com.acme.Order --samples com.acme.Fixtures#tree --preset quick
 * </pre>
 *
 * {@code Main compare [options] RUN RUN...} compares existing results.json files instead, as {@code
 * serbench:compare} does. Its own classpath (serbench-core, JMH and the codec libraries) becomes
 * the worker's. It hands its options to the same {@link RequestTranslator} and {@link Launcher} as
 * the Maven goal. Exit status: 0 done, 1 a gate failed (baseline regression, no recommendation with
 * {@code --fail-on-no-recommendation}), 2 bad options or configuration, 3 the run could not
 * complete.
 */
public final class Main {
  static final int EXIT_GATE = 1;
  static final int EXIT_USAGE = 2;
  static final int EXIT_FAILURE = 3;

  /** The subcommand that compares existing results.json files instead of running a benchmark. */
  static final String COMPARE = "compare";

  /** What the command line asked for. */
  record Command(
      BenchmarkRequest request,
      List<String> jvms,
      boolean failOnNoRecommendation,
      boolean help,
      boolean demo) {}

  /** A usage error, printed with a pointer to {@code --help}. */
  static final class UsageException extends RuntimeException {
    UsageException(String message) {
      super(message);
    }
  }

  private final OptionParser parser = new OptionParser(false);
  private final OptionSpec<String> classpath;
  private final OptionSpec<String> sources;
  private final OptionSpec<String> jvms;
  private final OptionSpec<String> fixture;
  private final OptionSpec<String> implementation;
  private final OptionSpec<Void> demo;
  private final OptionSpec<Void> roundTrip;
  private final OptionSpec<Void> failOnNoRecommendation;
  private final OptionSpec<Void> verifyWorkerBytecode;
  private final OptionSpec<Void> timeEveryClass;
  private final OptionSpec<Void> probeFailing;
  private final OptionSpec<Void> probeAll;
  private final OptionSpec<Void> failOnInconclusive;
  private final OptionSpec<Void> fresh;
  private final OptionSpec<Void> help;
  private final Map<ValueOptions.ValueOption, OptionSpec<String>> values = new LinkedHashMap<>();

  Main() {
    classpath =
        parser
            .accepts(
                Setting.CLASSPATH.option(),
                "the project's classes and dependencies (required, but with --demo)")
            .withRequiredArg()
            .describedAs("CP");
    for (ValueOptions.ValueOption option : ValueOptions.ALL) {
      values.put(
          option,
          parser
              .accepts(option.name(), option.description())
              .withRequiredArg()
              .describedAs(option.argument()));
    }
    sources =
        parser
            .accepts(
                Setting.SOURCES.option(),
                "source roots, to tell \"not compiled yet\" from \"does not exist\"")
            .withRequiredArg()
            .describedAs("DIRS");
    jvms =
        parser
            .accepts(Setting.JVMS.option(), "run on each JDK home and compare them (jdks.html)")
            .withRequiredArg()
            .describedAs("HOME,HOME");
    fixture =
        parser
            .accepts(
                Setting.SAMPLES.options().get(1),
                "a JSON file read into a model class as a sample; repeatable or comma-separated")
            .withRequiredArg()
            .describedAs("FILE=CLASS");
    implementation =
        parser
            .accepts(
                Setting.IMPLEMENTATIONS.option(),
                "the class generated for an abstract or interface-typed field; repeatable or"
                    + " comma-separated")
            .withRequiredArg()
            .describedAs("TYPE=CLASS");
    demo =
        parser.accepts(
            Setting.DEMO.option(),
            "run on serbench's bundled demo model when no model is given (no --classpath needed)");
    roundTrip =
        parser.accepts(
            Setting.ROUND_TRIP.option(),
            "also measure serialize-then-deserialize as a benchmark of its own");
    failOnNoRecommendation =
        parser.accepts(
            Setting.FAIL_ON_NO_RECOMMENDATION.option(),
            "exit with status 1 when no codec meets the constraints");
    verifyWorkerBytecode =
        parser.accepts(
            Setting.VERIFY_WORKER_BYTECODE.option(),
            "keep bytecode verification on in the worker JVM (it is off to load codecs faster)");
    timeEveryClass =
        parser.accepts(
            Setting.TIME_EVERY_CLASS.option(),
            "time every model class on its own, parts included, as well as the message mix");
    probeFailing =
        parser.accepts(
            Setting.PROBE_FAILING.option(),
            "also probe the capabilities of codecs on the models they do not round-trip");
    probeAll =
        parser.accepts(
            Setting.PROBE_ALL.option(),
            "probe every codec for every capability, not only those the answer needs");
    failOnInconclusive =
        parser.accepts(
            Setting.FAIL_ON_INCONCLUSIVE.option(),
            "exit with status 1 when the baseline gate could not test the watched codec");
    fresh =
        parser.accepts(
            Setting.FRESH.option(),
            "ignore the capability verdicts kept by earlier runs and probe everything");
    help = parser.acceptsAll(List.of("help", "h"), "print this help").forHelp();
  }

  public static void main(String[] args) {
    System.exit(new Main().run(args, System.out, System.err));
  }

  /** Runs the command and returns its exit status. */
  int run(String[] args, PrintStream out, PrintStream err) {
    if (args.length > 0 && args[0].equals(COMPARE)) {
      return new CompareCommand().run(java.util.Arrays.copyOfRange(args, 1, args.length), out, err);
    }
    Command command;
    try {
      command = parse(args);
    } catch (UsageException e) {
      err.println("serbench: " + e.getMessage() + " (--help lists every option)");
      return EXIT_USAGE;
    } catch (SerbenchException e) {
      err.println("serbench: " + describe(e));
      return EXIT_USAGE;
    }
    if (command.help()) {
      printHelp(out);
      return 0;
    }
    if (command.demo()) {
      out.println(DemoModel.notice("--demo"));
    }
    try {
      RunOutcome outcome =
          Launcher.run(
              command.request(),
              command.jvms(),
              command.failOnNoRecommendation(),
              BenchmarkListener.console());
      outcome.summary().forEach(out::println);
      out.println("Report: " + outcome.report());
      Optional<RunOutcome.GateFailure> failure = outcome.failure();
      if (failure.isPresent()) {
        err.println("serbench: " + failure.get().message() + advice(failure.get().kind()));
        return EXIT_GATE;
      }
      return 0;
    } catch (SerbenchException e) {
      err.println("serbench: " + describe(e));
      return e.isUserError() ? EXIT_USAGE : EXIT_FAILURE;
    }
  }

  /** Parses the arguments into a request; a bad option or value fails with one line. */
  Command parse(String[] args) {
    OptionSet set;
    try {
      set = parser.parse(args);
    } catch (OptionException e) {
      List<String> named = List.copyOf(e.options());
      if (!named.isEmpty() && !parser.recognizedOptions().containsKey(named.get(0))) {
        throw new UsageException(unknownOption(named.get(0)));
      }
      throw new UsageException(e.getMessage());
    }
    if (!set.nonOptionArguments().isEmpty()) {
      throw new UsageException("unexpected argument '" + set.nonOptionArguments().get(0) + "'");
    }
    if (set.has(help)) {
      return new Command(null, List.of(), false, true, false);
    }
    boolean noModel =
        java.util.stream.Stream.of("classes", "packages", "samples", "fixture").noneMatch(set::has);
    boolean onDemo = set.has(demo) && noModel;
    if (!set.has(classpath) && !onDemo) {
      throw new UsageException(
          "--classpath is required"
              + (set.has(demo) ? " with a model of your own (--demo runs without a model)" : ""));
    }
    List<String> projectClasspath =
        set.has(classpath) ? split(last(set, classpath), File.pathSeparator) : List.of();
    Path base = Path.of("").toAbsolutePath();
    RawConfiguration raw = new RawConfiguration().outputDirectory("build/serbench");
    raw.fixtures(PairOptions.fixtures(set.valuesOf(fixture), base));
    raw.implementations(PairOptions.implementations(set.valuesOf(implementation)));
    raw.roundTrip(set.has(roundTrip));
    raw.verifyWorkerBytecode(set.has(verifyWorkerBytecode));
    raw.timeEveryClass(set.has(timeEveryClass));
    raw.probeFailing(set.has(probeFailing));
    raw.probeAll(set.has(probeAll));
    raw.failOnInconclusive(set.has(failOnInconclusive));
    raw.fresh(set.has(fresh));
    values.forEach(
        (option, spec) -> {
          if (set.has(spec)) {
            option.apply().accept(raw, last(set, spec));
          }
        });
    if (onDemo) {
      raw.classes(DemoModel.CLASSES).factories(List.of(DemoModel.SAMPLE));
    }
    ProjectFacts project =
        new ProjectFacts(
            base,
            projectClasspath.isEmpty() ? "." : projectClasspath.get(0),
            set.has(sources) ? split(last(set, sources), File.pathSeparator) : List.of(),
            projectClasspath,
            split(System.getProperty("java.class.path"), File.pathSeparator),
            ProjectFacts.currentJava());
    return new Command(
        RequestTranslator.translate(raw, project),
        set.has(jvms) ? jdkHomes(last(set, jvms)) : List.of(),
        set.has(failOnNoRecommendation),
        false,
        onDemo);
  }

  /** The {@code --jvms} entries: JDK homes; a Maven toolchain is refused with what to give. */
  private static List<String> jdkHomes(String given) {
    List<String> homes = Entries.split(List.of(given));
    for (String home : homes) {
      if (home.startsWith("toolchain:")) {
        throw new UsageException(
            "--jvms: "
                + home
                + " names a JDK of Maven's toolchains.xml, which the command line does not read;"
                + " give the JDK's home directory, such as /usr/lib/jvm/temurin-25-jdk-amd64");
      }
    }
    return homes;
  }

  private String unknownOption(String given) {
    List<String> known = new ArrayList<>(parser.recognizedOptions().keySet());
    known.remove("[arguments]");
    List<String> close = Spelling.closest(given, known, Math.max(2, given.length() / 3), 1);
    return "unknown option --"
        + given
        + (close.isEmpty() ? "" : "; did you mean --" + close.get(0) + "?");
  }

  /** The error with the option that set the element, in this command line's own words. */
  static String describe(SerbenchException e) {
    return e.element().map(element -> option(element) + ": ").orElse("") + e.getMessage();
  }

  private static String option(String element) {
    return java.util.Arrays.stream(Setting.values())
        .filter(s -> s.element().filter(element::equals).isPresent() && !s.options().isEmpty())
        .map(s -> "--" + s.option())
        .findFirst()
        .orElse("--" + element);
  }

  private static String advice(RunOutcome.Gate gate) {
    return switch (gate) {
      case BASELINE_REGRESSION -> "";
      case BASELINE_INCONCLUSIVE ->
          "; measure with the standard or thorough preset, or leave out --fail-on-inconclusive";
      case NO_RECOMMENDATION -> "; relax the constraints, or leave out --fail-on-no-recommendation";
    };
  }

  private void printHelp(PrintStream out) {
    out.println(
        "usage: java -cp <serbench-core, JMH and codec jars> io.serbench.cli.Main"
            + " --classpath CP [options]");
    out.println(
        "       java -cp <...> io.serbench.cli.Main compare [options] RESULTS RESULTS..."
            + " (compare --help)");
    out.println();
    try {
      parser.printHelpOn(out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String last(OptionSet set, OptionSpec<String> spec) {
    List<String> given = set.valuesOf(spec);
    return given.get(given.size() - 1);
  }

  private static List<String> split(String value, String separator) {
    List<String> result = new ArrayList<>();
    for (String part : value.split(java.util.regex.Pattern.quote(separator))) {
      if (!part.isBlank()) {
        result.add(part.trim());
      }
    }
    return result;
  }
}
