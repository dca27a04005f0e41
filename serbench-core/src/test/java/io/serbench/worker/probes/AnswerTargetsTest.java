package io.serbench.worker.probes;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.Versioning;
import io.serbench.probe.common.Capability;
import io.serbench.recommend.Recommender;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import io.serbench.result.Criteria;
import io.serbench.result.Recommendation;
import io.serbench.result.SchemaChange;
import io.serbench.result.Verdict;
import io.serbench.testing.ResultsFixtures;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Which codecs the answer has probed for the capabilities no constraint names: the pick, the
 * runner-up and the current codec for every one, and for each capability the pick lacks the ranking
 * in order until a codec passes it; and, on the results fixture, that the answer written from those
 * verdicts alone is the one written from every verdict.
 */
class AnswerTargetsTest {
  private static final Set<SchemaChange> FIELDS = SchemaChange.Required.FIELDS.changes();
  private static final List<String> RANKING = List.of("a", "b", "c", "d", "e");

  /** Verdicts on one model: the capabilities given pass, every other one fails. */
  private static Capabilities passing(String codec, Capability... passes) {
    Set<Capability> pass = passes.length == 0 ? Set.of() : EnumSet.of(passes[0], passes);
    return new Capabilities(
        codec,
        "m.Model",
        cell(pass.contains(Capability.GRAPH)),
        cell(pass.contains(Capability.VERSIONING)),
        cell(pass.contains(Capability.VERSIONING)),
        cell(pass.contains(Capability.CROSS_LANGUAGE)),
        cell(pass.contains(Capability.UNTRUSTED_INPUT)),
        List.of(),
        List.of(),
        cell(pass.contains(Capability.SHARED_INSTANCE)),
        cell(pass.contains(Capability.NEXT_JDK)),
        null);
  }

  private static CapabilityResult cell(boolean pass) {
    return pass ? CapabilityResult.pass(true, "held") : CapabilityResult.fail(true, "broke");
  }

  /** Runs the search to its end on these verdicts and returns every codec asked, with what. */
  private static Map<String, Set<Capability>> search(
      AnswerTargets targets, Map<String, Capabilities> verdicts) {
    targets.named();
    while (!targets.next(codec -> List.of(verdicts.get(codec))).isEmpty()) {
      // each step asks at most one more codec per capability
    }
    return targets.asked();
  }

  @Test
  void named_thePickTheRunnerUpAndTheCurrentCodec_forEveryOpenCapability() {
    Set<Capability> open = EnumSet.of(Capability.GRAPH, Capability.SHARED_INSTANCE);
    AnswerTargets targets = new AnswerTargets(RANKING, List.of("a", "b", "x", "a"), open, FIELDS);

    assertThat(targets.named())
        .containsOnlyKeys("a", "b", "x")
        .allSatisfy((c, s) -> s.equals(open));
  }

  @Test
  void next_whenThePickPasses_searchesNoFurther() {
    Map<String, Capabilities> verdicts = new HashMap<>();
    RANKING.forEach(c -> verdicts.put(c, passing(c)));
    verdicts.put("a", passing("a", Capability.GRAPH));
    AnswerTargets targets =
        new AnswerTargets(RANKING, List.of("a", "b"), EnumSet.of(Capability.GRAPH), FIELDS);

    assertThat(search(targets, verdicts)).containsOnlyKeys("a", "b");
  }

  @Test
  void next_whenThePickFails_probesTheRankingInOrder_andStopsAtTheFirstThatPasses() {
    Map<String, Capabilities> verdicts = new HashMap<>();
    RANKING.forEach(c -> verdicts.put(c, passing(c)));
    verdicts.put("d", passing("d", Capability.GRAPH));
    verdicts.put("e", passing("e", Capability.GRAPH));
    AnswerTargets targets =
        new AnswerTargets(RANKING, List.of("a", "b"), EnumSet.of(Capability.GRAPH), FIELDS);

    targets.named();
    // b, the runner-up, was asked with the pick: the next codec in rank order is c
    assertThat(targets.next(c -> List.of(verdicts.get(c))))
        .containsExactly(Map.entry("c", EnumSet.of(Capability.GRAPH)));
    assertThat(targets.next(c -> List.of(verdicts.get(c))))
        .containsExactly(Map.entry("d", EnumSet.of(Capability.GRAPH)));
    // d passes: e, which passes too, ranks below it and is never the answer's
    assertThat(targets.next(c -> List.of(verdicts.get(c)))).isEmpty();
    assertThat(targets.asked()).containsOnlyKeys("a", "b", "c", "d");
  }

