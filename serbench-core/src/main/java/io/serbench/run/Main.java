package io.serbench.run;

import io.serbench.Alphabet;
import io.serbench.BenchmarkListener;
import io.serbench.BenchmarkRequest;
import io.serbench.GeneratorSettings;
import io.serbench.JmhSettings;
import io.serbench.Measurement;
import io.serbench.SerbenchException;
import io.serbench.recommend.Criteria;
import io.serbench.report.HtmlReport;
import io.serbench.report.TextSummary;
import io.serbench.result.BenchmarkResults;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A command line for builds without Maven, such as Gradle:
 *
 * <pre>
 * java -cp "serbench-worker classpath" io.serbench.run.Main \
 *     --classpath build/classes/java/main:dependency.jar \
 *     --classes com.acme.Order --samples com.acme.Fixtures#tree --quick
 * </pre>
 *
 * Its own classpath (serbench-core, JMH and the codec libraries) becomes the worker's.
 */
public final class Main {
  private static final String USAGE =
      """
      usage: java -cp <serbench-core, JMH and codec jars> io.serbench.run.Main [options]
        --classpath CP      the project's classes and dependencies (required)
        --classes A,B       model classes
        --packages P,Q      packages of model classes (scanned in the first --classpath entry)
        --samples C#m,...   static factory methods
        --codecs X,Y        codec ids, globs and !exclusions (default: all)
        --seed N            sample generator seed (default 42)
        --sizes 0,10,100    a scaling series
        --collection-size N --string-length N --alphabet ASCII|LATIN1|UNICODE
        --output DIR        output directory (default build/serbench)
        --sources DIRS      source roots, to tell "not compiled yet" from "does not exist"
        --preset quick|standard|thorough   measurement preset (default standard)
        --quick             the quick preset
        --time-budget 3m    plan the measurement to finish the run within this time
        --threads N --profilers gc
        --forks N --warmup-iterations N --warmup-ms N --iterations N --iteration-ms N
                            explicit JMH settings for a single pass instead of a preset
        --baseline FILE --max-regression 10% --pinned CODEC   the baseline gate
        --jvms HOME,HOME    run on each JDK and compare them (jdks.html)
        --graph true --cross-language true --versioning none|backward|forward|full
        --untrusted-input true   constraints of the recommendation
        --objective speed|size|balanced --weights SER,DESER,SIZE
      """;

  private Main() {}

  public static void main(String[] args) {
    try {
      BenchmarkRequest request = request(args);
      List<String> jvms = list(option(args, "--jvms", ""), ",");
      BenchmarkResults results =
          jvms.isEmpty()
              ? Serbench.run(request, BenchmarkListener.console())
              : io.serbench.multijdk.MultiJdkRun.run(request, jvms, BenchmarkListener.console())
                  .first();
      TextSummary.lines(results).forEach(System.out::println);
      if (results.baseline() != null && results.baseline().failed()) {
        System.err.println("serbench: " + results.baseline().verdict());
        System.exit(1);
      }
      System.out.println(
          "Report: "
              + Path.of(option(args, "--output", "build/serbench"))
                  .resolve(HtmlReport.NAME)
                  .toAbsolutePath());
    } catch (SerbenchException e) {
      System.err.println(
          "serbench: " + e.element().map(x -> "--" + x + ": ").orElse("") + e.getMessage());
      System.exit(e.isUserError() ? 2 : 3);
    } catch (IllegalArgumentException e) {
      System.err.println("serbench: " + e.getMessage());
      System.err.print(USAGE);
      System.exit(2);
    }
  }

