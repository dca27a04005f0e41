package io.serbench.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.BenchmarkRequest;
import io.serbench.JmhSettings;
import org.junit.jupiter.api.Test;

class MainTest {
  @Test
  void request_fromArguments_mapsEveryOption() {
    BenchmarkRequest request =
        Main.request(
            new String[] {
              "--classpath", "build/classes:lib/a.jar",
              "--classes", "com.acme.Order,com.acme.Line",
              "--samples", "com.acme.Fixtures#tree",
              "--codecs", "kryo*,!kryo-flat",
              "--seed", "7",
              "--sizes", "0,10",
              "--alphabet", "unicode",
              "--quick"
            });

    assertThat(request.classes()).containsExactly("com.acme.Order", "com.acme.Line");
    assertThat(request.samples()).containsExactly("com.acme.Fixtures#tree");
    assertThat(request.codecs()).containsExactly("kryo*", "!kryo-flat");
    assertThat(request.generator().seed()).isEqualTo(7);
    assertThat(request.generator().alphabet()).isEqualTo(io.serbench.Alphabet.UNICODE);
    assertThat(request.sizes()).containsExactly(0, 10);
    assertThat(request.jmh()).isEqualTo(JmhSettings.QUICK);
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