  @Test
  void next_searchesEachCapabilityApart_andNeverTheSharedInstance() {
    Map<String, Capabilities> verdicts = new HashMap<>();
    RANKING.forEach(c -> verdicts.put(c, passing(c)));
    verdicts.put("a", passing("a", Capability.UNTRUSTED_INPUT));
    verdicts.put("c", passing("c", Capability.VERSIONING));
    verdicts.put("e", passing("e", Capability.CROSS_LANGUAGE));
    Set<Capability> open =
        EnumSet.of(
            Capability.VERSIONING,
            Capability.UNTRUSTED_INPUT,
            Capability.CROSS_LANGUAGE,
            Capability.SHARED_INSTANCE);
    AnswerTargets targets = new AnswerTargets(RANKING, List.of("a"), open, FIELDS);

    Map<String, Set<Capability>> asked = search(targets, verdicts);

    assertThat(asked.get("a")).isEqualTo(open);
    assertThat(asked.get("b"))
        .containsExactlyInAnyOrder(Capability.VERSIONING, Capability.CROSS_LANGUAGE);
    assertThat(asked.get("c"))
        .containsExactlyInAnyOrder(Capability.VERSIONING, Capability.CROSS_LANGUAGE);
    assertThat(asked.get("d")).containsExactly(Capability.CROSS_LANGUAGE);
    assertThat(asked.get("e")).containsExactly(Capability.CROSS_LANGUAGE);
  }

  @Test
  void next_whenNoCodecPasses_probesTheWholeRanking_soTheAnswerCanSaySo() {
    Map<String, Capabilities> verdicts = new HashMap<>();
    RANKING.forEach(c -> verdicts.put(c, passing(c)));
    AnswerTargets targets =
        new AnswerTargets(RANKING, List.of("a"), EnumSet.of(Capability.NEXT_JDK), FIELDS);

    assertThat(search(targets, verdicts)).containsOnlyKeys(RANKING.toArray(String[]::new));
  }

  @Test
  void holds_versioningNeedsBothDirections() {
    Capabilities backwardOnly =
        new Capabilities(
            "a",
            "m.Model",
            cell(true),
            cell(true),
            cell(false),
            cell(true),
            cell(true),
            List.of(),
            List.of(),
            cell(true));
    AnswerTargets targets = new AnswerTargets(RANKING, List.of(), Set.of(), FIELDS);

    assertThat(targets.holds(Capability.VERSIONING, List.of(backwardOnly))).isFalse();
    assertThat(targets.holds(Capability.GRAPH, List.of(backwardOnly))).isTrue();
    assertThat(targets.holds(Capability.GRAPH, List.of())).isFalse();
  }

  @Test
  void of_withoutAPick_namesOnlyTheCurrentCodec() {
    AnswerTargets targets =
        AnswerTargets.of(null, "jackson-json", EnumSet.of(Capability.GRAPH), FIELDS);

    assertThat(targets.named()).containsOnlyKeys("jackson-json");
    assertThat(targets.next(c -> List.of())).isEmpty();
  }

  // --- on the results fixture: the answer from the targeted verdicts is the full one ---

  private static BenchmarkResults orderOnly() {
    BenchmarkResults results = ResultsFixtures.read();
    return results.withSamples(results.samples().subList(1, 2));
  }

  /** Every capability of every codec NOT_TESTED as not needed, but those given, from the full. */
  private static List<Capabilities> only(
      List<Capabilities> full, Map<String, Set<Capability>> probed) {
    List<Capabilities> some = new ArrayList<>();
    for (Capabilities c : full) {
      Capabilities cell =
          new Capabilities(
              c.codec(),
              c.model(),
              notNeeded(c.graph()),
              notNeeded(c.versioningBackward()),
              notNeeded(c.versioningForward()),
              notNeeded(c.crossLanguage()),
              notNeeded(c.untrustedInput()),
              c.languages(),
              List.of(),
              notNeeded(c.sharedInstance()),
              notNeeded(c.nextJdk()),
              null);
      for (Capability capability : probed.getOrDefault(c.codec(), Set.of())) {
        cell = capability.copy(c, cell);
      }
      some.add(cell);
    }
    return some;
  }

  private static CapabilityResult notNeeded(CapabilityResult full) {
    return full == null ? null : CapabilityResult.notTested(full.claimed(), Capability.NOT_NEEDED);
  }

