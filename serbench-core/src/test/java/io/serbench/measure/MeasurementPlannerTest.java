package io.serbench.measure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.InvalidConfigurationException;
import io.serbench.settings.JmhSettings;
import io.serbench.settings.Measurement;
import org.junit.jupiter.api.Test;

class MeasurementPlannerTest {
  @Test
  void presetsRaceAfterTwoRoundsForEveryCodecAndNeverAfterOne() {
    MeasurementPlanner.Plan quick = MeasurementPlanner.preset(Measurement.Preset.QUICK);
    MeasurementPlanner.Plan standard = MeasurementPlanner.preset(Measurement.Preset.STANDARD);
    MeasurementPlanner.Plan thorough = MeasurementPlanner.preset(Measurement.Preset.THOROUGH);

    assertThat(quick.minRounds()).isEqualTo(2);
    assertThat(quick.maxRounds()).isEqualTo(2);
    assertThat(quick.eliminating()).isFalse();
    assertThat(standard.minRounds()).isEqualTo(2);
    assertThat(standard.maxRounds()).isGreaterThan(standard.minRounds());
    assertThat(standard.eliminating()).isTrue();
    assertThat(thorough.minRounds()).isGreaterThanOrEqualTo(3);
    assertThat(thorough.fork().measurementIterations())
        .isGreaterThan(standard.fork().measurementIterations());
    // each preset's warm-up is JMH's time-based iterations, as Defaults holds them
    assertThat(quick.fork().warmupIterations())
        .isEqualTo(io.serbench.settings.Defaults.QUICK_WARMUP_ITERATIONS);
    assertThat(standard.fork().warmupIterations())
        .isEqualTo(io.serbench.settings.Defaults.STANDARD_WARMUP_ITERATIONS);
    assertThat(thorough.fork().warmupIterations())
        .isEqualTo(io.serbench.settings.Defaults.THOROUGH_WARMUP_ITERATIONS);
    for (MeasurementPlanner.Plan plan : new MeasurementPlanner.Plan[] {quick, standard, thorough}) {
      assertThat(plan.fork().forks()).isEqualTo(1);
      assertThat(plan.fork().warmupMillis()).isEqualTo(io.serbench.settings.Defaults.WARMUP_MILLIS);
      assertThat(plan.description()).contains("rounds of one fork per benchmark");
    }
  }

  @Test
  void onlyTheStandardPresetHasATargetAndABudgetReplacesIt() {
    MeasurementPlanner.Plan standard = MeasurementPlanner.preset(Measurement.Preset.STANDARD);
    MeasurementPlanner.Plan budget =
        MeasurementPlanner.forBudget(900_000, 10_000, 16, Measurement.Preset.STANDARD);

    // a team waits for its first answer: the later rounds and the per-message figures stop at
    // about five minutes, and the plan says so and how to buy more
    assertThat(standard.targetMillis()).isEqualTo(300_000L);
    assertThat(standard.limitMillis()).isEqualTo(300_000L);
    assertThat(standard.description())
        .contains("rounds after the 3rd and the per-message figures")
        .contains("within 5 min")
        .contains("a timeBudget buys more for the codecs still in contention");
    assertThat(MeasurementPlanner.preset(Measurement.Preset.THOROUGH).limitMillis()).isNull();
    assertThat(MeasurementPlanner.preset(Measurement.Preset.QUICK).limitMillis()).isNull();
    assertThat(budget.targetMillis()).isNull();
    assertThat(budget.limitMillis()).isEqualTo(900_000L);
  }

  @Test
  void explicitSettingsRunEveryForkAsARoundWithoutElimination() {
    MeasurementPlanner.Plan plan = MeasurementPlanner.explicit(new JmhSettings(3, 1, 100, 5, 100));

    assertThat(plan.minRounds()).isEqualTo(3);
    assertThat(plan.maxRounds()).isEqualTo(3);
    assertThat(plan.eliminating()).isFalse();
    assertThat(plan.fork()).isEqualTo(new JmhSettings(1, 1, 100, 5, 100));
  }

