package io.serbench.host;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.Measurement;
import io.serbench.config.BenchmarkRequest;
import io.serbench.config.WorkerSettings;
import java.util.List;
import org.junit.jupiter.api.Test;

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

    assertThat(HostPlan.of(request).workerJvmOptions()).contains("-Dserbench.roundTripTimeout=5");
    assertThat(HostPlan.of(request(Measurement.DEFAULT)).workerJvmOptions())
        .noneMatch(flag -> flag.startsWith("-Dserbench.roundTripTimeout"));
  }

  @Test
  void bytecodeVerificationIsOffInTheWorkerUnlessAsked() {
    BenchmarkRequest verifying =
        request(Measurement.DEFAULT).toBuilder().worker(new WorkerSettings(60, true)).build();

    assertThat(HostPlan.of(request(Measurement.DEFAULT)).workerJvmOptions())
        .endsWith(
            "-XX:+UnlockDiagnosticVMOptions",
            "-XX:-BytecodeVerificationRemote",
            "-XX:TieredStopAtLevel=1");
    assertThat(HostPlan.of(verifying).workerJvmOptions())
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

    List<String> flags = HostPlan.of(request(measurement)).workerJvmOptions();

    assertThat(flags)
        .startsWith("-Xmx3g")
        .containsSubsequence("-Xmx3g", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1");
    assertThat(flags).anyMatch(f -> f.startsWith("--add-opens=java.base/java.lang"));
  }

  /** The core ITs run their test JVM as the worker runs: the pom's property must say the same. */
  @Test
  void theCoreItsPomGivesItsTestJvmTheWorkersOptions() throws java.io.IOException {
    String pom = java.nio.file.Files.readString(java.nio.file.Path.of("..", "pom.xml"));

    assertThat(pom)
        .contains(
            "<serbench.worker.flags>"
                + String.join(" ", io.serbench.config.JvmOptions.WORKER)
                + "</serbench.worker.flags>");
  }
}
