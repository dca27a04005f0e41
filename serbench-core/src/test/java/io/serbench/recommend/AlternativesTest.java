package io.serbench.recommend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.Criteria;
import io.serbench.result.Recommendation;
import io.serbench.result.Requirement;
import io.serbench.result.TradeOffs;
import io.serbench.result.Verdict;
import io.serbench.testing.GivenCriteria;
import io.serbench.testing.ResultsFixtures;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the pick gives up, the remedy for each, and the switch from the current codec, all from the
 * run's own figures: the fixture's Order sample (kryo-registered 219 bytes, kryo 294, jackson-json
 * 443; kryo-registered fastest), and its tree, which only kryo carries.
 */
class AlternativesTest {
  private static BenchmarkResults orderOnly() {
    BenchmarkResults results = ResultsFixtures.read();
    return results.withSamples(results.samples().subList(1, 2));
  }

  private static Criteria current(String codec) {
    return Criteria.DEFAULT.withCurrent(new Criteria.Current(codec, null));
  }

  @Test
  void withNoConstraints_theHeadlineSaysWhatThePickGivesUp_andNamesTheBestCodecThatPassesIt() {
    Recommendation recommendation = Recommender.recommend(orderOnly());

    assertThat(recommendation.codec()).isEqualTo("kryo-registered");
    TradeOffs tradeOffs = recommendation.tradeOffs();
    assertThat(tradeOffs.capabilities())
        .extracting(TradeOffs.CapabilityCell::capability, TradeOffs.CapabilityCell::verdict)
        .startsWith(org.assertj.core.groups.Tuple.tuple("graph", Verdict.FAIL));
    TradeOffs.Alternative graph =
        tradeOffs.alternatives().stream()
            .filter(a -> a.requirement() == Requirement.GRAPH)
            .findFirst()
            .orElseThrow();
    // kryo keeps references: 1.24x the time, 294 / 219 bytes
    assertThat(graph.codec()).isEqualTo("kryo");
    assertThat(graph.time().separated()).isTrue();
    assertThat(graph.time().ratio()).isCloseTo(1.24, within(0.01));
    assertThat(graph.sizeRatio()).isCloseTo(294.0 / 219, within(1e-9));
    // the first screen's line: the verdict, the remedy and its cost; the evidence and when it
    // matters in its details, and the statement results.json keeps is the two joined
    TradeOffs.Line line =
        tradeOffs.lines().stream()
            .filter(l -> l.requirement() == Requirement.GRAPH)
            .findFirst()
            .orElseThrow();
    assertThat(line.line())
        .isEqualTo(
            "graph fails: kryo meets it, 1.24x slower (95% interval 1.23-1.25x), 34% larger");
    assertThat(line.details())
        .anySatisfy(d -> assertThat(d).startsWith("TreeNode: "))
        .contains("it matters if your objects share references or form cycles");
    assertThat(graph.text()).isEqualTo(line.line() + "; " + String.join("; ", line.details()));
    // what the pick gives up comes first; the reasons say how it was ranked, after the headline
    List<Verdict> verdicts = tradeOffs.lines().stream().map(TradeOffs.Line::verdict).toList();
    assertThat(verdicts.indexOf(Verdict.FAIL)).isZero();
    assertThat(verdicts.lastIndexOf(Verdict.FAIL)).isLessThan(verdicts.indexOf(Verdict.PASS));
    assertThat(tradeOffs.lines()).contains(line);
    assertThat(recommendation.reasons()).noneMatch(r -> r.contains("gives up"));
  }

  @Test
  void aCapabilityWhoseCheckWasNotExercised_isNotTestedFor_notGivenUp_andQuotesWhyFromItsStart() {
    BenchmarkResults order = orderOnly();
    String why =
        "as the root: not tested: the attacker could not write the probe class:"
            + " IllegalArgumentException: no adapter; annotate it; in an Object-typed field: not"
            + " tested";
    BenchmarkResults results =
        ResultsFixtures.withCapabilities(
            order,
            order.capabilities().stream()
                .map(
                    c ->
                        c.codec().equals("kryo-registered")
                            ? ResultsFixtures.withProbes(
                                c,
                                io.serbench.result.CapabilityResult.notTested(false, why),
                                c.evolutions())
                            : c)
                .toList());

    Recommendation recommendation = Recommender.recommend(results);

    assertThat(recommendation.codec()).isEqualTo("kryo-registered");
    assertThat(recommendation.tradeOffs().alternatives())
        .filteredOn(a -> a.requirement() == Requirement.UNTRUSTED_INPUT)
        .singleElement()
        .satisfies(
            a ->
                assertThat(a.text())
                    .startsWith("untrusted input not tested: ")
                    .contains(
                        "; TreeNode: as the root: not tested: the attacker could not write the"
                            + " probe class: IllegalArgumentException: no adapter; annotate it"));
  }

