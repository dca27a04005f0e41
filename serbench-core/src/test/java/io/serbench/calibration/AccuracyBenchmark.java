package io.serbench.calibration;

import io.serbench.BenchmarkListener;
import io.serbench.compare.BaselineGate;
import io.serbench.compare.Comparison;
import io.serbench.compare.Comparisons;
import io.serbench.compare.LabeledRun;
import io.serbench.config.BenchmarkRequest;
import io.serbench.config.CompareEntries;
import io.serbench.host.WorkerRun;
import io.serbench.recommend.Recommender;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.Recommendation;
import io.serbench.result.SampleResult;
import io.serbench.result.Score;
import io.serbench.settings.JmhSettings;
import io.serbench.stats.ForkStatistics;
import io.serbench.stats.Paired;
import io.serbench.testing.ResultsFixtures;
import io.serbench.testing.TestRequests;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The accuracy check of the default preset, as a benchmark that can fail. For each of two model
 * classes of different shapes it measures a <em>reference</em> with serbench's own harness and
 * {@value #REFERENCE_FORKS} interleaved forks per figure (every codec every round, in a shuffled
 * order, nothing left out), split in two halves run before and after the default runs, so that
 * drift of the host meets both. Between the halves it makes {@code runs} default runs ({@code mvn
 * serbench:benchmark}'s standard preset, in-process). It prints, writes to {@code
 * target/accuracy/accuracy.md}, and exits with 1 when a threshold of issue #30 is missed:
 *
 * <ul>
 *   <li>coverage: at least 90% of the figures' intervals contain the reference estimate;
 *   <li>reversed pairs: no pair that a run calls different is ordered the other way by the
 *       reference, significantly;
 *   <li>resolved pairs: at least 80% of the pairs the reference separates by 30% or more are called
 *       different, the right way round;
 *   <li>the pick is in the reference's top group in every run;
 *   <li>A/A: of the 48 codec and operation comparisons of 3 pairs of runs, {@code time+10%@*} flags
 *       at most 1, the baseline gate passes, and at least 90% of the figures' intervals overlap;
 *   <li>time: the median run takes at most 3 minutes.
 * </ul>
 *
 * <p>Issue #41 adds: a two-message mix as a third model; the reference's halves at least {@code
 * serbench.accuracy.windowMinutes} (30) apart; coverage per class of forks behind a printed
 * interval (3, 4-5, 6+; each at least 90%); {@code -Dserbench.accuracy.preset=thorough} for runs
 * whose top group has 6+ forks; and, in the A/A pairs, the share of checks tested (at least 80%)
 * and {@code time+10%@*} failing at most 5% of the tested ones. {@code
 * -Dserbench.accuracy.models=media} runs one model. {@code -Dserbench.accuracy.reanalyse=true}
 * measures nothing: it judges the runs stored in {@code target/accuracy} again, with this version's
 * rules (for example the range across runs, which issue #41 added after the runs were made).
 *
 * <pre>mvn -B -pl serbench-core -Paccuracy verify</pre>
 *
 * <p>About 40 minutes on a two-core host. {@code -Dserbench.accuracy.runs=N} sets the runs per
 * model, {@code -Dserbench.accuracy.referenceForks=N} the reference's forks, {@code
 * -Dserbench.accuracy.codecs=a,b} other codecs (for a quick try of the check itself).
 */
public final class AccuracyBenchmark {
  /** The 8 foundation codecs, as the calibration measures them. */
  static final List<String> CODECS = CalibrationTest.CODECS.subList(0, 8);

  /** The reference's forks per figure. */
  static final int REFERENCE_FORKS = 10;

  /** Model classes of different shapes: a generated order graph, and jvm-serializers' media.1. */
  static final Map<String, List<String>> MODELS =
      Map.of(
          "order", List.of("io.serbench.testmodel.Order"),
          "media", List.of("io.serbench.testmodel.MediaContent"),
          "mix", List.of("io.serbench.testmodel.Order", "io.serbench.testmodel.MediaContent"));

