package io.serbench.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.InvalidConfigurationException;
import io.serbench.settings.Measurement;
import org.junit.jupiter.api.Test;

/** {@code coldStart}: true, false or forks; on by default in thorough only. */
class ColdStartSettingTest {
  @Test
  void coldStart_trueFalseOrForks_andThePresetsDefault() {
    assertThat(Measurement.parseColdStart("true")).isEqualTo(5);
    assertThat(Measurement.parseColdStart("false")).isZero();
    assertThat(Measurement.parseColdStart(" 8 ")).isEqualTo(8);
    assertThat(Measurement.parseColdStart(null)).isNull();

    assertThat(RequestTranslator.measurement(new RawConfiguration()).coldStartForks()).isZero();
    assertThat(
            RequestTranslator.measurement(new RawConfiguration().preset("thorough"))
                .coldStartForks())
        .isEqualTo(5);
    assertThat(
            RequestTranslator.measurement(
                    new RawConfiguration().preset("thorough").coldStart("false"))
                .coldStartForks())
        .isZero();
    assertThat(
            RequestTranslator.measurement(new RawConfiguration().coldStart("3")).coldStartForks())
        .isEqualTo(3);
  }

  @Test
  void coldStart_oneFork_failsNamingTheElementAndWhyTwo() {
    assertThatThrownBy(() -> Measurement.parseColdStart("1"))
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
    RawConfiguration raw = new RawConfiguration().classes(java.util.List.of("a.B"));

    assertThatThrownBy(() -> RequestTranslator.translate(raw.objective("coldStart"), project))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("the cold-start pass is off: set <coldStart>true</coldStart>");
    assertThat(
            RequestTranslator.translate(raw.coldStart("true").weights("1,1,0.5,2"), project)
                .criteria()
                .weights()
                .coldStart())
        .isEqualTo(2);
  }
}
