package io.serbench.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.serbench.config.CompareEntries;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.Environment;
import io.serbench.result.Recommendation;
import io.serbench.result.Score;
import io.serbench.result.Scores;
import io.serbench.testing.ResultsFixtures;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The comparison of existing runs: the statistics behind its rules, and what it reports. */
class ComparisonsTest {
  private static BenchmarkResults fixture() {
    return ResultsFixtures.read();
  }

  static BenchmarkResults recommending(BenchmarkResults results, String codec) {
    return results.withRecommendation(
        new Recommendation(codec, null, List.of(), List.of(), List.of(), false, null));
  }

  private static List<LabeledRun> two(BenchmarkResults base, BenchmarkResults now) {
    return List.of(
        new LabeledRun("base", "base/results.json", null, base),
        new LabeledRun("now", "now/results.json", null, now));
  }

  @Test
  void aSignificantSlowdownBeyondTheLimitBreaksTheRule() throws Exception {
    BenchmarkResults base = ResultsFixtures.withSerialize(fixture(), "kryo", 100, 1);
    // three times slower: beyond 10% even allowing each run its own level (Comparison.RUN_SPREAD)
    BenchmarkResults now = ResultsFixtures.withSerialize(fixture(), "kryo", 300, 1);

    Comparison c =
        Comparisons.compare(two(base, now), CompareEntries.rules(List.of("time+10%@kryo")), null);

    assertThat(c.failed()).isTrue();
    assertThat(c.problems())
        .anySatisfy(
            p ->
                assertThat(p)
                    .startsWith("kryo serialize got slower by 200% on com.acme.Fixtures#tree")
                    .contains(
                        "-> 300 ns/op, beyond the allowance at p < 0.0001), more than the 10%"
                            + " allowed"));
    Comparison.Entry entry = c.rows().get(0).cells().get(1).values().get("SERIALIZE");
    assertThat(entry.test()).isEqualTo(Comparison.Test.FORK_MEANS);
    assertThat(entry.ratio()).isCloseTo(3.0, within(0.001));
    // deserialize did not change, and a rule on it holds
    assertThat(c.checks())
        .filteredOn(check -> check.measure().equals("deserialize"))
        .allSatisfy(check -> assertThat(check.passed()).isTrue());
  }

  @Test
  void aSlowdownWithinTheRunEffectIsNotARegressionHoweverTightTheForks() throws Exception {
    // 30% slower with 3% between forks: each run's forks agree, but a whole run moves by about
    // Comparison.RUN_SPREAD on a shared host, which neither run's forks can show
    BenchmarkResults base = ResultsFixtures.withSerialize(fixture(), "kryo", 100, 3);
    BenchmarkResults now = ResultsFixtures.withSerialize(fixture(), "kryo", 130, 3);

    Comparison c =
        Comparisons.compare(
            two(base, now), CompareEntries.rules(List.of("serialize+10%@kryo")), null);

    Comparison.Entry entry = c.rows().get(0).cells().get(1).values().get("SERIALIZE");
    assertThat(entry.test()).isEqualTo(Comparison.Test.FORK_MEANS);
    assertThat(entry.pBeyond(0.10)).isGreaterThan(Comparison.ALPHA);
    assertThat(c.failed()).isFalse();
    // what the test can see: the allowance plus about 1.65 standard errors of two run effects
    double expected = Math.exp(Math.log(1.1) + 1.645 * Math.sqrt(2) * Comparison.RUN_SPREAD) - 1;
    assertThat(entry.smallestVisible(0.10)).isCloseTo(expected, within(0.02));

    BenchmarkResults far = ResultsFixtures.withSerialize(fixture(), "kryo", 300, 3);
    assertThat(
            Comparisons.compare(
                    two(base, far), CompareEntries.rules(List.of("serialize+10%@kryo")), null)
                .failed())
        .isTrue();
  }