  static final Map<String, List<String>> SAMPLES =
      Map.of(
          "order",
          List.of(),
          "media",
          List.of("io.serbench.testmodel.Fixtures#media1"),
          "mix",
          List.of("io.serbench.testmodel.Fixtures#media1"));

  private AccuracyBenchmark() {}

  /** One model's reference and runs. */
  record Model(String name, BenchmarkResults reference, List<BenchmarkResults> runs) {}

  public static void main(String[] args) throws Exception {
    int runs = Integer.getInteger("serbench.accuracy.runs", 3);
    int referenceForks = Integer.getInteger("serbench.accuracy.referenceForks", REFERENCE_FORKS);
    Path out = Path.of("target/accuracy").toAbsolutePath();
    List<Model> models = new ArrayList<>();
    List<Double> seconds = new ArrayList<>();
    long window = Long.getLong("serbench.accuracy.windowMinutes", 30) * 60_000;
    boolean reanalyse = Boolean.getBoolean("serbench.accuracy.reanalyse");
    for (String model :
        System.getProperty("serbench.accuracy.models", "order,media,mix").split(",")) {
      int firstHalf = referenceForks / 2;
      if (Boolean.getBoolean("serbench.accuracy.aaOnly")) {
        // only the A/A pairs: runs back to back (or the stored ones, judged again), no reference
        List<BenchmarkResults> measured = new ArrayList<>();
        for (int i = 1; i <= runs; i++) {
          Path directory = out.resolve(model + "-aa-" + i);
          if (reanalyse) {
            BenchmarkResults results = stored(directory);
            measured.add(results);
            seconds.add(results.environment().durationSeconds());
          } else {
            measured.add(run(model, directory, null, seconds, true));
          }
        }
        models.add(new Model(model, null, measured));
        continue;
      }
      if (reanalyse) {
        // the stored runs of an earlier check, judged again by this version's rules
        List<BenchmarkResults> measured = new ArrayList<>();
        for (int i = 1; i <= runs; i++) {
          BenchmarkResults results = stored(out.resolve(model + "-run-" + i));
          measured.add(results);
          seconds.add(results.environment().durationSeconds());
        }
        BenchmarkResults early = stored(out.resolve(model + "-reference-1"));
        BenchmarkResults late = stored(out.resolve(model + "-reference-2"));
        models.add(new Model(model, merge(early, late, firstHalf), measured));
        continue;
      }
      BenchmarkResults early =
          run(model, out.resolve(model + "-reference-1"), explicit(firstHalf), seconds, false);
      long earlyEnd = System.currentTimeMillis();
      List<BenchmarkResults> measured = new ArrayList<>();
      for (int i = 1; i <= runs; i++) {
        measured.add(run(model, out.resolve(model + "-run-" + i), null, seconds, true));
      }
      // the reference's two halves in two time windows, so that it averages over the host's moods
      long wait = earlyEnd + window - System.currentTimeMillis();
      if (wait > 0) {
        System.out.printf(
            Locale.ROOT,
            "[%s] waiting %d s for the reference's second window%n",
            model,
            wait / 1000);
        Thread.sleep(wait);
      }
      BenchmarkResults late =
          run(
              model,
              out.resolve(model + "-reference-2"),
              explicit(referenceForks - firstHalf),
              seconds,
              false);
      models.add(new Model(model, merge(early, late, firstHalf), measured));
    }
    Report report = new Report();
    for (Model model : models) {
      if (model.reference() != null) {
        report.model(model);
      }
    }
    report.aa(models);
    report.time(seconds);
    String text = report.text();
    System.out.println(text);
    Files.createDirectories(out);
    Files.writeString(
        out.resolve(
            Boolean.getBoolean("serbench.accuracy.aaOnly") ? "accuracy-aa.md" : "accuracy.md"),
        text,
        StandardCharsets.UTF_8);
    System.exit(report.missed.isEmpty() ? 0 : 1);
  }

  private static BenchmarkResults stored(Path directory) throws java.io.IOException {
    return io.serbench.result.io.ResultsFile.read(directory.resolve("results.json"));
  }

