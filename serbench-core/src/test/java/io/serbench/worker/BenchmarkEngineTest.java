package io.serbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.CodecCatalog;
import java.util.List;
import org.junit.jupiter.api.Test;

class BenchmarkEngineTest {
  @Test
  void forkJvmArgs_fixedHeapPlusEverySelectedCodecsFlags_withoutDuplicates() {
    List<String> args =
        BenchmarkEngine.forkJvmArgs(
            CodecCatalog.standard().select(List.of("kryo", "fst", "fst-registered")));

    assertThat(args).startsWith("-Xms1g", "-Xmx1g", "-XX:+UseG1GC", "-XX:+AlwaysPreTouch");
    assertThat(args)
        .contains("--add-opens=java.base/java.util=ALL-UNNAMED")
        .doesNotHaveDuplicates();
  }

  @Test
  void forkJvmArgs_codecsWithoutFlags_onlyTheHeap() {
    assertThat(BenchmarkEngine.forkJvmArgs(CodecCatalog.standard().select(List.of("kryo", "jdk"))))
        .containsExactly("-Xms1g", "-Xmx1g", "-XX:+UseG1GC", "-XX:+AlwaysPreTouch");
  }
}
