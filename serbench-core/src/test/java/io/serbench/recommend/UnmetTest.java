package io.serbench.recommend;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.CodecProvider;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.ModelRole;
import io.serbench.result.Requirement;
import io.serbench.result.SampleResult;
import io.serbench.testing.ResultsFixtures;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The catalog's left-out codecs that the answer suggests when no codec of a run meets a constraint,
 * and the {@code codecs} value that adds them to the run's own selection.
 */
class UnmetTest {
  private static final Eligibility.Outcome NONE_ELIGIBLE =
      new Eligibility.Outcome(List.of(), List.of(), Optional.empty());

  private static List<String> ids(List<CodecInfo> infos) {
    return infos.stream().map(CodecInfo::id).toList();
  }

  private static CodecInfo info(String id) {
    return CodecCatalog.standard().all().stream()
        .map(CodecProvider::info)
        .filter(i -> i.id().equals(id))
        .findFirst()
        .orElseThrow();
  }

  /** The fixture's results with the model classes' roles, the left-out codecs and a selection. */
  private static BenchmarkResults results(
      boolean cyclic, List<String> leftOut, List<String> selection) {
    BenchmarkResults base = ResultsFixtures.read();
    return base.withMessages(
            List.of(new ModelRole("com.acme.TreeNode", true, "a factory sample", cyclic)),
            base.mix())
        .withLeftOut(leftOut)
        .withSelection(selection);
  }

  @Test
  void documented_theLeftOutCodecsWhoseLibraryDocumentsTheCapability_inCatalogOrder() {
    List<String> leftOut = List.of("kryo", "kryo-compatible", "fory-compatible", "jdk");

    assertThat(ids(Unmet.documented(leftOut, Requirement.VERSIONING)))
        .containsExactly("kryo-compatible", "jdk", "fory-compatible");
    assertThat(ids(Unmet.documented(leftOut, Requirement.GRAPH))).contains("kryo");
    assertThat(Unmet.documented(List.of(), Requirement.VERSIONING)).isEmpty();
  }

  @Test
  void documented_aCodecThatOnlyJoinsWhenTheModelCallsForIt_isNeverNamed() {
    List<String> leftOut = List.of("protobuf-java", "avro-specific", "kryo-compatible");

    assertThat(ids(Unmet.documented(leftOut, Requirement.VERSIONING)))
        .containsExactly("kryo-compatible");
  }

  @Test
  void codecs_startsFromTheRunsOwnSelection_andFromDefaultOnlyWhenTheRunUsedTheDefaultSet() {
    assertThat(Unmet.codecs(List.of("kryo", "fory"), List.of("fory-compatible")))
        .isEqualTo("kryo,fory,fory-compatible");
    assertThat(Unmet.codecs(List.of("kryo*", "!kryo-flat"), List.of("jackson-smile")))
        .isEqualTo("kryo*,!kryo-flat,jackson-smile");
    assertThat(Unmet.codecs(List.of(), List.of("kryo-compatible")))
        .isEqualTo("default,kryo-compatible");
    // exclusions alone start from the default set, but not once an id follows them
    assertThat(Unmet.codecs(List.of("!jdk"), List.of("kryo-compatible")))
        .isEqualTo("default,!jdk,kryo-compatible");
    assertThat(Unmet.codecs(List.of("default", "gson"), List.of("kryo-compatible")))
        .isEqualTo("default,gson,kryo-compatible");
  }

  @Test
  void of_aCyclicModel_isNeverSuggestedACodecWithoutReferenceTracking() {
    List<String> leftOut =
        List.of(
            "kryo-compatible",
            "kryo-compatible-flat",
            "kryo-compatible-registered",
            "jackson-smile");
    // the catalog's own facts, which the test relies on: the flat and JSON modes keep no identity
    assertThat(info("kryo-compatible-flat").graph()).isFalse();
    assertThat(info("jackson-smile").graph()).isFalse();

    Unmet cyclic =
        Unmet.of(Requirement.VERSIONING, NONE_ELIGIBLE, "fory", results(true, leftOut, List.of()));
    Unmet acyclic =
        Unmet.of(Requirement.VERSIONING, NONE_ELIGIBLE, "fory", results(false, leftOut, List.of()));

    assertThat(cyclic.suggested())
        .isNotEmpty()
        .allSatisfy(id -> assertThat(info(id).graph()).as(id).isTrue());
    assertThat(cyclic.withoutReferences()).contains("kryo-compatible-flat", "jackson-smile");
    assertThat(cyclic.codecs()).doesNotContain("flat").doesNotContain("jackson-smile");
    assertThat(acyclic.suggested()).contains("kryo-compatible-flat", "jackson-smile");
    assertThat(acyclic.withoutReferences()).isEmpty();
  }

  @Test
  void of_theSuggestionStartsFromTheRunsSelection() {
    Unmet unmet =
        Unmet.of(
            Requirement.VERSIONING,
            NONE_ELIGIBLE,
            "kryo",
            results(true, List.of("kryo-compatible"), List.of("kryo", "jackson-json")));

    assertThat(unmet.suggested()).containsExactly("kryo-compatible");
    assertThat(unmet.codecs()).isEqualTo("kryo,jackson-json,kryo-compatible");
  }

  @Test
  void of_aCodecThatFailedASampleOfThisRun_isNotSuggested() {
    BenchmarkResults base = results(false, List.of("jackson-json", "kryo-compatible"), List.of());
    // jackson-json ran here and failed the tree; a left-out entry of the same id is no remedy
    assertThat(
            base.samples().stream()
                .flatMap(s -> s.result("jackson-json").stream())
                .anyMatch(r -> r.roundTrip() == CodecResult.RoundTrip.FAIL))
        .as("the fixture's jackson-json fails a sample")
        .isTrue();
    List<SampleResult> samples = new ArrayList<>(base.samples());

    Unmet unmet =
        Unmet.of(Requirement.VERSIONING, NONE_ELIGIBLE, "kryo", base.withSamples(samples));

    assertThat(unmet.suggested()).doesNotContain("jackson-json").contains("kryo-compatible");
    assertThat(unmet.failedHere()).containsExactly("jackson-json");
  }
}
