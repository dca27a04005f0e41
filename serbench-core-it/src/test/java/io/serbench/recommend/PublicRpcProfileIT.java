package io.serbench.recommend;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.Capabilities;
import io.serbench.result.Recommendation;
import io.serbench.result.Requirement;
import io.serbench.result.io.ResultsFile;
import io.serbench.testing.GivenCriteria;
import io.serbench.testing.TestProbes;
import io.serbench.testmodel.Order;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The public-RPC profile, versioning and untrusted input both required (#43): the compatible modes
 * with registration required are eligible on their real probe results, and the compatible mode
 * without registration is not. The figures are the results fixture's, under the three ids; the
 * capabilities are what the probes measure now on {@link Order}.
 */
class PublicRpcProfileIT {
  private static final List<String> CODECS =
      List.of("fory-compatible-registered", "kryo-compatible-registered", "kryo-compatible");

  @Test
  void versioningAndUntrustedInput_compatibleRegisteredModesAreEligible() throws Exception {
    BenchmarkResults results = fixtureUnder(CODECS);
    List<Capabilities> probed = new ArrayList<>();
    for (String codec : CODECS) {
      probed.addAll(TestProbes.probeAll(codec, List.of(Order.class)));
    }
    results = io.serbench.testing.ResultsFixtures.withCapabilities(results, probed);

    Recommendation recommendation =
        Recommender.recommend(
            results, GivenCriteria.given().versioning("full").untrustedInput("true").parse());

    assertThat(recommendation.ranking())
        .extracting(Recommendation.Ranked::codec)
        .as("exclusions: %s", recommendation.exclusions())
        .containsExactlyInAnyOrder("fory-compatible-registered", "kryo-compatible-registered");
    assertThat(recommendation.exclusions())
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.codec()).isEqualTo("kryo-compatible");
              assertThat(e.requirement()).isEqualTo(Requirement.UNTRUSTED_INPUT);
            });
  }

  /**
   * The fixture's Order sample with its three codecs (kryo, kryo-registered, jackson-json) under
   * {@code ids}, in that order.
   */
  private static BenchmarkResults fixtureUnder(List<String> ids) throws Exception {
    String json =
        Files.readString(Path.of("src/test/resources/results-fixture.json"), StandardCharsets.UTF_8)
            .replace("\"kryo\"", "\"" + ids.get(0) + "\"")
            .replace("\"kryo-registered\"", "\"" + ids.get(1) + "\"")
            .replace("\"jackson-json\"", "\"" + ids.get(2) + "\"");
    Path file = Files.createTempFile("serbench-rpc", ".json");
    try {
      Files.writeString(file, json, StandardCharsets.UTF_8);
      BenchmarkResults results = ResultsFile.read(file);
      return results.withSamples(results.samples().subList(1, 2));
    } finally {
      Files.delete(file);
    }
  }
}