  private static JmhSettings explicit(int forks) {
    // the standard preset's fork, as many rounds as forks
    return new JmhSettings(forks, 1, 100, 25, 100);
  }

  private static BenchmarkResults run(
      String model, Path output, JmhSettings jmh, List<Double> seconds, boolean timed)
      throws Exception {
    BenchmarkRequest.Builder builder =
        TestRequests.writingTo(output)
            .classes(MODELS.get(model))
            .samples(SAMPLES.get(model))
            .codecs(
                List.of(
                    System.getProperty("serbench.accuracy.codecs", String.join(",", CODECS))
                        .split(",")));
    if (jmh != null) {
      builder.jmh(jmh);
    } else {
      builder.measurement(
          new io.serbench.settings.Measurement(
              io.serbench.config.MeasureSettings.PRESET.parse(
                  System.getProperty("serbench.accuracy.preset", "standard")),
              null,
              1,
              List.of()));
    }
    long start = System.nanoTime();
    BenchmarkRequest request = builder.build();
    BenchmarkResults results =
        WorkerRun.run(request, io.serbench.host.HostPlan.of(request), new Printing(model));
    if (timed) {
      seconds.add((System.nanoTime() - start) / 1e9);
    }
    return results;
  }

  /** The two reference halves as one: the later half's rounds numbered on from the first's. */
  static BenchmarkResults merge(BenchmarkResults early, BenchmarkResults late, int offset) {
    List<SampleResult> samples = new ArrayList<>();
    for (SampleResult sample : early.samples()) {
      SampleResult other =
          late.samples().stream().filter(s -> s.name().equals(sample.name())).findFirst().get();
      List<CodecResult> results = new ArrayList<>();
      for (CodecResult r : sample.results()) {
        CodecResult l = other.result(r.codec()).orElse(null);
        if (!r.passed() || l == null || r.serializeNs() == null || l.serializeNs() == null) {
          results.add(r);
          continue;
        }
        results.add(
            ResultsFixtures.withScores(
                r,
                joined(r.serializeNs(), l.serializeNs(), offset),
                joined(r.deserializeNs(), l.deserializeNs(), offset)));
      }
      samples.add(sample.withResults(results));
    }
    BenchmarkResults merged = early.withSamples(samples);
    return merged.withRecommendation(Recommender.recommend(merged, merged.criteria()));
  }

  private static Score joined(Score a, Score b, int offset) {
    List<Score.Fork> forks = new ArrayList<>(a.perFork());
    for (Score.Fork f : b.perFork()) {
      forks.add(
          new Score.Fork(
              f.round() + offset, f.mean(), f.kind(), f.warmupCut(), f.iterationScores()));
    }
    return Score.of(forks, a.unit(), null);
  }

  /** The figures of a run by {@code sample codec operation}. */
  static Map<String, Score> figures(BenchmarkResults results) {
    Map<String, Score> figures = new TreeMap<>();
    for (SampleResult sample : results.allSamples()) {
      for (CodecResult r : sample.results()) {
        if (r.serializeNs() != null && r.deserializeNs() != null) {
          figures.put(sample.name() + " " + r.codec() + " serialize", r.serializeNs());
          figures.put(sample.name() + " " + r.codec() + " deserialize", r.deserializeNs());
        }
      }
    }
    return figures;
  }

  private static Map<Integer, Double> rounds(Score score) {
    Map<Integer, Double> rounds = new TreeMap<>();
    score.perFork().forEach(f -> rounds.put(f.round(), Math.log(f.mean())));
    return rounds;
  }

  /**
   * Two figures of one run compared on same-round fork means; with fewer than 3 shared rounds the
   * run's pooled spread stands in, as in the race.
   */
  static Paired.Difference pair(Score a, Score b, ForkStatistics.Spread pooled) {
    return Paired.compare(
        rounds(a),
        rounds(b),
        pooled == null ? Double.NaN : Math.sqrt(2) * pooled.sd(),
        pooled == null ? 0 : pooled.df());
  }

  private static ForkStatistics.Spread pooled(Map<String, Score> figures) {
    return ForkStatistics.pool(figures.values().stream().map(Score::forkMeans).toList());
  }

