package io.serbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.config.BenchmarkRequest;
import io.serbench.config.WorkerSettings;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Capabilities;
import io.serbench.testing.RecordingListener;
import io.serbench.testing.TestRequests;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A second run on an unchanged model reuses every capability verdict and says so; {@code fresh}
 * probes them all again. Verification and probes run in this JVM, the measurement is not asked for.
 */
class ProbeCacheIT {
  @TempDir Path output;

  private BenchmarkResults run(boolean fresh, List<String> log) throws Exception {
    BenchmarkRequest request =
        TestRequests.writingTo(output)
            .classes(List.of("io.serbench.testmodel.Order"))
            .samples(List.of("io.serbench.testmodel.Fixtures#tree"))
            .codecs(List.of("kryo", "jackson-json"))
            .worker(
                new WorkerSettings(
                    WorkerSettings.DEFAULT_ROUND_TRIP_TIMEOUT_SECONDS,
                    false,
                    false,
                    true,
                    null,
                    fresh))
            .build();
    return new BenchmarkEngine(
            request, new RecordingListener(log), ProbeCacheIT.class.getClassLoader())
        .run(false);
  }

  @Test
  void aRerunOnAnUnchangedModel_reusesEveryVerdict_andFreshProbesThemAgain() throws Exception {
    List<String> first = new ArrayList<>();
    BenchmarkResults probed = run(false, first);
    assertThat(probed.capabilities()).isNotEmpty().allMatch(c -> c.reusedFrom() == null);
    assertThat(first).noneMatch(l -> l.startsWith("Reused"));
    assertThat(output.resolve(WorkerSettings.DEFAULT_PROBE_CACHE)).isDirectory();

    List<String> second = new ArrayList<>();
    BenchmarkResults reused = run(false, second);

    // jackson-json cannot carry the tree: not probed there, and nothing to keep; everything
    // probed the first time is reused, with the same verdicts
    List<Capabilities> kept =
        reused.capabilities().stream().filter(c -> c.reusedFrom() != null).toList();
    assertThat((long) kept.size())
        .isEqualTo(probed.capabilities().stream().filter(this::probedFully).count());
    for (Capabilities c : kept) {
      Capabilities before =
          probed.capabilities().stream()
              .filter(p -> p.codec().equals(c.codec()) && p.model().equals(c.model()))
              .findFirst()
              .orElseThrow();
      assertThat(c.withReusedFrom(null)).isEqualTo(before);
    }
    assertThat(second)
        .anyMatch(
            l ->
                l.startsWith("Reused " + kept.size() + " codec-and-class verdicts")
                    && l.contains("probed 0"));
    assertThat(Files.readString(output.resolve("index.html"))).contains("reused: probed ");

    List<String> third = new ArrayList<>();
    assertThat(run(true, third).capabilities()).allMatch(c -> c.reusedFrom() == null);
    assertThat(third).noneMatch(l -> l.startsWith("Reused"));
  }

  private boolean probedFully(Capabilities c) {
    return !c.graph().evidence().startsWith("not probed");
  }
}
