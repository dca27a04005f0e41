package io.serbench.jvm;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.CodecCatalog;
import io.serbench.config.CodecPatterns;
import io.serbench.settings.Measurement;
import java.util.List;
import org.junit.jupiter.api.Test;

class JvmOptionsTest {
  private static List<String> flags(List<String> ids) {
    return CodecPatterns.select(CodecCatalog.standard(), ids).stream()
        .flatMap(c -> c.jvmFlags(Runtime.version().feature()).stream())
        .toList();
  }

  @Test
  void forks_fixedHeapPlusEverySelectedCodecsFlags_withoutDuplicates() {
    List<String> options =
        JvmOptions.forks(
            Measurement.DEFAULT, flags(List.of("kryo", "fst", "fst-registered")), false);

    assertThat(options).startsWith("-Xms1g", "-Xmx1g", "-XX:+UseG1GC", "-XX:+AlwaysPreTouch");
    assertThat(options)
        .contains("--add-opens=java.base/java.util=ALL-UNNAMED")
        .doesNotHaveDuplicates();
  }

  @Test
  void forks_codecsWithoutFlags_onlyTheHeap() {
    assertThat(JvmOptions.forks(Measurement.DEFAULT, flags(List.of("kryo", "jdk")), false))
        .containsExactly("-Xms1g", "-Xmx1g", "-XX:+UseG1GC", "-XX:+AlwaysPreTouch");
  }

  @Test
  void theProbeCacheKeysOnTheUsersOptionsAlone_withTheJvmsDefaultHeap() {
    assertThat(JvmOptions.user(Measurement.DEFAULT)).isEmpty();
  }
}