  /** The tables and the thresholds. */
  static final class Report {
    final StringBuilder text = new StringBuilder("# serbench accuracy check\n\n");
    final List<String> missed = new ArrayList<>();

    void model(Model model) {
      Map<String, Score> reference = figures(model.reference());
      ForkStatistics.Spread referencePooled = pooled(reference);
      List<String> top =
          model.reference().recommendation().ranking().stream()
              .filter(Recommendation.Ranked::tiedWithLeader)
              .map(Recommendation.Ranked::codec)
              .toList();
      text.append("## ")
          .append(model.name())
          .append("\n\nReference: ")
          .append(Integer.getInteger("serbench.accuracy.referenceForks", REFERENCE_FORKS))
          .append(" interleaved forks per figure; its top group: ")
          .append(String.join(", ", top))
          .append(" (pick ")
          .append(model.reference().recommendation().codec())
          .append(")\n\n")
          .append(
              "| run | coverage | reversed pairs | resolved pairs (ref. ≥ 1.3x) | pick | in ref."
                  + " top group | rounds | seconds |\n|---|---|---|---|---|---|---|---|\n");
      int run = 0;
      for (BenchmarkResults results : model.runs()) {
        run++;
        Map<String, Score> figures = figures(results);
        ForkStatistics.Spread pooled = pooled(figures);
        int covered = 0;
        int total = 0;
        for (Map.Entry<String, Score> e : figures.entrySet()) {
          Score ref = reference.get(e.getKey());
          if (ref == null) {
            continue;
          }
          Score s = e.getValue();
          if (!s.printable()) {
            // fewer than 3 forks, or forks that disagree: printed with no interval
            indicative++;
            continue;
          }
          total++;
          boolean in = s.lower() != null && s.lower() <= ref.score() && ref.score() <= s.upper();
          if (in) {
            covered++;
          }
          String forkClass = s.forks() >= 6 ? "6+" : s.forks() >= 4 ? "4-5" : "3";
          byClass.computeIfAbsent(forkClass, k -> new int[2])[0] += in ? 1 : 0;
          byClass.get(forkClass)[1]++;
          if (s.acrossRunsLower() != null) {
            boolean across =
                s.acrossRunsLower() <= ref.score() && ref.score() <= s.acrossRunsUpper();
            acrossByClass.computeIfAbsent(forkClass, k -> new int[2])[0] += across ? 1 : 0;
            acrossByClass.get(forkClass)[1]++;
          }
        }
        int reversed = 0;
        int separable = 0;
        int resolved = 0;
        List<String> keys = new ArrayList<>(figures.keySet());
        for (int i = 0; i < keys.size(); i++) {
          for (int j = i + 1; j < keys.size(); j++) {
            String a = keys.get(i);
            String b = keys.get(j);
            if (!sameFigure(a, b) || !reference.containsKey(a) || !reference.containsKey(b)) {
              continue;
            }
            Paired.Difference called = pair(figures.get(a), figures.get(b), pooled);
            Paired.Difference truth = pair(reference.get(a), reference.get(b), referencePooled);
            if (called.separated()
                && truth.separated()
                && (called.ratio() > 1) != (truth.ratio() > 1)) {
              reversed++;
            }
            if (truth.ratio() >= 1.3 || truth.ratio() <= 1 / 1.3) {
              separable++;
              if (called.separated() && (called.ratio() > 1) == (truth.ratio() > 1)) {
                resolved++;
              }
            }
          }
        }
        String pick = results.recommendation() == null ? null : results.recommendation().codec();
        boolean inTop = pick != null && top.contains(pick);
        double coverage = total == 0 ? 0 : (double) covered / total;
        double resolvedShare = separable == 0 ? 1 : (double) resolved / separable;
        text.append(
            String.format(
                Locale.ROOT,
                "| %d | %d/%d (%.0f%%) | %d | %d/%d (%.0f%%) | %s | %s | %d | %.0f |%n",
                run,
                covered,
                total,
                coverage * 100,
                reversed,
                resolved,
                separable,
                resolvedShare * 100,
                pick,
                inTop ? "yes" : "NO",
                results.environment().race().rounds().size(),
                results.environment().durationSeconds()));
        coverageCovered += covered;
        coverageTotal += total;
        if (reversed > 0) {
          missed.add(model.name() + " run " + run + ": " + reversed + " reversed pair(s)");
        }
        resolvedSum += resolved;
        separableSum += separable;
        if (!inTop) {
          missed.add(model.name() + " run " + run + ": the pick " + pick + " is not in " + top);
        }
      }
      text.append('\n');
    }