  @Test
  void aVersioningVerdictInTheHeadline_namesTheChangesItDidNotSurvive() {
    assertThat(
            Evidence.shorten(
                "Order: variants of Order and its classes, new reader, old bytes: survives"
                    + " remove-middle; not add-last, add-first; add-last (Order (+x)): backward:"
                    + " decode failed: KryoException"))
        .isEqualTo(
            "Order: variants of Order and its classes, new reader, old bytes: survives"
                + " remove-middle; not add-last, add-first");
    assertThat(Evidence.shorten("TreeNode: a cycle; came back as a tree"))
        .isEqualTo("TreeNode: a cycle");
  }

  @Test
  void aGivesUpLineQuotesThePartOfTheEvidenceThatFailed_notThePartThatHeld() {
    assertThat(
            Evidence.shorten(
                "TreeNode: as the root: the format cannot name a class here: even with its guard"
                    + " off, the library reads it back as UntrustedEnvelope, never the probe class;"
                    + " in an Object-typed field: decoding created InstantiationProbe"))
        .isEqualTo("TreeNode: in an Object-typed field: decoding created InstantiationProbe");
  }

  /** Every change with the same outcome both ways. */
  private static List<io.serbench.result.Evolution> matrix(
      io.serbench.result.Evolution.Outcome outcome, String why) {
    return java.util.Arrays.stream(io.serbench.result.SchemaChange.values())
        .map(c -> new io.serbench.result.Evolution(c, outcome, outcome, c.id() + ": " + why))
        .toList();
  }

  /** The fixture with each named codec's versioning matrix replaced. */
  private static BenchmarkResults withVersioning(
      BenchmarkResults results, java.util.Map<String, List<io.serbench.result.Evolution>> byCodec) {
    return ResultsFixtures.withCapabilities(
        results,
        results.capabilities().stream()
            .map(
                c ->
                    byCodec.containsKey(c.codec())
                        ? ResultsFixtures.withProbes(c, c.untrustedInput(), byCodec.get(c.codec()))
                        : c)
            .toList());
  }

  @Test
  void whenNoCodecPassesVersioningButOneWasNotTested_theAnswerSaysSo_neverThatNoneMeetsIt() {
    var silent = matrix(io.serbench.result.Evolution.Outcome.SILENT, "no error, but wrong values");
    var untested =
        matrix(
            io.serbench.result.Evolution.Outcome.NOT_TESTED,
            "the unchanged Order does not round-trip");
    BenchmarkResults results =
        withVersioning(
            orderOnly(),
            java.util.Map.of("kryo-registered", silent, "kryo", silent, "jackson-json", untested));

    Recommendation recommendation = Recommender.recommend(results, current("jackson-json"));

    TradeOffs.Alternative versioning =
        recommendation.tradeOffs().alternatives().stream()
            .filter(a -> a.requirement() == Requirement.VERSIONING)
            .findFirst()
            .orElseThrow();
    assertThat(versioning.text())
        .startsWith("versioning fails: no codec of this run passed it; not tested for jackson-json")
        .contains("not tested for it: jackson-json, which might meet it (")
        .doesNotContain("no codec of this run meets it");
    // the switch cannot say what jackson-json's versioning was: it names what it cannot compare
    String change = recommendation.tradeOffs().current().text();
    assertThat(change)
        .doesNotContain("gives up no measured capability")
        .contains("cannot compare versioning (backward) (jackson-json not tested)");
  }

  @Test
  void theSwitchNamesTheVersioningItGivesUp_withTheEvidenceThatFailed() {
    var silent = matrix(io.serbench.result.Evolution.Outcome.SILENT, "no error, but wrong values");
    var pass = matrix(io.serbench.result.Evolution.Outcome.PASS, "");
    BenchmarkResults results =
        withVersioning(
            orderOnly(),
            java.util.Map.of("kryo-registered", silent, "kryo", silent, "jackson-json", pass));

    Recommendation recommendation = Recommender.recommend(results, current("jackson-json"));

    assertThat(recommendation.codec()).isEqualTo("kryo-registered");
    assertThat(recommendation.tradeOffs().current().lost())
        .contains("versioning (backward)", "versioning (forward)");
    assertThat(recommendation.tradeOffs().current().text())
        .contains("; gives up versioning (backward): TreeNode: silently: new reader, old bytes")
        .contains("silently")
        .doesNotContain("gives up no measured capability");
    assertThat(
            recommendation.tradeOffs().alternatives().stream()
                .filter(a -> a.requirement() == Requirement.VERSIONING)
                .findFirst()
                .orElseThrow()
                .codec())
        .isEqualTo("jackson-json");
  }

