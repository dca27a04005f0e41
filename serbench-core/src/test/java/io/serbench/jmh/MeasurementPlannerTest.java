package io.serbench.jmh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.InvalidConfigurationException;
import io.serbench.JmhSettings;
import io.serbench.Measurement;
import org.junit.jupiter.api.Test;

class MeasurementPlannerTest {
  /** 8 codecs x 1 sample x 3 operations. */
  private static final int SCREENING = 24;

  private static final int PER_CONTENDER = 3;

  @Test
  void threeMinutes_fitScreeningAndConfirmationWithinTheBudget() {
    long spent = 20_000;
    MeasurementPlanner.Plan plan =
        MeasurementPlanner.forBudget(180_000, spent, SCREENING, PER_CONTENDER, 3);

    assertThat(plan.confirmation()).isNotNull();
    assertThat(plan.screening().forks()).isEqualTo(1);
    assertThat(plan.screening().measurementIterations()).isEqualTo(5);
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
  void moreBudget_givesLongerIterations() {
    MeasurementPlanner.Plan small =
        MeasurementPlanner.forBudget(150_000, 10_000, SCREENING, PER_CONTENDER, 3);
    MeasurementPlanner.Plan large =
        MeasurementPlanner.forBudget(600_000, 10_000, SCREENING, PER_CONTENDER, 3);

    assertThat(large.screening().measurementMillis())
        .isGreaterThan(small.screening().measurementMillis());
    assertThat(large.confirmation().forks() * large.confirmation().measurementMillis())
        .isGreaterThan(small.confirmation().forks() * small.confirmation().measurementMillis());
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
    assertThatThrownBy(() -> MeasurementPlanner.forBudget(30_000, 10_000, SCREENING, 3, 3))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessage(
            "timeBudget 30 s is too small for one screening pass of 24 benchmarks after 10 s of"
                + " verification and probes; the minimum here is 55 s");
  }

  @Test
  void confirmation_usesTwoForksWhenTheyFit_oneForkOtherwise_noneWhenNothingFits() {
    JmhSettings two = MeasurementPlanner.confirmation(90_000, 9);
    JmhSettings one = MeasurementPlanner.confirmation(20_000, 9);

    assertThat(two.forks()).isEqualTo(2);
    assertThat(two.measurementMillis()).isBetween(200L, 2000L);
    assertThat(one.forks()).isEqualTo(1);
    assertThat(MeasurementPlanner.confirmation(5_000, 9)).isNull();
  }

  @Test
  void presets_areDocumentedSettings() {
    assertThat(MeasurementPlanner.preset(Measurement.Preset.QUICK).screening())
        .isEqualTo(JmhSettings.QUICK);
    assertThat(MeasurementPlanner.preset(Measurement.Preset.QUICK).confirmation()).isNull();
    MeasurementPlanner.Plan standard = MeasurementPlanner.preset(Measurement.Preset.STANDARD);
    assertThat(standard.screening()).isEqualTo(new JmhSettings(1, 2, 200, 5, 200));
    assertThat(standard.confirmation()).isEqualTo(new JmhSettings(2, 3, 1000, 5, 1000));
    assertThat(standard.maxContenders()).isEqualTo(3);
    MeasurementPlanner.Plan thorough = MeasurementPlanner.preset(Measurement.Preset.THOROUGH);
    assertThat(thorough.confirmation().forks()).isEqualTo(3);
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
