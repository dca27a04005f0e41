package io.serbench.measure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.InvalidConfigurationException;
import io.serbench.settings.Measurement;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/** A time budget that cannot hold per-class figures measures the mix alone instead of failing. */
class PlanFallbackTest {
  private final List<String> warnings = new ArrayList<>();

  /** The planner for a budget of {@code seconds}, nothing spent before measuring. */
  private static IntFunction<MeasurementPlanner.Plan> budget(int seconds) {
    return benchmarks ->
        MeasurementPlanner.forBudget(seconds * 1000L, 0, benchmarks, Measurement.Preset.STANDARD);
  }

  @Test
  void aBudgetThatHoldsEveryClass_keepsThem() {
    Planned planned = Planned.withFallback(budget(600), 40, 8, warnings::add);

    assertThat(planned.fallback()).isFalse();
    assertThat(planned.plan().minRounds()).isEqualTo(2);
    assertThat(warnings).isEmpty();
  }

  @Test
  void aBudgetTooSmallForEveryClass_measuresTheMixAlone_withAWarning() {
    // 400 benchmarks of at least 3.6 s do not fit in 120 s; the mix's 8 do, twice
    Planned planned = Planned.withFallback(budget(120), 400, 8, warnings::add);

    assertThat(planned.fallback()).isTrue();
    assertThat(planned.plan().minRounds()).isEqualTo(2);
    assertThat(warnings)
        .singleElement()
        .asString()
        .startsWith("The timeBudget cannot hold a figure per class (")
        .contains(
            "timeBudget 120 s is too small for one round of 399 benchmarks (and the host's sentinel)")
        .endsWith("measuring the mix alone, which the ranking stands on anyway");
  }

  @Test
  void aBudgetThatHoldsOneRoundOnly_alsoFallsBack_sinceOneRoundGivesNoInterval() {
    // 40 benchmarks of at least 3.5 s (fork start 1 s, the standard warm-up 1.5 s, 10 measured
    // iterations) fit once in 200 s, not twice; the mix's 8 fit twice
    Planned planned = Planned.withFallback(budget(200), 40, 8, warnings::add);

    assertThat(planned.fallback()).isTrue();
    assertThat(warnings).singleElement().asString().contains("one round only");
  }

  @Test
  void withoutPerClassFigures_aBudgetTooSmallStillFails_namingTheMinimum() {
    assertThatThrownBy(() -> Planned.withFallback(budget(5), 8, -1, warnings::add))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("the minimum here is");
    assertThat(warnings).isEmpty();
  }
}