  @Test
  void aBudgetKeepsThePresetsForksWhenTwoRoundsFitAndShortensThemWhenNot() {
    MeasurementPlanner.Plan roomy =
        MeasurementPlanner.forBudget(600_000, 10_000, 16, Measurement.Preset.STANDARD);
    MeasurementPlanner.Plan tight =
        MeasurementPlanner.forBudget(130_000, 10_000, 16, Measurement.Preset.STANDARD);

    assertThat(roomy.fork().measurementIterations())
        .isEqualTo(io.serbench.settings.Defaults.STANDARD_ITERATIONS);
    assertThat(roomy.minRounds()).isEqualTo(2);
    assertThat(roomy.budgetMillis()).isEqualTo(600_000L);
    // a budget shortens the measured iterations, never the warm-up
    assertThat(tight.fork().warmupIterations())
        .isEqualTo(roomy.fork().warmupIterations())
        .isEqualTo(io.serbench.settings.Defaults.STANDARD_WARMUP_ITERATIONS);
    assertThat(tight.fork().measurementIterations())
        .isBetween(
            MeasurementPlanner.MIN_ITERATIONS,
            io.serbench.settings.Defaults.STANDARD_ITERATIONS - 1);
    long twoRounds = 2 * MeasurementPlanner.estimateMillis(tight.fork(), 16);
    assertThat(twoRounds).isLessThanOrEqualTo(130_000 - 10_000 - MeasurementPlanner.RESERVE_MILLIS);
  }

  @Test
  void aBudgetThatHoldsOneRoundOnlySaysWhatItCostsAndWhatTwoWouldNeed() {
    MeasurementPlanner.Plan one =
        MeasurementPlanner.forBudget(150_000, 5_000, 30, Measurement.Preset.STANDARD);

    // two rounds of the shortest forks, with the preset's whole warm-up, rounded up to 5 s
    long twoRounds =
        5_000
            + MeasurementPlanner.RESERVE_MILLIS
            + 2L
                * 30
                * (MeasurementPlanner.FORK_START_MILLIS
                    + io.serbench.settings.Defaults.STANDARD_WARMUP_ITERATIONS
                        * io.serbench.settings.Defaults.WARMUP_MILLIS
                    + MeasurementPlanner.MIN_ITERATIONS * MeasurementPlanner.ITERATION_MILLIS);
    assertThat(one.minRounds()).isEqualTo(1);
    assertThat(one.maxRounds()).isEqualTo(1);
    assertThat(one.description())
        .contains("ONE ROUND ONLY: no figure gets an interval")
        .contains("a timeBudget of " + (twoRounds + 4999) / 5000 * 5 + " s gives two rounds");
  }

  @Test
  void aBudgetTooSmallForOneRoundNamesTheMinimum() {
    assertThatThrownBy(
            () -> MeasurementPlanner.forBudget(20_000, 10_000, 40, Measurement.Preset.STANDARD))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining(
            "timeBudget 20 s is too small for one round of 39 benchmarks (and the host's sentinel)")
        .hasMessageContaining("the minimum here is");
  }

  @Test
  void aGatedRunThatCannotGiveThreeForksIsWarnedBeforeItMeasures() {
    assertThat(
            MeasurementPlanner.gateWarning(
                MeasurementPlanner.preset(Measurement.Preset.QUICK), true))
        .hasValueSatisfying(
            w -> assertThat(w).contains("gives at most 2").contains("will be INCONCLUSIVE"));
    assertThat(
            MeasurementPlanner.gateWarning(
                MeasurementPlanner.preset(Measurement.Preset.STANDARD), true))
        .isEmpty();
    assertThat(
            MeasurementPlanner.gateWarning(
                MeasurementPlanner.preset(Measurement.Preset.QUICK), false))
        .isEmpty();
  }

  @Test
  void explicitForksAloneGetTheStandardFork_longEnoughToClassify() {
    MeasurementPlanner.Plan plan =
        MeasurementPlanner.explicit(
            new io.serbench.settings.JmhSettings(
                3, JmhSettings.DEFAULT_WARMUP_ITERATIONS, 100, 25, 100));

    assertThat(plan.fork())
        .isEqualTo(MeasurementPlanner.preset(Measurement.Preset.STANDARD).fork());
    assertThat(io.serbench.settings.JmhSettings.DEFAULT.measurementIterations())
        .isEqualTo(io.serbench.settings.Defaults.STANDARD_ITERATIONS);
  }
}