  @Test
  void fewerThanThreeForksASideIsInconclusive_failingTheBuildOnlyWhenAskedTo() throws Exception {
    BenchmarkResults base =
        ResultsFixtures.map(
            fixture(),
            "kryo",
            r ->
                ResultsFixtures.withScores(
                    r, Scores.forks(100.0, 101.0), ResultsFixtures.score(1000, 1)));
    BenchmarkResults now =
        ResultsFixtures.map(
            fixture(),
            "kryo",
            r ->
                ResultsFixtures.withScores(
                    r, Scores.forks(200.0, 201.0), ResultsFixtures.score(1000, 1)));

    Comparison c =
        Comparisons.compare(two(base, now), CompareEntries.rules(List.of("time+10%@kryo")), null);

    assertThat(c.rows().get(0).cells().get(1).values().get("SERIALIZE").test())
        .isEqualTo(Comparison.Test.UNDERPOWERED);
    assertThat(c.failed()).isFalse();
    assertThat(c.fails(false)).isFalse();
    assertThat(c.fails(true)).isTrue();
    assertThat(c.inconclusiveChecks())
        .filteredOn(check -> check.measure().equals("serialize"))
        .isNotEmpty()
        .allSatisfy(
            check ->
                assertThat(check.message())
                    .contains("INCONCLUSIVE, not tested (fewer than 3 forks on a side, 2 and 2")
                    .contains("got slower by 100%"));
    // the verdict never says that a check which was not made passed
    assertThat(c.verdict())
        .startsWith("INCONCLUSIVE: ")
        .contains("could not be tested")
        .doesNotContain("every rule holds");
  }

  @Test
  void noiseAloneNeverBreaksARule() throws Exception {
    BenchmarkResults base = ResultsFixtures.withSerialize(fixture(), "kryo", 100, 30);
    BenchmarkResults now = ResultsFixtures.withSerialize(fixture(), "kryo", 125, 30);

    Comparison c =
        Comparisons.compare(two(base, now), CompareEntries.rules(List.of("time+10%@kryo")), null);

    Comparison.Entry entry = c.rows().get(0).cells().get(1).values().get("SERIALIZE");
    assertThat(entry.ratio()).isCloseTo(1.25, within(0.03));
    assertThat(entry.significant()).isFalse();
    assertThat(c.failed()).isFalse();
    assertThat(c.verdict()).startsWith("every rule holds (time+10%@kryo");
    assertThat(c.notes())
        .anySatisfy(
            n ->
                assertThat(n)
                    .startsWith("kryo serialize on com.acme.Fixtures#tree grew by 2")
                    .contains(
                        "but not beyond the allowance with 95% confidence (growth beyond the"
                            + " allowance not shown: p = 0.")
                    .contains(", 5 and 5 forks); more forks can tell"));
  }

  @Test
  void aLaterFigureWhoseForksMostlyReachedNoSteadyStateIsNotJudged() throws Exception {
    BenchmarkResults base = ResultsFixtures.withSerialize(fixture(), "kryo", 100, 1);
    BenchmarkResults now =
        ResultsFixtures.map(
            fixture(),
            "kryo",
            r ->
                ResultsFixtures.withScores(
                    r, unsteady(ResultsFixtures.score(150, 1), 3), ResultsFixtures.score(1000, 1)));

    Comparison c =
        Comparisons.compare(two(base, now), CompareEntries.rules(List.of("time+10%@kryo")), null);

    assertThat(c.failed()).isFalse();
    assertThat(c.rows().get(0).cells().get(1).values().get("SERIALIZE").test())
        .isEqualTo(Comparison.Test.UNSTEADY);
    assertThat(c.inconclusiveChecks())
        .anySatisfy(
            check ->
                assertThat(check.message())
                    .contains("got slower by 50%")
                    .contains("most forks of a figure reached no steady state in one of the runs"));
  }

