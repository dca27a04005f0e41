package io.serbench.compare;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.CodecResult;
import io.serbench.result.Environment;
import io.serbench.result.SampleResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.moment.Mean;
import org.apache.commons.math3.stat.descriptive.moment.Variance;

/**
 * Compares runs that already exist, with no new measurement: the code behind {@code
 * serbench:compare}, the command line's {@code compare}, the baseline gate and the comparison of
 * JDKs. The first run is the baseline. A regression rule fails when a value grew by more than it
 * allows <em>with 95% confidence</em>: for times, a one-sided Welch's t-test on both runs' log fork
 * means against the allowance, with at least 3 forks per side (fewer is underpowered and never
 * fails a build); for sizes and allocation, which are counts, any growth beyond it.
 */
public final class Comparisons {
  private Comparisons() {}

  /**
   * Compares the runs and checks the rules.
   *
   * @param runs at least one run; the first is the baseline
   * @param rules the rules, possibly none
   * @param pinned the codec rules without a codec watch, or {@code null} for the recommended one
   */
  public static Comparison compare(List<LabeledRun> runs, List<Rule> rules, String pinned) {
    if (runs.isEmpty()) {
      throw new IllegalArgumentException("no runs to compare");
    }
    List<Comparison.Row> rows = rows(runs);
    List<String> differentVerdicts = new ArrayList<>();
    for (Comparison.Row row : rows) {
      if (row.verdictDiffers()) {
        differentVerdicts.add(
            row.codec()
                + " on "
                + row.sample()
                + " fails in "
                + row.cells().stream()
                    .filter(c -> c.verdict().equals("FAIL"))
                    .map(Comparison.Cell::run)
                    .collect(Collectors.joining(", "))
                + " only");
      }
    }
    Map<String, List<String>> recommendations = new LinkedHashMap<>();
    for (LabeledRun run : runs) {
      recommendations
          .computeIfAbsent(
              Optional.ofNullable(recommended(run.results())).orElse("none"),
              k -> new ArrayList<>())
          .add(run.label());
    }
    List<String> problems = new ArrayList<>();
    List<String> notes = new ArrayList<>();
    List<Comparison.Check> checks = new ArrayList<>();
    for (Rule rule : rules) {
      int before = checks.size();
      Set<String> watched = new LinkedHashSet<>();
      for (int i = 0; i < runs.size(); i++) {
        String codec = watched(runs, i, pinned);
        if (codec != null) {
          watched.add(codec);
        }
        check(rule, runs, i, codec, rows, checks, notes);
      }
      if (checks.size() == before) {
        boolean named = rule.codec() != null && !Rule.EVERY_CODEC.equals(rule.codec());
        String subject = named ? rule.codec() : pinned;
        String missing =
            rule.maxRegression() != null ? " in both the first and a later run" : " in any run";
        if (named || pinned != null) {
          problems.add(
              "rule "
                  + rule.text()
                  + " checked nothing: "
                  + subject
                  + " was not measured"
                  + missing);
        } else if (watched.isEmpty()) {
          notes.add(
              "rule "
                  + rule.text()
                  + " watches the recommended codec, and no run recommends one; name a codec"
                  + " in the rule (@CODEC) or pin one");
        } else {
          notes.add(
              "rule "
                  + rule.text()
                  + " checked nothing: the recommended codec ("
                  + String.join(", ", watched)
                  + ") was not measured"
                  + missing);
        }
      }
    }
    checks.stream().filter(c -> !c.passed()).map(Comparison.Check::message).forEach(problems::add);
    List<String> newFailures = newFailures(runs, rows);
    if (!rules.isEmpty()) {
      problems.addAll(newFailures);
    }
    List<String> environment = environmentDifferences(runs);
    if (!environment.isEmpty()
        && rules.stream().anyMatch(r -> r.maxRegression() != null)
        && runs.size() > 1) {
      notes.add(
          "the runs were not measured under the same conditions, so a regression rule may"
              + " report the difference between hosts or settings: "
              + String.join("; ", environment));
    }
    String verdict;
    if (!problems.isEmpty()) {
      verdict = String.join("; ", problems);
    } else if (rules.isEmpty()) {
      verdict =
          runs.size()
              + " runs compared"
              + (recommendations.size() == 1
                  ? ", all recommending " + recommendations.keySet().iterator().next()
                  : ", recommending " + describe(recommendations))
              + "; no rules were set";
    } else {
      verdict =
          "every rule holds ("
              + rules.stream().map(Rule::text).collect(Collectors.joining(", "))
              + ", "
              + checks.size()
              + " checks), and no codec that passed in "
              + runs.get(0).label()
              + " fails later";
    }
    return new Comparison(
        runs.stream().map(Comparisons::run).toList(),
        rules.stream().map(Rule::text).toList(),
        pinned,
        environment,
        recommendations.size() == 1,
        recommendations,
        rows,
        differentVerdicts,
        newFailures,
        checks,
        problems,
        notes,
        !problems.isEmpty(),
        verdict);
  }

