package io.serbench.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.InvalidConfigurationException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The one place raw settings are parsed: every bad value fails with the element it came from and a
 * message that says the fix, whichever front end (the Maven goal, the command line) gave it.
 */
class RequestTranslatorTest {
  private static final ProjectFacts PROJECT =
      new ProjectFacts(
          Path.of("/work/project"),
          "/work/project/target/classes",
          List.of("/work/project/src/main/java"),
          List.of("/work/project/target/classes"),
          List.of("worker.jar"),
          "/usr/bin/java");

  private static BenchmarkRequest translate(UnaryOperator<RawSettings> settings) {
    return RequestTranslator.translate(
        settings.apply(new RawSettings().put(ModelSettings.CLASSES, List.of("com.acme.Order"))),
        PROJECT);
  }

  @ParameterizedTest(name = "{0}={1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "measurementIterations | 0 | measurementIterations must be at least 1, but was 0",
        "sizes | ten | size 'ten' is not a whole number; write sizes as 0,10,100",
        "alphabet | emoji | alphabet 'emoji' is not one of ASCII, LATIN1, UNICODE",
        "graph | yes | 'yes' is not a valid graph constraint; use true or false",
        "versioning | sometimes | 'sometimes' is not a valid versioning; use one of none,"
            + " backward, forward, full",
        "versioningChanges | middle | 'middle' is not a valid versioningChanges; use one of"
            + " fields, append",
        "objective | fast | 'fast' is not a valid objective; use one of speed, size, balanced,"
            + " coldStart",
        "timeBudget | soon | 'soon' is not a duration; write it as 90s, 5m, 1m30s or PT3M",
        "roundTripTimeout | 1m | '1m' is not a time limit; give whole seconds, such as 60",
        "maxRegression | lots | 'lots' is not a percentage; write it as 10%",
        "mix | Order | mix entry 'Order': write each message as name=weight",
        "mix | Order=many | mix entry 'Order=many': the weight is not a number",
        "mix | Order=-1 | mix entry 'Order=-1': a weight is a number of 0 or more",
        "mix | Order=0 | every weight in the mix is 0",
      })
  void aBadValue_failsNamingItsElementWithTheFix(String element, String value, String message) {
    assertThatThrownBy(() -> translate(raw -> set(raw, element, value)))
        .isInstanceOfSatisfying(
            InvalidConfigurationException.class,
            e -> {
              assertThat(e.element()).contains(element);
              assertThat(e.value()).contains(value);
            })
        .hasMessageContaining(message);
  }

  @Test
  void theMixAndTimeEveryClassGoThroughTheRequest() {
    BenchmarkRequest request =
        translate(
            raw ->
                raw.put(ModelSettings.MIX, List.of("com.acme.Order=3, Refund=1.5"))
                    .put(ModelSettings.TIME_EVERY_CLASS, true));

    assertThat(request.messages().mix())
        .containsExactly(Map.entry("com.acme.Order", 3.0), Map.entry("Refund", 1.5));
    assertThat(request.messages().timeEveryClass()).isTrue();
    assertThat(translate(raw -> raw).messages()).isEqualTo(Messages.DEFAULT);
  }

  @Test
  void theWorkersSettingsGoThroughTheRequest() {
    BenchmarkRequest request =
        translate(
            raw ->
                raw.put(RunSettings.ROUND_TRIP_TIMEOUT, "5")
                    .put(RunSettings.VERIFY_WORKER_BYTECODE, true));

    assertThat(request.worker()).isEqualTo(new WorkerSettings(5, true));
    assertThat(translate(raw -> raw).worker()).isEqualTo(WorkerSettings.DEFAULT);
  }

  @Test
  void probeAll_isSetByItsElement_andByTheThoroughPreset_only() {
    assertThat(translate(raw -> raw.put(RunSettings.PROBE_ALL, true)).worker().probeAll()).isTrue();
    assertThat(translate(raw -> raw.put(MeasureSettings.PRESET, "thorough")).worker().probeAll())
        .isTrue();
    assertThat(translate(raw -> raw.put(MeasureSettings.PRESET, "standard")).worker().probeAll())
        .isFalse();
    assertThat(translate(raw -> raw).worker().probeAll()).isFalse();
  }

  @Test
  void maxRegression_readsPercentagesAndFractions() {
    for (String given : List.of("10%", "0.1", "10")) {
      BenchmarkRequest request =
          translate(
              raw ->
                  raw.put(PickSettings.BASELINE, "results.json")
                      .put(PickSettings.MAX_REGRESSION, given));
      assertThat(request.baseline().maxRegression()).as(given).isEqualTo(0.10);
    }
    assertThat(translate(raw -> raw.put(PickSettings.BASELINE, "results.json")).baseline().file())
        .isEqualTo(Path.of("/work/project/results.json").toAbsolutePath().toString());
  }

  @Test
  void aWeightedColdStartNeedsTheColdStartPass() {
    assertThatThrownBy(() -> translate(raw -> raw.put(PickSettings.OBJECTIVE, "coldStart")))
        .isInstanceOfSatisfying(
            InvalidConfigurationException.class, e -> assertThat(e.element()).contains("coldStart"))
        .hasMessageContaining("set <coldStart>true</coldStart>");
  }

  private static RawSettings set(RawSettings raw, String element, String value) {
    return switch (element) {
      case "measurementIterations" -> raw.put(MeasureSettings.MEASUREMENT_ITERATIONS, value);
      case "sizes" -> raw.put(ModelSettings.SIZES, List.of(value));
      case "alphabet" -> raw.put(ModelSettings.ALPHABET, value);
      case "graph" -> raw.put(PickSettings.GRAPH, value);
      case "versioning" ->
          raw.put(PickSettings.VERSIONING, "full")
              .put(PickSettings.VERSIONING_CHANGES, null)
              .put(PickSettings.VERSIONING, value);
      case "versioningChanges" ->
          raw.put(PickSettings.VERSIONING, "full").put(PickSettings.VERSIONING_CHANGES, value);
      case "objective" -> raw.put(PickSettings.OBJECTIVE, value);
      case "timeBudget" -> raw.put(MeasureSettings.TIME_BUDGET, value);
      case "roundTripTimeout" -> raw.put(RunSettings.ROUND_TRIP_TIMEOUT, value);
      case "maxRegression" ->
          raw.put(PickSettings.BASELINE, "results.json").put(PickSettings.MAX_REGRESSION, value);
      case "mix" -> raw.put(ModelSettings.MIX, List.of(value));
      default -> throw new IllegalArgumentException(element);
    };
  }
}