  static BenchmarkRequest request(String[] args) {
    Map<String, String> options = parse(args);
    String classpath = options.get("--classpath");
    if (classpath == null) {
      throw new IllegalArgumentException("--classpath is required");
    }
    List<String> projectClasspath = list(classpath, File.pathSeparator);
    boolean explicit =
        List.of("--forks", "--warmup-iterations", "--warmup-ms", "--iterations", "--iteration-ms")
            .stream()
            .anyMatch(options::containsKey);
    JmhSettings jmh =
        !explicit
            ? null
            : new JmhSettings(
                integer(options, "--forks", JmhSettings.DEFAULT_FORKS),
                integer(options, "--warmup-iterations", JmhSettings.DEFAULT_WARMUP_ITERATIONS),
                integer(options, "--warmup-ms", (int) JmhSettings.DEFAULT_WARMUP_MILLIS),
                integer(options, "--iterations", JmhSettings.DEFAULT_MEASUREMENT_ITERATIONS),
                integer(options, "--iteration-ms", (int) JmhSettings.DEFAULT_MEASUREMENT_MILLIS));
    Measurement measurement =
        new Measurement(
            options.containsKey("--quick")
                ? Measurement.Preset.QUICK
                : Measurement.preset(options.get("--preset")),
            Measurement.parseDuration("timeBudget", options.get("--time-budget")),
            integer(options, "--threads", 1),
            list(options.get("--profilers"), ","));
    BenchmarkRequest.Baseline baseline =
        options.containsKey("--baseline")
            ? new BenchmarkRequest.Baseline(
                Path.of(options.get("--baseline")).toAbsolutePath().toString(),
                io.serbench.recommend.BaselineGate.parseRegression(options.get("--max-regression")),
                options.get("--pinned"))
            : null;
    return new BenchmarkRequest(
        list(options.get("--classes"), ","),
        list(options.get("--packages"), ","),
        list(options.get("--samples"), ","),
        list(options.get("--codecs"), ","),
        new GeneratorSettings(
            Long.parseLong(options.getOrDefault("--seed", "" + BenchmarkRequest.DEFAULT_SEED)),
            integer(options, "--collection-size", GeneratorSettings.DEFAULT_COLLECTION_SIZE),
            integer(options, "--string-length", GeneratorSettings.DEFAULT_STRING_LENGTH),
            alphabet(options.getOrDefault("--alphabet", "ASCII")),
            java.util.Map.of()),
        list(options.get("--sizes"), ",").stream().map(Main::size).toList(),
        List.of(),
        jmh,
        projectClasspath.isEmpty() ? "." : projectClasspath.get(0),
        list(options.get("--sources"), File.pathSeparator),
        Path.of(options.getOrDefault("--output", "build/serbench")).toAbsolutePath().toString(),
        projectClasspath,
        list(System.getProperty("java.class.path"), File.pathSeparator),
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        criteria(options),
        measurement,
        baseline);
  }

  private static Criteria criteria(Map<String, String> options) {
    List<String> weights = list(options.get("--weights"), ",");
    if (!weights.isEmpty() && weights.size() != 3) {
      throw new IllegalArgumentException(
          "--weights needs three numbers: serialize, deserialize, size (such as 1,1,0.5)");
    }
    return Criteria.parse(
        options.get("--graph"),
        options.get("--cross-language"),
        options.get("--versioning"),
        options.get("--untrusted-input"),
        options.get("--objective"),
        weights.isEmpty() ? null : weights.get(0),
        weights.isEmpty() ? null : weights.get(1),
        weights.isEmpty() ? null : weights.get(2));
  }

  private static Map<String, String> parse(String[] args) {
    Map<String, String> options = new HashMap<>();
    for (int i = 0; i < args.length; i++) {
      String name = args[i];
      if (!name.startsWith("--")) {
        throw new IllegalArgumentException("unexpected argument '" + name + "'");
      }
      if (name.equals("--quick")) {
        options.put(name, "true");
      } else if (i + 1 < args.length) {
        options.put(name, args[++i]);
      } else {
        throw new IllegalArgumentException(name + " needs a value");
      }
    }
    return options;
  }

  private static String option(String[] args, String name, String fallback) {
    int index = Arrays.asList(args).indexOf(name);
    return index >= 0 && index + 1 < args.length ? args[index + 1] : fallback;
  }

  private static int integer(Map<String, String> options, String name, int fallback) {
    String value = options.get(name);
    try {
      return value == null ? fallback : Integer.parseInt(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(name + " must be a whole number, not '" + value + "'");
    }
  }

  private static Alphabet alphabet(String value) {
    try {
      return Alphabet.valueOf(value.toUpperCase(java.util.Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "--alphabet must be ASCII, LATIN1 or UNICODE, not " + value);
    }
  }

  private static int size(String value) {
    try {
      return Integer.parseInt(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("--sizes must be whole numbers, not '" + value + "'");
    }
  }

  private static List<String> list(String value, String separator) {
    List<String> result = new ArrayList<>();
    if (value != null) {
      for (String part : value.split(java.util.regex.Pattern.quote(separator))) {
        if (!part.isBlank()) {
          result.add(part.trim());
        }
      }
    }
    return result;
  }
}
