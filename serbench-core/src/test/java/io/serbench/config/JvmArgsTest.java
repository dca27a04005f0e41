package io.serbench.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.InvalidConfigurationException;
import io.serbench.jvm.JvmOptions;
import io.serbench.settings.Measurement;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** jvmArgs replace the default heap, jvmArgsAppend come last, the codecs' flags stay. */
class JvmArgsTest {
  private static BenchmarkRequest translate(RawSettings raw) {
    return RequestTranslator.translate(
        raw.put(ModelSettings.CLASSES, List.of("com.acme.Order")),
        new ProjectFacts(
            Path.of("."),
            "target/classes",
            List.of("src/main/java"),
            List.of("target/classes"),
            List.of("worker.jar"),
            "java"));
  }

  @Test
  void byDefaultTheForksGetTheFixedHeapAndTheCodecsFlags() {
    Measurement measurement = translate(new RawSettings()).measurement();

    assertThat(
            JvmOptions.forks(
                measurement, List.of("--add-opens=java.base/java.lang=ALL-UNNAMED"), false))
        .containsExactly(
            "-Xms1g",
            "-Xmx1g",
            "-XX:+UseG1GC",
            "-XX:+AlwaysPreTouch",
            "--add-opens=java.base/java.lang=ALL-UNNAMED");
  }

  @Test
  void threadsWithV_runTheForksBenchmarkThreadsAsVirtualThreads_throughJmhsExecutor() {
    Measurement virtual =
        translate(new RawSettings().put(MeasureSettings.THREADS, "4v")).measurement();
    Measurement spelled =
        translate(new RawSettings().put(MeasureSettings.THREADS, "2 virtual")).measurement();

    assertThat(virtual.threads()).isEqualTo(4);
    assertThat(JvmOptions.forks(virtual, List.of(), false)).endsWith("-Djmh.executor=VIRTUAL");
    assertThat(spelled.threads()).isEqualTo(2);
    assertThat(
            JvmOptions.forks(
                translate(new RawSettings().put(MeasureSettings.THREADS, "4")).measurement(),
                List.of(),
                false))
        .doesNotContain("-Djmh.executor=VIRTUAL");
    assertThatThrownBy(() -> translate(new RawSettings().put(MeasureSettings.THREADS, "4x")))
        .isInstanceOf(io.serbench.InvalidConfigurationException.class)
        .hasMessageContaining("threads must be a whole number, such as 4, or one with v");
  }

  @Test
  void aCollectorInJvmArgsAppend_replacesTheDefaultOne_sinceTwoStopTheJvm() {
    Measurement measurement =
        translate(new RawSettings().put(MeasureSettings.JVM_ARGS_APPEND, "-XX:+UseSerialGC"))
            .measurement();

    assertThat(JvmOptions.forks(measurement, List.of(), false))
        .containsExactly("-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch", "-XX:+UseSerialGC");
  }

  @Test
  void jvmArgsReplaceTheHeap_andJvmArgsAppendComeAfterTheCodecsFlags() {
    Measurement measurement =
        translate(
                new RawSettings()
                    .put(MeasureSettings.JVM_ARGS, " -Xms4g  -Xmx4g -XX:+UseZGC ")
                    .put(MeasureSettings.JVM_ARGS_APPEND, "-XX:+UseSerialGC --enable-preview"))
            .measurement();

    assertThat(
            JvmOptions.forks(
                measurement, List.of("--add-opens=java.base/java.util=ALL-UNNAMED"), false))
        .containsExactly(
            "-Xms4g",
            "-Xmx4g",
            "-XX:+UseZGC",
            "--add-opens=java.base/java.util=ALL-UNNAMED",
            "-XX:+UseSerialGC",
            "--enable-preview");
  }

  @Test
  void somethingThatIsNotAJvmOption_failsNamingTheElement() {
    assertThatThrownBy(
            () ->
                translate(new RawSettings().put(MeasureSettings.JVM_ARGS_APPEND, "-Xmx2g UseZGC")))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessage(
            "'UseZGC' is not a JVM option; write options separated by spaces, each starting with"
                + " '-', such as -Xmx2g -XX:+UseZGC")
        .extracting(e -> ((InvalidConfigurationException) e).element().orElseThrow())
        .isEqualTo("jvmArgsAppend");
  }
}