  @Test
  void aFigureWithAMinorityOfForksWithoutASteadyState_isTestedOnAllItsForks() throws Exception {
    BenchmarkResults base = ResultsFixtures.withSerialize(fixture(), "kryo", 100, 1);
    BenchmarkResults now =
        ResultsFixtures.map(
            fixture(),
            "kryo",
            r ->
                ResultsFixtures.withScores(
                    r, unsteady(ResultsFixtures.score(300, 1), 2), ResultsFixtures.score(1000, 1)));

    Comparison c =
        Comparisons.compare(two(base, now), CompareEntries.rules(List.of("time+10%@kryo")), null);

    Comparison.Entry entry = c.rows().get(0).cells().get(1).values().get("SERIALIZE");
    assertThat(entry.test()).isEqualTo(Comparison.Test.FORK_MEANS);
    assertThat(entry.forks()).isEqualTo(5);
    assertThat(c.failed()).isTrue();
    assertThat(c.inconclusiveChecks()).isEmpty();
  }

  @Test
  void anEarlierFigureThatIsNotAtSteadyState_makesTheCheckInconclusiveToo() throws Exception {
    BenchmarkResults base =
        ResultsFixtures.map(
            fixture(),
            "kryo",
            r ->
                ResultsFixtures.withScores(
                    r, unsteady(ResultsFixtures.score(100, 1), 5), ResultsFixtures.score(1000, 1)));
    BenchmarkResults now = ResultsFixtures.withSerialize(fixture(), "kryo", 100, 1);

    Comparison c =
        Comparisons.compare(two(base, now), CompareEntries.rules(List.of("time+10%@kryo")), null);

    assertThat(c.rows().get(0).cells().get(1).values().get("SERIALIZE").test())
        .isEqualTo(Comparison.Test.UNSTEADY);
    assertThat(c.fails(true)).isTrue();
  }

  @Test
  void anAbsoluteMaximumAppliesToEveryRunAndCodecWithAStar() throws Exception {
    Comparison c =
        Comparisons.compare(
            two(fixture(), fixture()), CompareEntries.rules(List.of("size<=150@*")), null);

    assertThat(c.failed()).isTrue();
    assertThat(c.problems())
        .contains("kryo size on com.acme.Fixtures#tree is 186 bytes, above the maximum of 150");
    assertThat(c.checks()).extracting(Comparison.Check::run).contains("base", "now");
  }

  @Test
  void aRuleWithoutACodecWatchesTheRecommendedOneAndAPinnedCodecThatIsMissingFails()
      throws Exception {
    BenchmarkResults base =
        recommending(ResultsFixtures.withSerialize(fixture(), "kryo", 100, 1), "kryo");
    BenchmarkResults now =
        recommending(ResultsFixtures.withSerialize(fixture(), "kryo", 200, 1), "kryo");

    Comparison watched =
        Comparisons.compare(two(base, now), CompareEntries.rules(List.of("time+10%")), null);
    Comparison pinnedElsewhere =
        Comparisons.compare(
            two(base, now), CompareEntries.rules(List.of("time+10%")), "jackson-json");
    Comparison missing =
        Comparisons.compare(two(base, now), CompareEntries.rules(List.of("time+10%@fory")), null);

    assertThat(watched.failed()).isTrue();
    assertThat(pinnedElsewhere.failed()).isFalse();
    assertThat(missing.problems())
        .containsExactly(
            "rule time+10%@fory checked nothing: fory was not measured in both the first and a"
                + " later run");
  }

  @Test
  void aCodecThatPassedAndNowFailsFailsAComparisonWithRulesOnly() throws Exception {
    BenchmarkResults now =
        ResultsFixtures.map(
            fixture(),
            "jackson-json",
            r ->
                CodecResult.verified(
                    r.codec(),
                    "DECODE",
                    "no creator",
                    CodecResult.Differences.NONE,
                    new CodecResult.Sizes(null, null)));

    Comparison merged = Comparisons.compare(two(fixture(), now), List.of(), null);
    Comparison gated =
        Comparisons.compare(two(fixture(), now), CompareEntries.rules(List.of("size+0%")), null);

    assertThat(merged.failed()).isFalse();
    assertThat(merged.differentVerdicts())
        .contains("jackson-json on generated(com.acme.Order) fails in now only");
    assertThat(gated.problems())
        .contains(
            "jackson-json on generated(com.acme.Order) passed in base and fails in now: no creator");
  }

