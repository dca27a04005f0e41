package io.serbench.recommend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.Criteria;
import io.serbench.result.Recommendation;
import io.serbench.result.SampleResult;
import io.serbench.result.Score;
import io.serbench.testing.GivenCriteria;
import io.serbench.testing.ResultsFixtures;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RecommenderTest {
  private static BenchmarkResults fixture() throws Exception {
    return ResultsFixtures.read();
  }

  /** Only the Order sample, on which all three codecs pass. */
  private static BenchmarkResults orderOnly() throws Exception {
    BenchmarkResults results = fixture();
    return results.withSamples(results.samples().subList(1, 2));
  }

  private static Criteria criteria(String graph, String versioning, String untrusted) {
    return GivenCriteria.given()
        .graph(graph)
        .versioning(versioning)
        .untrustedInput(untrusted)
        .parse();
  }

  @Test
  void recommend_onlyCodecPassingEverySample_isChosen() throws Exception {
    Recommendation recommendation = Recommender.recommend(fixture());

    assertThat(recommendation.codec()).isEqualTo("kryo");
    assertThat(recommendation.runnerUp()).isNull();
    assertThat(recommendation.reasons().get(0))
        .isEqualTo("kryo: fastest eligible codec on 2 of 2 samples, 1st smallest of 1 eligible");
  }

  @Test
  void recommend_failedCodecs_areExcludedWithTheirFirstReason() throws Exception {
    Recommendation recommendation = Recommender.recommend(fixture());

    assertThat(recommendation.exclusions())
        .extracting(Recommendation.Exclusion::codec, Recommendation.Exclusion::reason)
        .containsExactly(
            tuple("kryo-registered", "com.acme.Fixtures#tree: encode failed: StackOverflowError"),
            tuple(
                "jackson-json",
                "com.acme.Fixtures#tree: differs at parent: <script>alert('x')</script> -> null"));
  }

  @Test
  void balanced_ranksByTimeAndSize_andExplainsInPlainLanguage() throws Exception {
    Recommendation recommendation = Recommender.recommend(orderOnly());

    // kryo-registered: fastest (2885 vs 3571 ns) and smallest (219 vs 294 bytes)
    assertThat(recommendation.codec()).isEqualTo("kryo-registered");
    assertThat(recommendation.runnerUp()).isEqualTo("kryo");
    assertThat(recommendation.reasons().get(0))
        .isEqualTo(
            "kryo-registered: fastest eligible codec on 1 of 1 sample (1.24x faster than kryo, 95%"
                + " interval 1.23-1.25x), 1st smallest of 3 eligible; needs the class list kept in"
                + " sync (classes-known)");
    assertThat(recommendation.ranking())
        .extracting(Recommendation.Ranked::codec)
        .containsExactly("kryo-registered", "kryo", "jackson-json");
    assertThat(recommendation.ranking().get(0).score()).isGreaterThanOrEqualTo(1.0);
  }

  @Test
  void graphConstraint_usesTheMeasuredCapability_andNamesTheEvidence() throws Exception {
    Recommendation recommendation =
        Recommender.recommend(orderOnly(), criteria("true", null, null));

    assertThat(recommendation.codec()).isEqualTo("kryo");
    assertThat(recommendation.exclusions())
        .extracting(Recommendation.Exclusion::codec, Recommendation.Exclusion::requirement)
        .containsExactly(
            tuple("kryo-registered", io.serbench.result.Requirement.GRAPH),
            tuple("jackson-json", io.serbench.result.Requirement.GRAPH));
    assertThat(recommendation.exclusions().get(0).reason())
        .startsWith("TreeNode: your model com.acme.TreeNode")
        .endsWith("encode failed: StackOverflowError (graph required)");
    assertThat(recommendation.reasons()).contains("meets graph as measured on your model classes");
  }

  @Test
  void measuredValue_winsOverTheClaim() throws Exception {
    // kryo-registered does not claim forward compatibility, but its forward probe passed
    Recommendation forward = Recommender.recommend(orderOnly(), criteria(null, "forward", null));
    // jackson-json claims and passes both directions; kryo fails backward silently
    Recommendation full = Recommender.recommend(orderOnly(), criteria(null, "full", null));

    assertThat(forward.ranking())
        .extracting(Recommendation.Ranked::codec)
        .containsExactly("kryo-registered", "jackson-json");
    assertThat(full.codec()).isEqualTo("jackson-json");
    assertThat(full.exclusions())
        .filteredOn(e -> e.codec().equals("kryo"))
        .singleElement()
        .satisfies(
            e ->
                assertThat(e.reason())
                    .contains("Buffer underflow")
                    .endsWith("(versioning full required)"));
  }

  @Test
  void versioningChanges_appendAcceptsACodecThatSurvivesOnlyChangesAtTheEnd() throws Exception {
    // kryo-registered as a field-order format: the end survives, the middle and the start do not
    List<io.serbench.result.Evolution> fieldOrder =
        List.of(
            evolution("add-last", "PASS", "PASS"),
            evolution("add-first", "SILENT", "FAIL"),
            evolution("remove-middle", "FAIL", "SILENT"),
            evolution("remove-last", "PASS", "PASS"),
            evolution("widen-int-long", "FAIL", "FAIL"));
    BenchmarkResults results =
        replace(
            orderOnly(),
            "kryo-registered",
            c -> ResultsFixtures.withProbes(c, c.untrustedInput(), fieldOrder));

    Recommendation fields =
        Recommender.recommend(
            results, GivenCriteria.given().versioning("full").versioningChanges("fields").parse());
    Recommendation append =
        Recommender.recommend(
            results, GivenCriteria.given().versioning("full").versioningChanges("append").parse());

    assertThat(fields.ranking())
        .extracting(Recommendation.Ranked::codec)
        .doesNotContain("kryo-registered");
    assertThat(fields.exclusions())
        .filteredOn(e -> e.codec().equals("kryo-registered"))
        .singleElement()
        .satisfies(
            e ->
                assertThat(e.reason())
                    .contains(
                        "survives add-last, remove-last; not add-first silently, remove-middle")
                    .endsWith("(versioning full required)"));
    // widen-int-long fails too, but it is never required
    assertThat(append.ranking())
        .extracting(Recommendation.Ranked::codec)
        .contains("kryo-registered");
  }

  /** The results with one codec's capabilities changed on every model class. */
  private static BenchmarkResults replace(
      BenchmarkResults results,
      String codec,
      java.util.function.UnaryOperator<io.serbench.result.Capabilities> change) {
    return ResultsFixtures.withCapabilities(
        results,
        results.capabilities().stream()
            .map(c -> c.codec().equals(codec) ? change.apply(c) : c)
            .toList());
  }

  private static io.serbench.result.Evolution evolution(String change, String back, String forth) {
    return new io.serbench.result.Evolution(
        io.serbench.result.SchemaChange.of(change),
        io.serbench.result.Evolution.Outcome.valueOf(back),
        io.serbench.result.Evolution.Outcome.valueOf(forth),
        change + " (Order (...))");
  }

  @Test
  void nothingEligible_namesTheConstraintThatEliminatedTheLastCandidates() throws Exception {
    Recommendation recommendation =
        Recommender.recommend(orderOnly(), criteria("true", "full", null));

    assertThat(recommendation.codec()).isNull();
    assertThat(recommendation.eliminatedBy()).isEqualTo(io.serbench.result.Requirement.VERSIONING);
    assertThat(recommendation.reasons())
        .containsExactly(
            "no codec meets the constraints (graph, versioning=full): versioning full eliminated"
                + " the last candidates (kryo)");
    assertThat(recommendation.exclusions()).hasSize(3);
  }

  @Test
  void aCheckThatWasNotExercisedNeverMeetsAConstraint_evenWhenClaimed() throws Exception {
    BenchmarkResults results =
        replace(
            orderOnly(),
            "jackson-json",
            c ->
                ResultsFixtures.withProbes(
                    c,
                    io.serbench.result.CapabilityResult.notTested(true, "the probe could not run"),
                    c.evolutions()));

    Recommendation recommendation =
        Recommender.recommend(
            results, GivenCriteria.given().crossLanguage("true").untrustedInput("true").parse());

    assertThat(recommendation.codec()).isNotEqualTo("jackson-json");
    assertThat(recommendation.exclusions())
        .anyMatch(
            e ->
                e.codec().equals("jackson-json")
                    && e.reason()
                        .equals(
                            "TreeNode: not tested, the probe could not run"
                                + " (untrusted-input safety required)"));
  }

  @Test
  void speedObjective_ignoresSize_andSizeObjectiveIgnoresTime() throws Exception {
    Criteria speed = GivenCriteria.given().objective("speed").parse();
    Criteria size = GivenCriteria.given().objective("size").parse();

    assertThat(Recommender.recommend(orderOnly(), speed).reasons())
        .anyMatch(r -> r.startsWith("kryo-registered: fastest eligible codec"));
    assertThat(Recommender.recommend(orderOnly(), size).reasons())
        .anyMatch(
            r ->
                r.startsWith(
                    "kryo-registered: smallest eligible codec on 1 of 1 sample (1.34x smaller"
                        + " than kryo)"));
  }

  @Test
  void weights_changeTheWinner() throws Exception {
    // deserialize time only: kryo-registered 2184 ± 80 vs kryo 2345 ± 61, separated by the noise
    Criteria deserializeOnly = GivenCriteria.given().weights("0", "1", "0").parse();
    // serialize only, with jackson-json made the fastest serializer
    BenchmarkResults results =
        withSerialize(orderOnly(), "jackson-json", io.serbench.result.Scores.around(100, 0.05, 0));
    Criteria serializeOnly = GivenCriteria.given().weights("1", "0", "0").parse();

    assertThat(Recommender.recommend(orderOnly(), deserializeOnly).codec())
        .isEqualTo("kryo-registered");
    assertThat(Recommender.recommend(results, serializeOnly).codec()).isEqualTo("jackson-json");
  }

  @Test
  void overlappingErrorBars_areATie_brokenBySizeForSpeed() throws Exception {
    // kryo becomes as fast as kryo-registered within the noise, but stays larger
    BenchmarkResults results =
        withSerialize(orderOnly(), "kryo", io.serbench.result.Scores.around(560, 0.40, 1));
    Criteria speed = GivenCriteria.given().objective("speed").parse();

    Recommendation recommendation = Recommender.recommend(results, speed);

    assertThat(recommendation.tied()).isTrue();
    assertThat(recommendation.codec()).isEqualTo("kryo-registered");
    assertThat(recommendation.runnerUp()).isEqualTo("kryo");
    assertThat(recommendation.reasons())
        .anyMatch(
            r ->
                r.startsWith("kryo-registered and kryo are ")
                    && r.endsWith(
                        "(95% confidence, same-round fork scores, adjusted for the choice of the"
                            + " leader and the race's looks); kryo-registered is picked: smaller"
                            + " (size is not part of the speed score)"));
    // the answer leads with the group, so that a rerun that picks kryo reads as the same answer
    assertThat(recommendation.reasons().get(0))
        .startsWith("kryo-registered or kryo: tied on speed; kryo-registered is ")
        .contains("smaller than kryo, kryo's speed not separated from it (point estimate "); // and
    // "fastest" says that it stands on the point estimates only
    assertThat(recommendation.reasons())
        .noneMatch(r -> r.contains("fastest eligible codec on 1 of 1 sample ("))
        .anyMatch(
            r ->
                r.contains(
                    "fastest eligible codec on 1 of 1 sample on the point estimates; the forks"
                        + " cannot separate its speed from kryo's"));
  }

  @Test
  void aCodecTheRaceSentOutForBeingBehind_isNotCalledTiedWithThePick() throws Exception {
    // the forks alone cannot separate kryo from kryo-registered; the race had sent the one behind
    // on the point estimates out
    BenchmarkResults tied =
        withSerialize(orderOnly(), "kryo", io.serbench.result.Scores.around(560, 0.40, 1));
    Criteria speed = GivenCriteria.given().objective("speed").parse();
    Recommendation before = Recommender.recommend(tied, speed);
    String leader =
        before.ranking().stream()
            .filter(r -> r.tiedWithLeader())
            .min(java.util.Comparator.comparingDouble(Recommendation.Ranked::score))
            .orElseThrow()
            .codec();
    String behind = leader.equals("kryo") ? "kryo-registered" : "kryo";
    io.serbench.result.Environment e = tied.environment();
    io.serbench.result.RaceLog race =
        new io.serbench.result.RaceLog(
            42,
            2,
            6,
            true,
            List.of(
                new io.serbench.result.RaceLog.Round(
                    1,
                    List.of(),
                    List.of(
                        behind
                            + ": behind "
                            + leader
                            + " on the speed score (1.9x, p = 0.0100 adjusted for the choice of"
                            + " the leader and the race's looks)"),
                    1.0)),
            "the top group is settled: " + leader + " alone can win",
            null);
    BenchmarkResults raced =
        tied.withEnvironment(
            new io.serbench.result.Environment(
                e.javaVersion(),
                e.javaVendor(),
                e.os(),
                e.cpu(),
                e.cores(),
                e.seed(),
                e.jmhVersion(),
                e.jmh(),
                e.durationSeconds(),
                race,
                e.plan(),
                e.threads(),
                e.profilers(),
                e.phaseSeconds(),
                e.jvmArgs(),
                e.collectors()));

    Recommendation recommendation = Recommender.recommend(raced, speed);

    assertThat(before.tied()).isTrue();
    assertThat(recommendation.tied()).isFalse();
    assertThat(recommendation.codec()).isEqualTo(leader);
    assertThat(recommendation.reasons().get(0)).startsWith(leader + ": ");
    // nor does the headline say that the forks cannot separate their speeds
    assertThat(recommendation.reasons()).noneMatch(r -> r.contains("cannot separate its speed"));
  }

  @Test
  void aTieOnBalanced_picksTheBetterScore_sinceSizeIsAlreadyInIt_andNamesTheGroup()
      throws Exception {
    // kryo serializes fast enough that its balanced score (1.18) beats kryo-registered's (1.24),
    // which is 1.34x smaller; the forks cannot separate them. Size is already in that score: the
    // smaller codec must not win the tie on size a second time, as it did before
    BenchmarkResults results =
        withSerialize(orderOnly(), "kryo", io.serbench.result.Scores.around(300, 0.40, 1));

    Recommendation recommendation = Recommender.recommend(results, Criteria.DEFAULT);

    assertThat(recommendation.tied()).isTrue();
    assertThat(recommendation.codec()).isEqualTo("kryo");
    assertThat(recommendation.ranking().get(0).score())
        .isLessThan(recommendation.ranking().get(1).score());
    assertThat(recommendation.reasons().get(0))
        .startsWith(
            "kryo or kryo-registered: tied on balanced; kryo is 1.34x larger than"
                + " kryo-registered, kryo-registered 1.09x slower (kryo is picked below)");
    // the forks separate the speeds here (the tie is on the balanced score), so the ratio is a
    // finding and reads as one
    assertThat(recommendation.reasons())
        .anyMatch(r -> r.contains("is picked: its balanced score is the better point estimate"));
  }

  @Test
  void balanced_winnerThatIsSmallestButNotFastest_isExplainedBySize() throws Exception {
    // kryo-registered gets slower to read than kryo, but stays the smallest
    BenchmarkResults results = orderOnly();
    List<SampleResult> samples = new ArrayList<>();
    for (SampleResult sample : results.samples()) {
      List<CodecResult> rows = new ArrayList<>();
      for (CodecResult r : sample.results()) {
        rows.add(
            r.codec().equals("kryo-registered")
                ? ResultsFixtures.withScores(
                    r, r.serializeNs(), io.serbench.result.Scores.around(6000, 0.03, 2))
                : r);
      }
      samples.add(sample.withResults(rows));
    }

    Recommendation recommendation = Recommender.recommend(results.withSamples(samples));

    assertThat(recommendation.codec()).isEqualTo("kryo-registered");
    assertThat(recommendation.reasons().get(0))
        .isEqualTo(
            "kryo-registered: smallest eligible codec on 1 of 1 sample (1.34x smaller than kryo),"
                + " 2nd fastest of 3 eligible; needs the class list kept in sync (classes-known)");
  }

  @Test
  void separatedScores_areNotATie() throws Exception {
    Criteria speed = GivenCriteria.given().objective("speed").parse();

    Recommendation recommendation = Recommender.recommend(orderOnly(), speed);

    assertThat(recommendation.tied()).isFalse();
    assertThat(recommendation.reasons()).noneMatch(r -> r.contains("tied"));
  }

  @Test
  void badConstraintValues_failWithOneLineNamingTheElementAndTheChoices() {
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> criteria("yes", null, null))
        .hasMessage("'yes' is not a valid graph constraint; use true or false");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> criteria(null, "sometimes", null))
        .hasMessage(
            "'sometimes' is not a valid versioning; use one of none, backward, forward, full");
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> GivenCriteria.given().versioning("full").versioningChanges("middle").parse())
        .hasMessage(
            "'middle' is not a valid versioningChanges; use one of fields, append, renames");
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> GivenCriteria.given().objective("fast").parse())
        .hasMessage("'fast' is not a valid objective; use one of speed, size, balanced, coldStart");
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> GivenCriteria.given().weights("-1", null, null).parse())
        .hasMessage("weights must be zero or positive numbers, but one was -1.0");
  }

  private static BenchmarkResults withSerialize(
      BenchmarkResults results, String codec, Score score) {
    List<SampleResult> samples = new ArrayList<>();
    for (SampleResult sample : results.samples()) {
      List<CodecResult> rows = new ArrayList<>();
      for (CodecResult r : sample.results()) {
        rows.add(
            r.codec().equals(codec) ? ResultsFixtures.withScores(r, score, r.deserializeNs()) : r);
      }
      samples.add(sample.withResults(rows));
    }
    return results.withSamples(samples);
  }

  /**
   * The Order sample with cold-start figures: jackson-json starts fastest, kryo-registered has
   * none.
   */
  private static BenchmarkResults withColdStart() throws Exception {
    BenchmarkResults results = orderOnly();
    io.serbench.result.SampleResult order = results.samples().get(0);
    java.util.List<io.serbench.result.CodecResult> codecs = new java.util.ArrayList<>();
    for (io.serbench.result.CodecResult r : order.results()) {
      double ms =
          switch (r.codec()) {
            case "kryo" -> 70;
            case "jackson-json" -> 30;
            default -> Double.NaN;
          };
      codecs.add(
          Double.isNaN(ms)
              ? r
              : r.withColdStart(
                  new io.serbench.result.CodecResult.ColdStart(
                      shot(ms * 1000 / 2), shot(ms * 1000 / 2), null)));
    }
    return results.withSamples(java.util.List.of(order.withResults(codecs)));
  }

  private static io.serbench.result.Score shot(double us) {
    java.util.List<io.serbench.result.Score.Fork> forks = new java.util.ArrayList<>();
    for (int i = 0; i < 5; i++) {
      forks.add(io.serbench.result.Score.Fork.shot(i + 1, us * (1 + 0.02 * (i - 2))));
    }
    return io.serbench.result.Score.of(forks, "us/op", null);
  }

  @Test
  void coldStartObjective_ranksByTheFirstCall_andExcludesCodecsWithoutAFigure() throws Exception {
    Criteria criteria = GivenCriteria.given().objective("coldStart").parse();

    Recommendation recommendation = Recommender.recommend(withColdStart(), criteria);

    assertThat(recommendation.codec()).isEqualTo("jackson-json");
    assertThat(recommendation.runnerUp()).isEqualTo("kryo");
    assertThat(recommendation.exclusions())
        .extracting(Recommendation.Exclusion::codec, Recommendation.Exclusion::reason)
        .contains(tuple("kryo-registered", "generated(com.acme.Order): no cold-start figure"));
    assertThat(recommendation.reasons())
        .contains(
            "cold start (codec creation, first encode and first decode in a fresh JVM):"
                + " jackson-json 30 ms, kryo 70 ms")
        .anyMatch(r -> r.startsWith("ranked by coldStart (weights: serialize 0, deserialize 0,"));
  }

  @Test
  void speedObjective_stillMentionsTheColdStartWhereItSeparatesTheLeaders() throws Exception {
    Criteria criteria = GivenCriteria.given().objective("speed").parse();

    Recommendation recommendation = Recommender.recommend(withColdStart(), criteria);

    // kryo-registered has no figure, so no cold-start line compares it
    assertThat(recommendation.codec()).isEqualTo("kryo-registered");
    assertThat(recommendation.reasons()).noneMatch(r -> r.startsWith("cold start"));
  }

  @Test
  void adoption_isAReasonWhereItSeparatesTheLeaders() throws Exception {
    Recommendation recommendation = Recommender.recommend(orderOnly());

    // kryo-registered wins, kryo is runner-up: only one of them needs the class list
    assertThat(recommendation.codec()).isEqualTo("kryo-registered");
    assertThat(recommendation.reasons())
        .contains(
            "adoption: kryo-registered needs a class list kept in sync; kryo needs no class list");
  }
}
