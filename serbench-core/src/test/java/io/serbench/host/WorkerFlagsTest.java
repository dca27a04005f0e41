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

    assertThat(WorkerCommand.jvmFlags(request)).contains("-Dserbench.roundTripTimeout=5");
    assertThat(WorkerCommand.jvmFlags(request(Measurement.DEFAULT)))
        .noneMatch(flag -> flag.startsWith("-Dserbench.roundTripTimeout"));
  }

  @Test
  void bytecodeVerificationIsOffInTheWorkerUnlessAsked() {
    BenchmarkRequest verifying =
        request(Measurement.DEFAULT).toBuilder().worker(new WorkerSettings(60, true)).build();

    assertThat(WorkerCommand.workerFlags(request(Measurement.DEFAULT)))
        .contains("-XX:-BytecodeVerificationRemote", "-XX:TieredStopAtLevel=1");
    assertThat(WorkerCommand.workerFlags(verifying)).containsExactly("-XX:TieredStopAtLevel=1");
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

    List<String> flags = WorkerCommand.jvmFlags(request(measurement));

    assertThat(flags).startsWith("-Xmx3g").endsWith("-XX:+UseSerialGC");
    assertThat(flags).anyMatch(f -> f.startsWith("--add-opens=java.base/java.lang"));
  }
}