  @Test
  void differentHostsAreNamedAndRecommendationFlipsAreGrouped() throws Exception {
    BenchmarkResults linux = recommending(fixture(), "kryo");
    Environment e = linux.environment();
    BenchmarkResults arm =
        recommending(fixture(), "fory")
            .withEnvironment(
                new Environment(
                    "25.0.1",
                    "Eclipse Adoptium",
                    e.os(),
                    "Ampere Altra",
                    4,
                    e.seed(),
                    e.jmhVersion(),
                    e.jmh(),
                    e.durationSeconds(),
                    null,
                    null,
                    1,
                    null,
                    null,
                    List.of("-Xmx2g"),
                    List.of()));
    List<LabeledRun> runs =
        List.of(
            new LabeledRun("linux-17", "a", null, linux),
            new LabeledRun("arm-25", "b", null, arm),
            new LabeledRun("linux-17b", "c", null, linux));

    Comparison c = Comparisons.compare(runs, CompareEntries.rules(List.of("time+10%")), null);

    assertThat(c.sameRecommendation()).isFalse();
    assertThat(c.recommendations())
        .containsEntry("kryo", List.of("linux-17", "linux-17b"))
        .containsEntry("fory", List.of("arm-25"));
    assertThat(c.environmentDifferences())
        .contains(
            "JDK: 17.0.15 (Debian) in linux-17, linux-17b; 25.0.1 (Eclipse Adoptium) in arm-25",
            "CPU: Test CPU <fast> in linux-17, linux-17b; Ampere Altra in arm-25",
            "cores: 2 in linux-17, linux-17b; 4 in arm-25");
    assertThat(c.notes())
        .anySatisfy(n -> assertThat(n).startsWith("the runs were not measured under the same"));
  }

  @Test
  void theBaselineGateIsTheSameComparisonWithOneRule() throws Exception {
    BenchmarkResults base =
        recommending(ResultsFixtures.withSerialize(fixture(), "kryo", 100, 1), "kryo");
    BenchmarkResults now =
        recommending(ResultsFixtures.withSerialize(fixture(), "kryo", 300, 1), "kryo");

    io.serbench.result.BaselineComparison gate =
        io.serbench.compare.BaselineGate.compare("base.json", base, now, 0.10, null);

    assertThat(gate.failed()).isTrue();
    assertThat(gate.watched()).isEqualTo("kryo");
    assertThat(gate.verdict())
        .startsWith("baseline gate: kryo serialize got slower by 200% on com.acme.Fixtures#tree");
    assertThat(gate.rows())
        .filteredOn(r -> r.codec().equals("kryo") && r.operation().equals("serialize"))
        .allSatisfy(
            r -> {
              assertThat(r.regression()).isTrue();
              assertThat(r.test()).isEqualTo("fork means");
              assertThat(r.pValue()).isLessThan(Comparison.ALPHA);
            });
    assertThat(gate.rows())
        .filteredOn(r -> r.operation().equals("deserialize"))
        .noneMatch(io.serbench.result.BaselineComparison.Row::regression);
    io.serbench.result.BaselineComparison same =
        io.serbench.compare.BaselineGate.compare("base.json", base, base, 0.10, null);
    assertThat(same.failed()).isFalse();
    // a pass says what the test could see, so that nobody reads it as "no slowdown at all"
    assertThat(same.verdict())
        .startsWith("no significant slowdown of kryo beyond 10%")
        .contains("allowing each figure to move by ±15% between runs")
        .containsPattern("a slowdown shows from about \\d+%");
  }