  /** Each recommended codec with its runs, such as {@code kryo (linux, mac); fory (arm)}. */
  public static String describe(Map<String, List<String>> recommendations) {
    return recommendations.entrySet().stream()
        .map(e -> e.getKey() + " (" + String.join(", ", e.getValue()) + ")")
        .collect(Collectors.joining("; "));
  }

  private static String recommended(BenchmarkResults results) {
    return results.recommendation() == null ? null : results.recommendation().codec();
  }

  /** The codec a rule without a codec watches in run {@code i}. */
  private static String watched(List<LabeledRun> runs, int i, String pinned) {
    if (pinned != null) {
      return pinned;
    }
    String own = recommended(runs.get(i).results());
    return own != null ? own : recommended(runs.get(0).results());
  }

  private static void check(
      Rule rule,
      List<LabeledRun> runs,
      int i,
      String watched,
      List<Comparison.Row> rows,
      List<Comparison.Check> checks,
      List<String> notes) {
    String label = runs.get(i).label();
    String where = runs.size() > 2 ? " in " + label : "";
    for (Comparison.Row row : rows) {
      if (!rule.watches(row.codec(), watched)) {
        continue;
      }
      Comparison.Cell cell = row.cells().get(i);
      for (Measure measure : rule.measures()) {
        Comparison.Entry entry = cell.values().get(measure.name());
        if (entry == null) {
          continue;
        }
        if (rule.maximum() != null) {
          boolean holds = entry.value() <= rule.maximum();
          checks.add(
              checked(
                  rule,
                  label,
                  row,
                  measure,
                  null,
                  entry.value(),
                  holds,
                  String.format(
                      Locale.ROOT,
                      "%s %s on %s%s is %s %s, %s the maximum of %s",
                      row.codec(),
                      measure.label(),
                      row.sample(),
                      where,
                      number(entry.value()),
                      measure.unit(),
                      holds ? "within" : "above",
                      number(rule.maximum()))));
        }
        Comparison.Entry first = row.cells().get(0).values().get(measure.name());
        if (rule.maxRegression() != null && i > 0 && first != null && entry.ratio() != null) {
          boolean beyond = entry.ratio() > 1 + rule.maxRegression();
          boolean broken = entry.exceeds(rule.maxRegression());
          if (beyond && !broken) {
            notes.add(
                String.format(
                    Locale.ROOT,
                    switch (entry.test()) {
                      case UNSTEADY ->
                          "%s %s on %s%s grew by %.0f%% (%s -> %s %s), but the later figure is"
                              + " not at steady state (†), so the change is not judged (%s%s);"
                              + " a longer preset can tell";
                      case UNDERPOWERED ->
                          "%s %s on %s%s grew by %.0f%% (%s -> %s %s), but the test is"
                              + " underpowered (%s%s): at least 3 forks per side are needed,"
                              + " so the build does not fail on it";
                      default ->
                          "%s %s on %s%s grew by %.0f%% (%s -> %s %s), but not beyond the"
                              + " allowance with 95%% confidence (%s%s); more forks can tell";
                    },
                    row.codec(),
                    measure.label(),
                    row.sample(),
                    where,
                    (entry.ratio() - 1) * 100,
                    number(first.value()),
                    number(entry.value()),
                    measure.unit(),
                    evidence(entry, rule.maxRegression()),
                    entry.test() != Comparison.Test.EXACT ? forks(row, i, measure) : ""));
          }
          checks.add(
              checked(
                  rule,
                  label,
                  row,
                  measure,
                  first.value(),
                  entry.value(),
                  !broken,
                  String.format(
                      Locale.ROOT,
                      "%s %s %s %.0f%% on %s%s (%s -> %s %s, %s), %s the %s%% allowed",
                      row.codec(),
                      measure.label(),
                      entry.ratio() >= 1 ? grew(measure) : shrank(measure),
                      Math.abs(entry.ratio() - 1) * 100,
                      row.sample(),
                      where,
                      number(first.value()),
                      number(entry.value()),
                      measure.unit(),
                      evidence(entry, rule.maxRegression()),
                      broken ? "more than" : "within",
                      Rule.percent(rule.maxRegression()))));
        }
      }
    }
  }

