package io.serbench.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.InvalidConfigurationException;
import io.serbench.settings.Measurement;
import org.junit.jupiter.api.Test;

/** {@code coldStart}: true, false or forks; on by default in thorough only. */
class ColdStartSettingTest {
  private static Integer parseColdStart(String value) {
    return MeasureSettings.COLD_START.parse(value);
  }

  private static Measurement measurement(RawSettings raw) {
    return RequestTranslator.measurement(SettingValues.parse(raw));
  }

  @Test
  void coldStart_trueFalseOrForks_andThePresetsDefault() {
    assertThat(parseColdStart("true")).isEqualTo(5);
    assertThat(parseColdStart("false")).isZero();
    assertThat(parseColdStart(" 8 ")).isEqualTo(8);
    assertThat(parseColdStart(null)).isNull();

    assertThat(measurement(new RawSettings()).coldStartForks()).isZero();
    assertThat(
            measurement(new RawSettings().put(MeasureSettings.PRESET, "thorough")).coldStartForks())
        .isEqualTo(5);
    assertThat(
            measurement(
                    new RawSettings()
                        .put(MeasureSettings.PRESET, "thorough")
                        .put(MeasureSettings.COLD_START, "false"))
                .coldStartForks())
        .isZero();
    assertThat(measurement(new RawSettings().put(MeasureSettings.COLD_START, "3")).coldStartForks())
        .isEqualTo(3);
  }

  @Test
  void coldStart_oneFork_failsNamingTheElementAndWhyTwo() {
    assertThatThrownBy(() -> parseColdStart("1"))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessage(
            "coldStart must be true, false or a number of forks of at least 2 (one single shot"
                + " per fork, so an interval needs two), but was '1'")
        .satisfies(
            e -> assertThat(((InvalidConfigurationException) e).element()).hasValue("coldStart"));
  }

  @Test
  void coldStartObjectiveWithoutThePass_failsWithTheSwitchThatTurnsItOn() {
    ProjectFacts project =
        new ProjectFacts(
            java.nio.file.Path.of("."),
            "target/classes",
            java.util.List.of(),
            java.util.List.of(),
            java.util.List.of(),
            "java");
    RawSettings raw = new RawSettings().put(ModelSettings.CLASSES, java.util.List.of("a.B"));

    assertThatThrownBy(
            () ->
                RequestTranslator.translate(raw.put(PickSettings.OBJECTIVE, "coldStart"), project))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("the cold-start pass is off: set <coldStart>true</coldStart>");
    assertThat(
            RequestTranslator.translate(
                    raw.put(MeasureSettings.COLD_START, "true")
                        .put(PickSettings.WEIGHTS, "1,1,0.5,2"),
                    project)
                .criteria()
                .weights()
                .coldStart())
        .isEqualTo(2);
  }
}
