package io.serbench.measure.nextjdk;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.config.BenchmarkRequest;
import io.serbench.measure.MeasuredSetup;
import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import io.serbench.result.MixResult;
import io.serbench.result.Recommendation;
import io.serbench.run.RunPlan;
import io.serbench.settings.JmhSettings;
import io.serbench.settings.Measurement;
import io.serbench.testing.TestRequests;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NextJdkSpeedChoiceTest {
  @TempDir Path output;

  private RunPlan plan(Measurement.Preset preset) {
    BenchmarkRequest request =
        TestRequests.writingTo(output)
            .measurement(new Measurement(preset, null, 1, List.of()))
            .build();
    return io.serbench.testing.TestPlans.plan(request, List.of(), java.util.Map.of());
  }

  @Test
  void wanted_thoroughPreset_runsAndTheOthersDoNot() {
    assertThat(NextJdkSpeedChoice.wanted(plan(Measurement.Preset.THOROUGH))).isTrue();
    assertThat(NextJdkSpeedChoice.wanted(plan(Measurement.Preset.STANDARD))).isFalse();
    assertThat(NextJdkSpeedChoice.wanted(plan(Measurement.Preset.QUICK))).isFalse();
  }

  static Capabilities verdict(String codec, String model, CapabilityResult nextJdk) {
    CapabilityResult none = CapabilityResult.notTested(false, "not probed");
    Capabilities plain =
        new Capabilities(codec, model, none, none, none, none, none, List.of(), List.of(), null);
    return nextJdk == null ? plain : plain.withNextJdk(nextJdk);
  }

  private static final CapabilityResult PASS = CapabilityResult.pass(true, "round-tripped");
  private static final CapabilityResult FAIL =
      CapabilityResult.fail(true, "encode: UnsupportedOperationException: objectFieldOffset");

  private static MeasuredSetup timed(String... codecs) {
    return new MeasuredSetup(
        java.util.Arrays.stream(codecs)
            .map(c -> new MeasuredSetup.Benchmark(null, MixResult.SAMPLE, c))
            .toList(),
        JmhSettings.DEFAULT);
  }

  private static final List<Capabilities> VERDICTS =
      List.of(
          verdict("fory", "Order", PASS),
          verdict("fory", "Invoice", PASS),
          verdict("kryo", "Order", FAIL),
          verdict("jackson-json", "Order", PASS),
          verdict("msgpack", "Order", PASS),
          // one model failed: the codec does not pass the next JDK
          verdict("fst", "Order", PASS),
          verdict("fst", "Invoice", FAIL),
          // never probed for it: nothing says it passes
          verdict("jdk", "Order", null));

  @Test
  void codecs_theAnswersNamedCodecsThatPassed_inTheAnswersOrder() {
    Recommendation answer =
        new Recommendation("kryo", "fory", List.of(), List.of(), List.of(), false, null);

    assertThat(
            NextJdkSpeedChoice.codecs(
                answer,
                "jackson-json",
                VERDICTS,
                false,
                timed("fory", "kryo", "jackson-json", "msgpack")))
        .containsExactly("fory", "jackson-json");
  }

  @Test
  void codecs_everyCodec_takesEachThatPassedOnEveryModelAndWasTimed() {
    Recommendation answer =
        new Recommendation("fory", null, List.of(), List.of(), List.of(), false, null);

    assertThat(
            NextJdkSpeedChoice.codecs(
                answer, null, VERDICTS, true, timed("fory", "kryo", "fst", "jdk", "msgpack")))
        .containsExactly("fory", "msgpack");
  }

  @Test
  void codecs_aCodecTheRaceDidNotTime_isNotTimedThereEither() {
    Recommendation answer =
        new Recommendation("fory", "jackson-json", List.of(), List.of(), List.of(), false, null);

    assertThat(NextJdkSpeedChoice.codecs(answer, null, VERDICTS, false, timed("jackson-json")))
        .containsExactly("jackson-json");
  }
}