  private static Comparison.Check checked(
      Rule rule,
      String label,
      Comparison.Row row,
      Measure measure,
      Double baseline,
      double value,
      boolean passed,
      String message) {
    return new Comparison.Check(
        rule.text(),
        label,
        row.sample(),
        row.codec(),
        measure.label(),
        baseline,
        value,
        passed,
        message);
  }

  /** How many forks each side of a test had, such as {@code , 3 and 4 forks}. */
  private static String forks(Comparison.Row row, int i, Measure measure) {
    return ", "
        + count(row.cells().get(0), measure)
        + " and "
        + count(row.cells().get(i), measure)
        + " forks";
  }

  private static String count(Comparison.Cell cell, Measure measure) {
    Comparison.Entry entry = cell.values().get(measure.name());
    return entry == null || entry.forks() == null ? "?" : String.valueOf(entry.forks());
  }

  private static String grew(Measure measure) {
    return measure.timed() ? "got slower by" : "grew by";
  }

  private static String shrank(Measure measure) {
    return measure.timed() ? "got faster by" : "shrank by";
  }

  /** How significance was decided, for a message; {@code allowed} is the rule's allowance. */
  static String evidence(Comparison.Entry entry, double allowed) {
    if (entry.test() == null) {
      return "";
    }
    return switch (entry.test()) {
      case FORK_MEANS -> {
        double p = entry.pBeyond(allowed);
        yield p < 0.0001
            ? "p < 0.0001 that it grew beyond the allowance"
            : String.format(Locale.ROOT, "p = %.4f that it grew beyond the allowance", p);
      }
      case UNDERPOWERED -> "fewer than 3 forks on a side";
      case UNSTEADY -> "not judged: this figure is not at steady state";
      case EXACT -> "exact";
    };
  }

  private static List<String> newFailures(List<LabeledRun> runs, List<Comparison.Row> rows) {
    List<String> failures = new ArrayList<>();
    for (Comparison.Row row : rows) {
      Comparison.Cell first = row.cells().get(0);
      for (int i = 1; i < runs.size(); i++) {
        Comparison.Cell later = row.cells().get(i);
        if (first.verdict().equals("PASS") && later.verdict().equals("FAIL")) {
          failures.add(
              row.codec()
                  + " on "
                  + row.sample()
                  + " passed in "
                  + first.run()
                  + " and fails in "
                  + later.run()
                  + ": "
                  + later.failure());
        }
      }
    }
    return failures;
  }

