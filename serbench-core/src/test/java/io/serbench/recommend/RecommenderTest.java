package io.serbench.recommend;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.Recommendation;
import io.serbench.result.ResultsFile;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class RecommenderTest {
  private static BenchmarkResults fixture() throws Exception {
    return ResultsFile.read(Path.of("src/test/resources/results-fixture.json"));
  }

  @Test
  void recommend_onlyCodecPassingEverySample_isChosen() throws Exception {
    Recommendation recommendation = Recommender.recommend(fixture());

    assertThat(recommendation.codec()).isEqualTo("kryo");
    assertThat(recommendation.runnerUp()).isNull();
    assertThat(recommendation.reasons().get(0)).contains("kryo").contains("1 eligible");
  }

  @Test
  void recommend_failedCodecs_areExcludedWithTheirFirstReason() throws Exception {
    Recommendation recommendation = Recommender.recommend(fixture());

    assertThat(recommendation.exclusions())
        .extracting(Recommendation.Exclusion::codec, Recommendation.Exclusion::reason)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                "kryo-registered", "com.acme.Fixtures#tree: encode failed: StackOverflowError"),
            org.assertj.core.groups.Tuple.tuple(
                "jackson-json",
                "com.acme.Fixtures#tree: differs at parent: <script>alert('x')</script> -> null"));
  }

  @Test
  void recommend_withoutTheFailingSample_ranksByTimeAndSizeAndNamesRunnerUp() throws Exception {
    BenchmarkResults results = fixture();
    results = results.withSamples(results.samples().subList(1, 2));

    Recommendation recommendation = Recommender.recommend(results);

    // kryo-registered: fastest (2885 vs 3571 ns) and smallest (219 vs 294 bytes)
    assertThat(recommendation.codec()).isEqualTo("kryo-registered");
    assertThat(recommendation.runnerUp()).isEqualTo("kryo");
    assertThat(recommendation.reasons())
        .anyMatch(
            r -> r.contains("fastest eligible on 1 of 1 samples, smallest eligible on 1 of 1"))
        .anyMatch(r -> r.contains("runner-up kryo: 1.24x faster, 1.34x smaller"))
        .anyMatch(r -> r.contains("classes-known"));
  }

  @Test
  void tiedWithinNoise_overlappingErrorBars_isATie() throws Exception {
    BenchmarkResults results = fixture();
    results = results.withSamples(results.samples().subList(1, 2));

    assertThat(Recommender.tiedWithinNoise(results, "kryo", "kryo-registered")).isFalse();
    assertThat(Recommender.tiedWithinNoise(results, "kryo", "kryo")).isTrue();
  }
}
