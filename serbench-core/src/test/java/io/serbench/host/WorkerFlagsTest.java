package io.serbench.host;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.config.BenchmarkRequest;
import io.serbench.config.WorkerSettings;
import io.serbench.settings.Measurement;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What reaches the worker JVM's command line. */
class WorkerFlagsTest {
  private static BenchmarkRequest request(Measurement measurement) {
    return BenchmarkRequest.builder()
        .classes(List.of("com.acme.Order"))
        .codecs(List.of("fst"))
        .outputDirectory("target/worker-flags")
        .javaExecutable("java")
        .measurement(measurement)
        .build();
  }

  @Test
  void theRequestsRoundTripTimeoutReachesTheWorker() {
    BenchmarkRequest request =
        request(Measurement.DEFAULT).toBuilder().worker(new WorkerSettings(5, false)).build();

    assertThat(HostPlan.of(request).workerJvmOptions(Runtime.version().feature()))
        .contains("-Dserbench.roundTripTimeout=5");
    assertThat(
            HostPlan.of(request(Measurement.DEFAULT)).workerJvmOptions(Runtime.version().feature()))
        .noneMatch(flag -> flag.startsWith("-Dserbench.roundTripTimeout"));
  }

  @Test
  void bytecodeVerificationIsOffInTheWorkerUnlessAsked() {
    BenchmarkRequest verifying =
        request(Measurement.DEFAULT).toBuilder().worker(new WorkerSettings(60, true)).build();

    assertThat(
            HostPlan.of(request(Measurement.DEFAULT)).workerJvmOptions(Runtime.version().feature()))
        .endsWith(
            "-XX:+UnlockDiagnosticVMOptions",
            "-XX:-BytecodeVerificationRemote",
            "-XX:TieredStopAtLevel=1");
    assertThat(HostPlan.of(verifying).workerJvmOptions(Runtime.version().feature()))
        .endsWith("-XX:TieredStopAtLevel=1")
        .doesNotContain("-XX:-BytecodeVerificationRemote");
  }

  @Test
  void theUsersJvmOptionsAndTheCodecsFlagsReachTheWorker() {
    Measurement measurement =
        new Measurement(
            Measurement.Preset.QUICK,
            null,
            1,
            List.of(),
            List.of("-Xmx3g"),
            List.of("-XX:+UseSerialGC"),
            false);

    List<String> flags =
        HostPlan.of(request(measurement)).workerJvmOptions(Runtime.version().feature());

    assertThat(flags)
        .startsWith("-Xmx3g")
        .containsSubsequence("-Xmx3g", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1");
    assertThat(flags).anyMatch(f -> f.startsWith("--add-opens=java.base/java.lang"));
  }

  /**
   * A run on JDK 17 and JDK 25 starts a worker on each: each gets the flags its codecs need on its
   * own JDK, from one plan, whichever JDK runs the build.
   */
  @Test
  void aRunOnTwoJdks_givesEachWorkerItsOwnJdksCodecFlags() {
    BenchmarkRequest fory =
        request(Measurement.DEFAULT).toBuilder().codecs(List.of("fory")).build();

    HostPlan plan = HostPlan.of(fory, List.of(17, 25));

    assertThat(plan.workerJvmOptions(25))
        .contains("--add-opens=java.base/java.lang.invoke=ALL-UNNAMED");
    assertThat(plan.workerJvmOptions(17))
        .doesNotContain("--add-opens=java.base/java.lang.invoke=ALL-UNNAMED");
    assertThatThrownBy(() -> plan.workerJvmOptions(21))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no worker options for Java 21");
  }

  @Test
  void aLaunchersFeatureVersion_isReadFromItsJdksReleaseFile(@TempDir Path home)
      throws IOException {
    Files.createDirectories(home.resolve("bin"));
    Files.writeString(home.resolve("release"), "JAVA_VERSION=\"25.0.1\"\n");

    assertThat(Jdk.featureOf(home.resolve("bin").resolve("java").toString())).isEqualTo(25);
    assertThat(Jdk.featureOf(Path.of(System.getProperty("java.home"), "bin", "java").toString()))
        .isEqualTo(Runtime.version().feature());
    assertThat(Jdk.featureOf("java")).isEqualTo(Runtime.version().feature());
  }

  /** The core ITs run their test JVM as the worker runs: the pom's property must say the same. */
  @Test
  void theCoreItsPomGivesItsTestJvmTheWorkersOptions() throws java.io.IOException {
    String pom = java.nio.file.Files.readString(java.nio.file.Path.of("..", "pom.xml"));

    assertThat(pom)
        .contains(
            "<serbench.worker.flags>"
                + String.join(" ", io.serbench.jvm.JvmOptions.WORKER)
                + "</serbench.worker.flags>");
  }
}