  private static List<Comparison.Row> rows(List<LabeledRun> runs) {
    Set<String> samples = new LinkedHashSet<>();
    Set<String> codecs = new LinkedHashSet<>();
    for (LabeledRun run : runs) {
      for (SampleResult sample : run.results().samples()) {
        samples.add(sample.name());
        sample.results().forEach(r -> codecs.add(r.codec()));
      }
    }
    List<Comparison.Row> rows = new ArrayList<>();
    for (String sample : samples) {
      for (String codec : codecs) {
        List<CodecResult> results = new ArrayList<>();
        for (LabeledRun run : runs) {
          results.add(
              run.results().samples().stream()
                  .filter(s -> s.name().equals(sample))
                  .findFirst()
                  .flatMap(s -> s.result(codec))
                  .orElse(null));
        }
        if (results.stream().allMatch(r -> r == null)) {
          continue;
        }
        List<Comparison.Cell> cells = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
          cells.add(cell(runs.get(i).label(), results.get(0), results.get(i), i == 0));
        }
        Set<String> verdicts =
            cells.stream()
                .map(Comparison.Cell::verdict)
                .filter(v -> !v.equals("ABSENT"))
                .collect(Collectors.toSet());
        rows.add(new Comparison.Row(sample, codec, cells, verdicts.size() > 1));
      }
    }
    return rows;
  }

  private static Comparison.Cell cell(
      String label, CodecResult first, CodecResult result, boolean isFirst) {
    if (result == null) {
      return new Comparison.Cell(label, "ABSENT", null, Map.of());
    }
    Map<String, Comparison.Entry> values = new LinkedHashMap<>();
    for (Measure measure : Measure.values()) {
      Optional<Measure.Value> now = measure.of(result);
      if (now.isEmpty()) {
        continue;
      }
      Optional<Measure.Value> then = isFirst ? Optional.empty() : measure.of(first);
      values.put(measure.name(), entry(measure, then.orElse(null), now.get()));
    }
    return new Comparison.Cell(label, result.passed() ? "PASS" : "FAIL", result.failure(), values);
  }

  /** A value, with its change from the first run's when there is one. */
  static Comparison.Entry entry(Measure measure, Measure.Value then, Measure.Value now) {
    Integer forks = now.forkMeans() == null ? null : now.forkMeans().size();
    if (then == null || then.value() <= 0) {
      return new Comparison.Entry(
          now.value(), now.low(), now.high(), forks, null, null, false, null, null, null);
    }
    double ratio = now.value() / then.value();
    if (!measure.timed()) {
      return new Comparison.Entry(
          now.value(),
          null,
          null,
          null,
          ratio,
          null,
          now.value() != then.value(),
          Comparison.Test.EXACT,
          null,
          null);
    }
    if (!now.steady()) {
      // a figure still warming up is likely too slow: a change to it cannot be judged
      return new Comparison.Entry(
          now.value(),
          now.low(),
          now.high(),
          forks,
          ratio,
          null,
          false,
          Comparison.Test.UNSTEADY,
          null,
          null);
    }
    List<Double> a = then.forkMeans();
    List<Double> b = now.forkMeans();
    if (a == null
        || b == null
        || a.size() < io.serbench.stats.ForkStatistics.MIN_FORKS
        || b.size() < io.serbench.stats.ForkStatistics.MIN_FORKS) {
      return new Comparison.Entry(
          now.value(),
          now.low(),
          now.high(),
          forks,
          ratio,
          null,
          false,
          Comparison.Test.UNDERPOWERED,
          null,
          null);
    }
    double[] x = a.stream().mapToDouble(Math::log).toArray();
    double[] y = b.stream().mapToDouble(Math::log).toArray();
    double vx = new Variance().evaluate(x) / x.length;
    double vy = new Variance().evaluate(y) / y.length;
    double difference = new Mean().evaluate(y) - new Mean().evaluate(x);
    double se = Math.sqrt(vx + vy);
    double df =
        se > 0
            ? Math.pow(vx + vy, 2) / (vx * vx / (x.length - 1) + vy * vy / (y.length - 1))
            : x.length + y.length - 2;
    double p;
    if (se > 0) {
      double t = Math.abs(difference) / se;
      p = 1 - new TDistribution(df).cumulativeProbability(t);
    } else {
      // identical fork means give no variance at all: then any difference is real
      p = difference == 0 ? 1 : 0;
    }
    return new Comparison.Entry(
        now.value(),
        now.low(),
        now.high(),
        forks,
        ratio,
        p,
        p < Comparison.ALPHA,
        Comparison.Test.FORK_MEANS,
        se,
        df);
  }

  private static Comparison.Run run(LabeledRun run) {
    BenchmarkResults r = run.results();
    return new Comparison.Run(
        run.label(),
        run.file(),
        run.report(),
        r.generatedAt(),
        r.environment() == null ? "" : host(r.environment()),
        recommended(r),
        r.recommendation() == null ? null : r.recommendation().runnerUp());
  }

  private static String host(Environment e) {
    return "Java "
        + e.javaVersion()
        + " ("
        + e.javaVendor()
        + "), "
        + e.os()
        + ", "
        + e.cores()
        + " cores"
        + (e.cpu() == null ? "" : ", " + e.cpu());
  }

  /** What differs between the runs' conditions, one line per attribute, grouped by value. */
  static List<String> environmentDifferences(List<LabeledRun> runs) {
    List<String> lines = new ArrayList<>();
    Map<String, Function<Environment, Object>> attributes = new LinkedHashMap<>();
    attributes.put("JDK", e -> e.javaVersion() + " (" + e.javaVendor() + ")");
    attributes.put("OS", Environment::os);
    attributes.put("CPU", Environment::cpu);
    attributes.put("cores", Environment::cores);
    attributes.put(
        "JVM options",
        e -> e.jvmArgs().isEmpty() ? "none recorded" : String.join(" ", e.jvmArgs()));
    attributes.put("threads", Environment::threads);
    attributes.put(
        "JMH settings",
        e ->
            e.jmh() == null
                ? "none"
                : e.jmh().forks()
                    + " fork(s), "
                    + e.jmh().warmupIterations()
                    + " x "
                    + e.jmh().warmupMillis()
                    + " ms warmup, "
                    + e.jmh().measurementIterations()
                    + " x "
                    + e.jmh().measurementMillis()
                    + " ms measurement");
    attributes.forEach(
        (name, attribute) -> {
          Map<String, List<String>> byValue = new LinkedHashMap<>();
          for (LabeledRun run : runs) {
            Environment e = run.results().environment();
            Object value = e == null ? null : attribute.apply(e);
            byValue.computeIfAbsent(String.valueOf(value), k -> new ArrayList<>()).add(run.label());
          }
          if (byValue.size() > 1) {
            lines.add(name + ": " + groups(byValue));
          }
        });
    Set<String> codecs = new LinkedHashSet<>();
    runs.forEach(r -> r.results().codecs().forEach(c -> codecs.add(c.id())));
    Set<String> libraries = new LinkedHashSet<>();
    for (String codec : codecs) {
      Map<String, List<String>> byVersion = new LinkedHashMap<>();
      String library = codec;
      for (LabeledRun run : runs) {
        Optional<CodecDescriptor> descriptor = run.results().codec(codec);
        if (descriptor.isPresent()) {
          library = descriptor.get().library();
          byVersion
              .computeIfAbsent(String.valueOf(descriptor.get().version()), k -> new ArrayList<>())
              .add(run.label());
        }
      }
      if (byVersion.size() > 1 && libraries.add(library)) {
        lines.add(library + " version: " + groups(byVersion));
      }
    }
    return lines;
  }

  private static String groups(Map<String, List<String>> byValue) {
    return byValue.entrySet().stream()
        .map(e -> e.getKey() + " in " + String.join(", ", e.getValue()))
        .collect(Collectors.joining("; "));
  }

  static String number(double value) {
    return value == Math.rint(value) || Math.abs(value) >= 100
        ? String.format(Locale.ROOT, "%,.0f", value)
        : String.format(Locale.ROOT, "%,.2f", value);
  }
}