  /** The same figure with its first {@code forks} forks classified as having no steady state. */
  private static Score unsteady(Score s, int forks) {
    List<Score.Fork> perFork = new java.util.ArrayList<>();
    for (Score.Fork f : s.perFork()) {
      perFork.add(
          perFork.size() < forks
              ? new Score.Fork(
                  f.round(),
                  f.mean(),
                  io.serbench.stats.ForkKind.NO_STEADY_STATE,
                  f.warmupCut(),
                  f.iterationScores())
              : f);
    }
    return new Score(
        s.score(),
        s.lower(),
        s.upper(),
        s.interval(),
        s.unit(),
        s.forks(),
        s.iterations(),
        perFork,
        false,
        List.of());
  }

  /** The run with kryo moved to loaders of its own over serbench's jars, as kryo@5.6.2 is. */
  private static BenchmarkResults movedToItsOwnLoaders(BenchmarkResults results) throws Exception {
    var mapper = io.serbench.result.io.ResultsFile.mapper();
    String json = mapper.writeValueAsString(results).replace("\"kryo\"", "\"kryo@5.6.2\"");
    BenchmarkResults moved = mapper.readValue(json, BenchmarkResults.class);
    return new BenchmarkResults(
            moved.schemaVersion(),
            moved.generatedAt(),
            moved.environment(),
            moved.codecs().stream()
                .map(
                    c ->
                        c.id().equals("kryo@5.6.2")
                            ? c.withVersionSource(
                                io.serbench.result.VersionSource.ISOLATED, "moved")
                            : c)
                .toList(),
            moved.samples(),
            moved.capabilities(),
            moved.criteria(),
            moved.recommendation(),
            moved.baseline())
        .withLeftOut(moved.leftOut())
        .withMessages(moved.models(), moved.mix());
  }

  @Test
  void aCodecMovedToItsOwnLoaders_stillMeetsItsPlainIdInTheBaseline_andInRulesAndPinned()
      throws Exception {
    BenchmarkResults base = ResultsFixtures.withSerialize(fixture(), "kryo", 100, 1);
    BenchmarkResults now =
        movedToItsOwnLoaders(ResultsFixtures.withSerialize(fixture(), "kryo", 300, 1));
    assertThat(now.codecs()).extracting(c -> c.id()).contains("kryo@5.6.2").doesNotContain("kryo");

    Comparison c =
        Comparisons.compare(two(base, now), CompareEntries.rules(List.of("time+10%@kryo")), null);

    assertThat(c.failed()).isTrue();
    assertThat(c.problems())
        .anySatisfy(p -> assertThat(p).startsWith("kryo serialize got slower by 200%"));
    assertThat(c.rows()).extracting(Comparison.Row::codec).doesNotContain("kryo@5.6.2");
    var gate =
        BaselineGate.compare(
            "base/results.json", base, recommending(now, "kryo@5.6.2"), 0.10, "kryo");
    assertThat(gate.rows())
        .filteredOn(r -> r.codec().equals("kryo"))
        .isNotEmpty()
        .anySatisfy(r -> assertThat(r.regression()).isTrue());
  }

  @Test
  void versionedIdsThatAUserNamed_stayApartFromThePlainId() throws Exception {
    BenchmarkResults moved = movedToItsOwnLoaders(fixture());
    BenchmarkResults named =
        new BenchmarkResults(
                moved.schemaVersion(),
                moved.generatedAt(),
                moved.environment(),
                moved.codecs().stream()
                    .map(
                        d ->
                            d.id().equals("kryo@5.6.2")
                                ? d.withVersionSource(
                                    io.serbench.result.VersionSource.PROJECT, null)
                                : d)
                    .toList(),
                moved.samples(),
                moved.capabilities(),
                moved.criteria(),
                moved.recommendation(),
                moved.baseline())
            .withLeftOut(moved.leftOut())
            .withMessages(moved.models(), moved.mix());

    assertThat(Comparisons.plainId(moved, "kryo@5.6.2")).isEqualTo("kryo");
    assertThat(Comparisons.plainId(named, "kryo@5.6.2")).isEqualTo("kryo@5.6.2");
  }
}