    int coverageCovered;
    int coverageTotal;
    int indicative;
    final Map<String, int[]> byClass = new TreeMap<>();
    final Map<String, int[]> acrossByClass = new TreeMap<>();
    int resolvedSum;
    int separableSum;

    int testedChecks;
    int totalChecks;
    int brokenTested;

    void aa(List<Model> models) {
      text.append(
          "## A/A: pairs of runs of unchanged code\n\n| pair | flagged by time+10%@* |"
              + " comparisons | baseline gate | intervals overlap |\n|---|---|---|---|---|\n");
      int flagged = 0;
      int comparisons = 0;
      int overlapping = 0;
      int figuresTotal = 0;
      boolean gates = true;
      List<String[]> pairs = new ArrayList<>();
      for (Model model : models) {
        for (int i = 0; i + 1 < model.runs().size(); i++) {
          pairs.add(new String[] {model.name(), String.valueOf(i)});
        }
      }
      for (String[] p : pairs.subList(0, Math.min(3, pairs.size()))) {
        Model model = models.stream().filter(m -> m.name().equals(p[0])).findFirst().get();
        int i = Integer.parseInt(p[1]);
        BenchmarkResults a = model.runs().get(i);
        BenchmarkResults b = model.runs().get(i + 1);
        Comparison c =
            Comparisons.compare(
                List.of(new LabeledRun("a", null, null, a), new LabeledRun("b", null, null, b)),
                CompareEntries.rules(List.of("time+10%@*")),
                null);
        int broken = c.brokenChecks().size();
        int checks = c.checks().size();
        int untested = c.inconclusiveChecks().size();
        testedChecks += checks - untested;
        brokenTested += broken;
        totalChecks += checks;
        boolean gate = !BaselineGate.compare("a", a, b, 0.10, null).failed();
        Map<String, Score> fa = figures(a);
        Map<String, Score> fb = figures(b);
        int overlap = 0;
        int both = 0;
        for (String key : fa.keySet()) {
          Score x = fa.get(key);
          Score y = fb.get(key);
          if (y == null) {
            continue;
          }
          both++;
          if (x.low() <= y.high()
              && y.low() <= x.high()
              && x.lower() != null
              && y.lower() != null) {
            overlap++;
          }
        }
        text.append(
            String.format(
                Locale.ROOT,
                "| %s runs %d and %d | %d | %d | %s | %d/%d |%n",
                model.name(),
                i + 1,
                i + 2,
                broken,
                checks,
                gate ? "passes" : "FAILS",
                overlap,
                both));
        flagged += broken;
        comparisons += checks;
        overlapping += overlap;
        figuresTotal += both;
        gates &= gate;
      }
      if (flagged > Math.max(1, 0.05 * testedChecks)) {
        missed.add("A/A: time+10%@* flagged " + flagged + " of " + testedChecks + " tested checks");
      }
      if (testedChecks < 0.8 * totalChecks) {
        missed.add(
            "A/A: only " + testedChecks + " of " + totalChecks + " checks tested (goal 80%)");
      }
      text.append(
          String.format(
              Locale.ROOT,
              "A/A checks tested: %d of %d; broken among them: %d%n%n",
              testedChecks,
              totalChecks,
              brokenTested));
      if (!gates) {
        missed.add("A/A: a baseline gate failed on unchanged code");
      }
      if (figuresTotal > 0 && overlapping < 0.9 * figuresTotal) {
        missed.add("A/A: only " + overlapping + " of " + figuresTotal + " intervals overlap");
      }
      text.append('\n');
      double coverage = coverageTotal == 0 ? 0 : (double) coverageCovered / coverageTotal;
      double resolved = separableSum == 0 ? 1 : (double) resolvedSum / separableSum;
      // the printed ± is within this run, and says so; the goal holds for the range across runs
      text.append(
          "Printed intervals (within this run, as the report says; no goal: the run effect is"
              + " not in them):\n\n"
              + "| forks behind a printed interval | covered | share |\n|---|---:|---:|\n");
      coverageRows(byClass);
      text.append(
          "\nThe same figures' ranges across runs (the printed interval widened by the run"
              + " effect, results.json's acrossRunsLower to acrossRunsUpper):\n\n"
              + "| forks behind a printed interval | covered across runs | share |\n"
              + "|---|---:|---:|\n");
      for (var e : coverageRows(acrossByClass).entrySet()) {
        double share = e.getValue();
        if (share < 0.9) {
          missed.add(
              String.format(
                  Locale.ROOT,
                  "coverage across runs with %s forks %.0f%% (goal 90%%)",
                  e.getKey(),
                  share * 100));
        }
      }
      text.append(
          String.format(
              Locale.ROOT,
              "%nFigures printed with no interval (fewer than 3 forks, or forks that disagree):"
                  + " %d%n%n",
              indicative));
      if (resolved < 0.8) {
        missed.add(String.format(Locale.ROOT, "resolved pairs %.0f%% (goal 80%%)", resolved * 100));
      }
      text.append(
          String.format(
              Locale.ROOT,
              "Over all runs: coverage %d/%d (%.0f%%), resolved pairs %d/%d (%.0f%%).%n%n",
              coverageCovered,
              coverageTotal,
              coverage * 100,
              resolvedSum,
              separableSum,
              resolved * 100));
    }

