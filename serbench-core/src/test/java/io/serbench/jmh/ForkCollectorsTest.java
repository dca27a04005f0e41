package io.serbench.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.config.ProjectFacts;
import io.serbench.settings.Measurement;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The collectors recorded are those a JVM with the forks' options really runs. */
class ForkCollectorsTest {
  private static final String CLASSPATH = System.getProperty("java.class.path");

  @Test
  void theDefaultOptions_runG1() {
    assertThat(
            ForkCollectors.of(
                ProjectFacts.currentJava(),
                io.serbench.jvm.JvmOptions.forks(Measurement.DEFAULT, List.of(), false),
                CLASSPATH))
        .contains("G1 Young Generation");
  }

  @Test
  void anotherCollector_isNamedAsTheJvmNamesIt() {
    assertThat(
            ForkCollectors.of(
                ProjectFacts.currentJava(), List.of("-Xmx64m", "-XX:+UseSerialGC"), CLASSPATH))
        .containsExactly("Copy", "MarkSweepCompact");
  }

  @Test
  void aJvmThatCannotStart_saysWhyInsteadOfANameItDidNotRun() {
    assertThat(
            ForkCollectors.of(
                ProjectFacts.currentJava(),
                List.of("-XX:+UseSerialGC", "-XX:+UseParallelGC"),
                CLASSPATH))
        .singleElement()
        .asString()
        .startsWith("unknown (");
  }
}
