package io.serbench.worker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.WorkerFailedException;
import io.serbench.config.BenchmarkRequest;
import io.serbench.files.OutputLayout;
import io.serbench.result.io.ResultsFile;
import io.serbench.settings.JmhSettings;
import io.serbench.testing.RecordingListener;
import io.serbench.testing.TestRequests;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A measurement that fails for a reason that is not the configuration still ends in a report of
 * what was done (verification, capabilities), which says what failed; and the run still fails, so
 * that no pipeline takes it for a measured one.
 */
class StageFailureTest {
  @TempDir Path output;

  @Test
  void measurementFails_reportShowsTheVerificationAndSaysWhatFailed_andTheRunFails()
      throws Exception {
    // the JMH sources cannot be written where a file stands in the way
    Files.writeString(output.resolve("jmh"), "not a directory");
    BenchmarkRequest request =
        TestRequests.writingTo(output)
            .classes(List.of("io.serbench.testmodel.Point"))
            .codecs(List.of("kryo"))
            .jmh(new JmhSettings(1, 1, 100, 2, 100))
            .build();
    List<String> log = new ArrayList<>();
    BenchmarkEngine engine =
        new BenchmarkEngine(request, new RecordingListener(log), getClass().getClassLoader());

    assertThatThrownBy(engine::run)
        .isInstanceOf(WorkerFailedException.class)
        .hasMessageStartingWith("the measurement failed: ")
        .hasMessageContaining("shows the verification and the capabilities");

    String report = Files.readString(output.resolve(OutputLayout.REPORT), StandardCharsets.UTF_8);
    assertThat(report)
        .contains("id=\"stage-failure\"")
        .contains("not measured: the measurement failed: ")
        .contains("data-codec=\"kryo\"");
    var results = ResultsFile.read(output.resolve(OutputLayout.RESULTS));
    assertThat(results.samples().get(0).result("kryo").orElseThrow().passed()).isTrue();
    assertThat(results.capabilities()).isNotEmpty();
  }

  @Test
  void aMixNameThatMatchesNoMessageFailsBeforeAnyCodecIsVerified() throws Exception {
    BenchmarkRequest request =
        TestRequests.writingTo(output)
            .classes(List.of("io.serbench.testmodel.Point", "io.serbench.testmodel.Order"))
            .codecs(List.of("kryo"))
            .messages(new io.serbench.config.Messages(java.util.Map.of("Pointt", 2.0), false))
            .jmh(new JmhSettings(1, 1, 100, 2, 100))
            .build();
    List<String> log = new ArrayList<>();
    BenchmarkEngine engine =
        new BenchmarkEngine(request, new RecordingListener(log), getClass().getClassLoader());

    assertThatThrownBy(engine::run)
        .isInstanceOf(io.serbench.InvalidConfigurationException.class)
        .hasMessageContaining("mix")
        .hasMessageContaining("Pointt");
    // the typo costs seconds, not the minutes of verification and probes
    assertThat(log).noneMatch(line -> line.contains("Verif") || line.contains("robed"));
  }
}