    /** Appends one table row per fork class; returns each class's covered share. */
    private Map<String, Double> coverageRows(Map<String, int[]> byForks) {
      Map<String, Double> shares = new TreeMap<>();
      for (var e : byForks.entrySet()) {
        double share = (double) e.getValue()[0] / e.getValue()[1];
        shares.put(e.getKey(), share);
        text.append(
            String.format(
                Locale.ROOT,
                "| %s | %d/%d | %.0f%% |%n",
                e.getKey(),
                e.getValue()[0],
                e.getValue()[1],
                share * 100));
      }
      return shares;
    }

    void time(List<Double> seconds) {
      List<Double> sorted = new ArrayList<>(seconds);
      sorted.sort(null);
      double median = sorted.isEmpty() ? 0 : sorted.get(sorted.size() / 2);
      text.append(
          String.format(
              Locale.ROOT,
              "Wall time of a default run, 8 codecs on one class (in-process, no Maven start):"
                  + " median %.0f s, range %.0f-%.0f s (goal: 180 s)%n%n",
              median,
              sorted.isEmpty() ? 0 : sorted.get(0),
              sorted.isEmpty() ? 0 : sorted.get(sorted.size() - 1)));
      if (median > 180) {
        missed.add(String.format(Locale.ROOT, "median wall time %.0f s (goal 180 s)", median));
      }
      text.append(
          missed.isEmpty()
              ? "Every threshold met.\n"
              : "Missed: " + String.join("; ", missed) + "\n");
    }

    String text() {
      return text.toString();
    }
  }

  /** Whether two figure keys are the same sample and operation (different codecs). */
  static boolean sameFigure(String a, String b) {
    Function<String, String> sampleOf = k -> k.substring(0, k.indexOf(' '));
    Function<String, String> operationOf = k -> k.substring(k.lastIndexOf(' ') + 1);
    return sampleOf.apply(a).equals(sampleOf.apply(b))
        && operationOf.apply(a).equals(operationOf.apply(b));
  }

  /** Prints the run's progress with the model's name. */
  private record Printing(String model) implements BenchmarkListener {
    @Override
    public void info(String message) {
      System.out.println("[" + model + "] " + message);
    }

    @Override
    public void warn(String message) {
      System.out.println("[" + model + "] WARNING " + message);
    }

    @Override
    public void debug(String message) {}
  }
}
