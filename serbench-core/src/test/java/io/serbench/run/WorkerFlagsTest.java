package io.serbench.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.BenchmarkRequest;
import io.serbench.InvalidConfigurationException;
import io.serbench.Measurement;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
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

  @AfterEach
  void clear() {
    System.clearProperty(Serbench.TIMEOUT_PROPERTY);
  }

  @Test
  void theRoundTripTimeoutGivenToMavenReachesTheWorker() {
    System.setProperty(Serbench.TIMEOUT_PROPERTY, "5");

    assertThat(Serbench.jvmFlags(request(Measurement.DEFAULT)))
        .contains("-Dserbench.roundTripTimeout=5");
  }

  @Test
  void aTimeoutThatIsNotWholeSeconds_failsNamingTheProperty() {
    System.setProperty(Serbench.TIMEOUT_PROPERTY, "1m");

    assertThatThrownBy(() -> Serbench.jvmFlags(request(Measurement.DEFAULT)))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessage("'1m' is not a time limit; give whole seconds, such as 60");
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

    List<String> flags = Serbench.jvmFlags(request(measurement));

    assertThat(flags).startsWith("-Xmx3g").endsWith("-XX:+UseSerialGC");
    assertThat(flags).anyMatch(f -> f.startsWith("--add-opens=java.base/java.lang"));
  }
}
