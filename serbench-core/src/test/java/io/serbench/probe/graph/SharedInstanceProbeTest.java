package io.serbench.probe.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.serbench.probe.common.SampleProbe;
import io.serbench.probe.nextjdk.NextJdk;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The shared-instance probe on platform threads and, on a JDK that has them, on virtual threads:
 * here on Java 17 it says that virtual threads were not tested, and in a child JVM on the JDK 25 of
 * this machine it runs them.
 */
class SharedInstanceProbeTest {
  @Test
  void onJava17_virtualThreadsAreNotTested_andItSaysWhy() throws Exception {
    assumeTrue(Runtime.version().feature() < 21, "this JVM has virtual threads");

    String jackson = VirtualThreadsMain.run("jackson-json");

    assertThat(jackson)
        .startsWith("PASS one instance shared by 2 threads: ")
        .endsWith("; virtual threads not tested: this JVM runs Java 17 (they need 21)");
  }

  @Test
  void onAJdkWithVirtualThreads_theProbeSharesTheInstanceBetweenTwoVirtualThreads()
      throws Exception {
    Optional<NextJdk> jdk = NextJdk.find();
    assumeTrue(jdk.isPresent(), "no JDK 21 or later on this machine");

    String jackson = onJdk(jdk.get(), "jackson-json");
    String kryo = onJdk(jdk.get(), "kryo");

    assertThat(jackson)
        .startsWith("PASS one instance shared by 2 threads: ")
        .contains("; on virtual threads: one instance shared by 2 virtual threads: ")
        .endsWith("round trips, every value intact");
    // Kryo is documented as not thread-safe; shared, it breaks on one kind of thread or the other
    assertThat(kryo).startsWith("FAIL ");
  }

  private static String onJdk(NextJdk jdk, String codec) throws Exception {
    Process process =
        new ProcessBuilder(
                List.of(
                    jdk.java().toString(),
                    "-cp",
                    System.getProperty("java.class.path"),
                    VirtualThreadsMain.class.getName(),
                    codec))
            .redirectErrorStream(true)
            .start();
    assertThat(process.waitFor(2, TimeUnit.MINUTES)).isTrue();
    List<String> lines =
        new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8)
            .lines()
            .filter(line -> line.startsWith("PASS ") || line.startsWith("FAIL "))
            .toList();
    assertThat(lines).as("the probe's verdict").hasSize(1);
    return lines.get(0);
  }

  @Test
  void kryosUnsafeStreams_areNotRaced_sinceARaceCanCrashTheJvm() throws Exception {
    SampleProbe.Subject subject =
        new SampleProbe.Subject(
            null, SharedInstanceProbe.RAW_MEMORY_FORMAT, String.class, List.of(), () -> "x");

    io.serbench.result.CapabilityResult result = SharedInstanceProbe.onSample(subject, false);

    assertThat(result.measured()).isEqualTo(io.serbench.result.Verdict.NOT_TESTED);
    assertThat(result.evidence()).contains("can crash the JVM");
  }
}
