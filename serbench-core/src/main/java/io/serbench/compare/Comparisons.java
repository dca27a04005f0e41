package io.serbench.compare;

import io.serbench.codec.VersionedId;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.Environment;
import io.serbench.result.SampleResult;
import io.serbench.result.VersionSource;
import io.serbench.result.analysis.VersionPairs;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

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
                    .filter(c -> c.verdict() == Comparison.Presence.FAIL)
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
    RuleChecks ruleChecks = new RuleChecks(checks, notes);
    for (Rule rule : rules) {
      int before = checks.size();
      Set<String> watched = new LinkedHashSet<>();
      for (int i = 0; i < runs.size(); i++) {
        String codec = watched(runs, i, pinned);
        if (codec != null) {
          watched.add(codec);
        }
        ruleChecks.check(rule, runs, i, codec, rows);
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
    List<String> environment = Environments.environmentDifferences(runs);
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
    } else if (checks.stream().anyMatch(Comparison.Check::inconclusive)) {
      List<Comparison.Check> untested =
          checks.stream().filter(Comparison.Check::inconclusive).toList();
      verdict =
          "INCONCLUSIVE: "
              + untested.size()
              + " of "
              + checks.size()
              + " checks could not be tested ("
              + untested.get(0).message()
              + (untested.size() > 1 ? "; and " + (untested.size() - 1) + " more" : "")
              + "); every check that was tested holds, and no codec that passed in "
              + runs.get(0).label()
              + " fails later";
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
        verdict,
        versionPairs(runs));
  }

  /** The A/B of each pair of versions of one codec id, run by run. */
  static List<Comparison.Ab> versionPairs(List<LabeledRun> runs) {
    List<Comparison.Ab> pairs = new ArrayList<>();
    for (LabeledRun run : runs) {
      for (VersionPairs.Pair pair : VersionPairs.of(run.results())) {
        pairs.add(
            new Comparison.Ab(
                run.label(),
                pair.base(),
                pair.a(),
                pair.b(),
                pair.overall() == null
                    ? "no sample measured by both"
                    : pair.overall().words() + " over all messages",
                pair.rows().stream()
                    .map(
                        r ->
                            r.sample()
                                + " "
                                + r.operation()
                                + ": "
                                + r.ratio().words()
                                + "; size "
                                + r.size())
                    .toList(),
                pair.differences()));
      }
    }
    return pairs;
  }

  /** Each recommended codec with its runs, such as {@code kryo (linux, mac); fory (arm)}. */
  public static String describe(Map<String, List<String>> recommendations) {
    return recommendations.entrySet().stream()
        .map(e -> e.getKey() + " (" + String.join(", ", e.getValue()) + ")")
        .collect(Collectors.joining("; "));
  }

  private static String recommended(BenchmarkResults results) {
    return results.recommendation() == null || results.recommendation().codec() == null
        ? null
        : plainId(results, results.recommendation().codec());
  }

  /**
   * The id a run's codec answers to in a comparison: a codec that the run moved to class loaders of
   * its own over serbench's jars after a setup conflict ({@code msgpack@0.9.11}, {@link
   * VersionSource#ISOLATED}) keeps its plain id ({@code msgpack}) where the run has no codec of
   * that id, so that a baseline from before the move (or after it) and {@code pinned} still meet
   * it. An A/B's versioned ids, which a user named, stay apart.
   */
  static String plainId(BenchmarkResults results, String codec) {
    if (!VersionedId.isVersioned(codec)) {
      return codec;
    }
    String base = VersionedId.base(codec);
    boolean moved =
        results.codecs().stream()
            .anyMatch(c -> c.id().equals(codec) && c.versionSource() == VersionSource.ISOLATED);
    boolean plainToo = results.codecs().stream().anyMatch(c -> c.id().equals(base));
    return moved && !plainToo ? base : codec;
  }

  /** The id under which a run holds the codec a comparison calls {@code key}. */
  private static String idIn(BenchmarkResults results, String key) {
    return results.codecs().stream()
        .map(c -> c.id())
        .filter(id -> plainId(results, id).equals(key))
        .findFirst()
        .orElse(key);
  }

  /** The codec a rule without a codec watches in run {@code i}. */
  private static String watched(List<LabeledRun> runs, int i, String pinned) {
    if (pinned != null) {
      return pinned;
    }
    String own = recommended(runs.get(i).results());
    return own != null ? own : recommended(runs.get(0).results());
  }

  private static List<String> newFailures(List<LabeledRun> runs, List<Comparison.Row> rows) {
    List<String> failures = new ArrayList<>();
    for (Comparison.Row row : rows) {
      Comparison.Cell first = row.cells().get(0);
      for (int i = 1; i < runs.size(); i++) {
        Comparison.Cell later = row.cells().get(i);
        if (first.verdict() == Comparison.Presence.PASS
            && later.verdict() == Comparison.Presence.FAIL) {
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
      for (SampleResult sample : run.results().allSamples()) {
        samples.add(sample.name());
        sample.results().forEach(r -> codecs.add(plainId(run.results(), r.codec())));
      }
    }
    List<Comparison.Row> rows = new ArrayList<>();
    for (String sample : samples) {
      for (String codec : codecs) {
        List<CodecResult> results = new ArrayList<>();
        for (LabeledRun run : runs) {
          results.add(
              run.results().allSamples().stream()
                  .filter(s -> s.name().equals(sample))
                  .findFirst()
                  .flatMap(s -> s.result(idIn(run.results(), codec)))
                  .orElse(null));
        }
        if (results.stream().allMatch(r -> r == null)) {
          continue;
        }
        List<Comparison.Cell> cells = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
          cells.add(cell(runs.get(i).label(), results.get(0), results.get(i), i == 0));
        }
        Set<Comparison.Presence> verdicts =
            cells.stream()
                .map(Comparison.Cell::verdict)
                .filter(v -> v != Comparison.Presence.ABSENT)
                .collect(Collectors.toSet());
        rows.add(new Comparison.Row(sample, codec, cells, verdicts.size() > 1));
      }
    }
    return rows;
  }

  private static Comparison.Cell cell(
      String label, CodecResult first, CodecResult result, boolean isFirst) {
    if (result == null) {
      return new Comparison.Cell(label, Comparison.Presence.ABSENT, null, Map.of());
    }
    Map<String, Comparison.Entry> values = new LinkedHashMap<>();
    for (Metric measure : Metric.values()) {
      Optional<Metric.Value> now = measure.of(result);
      if (now.isEmpty()) {
        continue;
      }
      Optional<Metric.Value> then = isFirst ? Optional.empty() : measure.of(first);
      values.put(measure.name(), Significance.entry(measure, then.orElse(null), now.get()));
    }
    return new Comparison.Cell(
        label,
        result.passed() ? Comparison.Presence.PASS : Comparison.Presence.FAIL,
        result.failure(),
        values);
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
}
