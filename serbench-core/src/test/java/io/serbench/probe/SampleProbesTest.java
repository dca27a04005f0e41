package io.serbench.probe;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.type.TypeReference;
import io.serbench.probe.common.Capability;
import io.serbench.probe.common.JobJson;
import io.serbench.result.Verdict;
import io.serbench.sample.SampleSpec;
import io.serbench.testmodel.CoffeeOrder;
import io.serbench.testmodel.TreeNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The sample probes through {@link SampleProbes}' entry point, in this loader: one result per
 * model, each probe's verdict with the time it took (the isolated loaders are {@code
 * CapabilityProbesIT}'s).
 */
class SampleProbesTest {
  private static List<SampleProbes.Result> run(String codec, String wire, Class<?> model)
      throws Exception {
    return run(codec, wire, model, Capability.all());
  }

  private static List<SampleProbes.Result> run(
      String codec, String wire, Class<?> model, java.util.Set<Capability> capabilities)
      throws Exception {
    SampleProbes.Job job =
        new SampleProbes.Job(
            codec,
            wire,
            true,
            true,
            List.of(model.getName()),
            List.of(SampleSpec.generated(model, 42)),
            false,
            capabilities);
    return JobJson.read(
        SampleProbes.inside(JobJson.write(job)), new TypeReference<List<SampleProbes.Result>>() {});
  }

  @Test
  void aJobForTheGraphAlone_runsNoOtherProbe() throws Exception {
    SampleProbes.Result result =
        run("kryo", "kryo", TreeNode.class, java.util.Set.of(Capability.GRAPH)).get(0);

    assertThat(result.graph()).isNotNull();
    assertThat(result.graph().measured()).isEqualTo(Verdict.PASS);
    assertThat(result.crossLanguage()).isNull();
    assertThat(result.sharedInstance()).isNull();
  }

  @Test
  void kryoKeepsTheTreesCyclesAndIsJavaOnly() throws Exception {
    List<SampleProbes.Result> results = run("kryo", "kryo", TreeNode.class);

    assertThat(results).hasSize(1);
    assertThat(results.get(0).graph().measured()).isEqualTo(Verdict.PASS);
    assertThat(results.get(0).crossLanguage().measured()).isEqualTo(Verdict.FAIL);
    assertThat(results.get(0).sharedInstance().evidence()).isNotBlank();
  }

  @Test
  void aJsonDecoderReadsJacksonsBytes() throws Exception {
    SampleProbes.Result result = run("jackson-json", "json", CoffeeOrder.class).get(0);

    assertThat(result.crossLanguage().measured())
        .as(result.crossLanguage().evidence())
        .isEqualTo(Verdict.PASS);
  }
}
