package io.serbench.jmh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.InvalidConfigurationException;
import io.serbench.JmhSettings;
import io.serbench.Measurement;
import org.junit.jupiter.api.Test;

class MeasurementPlannerTest {
  /** 8 codecs x 1 sample x 2 operations. */
  private static final int SCREENING = 16;

  private static final int PER_CONTENDER = 2;

  @Test
  void threeMinutes_fitScreeningAndConfirmationWithinTheBudget() {
    long spent = 20_000;
    MeasurementPlanner.Plan plan =
        MeasurementPlanner.forBudget(180_000, spent, SCREENING, PER_CONTENDER, 3);

    assertThat(plan.confirmation()).isNotNull();
    assertThat(plan.screening().forks()).isEqualTo(1);
    assertThat(plan.screening().measurementMillis()).isEqualTo(100);
    assertThat(plan.screening().measurementIterations())
        .isGreaterThanOrEqualTo(MeasurementPlanner.STANDARD_ITERATIONS);
    assertThat(plan.confirmation().forks()).isGreaterThanOrEqualTo(1);
    long total =
        spent
            + MeasurementPlanner.estimateMillis(plan.screening(), SCREENING)
            + MeasurementPlanner.estimateMillis(plan.confirmation(), 3 * PER_CONTENDER)
            + MeasurementPlanner.RESERVE_MILLIS;
    assertThat(total).isBetween(150_000L, 180_000L);
    assertThat(plan.description()).startsWith("time budget 180 s (20 s spent before measuring)");
  }

  @Test
  void moreBudget_givesMoreIterationsThenMoreForks() {
    MeasurementPlanner.Plan small =
        MeasurementPlanner.forBudget(150_000, 10_000, SCREENING, PER_CONTENDER, 3);
    MeasurementPlanner.Plan large =
        MeasurementPlanner.forBudget(600_000, 10_000, SCREENING, PER_CONTENDER, 3);

    assertThat(large.screening().measurementIterations() * large.screening().measurementMillis())
        .isGreaterThan(
            small.screening().measurementIterations() * small.screening().measurementMillis());
    assertThat(large.confirmation().forks()).isGreaterThan(small.confirmation().forks());
  }

  @Test
  void tightBudget_dropsTheConfirmationBeforeFailing() {
    MeasurementPlanner.Plan plan =
        MeasurementPlanner.forBudget(60_000, 10_000, SCREENING, PER_CONTENDER, 3);

    assertThat(plan.confirmation()).isNull();
    assertThat(plan.description()).contains("screening only");
    assertThat(MeasurementPlanner.estimateMillis(plan.screening(), SCREENING))
        .isLessThanOrEqualTo(60_000 - 10_000 - MeasurementPlanner.RESERVE_MILLIS);
  }

  @Test
  void budgetTooSmallForOneScreeningPass_saysWhatTheMinimumIs() {
    assertThatThrownBy(() -> MeasurementPlanner.forBudget(30_000, 10_000, SCREENING, 2, 3))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessage(
            "timeBudget 30 s is too small for one screening pass of 16 benchmarks after 10 s of"
                + " verification and probes; the minimum here is 55 s");
  }

  @Test
  void confirmation_addsUpToThreeForksWhenTheyFit_oneOtherwise_noneWhenNothingFits() {
    JmhSettings three = MeasurementPlanner.confirmation(150_000, 6);
    JmhSettings one = MeasurementPlanner.confirmation(15_000, 6);

    assertThat(three.forks()).isEqualTo(3);
    assertThat(three.measurementIterations())
        .isGreaterThanOrEqualTo(MeasurementPlanner.STANDARD_ITERATIONS);
    assertThat(one.forks()).isEqualTo(1);
    assertThat(MeasurementPlanner.confirmation(5_000, 6)).isNull();
  }

  @Test
  void aLargeBudgetLengthensIterationsBeyondSixtyInsteadOfAddingMore() {
    JmhSettings fork = MeasurementPlanner.fit(1, 20_000);

    assertThat(fork.measurementIterations()).isEqualTo(MeasurementPlanner.MAX_ITERATIONS);
    assertThat(fork.measurementMillis()).isGreaterThan(MeasurementPlanner.ITERATION_MILLIS);
  }

  @Test
  void presets_areDocumentedSettings() {
    assertThat(MeasurementPlanner.preset(Measurement.Preset.QUICK).screening())
        .isEqualTo(JmhSettings.QUICK);
    assertThat(MeasurementPlanner.preset(Measurement.Preset.QUICK).confirmation()).isNull();
    MeasurementPlanner.Plan standard = MeasurementPlanner.preset(Measurement.Preset.STANDARD);
    assertThat(standard.screening()).isEqualTo(new JmhSettings(1, 1, 100, 40, 100));
    assertThat(standard.confirmation()).isEqualTo(new JmhSettings(1, 1, 100, 40, 100));
    assertThat(standard.maxContenders()).isEqualTo(3);
    MeasurementPlanner.Plan thorough = MeasurementPlanner.preset(Measurement.Preset.THOROUGH);
    assertThat(thorough.screening()).isEqualTo(new JmhSettings(1, 1, 100, 60, 100));
    assertThat(thorough.confirmation().forks()).isEqualTo(2);
    assertThat(thorough.maxContenders()).isEqualTo(5);
  }

  @Test
  void durations_parseIsoAndShortForms_andRejectTheRest() {
    assertThat(Measurement.parseDuration("timeBudget", "90s")).isEqualTo(90_000);
    assertThat(Measurement.parseDuration("timeBudget", "5m")).isEqualTo(300_000);
    assertThat(Measurement.parseDuration("timeBudget", "1m30s")).isEqualTo(90_000);
    assertThat(Measurement.parseDuration("timeBudget", "PT3M")).isEqualTo(180_000);
    assertThat(Measurement.parseDuration("timeBudget", null)).isNull();
    assertThatThrownBy(() -> Measurement.parseDuration("timeBudget", "soon"))
        .hasMessage("'soon' is not a duration; write it as 90s, 5m, 1m30s or PT3M");
  }
}
