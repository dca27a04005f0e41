package io.serbench.codec;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.config.BenchmarkRequest;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.SampleResult;
import io.serbench.result.Verdict;
import io.serbench.settings.JmhSettings;
import io.serbench.settings.Measurement;
import io.serbench.testing.RecordingListener;
import io.serbench.testing.TestRequests;
import io.serbench.testing.TestRuns;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every codec family of the catalog measured in real JMH forks once, in the default suite: the
 * first codec of each library's package in the catalog, on a plain bean, with one short fork per
 * benchmark. The catalog-wide run ({@code catalog-all-codecs}, every codec) is in the slow tier;
 * this test keeps a broken benchmark of any family from waiting for it. It checks that each family
 * is measured, not how fast it is.
 */
class CodecFamiliesIT {
  /**
   * The families whose codecs need code that a build generates, so that no plain bean serves them:
   * protoc's messages and avaje-jsonb's adapters. Their forks run in the invoker ITs {@code
   * protobuf-generated} and {@code avaje-generated}.
   */
  private static final Set<String> GENERATED = Set.of("protobuf", "avaje");

  @TempDir Path output;

  @Test
  void theFirstCodecOfEveryFamily_isVerifiedAndMeasuredInJmhForks() throws Exception {
    Map<String, String> families = firstCodecOfEachFamily();
    assertThat(families.keySet())
        .as("a new library joins this list, or GENERATED says why it cannot")
        .containsExactlyInAnyOrder(
            "kryo",
            "fst",
            "protostuff",
            "jackson",
            "jackson3",
            "jdk",
            "fory",
            "gson",
            "fastjson",
            "dsljson",
            "hessian",
            "jboss",
            "xstream",
            "avro");
    List<String> codecs = new ArrayList<>(families.values());
    BenchmarkRequest request =
        TestRequests.writingTo(output)
            .classes(List.of(FamilyBean.class.getName()))
            .codecs(codecs)
            .jmh(new JmhSettings(1, 1, 20, 6, 20))
            // C1-only forks compile less; no probes: this test asserts no capability
            .measurement(
                new Measurement(
                    Measurement.Preset.QUICK,
                    null,
                    1,
                    List.of(),
                    null,
                    List.of(
                        "-XX:TieredStopAtLevel=1",
                        "-XX:+UseSerialGC",
                        io.serbench.protocol.SystemProperty.SKIP_PROBES.flag("true")),
                    false,
                    null))
            .build();
    BenchmarkResults results = TestRuns.worker(request, new RecordingListener(new ArrayList<>()));

    SampleResult bean = results.samples().get(0);
    for (String codec : codecs) {
      CodecResult result = bean.result(codec).orElseThrow();
      assertThat(result.passed()).as(codec + ": " + result.failure()).isTrue();
      assertThat(result.sizeBytes()).as(codec).isPositive();
      assertThat(result.serializeNs().score())
          .as(codec + ": " + result.benchmarkFailure())
          .isPositive();
      assertThat(result.deserializeNs().score())
          .as(codec + ": " + result.benchmarkFailure())
          .isPositive();
    }
    // the switch that skipped the probes never turns into a verdict
    assertThat(results.capabilities())
        .isNotEmpty()
        .allSatisfy(
            c -> {
              assertThat(c.graph().measured()).isEqualTo(Verdict.NOT_TESTED);
              assertThat(c.untrustedInput().measured()).isEqualTo(Verdict.NOT_TESTED);
              assertThat(c.graph().evidence()).contains("-Dserbench.skipProbes");
            });
  }

  /** The first codec of each library's package, in the catalog's order, by the package's name. */
  private static Map<String, String> firstCodecOfEachFamily() {
    Map<String, String> families = new LinkedHashMap<>();
    for (CodecProvider provider : CodecCatalog.standard().all()) {
      String id = provider.info().id();
      String pkg = provider.getClass().getPackageName();
      if (id.startsWith("test-") || !pkg.startsWith("io.serbench.codec.")) {
        continue;
      }
      String family = pkg.substring("io.serbench.codec.".length());
      if (!GENERATED.contains(family)) {
        families.putIfAbsent(family, id);
      }
    }
    return families;
  }
}
