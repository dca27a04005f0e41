package io.serbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.config.BenchmarkRequest;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Capabilities;
import io.serbench.result.Verdict;
import io.serbench.settings.JmhSettings;
import io.serbench.testing.RecordingListener;
import io.serbench.testing.TestRequests;
import io.serbench.testing.TestRuns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A codec whose probe crashes the worker JVM through {@code Unsafe} ({@code test-crash} reads bytes
 * of another class loader at a bad address): the launcher runs the worker again with each codec's
 * probes in a JVM of its own, the crash ends that codec's verdicts with the crash's frame, and the
 * run ends with a report that measured every codec.
 */
class ProbeCrashIT {
  @TempDir Path output;

  @Test
  void aProbeThatCrashesTheJvm_endsThatCodecsVerdicts_andTheRunEndsWithAReport() throws Exception {
    BenchmarkRequest request =
        TestRequests.writingTo(output)
            .classes(List.of("io.serbench.testmodel.Order"))
            .codecs(List.of("kryo", "test-crash"))
            .jmh(new JmhSettings(1, 1, 100, 2, 100))
            .build();
    List<String> log = new ArrayList<>();

    BenchmarkResults results = TestRuns.worker(request, new RecordingListener(log));

    assertThat(log)
        .anySatisfy(
            line ->
                assertThat(line)
                    .contains("the worker JVM crashed")
                    .contains("running the worker again with each codec's capability probes"));
    Capabilities crashed = results.capabilitiesOf("test-crash").stream().findFirst().orElseThrow();
    assertThat(crashed.versioningBackward().measured()).isEqualTo(Verdict.NOT_TESTED);
    assertThat(crashed.versioningBackward().evidence())
        .contains("the probes' JVM crashed")
        .contains("in org.example.crash.UnsafeLibrary.writeThroughABadAddress");
    // the other codec was probed, and both were verified and measured
    Capabilities kryo = results.capabilitiesOf("kryo").stream().findFirst().orElseThrow();
    assertThat(kryo.graph().exercised()).isTrue();
    assertThat(results.samples().get(0).result("test-crash").orElseThrow().passed()).isTrue();
    assertThat(results.samples().get(0).result("kryo").orElseThrow().totalNs()).isPositive();
    assertThat(output.resolve("index.html")).exists();
    assertThat(Files.readString(output.resolve("index.html")))
        .contains("the probes&#39; JVM crashed");
  }
}