  /**
   * The run as the stage does it: the constraints' capabilities for every codec, the answer on
   * them, the targeted probes after it, and the answer again.
   */
  private static Recommendation targeted(BenchmarkResults full, Criteria criteria) {
    Set<Capability> constrained = Capability.constrained(criteria.constraints());
    Map<String, Set<Capability>> probed = new HashMap<>();
    full.codecs()
        .forEach(
            c -> {
              Set<Capability> first = EnumSet.noneOf(Capability.class);
              first.addAll(constrained);
              probed.put(c.id(), first);
            });
    BenchmarkResults before =
        ResultsFixtures.withCapabilities(full, only(full.capabilities(), probed));
    Recommendation interim = Recommender.recommend(before, criteria);
    Recommendation complete = Recommender.recommend(full, criteria);
    // no verdict but a constraint's decides eligibility or the ranking
    assertThat(interim.codec()).isEqualTo(complete.codec());
    assertThat(interim.exclusions()).isEqualTo(complete.exclusions());
    assertThat(interim.ranking()).isEqualTo(complete.ranking());

    Set<Capability> open = EnumSet.allOf(Capability.class);
    open.removeAll(constrained);
    AnswerTargets targets =
        AnswerTargets.of(
            interim,
            criteria.current() == null ? null : criteria.current().codec(),
            open,
            criteria.constraints().versioningChanges().changes());
    Map<String, Set<Capability>> step = targets.named();
    while (!step.isEmpty()) {
      step.forEach((codec, s) -> probed.get(codec).addAll(s));
      BenchmarkResults now =
          ResultsFixtures.withCapabilities(full, only(full.capabilities(), probed));
      step = targets.next(now::capabilitiesOf);
    }
    return Recommender.recommend(
        ResultsFixtures.withCapabilities(full, only(full.capabilities(), probed)), criteria);
  }

  @Test
  void onTheFixture_withNoConstraint_theTargetedAnswerIsTheFullOne_withoutProbingEverything() {
    BenchmarkResults full = orderOnly();

    Recommendation complete = Recommender.recommend(full, Criteria.DEFAULT);
    Recommendation targeted = targeted(full, Criteria.DEFAULT);

    assertThat(targeted.codec()).isEqualTo("kryo-registered");
    assertThat(targeted.tradeOffs()).isEqualTo(complete.tradeOffs());
    assertThat(targeted.reasons()).isEqualTo(complete.reasons());
  }

  @Test
  void onTheFixture_withTheCurrentCodec_andAConstraint_theTargetedAnswerIsTheFullOne() {
    BenchmarkResults full = orderOnly();
    Criteria criteria =
        Criteria.DEFAULT
            .withConstraints(new Criteria.Constraints(false, false, Versioning.FORWARD, false))
            .withCurrent(new Criteria.Current("jackson-json", null));

    Recommendation complete = Recommender.recommend(full, criteria);
    Recommendation targeted = targeted(full, criteria);

    assertThat(targeted.codec()).isEqualTo(complete.codec());
    assertThat(targeted.tradeOffs()).isEqualTo(complete.tradeOffs());
  }

  @Test
  void onTheFixture_aCodecTheAnswerDoesNotName_keepsItsCellsNotNeeded() {
    BenchmarkResults full = orderOnly();
    Recommendation interim =
        Recommender.recommend(
            ResultsFixtures.withCapabilities(full, only(full.capabilities(), Map.of())),
            Criteria.DEFAULT);
    AnswerTargets targets =
        AnswerTargets.of(
            interim,
            null,
            Capability.all(),
            Criteria.DEFAULT.constraints().versioningChanges().changes());

    targets.named();
    Map<String, Set<Capability>> probed = new HashMap<>(targets.asked());
    Map<String, Set<Capability>> step;
    do {
      BenchmarkResults now =
          ResultsFixtures.withCapabilities(full, only(full.capabilities(), probed));
      step = targets.next(now::capabilitiesOf);
      step.forEach(
          (codec, s) ->
              probed.computeIfAbsent(codec, k -> EnumSet.noneOf(Capability.class)).addAll(s));
    } while (!step.isEmpty());

    // the pick keeps references nowhere, the runner-up kryo does: jackson-json, third, is not
    // asked for the graph; the pick resists untrusted input: nobody else is asked for it
    assertThat(targets.asked().get("jackson-json"))
        .doesNotContain(Capability.GRAPH, Capability.UNTRUSTED_INPUT, Capability.SHARED_INSTANCE);
    assertThat(
            only(full.capabilities(), probed).stream()
                .filter(c -> c.codec().equals("jackson-json")))
        .allSatisfy(c -> assertThat(c.graph().measured()).isEqualTo(Verdict.NOT_TESTED));
  }
}