  @Test
  void aConstraintTheTeamSet_isNotOfferedAgain() {
    Recommendation recommendation =
        Recommender.recommend(orderOnly(), GivenCriteria.given().graph("true").parse());

    assertThat(recommendation.codec()).isEqualTo("kryo");
    assertThat(recommendation.tradeOffs().alternatives())
        .extracting(TradeOffs.Alternative::requirement)
        .doesNotContain(Requirement.GRAPH);
  }

  @Test
  void theOtherObjectives_nameTheirOwnPick_whenItDiffers() {
    Recommendation bySize =
        Recommender.recommend(orderOnly(), Criteria.DEFAULT.withObjective(Criteria.Objective.SIZE));

    // kryo-registered is both the fastest and the smallest: no objective picks another codec
    assertThat(bySize.tradeOffs().alternatives())
        .extracting(TradeOffs.Alternative::objective)
        .containsOnlyNulls();
  }

  @Test
  void theSwitchFromTheCurrentCodec_givesTimeWithItsInterval_sizeAndTheCapabilities() {
    Recommendation recommendation = Recommender.recommend(orderOnly(), current("jackson-json"));

    TradeOffs.Switch change = recommendation.tradeOffs().current();
    assertThat(change.codec()).isEqualTo("jackson-json");
    assertThat(change.time().separated()).isTrue();
    assertThat(change.time().ratio()).isGreaterThan(2);
    assertThat(change.time().low()).isLessThan(change.time().ratio());
    assertThat(change.time().high()).isGreaterThan(change.time().ratio());
    assertThat(change.sizeRatio()).isCloseTo(443.0 / 219, within(1e-9));
    assertThat(change.lost()).contains("versioning (backward)", "cross-language");
    assertThat(change.text())
        .matches(
            "switching from jackson-json to kryo-registered: 2\\.\\d\\dx faster \\(95% interval"
                + " [\\d.]+-[\\d.]+x\\), 51% smaller; gives up .*versioning \\(backward\\).*");
    // the switch leads the first screen's lines, its evidence in the details
    TradeOffs.Line first = recommendation.tradeOffs().lines().get(0);
    assertThat(first.requirement()).isNull();
    assertThat(first.line())
        .startsWith("switching from jackson-json to kryo-registered: ")
        .doesNotContain("TreeNode");
    assertThat(change.text()).isEqualTo(first.line() + "; " + String.join("; ", first.details()));
  }

  @Test
  void aCurrentCodecThatCannotCarryAMessage_saysSo_insteadOfATime() {
    Recommendation recommendation =
        Recommender.recommend(ResultsFixtures.read(), current("jackson-json"));

    TradeOffs.Switch change = recommendation.tradeOffs().current();
    assertThat(change.time()).isNull();
    assertThat(change.cannotCarry())
        .singleElement()
        .asString()
        .startsWith("com.acme.Fixtures#tree: differs at parent");
    assertThat(change.text())
        .contains(
            "switching from jackson-json to kryo: jackson-json loses data on your model; gains"
                + " graph")
        .contains("; cannot carry com.acme.Fixtures#tree: differs at parent")
        // where it works, the pick's time against it, from the figures per message
        .contains(
            "on generated(com.acme.Order), which it carries, kryo is about 1.95x faster (point"
                + " estimates of the figures per message)")
        .contains("gains graph");
  }

  @Test
  void whenThePickIsTheCurrentCodec_thereIsNoSwitch() {
    Recommendation recommendation = Recommender.recommend(orderOnly(), current("kryo-registered"));

    assertThat(recommendation.tradeOffs().current().text())
        .isEqualTo("no switch from kryo-registered: it is the pick");
  }

