package io.serbench.worker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.BenchmarkListener;
import io.serbench.InvalidConfigurationException;
import io.serbench.config.BenchmarkRequest;
import io.serbench.testmodel.Money;
import io.serbench.testmodel.Order;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A model class that cannot be sampled is reported, and the others still run. */
class SampleStageTest {
  private final List<String> warnings = new ArrayList<>();
  private final BenchmarkListener listener =
      new BenchmarkListener() {
        @Override
        public void info(String message) {}

        @Override
        public void warn(String message) {
          warnings.add(message);
        }

        @Override
        public void debug(String message) {}
      };

  private SampleStage.Samples prepare(List<Class<?>> classes) {
    BenchmarkRequest request =
        BenchmarkRequest.builder()
            .classes(classes.stream().map(Class::getName).toList())
            .outputDirectory("target/sample-stage")
            .javaExecutable("java")
            .build();
    return new SampleStage(request, getClass().getClassLoader(), listener)
        .prepare(new ModelStage.ResolvedModel(null, classes, Map.of()));
  }

  @Test
  void aClassWhoseConstructorRejectsGeneratedValues_isReportedWithItsOwnMessage() {
    SampleStage.Samples samples = prepare(List.of(Money.class, Order.class));

    assertThat(samples.samples())
        .extracting(s -> s.type().getName())
        .containsExactly(Order.class.getName());
    assertThat(samples.models()).containsExactly(Order.class);
    String reason = samples.unsampled().get(Money.class.getName());
    assertThat(reason)
        .contains("the constructor of Money rejected the generated values")
        .contains("IllegalArgumentException: ISO code expected")
        .doesNotContain("InvocationTargetException")
        .endsWith(
            "give a factory method that builds a valid one in <samples>"
                + " (-Dserbench.samples=com.acme.Fixtures#money)");
    assertThat(warnings).containsExactly(reason);
  }

  @Test
  void whenNoClassCanBeSampled_theRunStopsWithTheReasons() {
    assertThatThrownBy(() -> prepare(List.of(Money.class)))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("ISO code expected");
  }
}
