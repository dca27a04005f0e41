package io.serbench.cli;

import static io.serbench.config.ModelSettings.FIXTURES;

import io.serbench.BenchmarkListener;
import io.serbench.SerbenchException;
import io.serbench.config.BenchmarkRequest;
import io.serbench.config.MeasureSettings;
import io.serbench.config.ModelSettings;
import io.serbench.config.PickSettings;
import io.serbench.config.ProjectFacts;
import io.serbench.config.RawSettings;
import io.serbench.config.RequestTranslator;
import io.serbench.config.RunSettings;
import io.serbench.config.Setting;
import io.serbench.config.Settings;
import io.serbench.demo.DemoModel;
import io.serbench.host.Launcher;
import io.serbench.host.RunOutcome;
import io.serbench.text.Spelling;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import joptsimple.OptionException;
import joptsimple.OptionParser;
import joptsimple.OptionSet;
import joptsimple.OptionSpec;
import joptsimple.OptionSpecBuilder;

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
  private final Map<Setting<?>, OptionSpec<?>> options = new LinkedHashMap<>();
  private final OptionSpec<Void> help;

  /** An option per setting that has one, with the declaration's help. */
  Main() {
    for (Setting<?> setting : Settings.ALL) {
      if (setting.options().isEmpty()) {
        continue;
      }
      OptionSpecBuilder option = parser.accepts(setting.option(), setting.help());
      options.put(
          setting,
          setting.kind() == Setting.Kind.FLAG
              ? option
              : option.withRequiredArg().describedAs(setting.argument()));
    }
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
    RawSettings raw = new RawSettings().put(RunSettings.OUTPUT_DIRECTORY, "build/serbench");
    options.forEach(
        (setting, spec) -> {
          if (set.has(spec)) {
            raw.put(setting, given(set, setting, spec));
          }
        });
    boolean noModel =
        Stream.of(ModelSettings.CLASSES, ModelSettings.PACKAGES, ModelSettings.SAMPLES, FIXTURES)
            .noneMatch(raw::has);
    boolean onDemo = raw.parsed(ModelSettings.DEMO) && noModel;
    if (!raw.has(RunSettings.CLASSPATH) && !onDemo) {
      throw new UsageException(
          "--classpath is required"
              + (raw.has(ModelSettings.DEMO)
                  ? " with a model of your own (--demo runs without a model)"
                  : ""));
    }
    Path base = Path.of("").toAbsolutePath();
    checkFixtures(raw.parsed(FIXTURES), base);
    if (onDemo) {
      raw.put(ModelSettings.CLASSES, DemoModel.CLASSES)
          .put(ModelSettings.SAMPLES, List.of(DemoModel.SAMPLE));
    }
    List<String> projectClasspath = split(raw.get(RunSettings.CLASSPATH), File.pathSeparator);
    ProjectFacts project =
        new ProjectFacts(
            base,
            projectClasspath.isEmpty() ? "." : projectClasspath.get(0),
            split(raw.get(RunSettings.SOURCES), File.pathSeparator),
            projectClasspath,
            split(Optional.of(System.getProperty("java.class.path")), File.pathSeparator),
            ProjectFacts.currentJava());
    return new Command(
        RequestTranslator.translate(raw, project),
        jdkHomes(raw.parsed(MeasureSettings.JVMS)),
        raw.parsed(PickSettings.FAIL_ON_NO_RECOMMENDATION),
        false,
        onDemo);
  }

  /** What the command line gave: a switch is on, a list takes every value, else the last. */
  private static Object given(OptionSet set, Setting<?> setting, OptionSpec<?> spec) {
    List<?> values = set.valuesOf(spec);
    return switch (setting.kind()) {
      case FLAG -> true;
      case LIST -> values;
      case VALUE -> values.get(values.size() - 1);
    };
  }

  /** Each {@code --fixture} file is there, relative to the working directory. */
  private static void checkFixtures(List<BenchmarkRequest.Fixture> fixtures, Path base) {
    for (BenchmarkRequest.Fixture fixture : fixtures) {
      if (!Files.isRegularFile(base.resolve(fixture.file()))) {
        throw new UsageException(
            "--fixture: no file "
                + fixture.file()
                + " (relative to "
                + base
                + "); give the JSON file, then = and the class to read it into");
      }
    }
  }

  /** The {@code --jvms} entries: JDK homes; a Maven toolchain is refused with what to give. */
  private static List<String> jdkHomes(List<String> homes) {
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
    return Settings.ofElement(element)
        .filter(s -> !s.options().isEmpty())
        .map(s -> "--" + s.option())
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
    printHelp(
        parser,
        out,
        "usage: java -cp <serbench-core, JMH and codec jars> io.serbench.cli.Main"
            + " --classpath CP [options]",
        "       java -cp <...> io.serbench.cli.Main compare [options] RESULTS RESULTS..."
            + " (compare --help)");
  }

  /** The usage lines, a blank line, then every option of {@code parser}: both commands' help. */
  static void printHelp(OptionParser parser, PrintStream out, String... usage) {
    for (String line : usage) {
      out.println(line);
    }
    out.println();
    try {
      parser.printHelpOn(out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<String> split(Optional<String> given, String separator) {
    List<String> result = new ArrayList<>();
    if (given.isEmpty()) {
      return result;
    }
    for (String part : given.get().split(java.util.regex.Pattern.quote(separator))) {
      if (!part.isBlank()) {
        result.add(part.trim());
      }
    }
    return result;
  }
}
