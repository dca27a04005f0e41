package io.serbench.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.BenchmarkRequest;
import org.junit.jupiter.api.Test;

class MainTest {
  @Test
  void request_fromArguments_mapsEveryOption() {
    BenchmarkRequest request =
        Main.request(
            new String[] {
              "--classpath",
              "build/classes:lib/a.jar",
              "--classes",
              "com.acme.Order,com.acme.Line",
              "--samples",
              "com.acme.Fixtures#tree",
              "--codecs",
              "kryo*,!kryo-flat",
              "--seed",
              "7",
              "--sizes",
              "0,10",
              "--alphabet",
              "unicode",
              "--quick",
              "--threads",
              "4",
              "--profilers",
              "gc",
              "--graph",
              "true",
              "--versioning",
              "full",
              "--objective",
              "speed"
            });

    assertThat(request.classes()).containsExactly("com.acme.Order", "com.acme.Line");
    assertThat(request.samples()).containsExactly("com.acme.Fixtures#tree");
    assertThat(request.codecs()).containsExactly("kryo*", "!kryo-flat");
    assertThat(request.generator().seed()).isEqualTo(7);
    assertThat(request.generator().alphabet()).isEqualTo(io.serbench.Alphabet.UNICODE);
    assertThat(request.sizes()).containsExactly(0, 10);
    assertThat(request.jmh()).as("no explicit JMH settings").isNull();
    assertThat(request.measurement().preset()).isEqualTo(io.serbench.Measurement.Preset.QUICK);
    assertThat(request.measurement().threads()).isEqualTo(4);
    assertThat(request.measurement().gc()).isTrue();
    assertThat(request.criteria().constraints().graph()).isTrue();
    assertThat(request.criteria().constraints().versioning())
        .isEqualTo(io.serbench.codec.Versioning.FULL);
    assertThat(request.criteria().objective())
        .isEqualTo(io.serbench.recommend.Criteria.Objective.SPEED);
    assertThat(request.classesDirectory()).isEqualTo("build/classes");
    assertThat(request.projectClasspath()).containsExactly("build/classes", "lib/a.jar");
    assertThat(request.workerClasspath()).isNotEmpty();
  }

  @Test
  void request_withoutClasspath_explainsWhatIsMissing() {
    assertThatThrownBy(() -> Main.request(new String[] {"--classes", "com.acme.Order"}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("--classpath is required");
  }

  @Test
  void request_zeroIterations_namesTheSetting() {
    assertThatThrownBy(() -> Main.request(new String[] {"--classpath", "x", "--iterations", "0"}))
        .hasMessageContaining("measurementIterations must be at least 1, but was 0");
  }
}