  @Test
  void theGuess_isTheOneSerializerLibraryOnTheProjectsClasspath() {
    var codecs = ResultsFixtures.read().codecs();
    String repo = "/home/u/.m2/repository/";
    String databind =
        repo + "com/fasterxml/jackson/core/jackson-databind/2.17.0/jackson-databind-2.17.0.jar";
    String kryo = repo + "com/esotericsoftware/kryo/5.6.2/kryo-5.6.2.jar";

    assertThat(CurrentCodec.guess(List.of("target/classes", databind), codecs))
        .hasValueSatisfying(
            c -> {
              assertThat(c.codec()).isEqualTo("jackson-json");
              assertThat(c.guessedFrom())
                  .contains("com.fasterxml.jackson.core:jackson-databind")
                  .contains("no other serializer");
            });
    assertThat(CurrentCodec.guess(List.of(databind, kryo), codecs)).isEmpty();
    assertThat(CurrentCodec.guess(List.of("target/classes"), codecs)).isEmpty();
    // a jar whose name only starts like the library's is another artifact
    assertThat(
            CurrentCodec.holds(repo + "x/kryo-serializers-0.45.jar", "com.esotericsoftware:kryo"))
        .isFalse();
  }

  private static final String DATABIND =
      "/r/com/fasterxml/jackson/core/jackson-databind/2.17.0/jackson-databind-2.17.0.jar";
  private static final String GSON_JAR = "/r/com/google/code/gson/gson/2.11.0/gson-2.11.0.jar";
  private static final java.util.Map<String, String> RUN =
      new java.util.LinkedHashMap<>(
          java.util.Map.of(
              "jackson-json", "com.fasterxml.jackson.core:jackson-databind",
              "gson", "com.google.code.gson:gson"));

  private static io.serbench.codec.FoundInstance instance(String codec, String reference) {
    String family = codec.startsWith("jackson") ? "jackson" : codec;
    return new io.serbench.codec.FoundInstance(codec, reference, false, "T", family);
  }

  @Test
  void theGuess_prefersTheModelsOwnBinding_overSeveralLibrariesOnTheClasspath() {
    var binding =
        java.util.Optional.of(
            new io.serbench.codec.ModelBinding(
                "gson", "com.acme.Charge carries Gson's annotations"));
    var evidence = new CurrentCodec.Evidence(List.of(DATABIND, GSON_JAR), RUN, binding, List.of());

    assertThat(CurrentCodec.guess(evidence))
        .hasValueSatisfying(
            c -> {
              assertThat(c.codec()).isEqualTo("gson");
              assertThat(c.guessedFrom()).isEqualTo("com.acme.Charge carries Gson's annotations");
            });
    // without the binding, two libraries on the class path are no guess
    assertThat(
            CurrentCodec.guess(
                new CurrentCodec.Evidence(
                    List.of(DATABIND, GSON_JAR), RUN, java.util.Optional.empty(), List.of())))
        .isEmpty();
  }

  @Test
  void theGuess_isTheProjectsInstance_whereExactlyOneIsOfTheGuessedLibrary() {
    var one = instance("gson", "com.stripe.net.ApiResource#GSON");
    var binding =
        java.util.Optional.of(new io.serbench.codec.ModelBinding("gson", "Charge carries Gson's"));

    assertThat(
            CurrentCodec.guess(
                new CurrentCodec.Evidence(
                    List.of(GSON_JAR),
                    RUN,
                    binding,
                    List.of(one, instance("jackson-json", "com.acme.Json#mapper")))))
        .hasValueSatisfying(
            c -> {
              assertThat(c.codec()).isEqualTo("gson=com.stripe.net.ApiResource#GSON");
              assertThat(c.guessedFrom())
                  .startsWith("Charge carries Gson's")
                  .endsWith(
                      "one configured instance of its library, com.stripe.net.ApiResource#GSON");
            });
    // two instances of the library: the guess stays serbench's setup of it
    assertThat(
            CurrentCodec.guess(
                new CurrentCodec.Evidence(
                    List.of(GSON_JAR),
                    RUN,
                    binding,
                    List.of(one, instance("gson", "com.acme.Api#PRETTY")))))
        .hasValueSatisfying(c -> assertThat(c.codec()).isEqualTo("gson"));
  }

  @Test
  void theGuess_withoutABinding_takesTheInstancesWhenTheyAreAllOfOneLibrary() {
    var swagger = instance("jackson-json", "io.swagger.v3.core.util.Json#mapper");

    assertThat(
            CurrentCodec.guess(
                new CurrentCodec.Evidence(
                    List.of(DATABIND, GSON_JAR),
                    RUN,
                    java.util.Optional.empty(),
                    List.of(swagger))))
        .hasValueSatisfying(
            c -> {
              assertThat(c.codec()).isEqualTo("jackson-json=io.swagger.v3.core.util.Json#mapper");
              assertThat(c.guessedFrom()).startsWith("the project hands out io.swagger");
            });
  }
}
