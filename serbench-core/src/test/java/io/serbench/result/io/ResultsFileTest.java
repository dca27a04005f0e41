package io.serbench.result.io;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.SampleResult;
import io.serbench.result.Score;
import io.serbench.stats.ForkKind;
import io.serbench.stats.Interval;
import io.serbench.testing.ResultsFixtures;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** results.json keeps every fork, and a figure read back is the figure that was written. */
class ResultsFileTest {
  @TempDir Path directory;

  @Test
  void everyForkWithItsRoundClassAndIterationsSurvivesTheFile() throws Exception {
    BenchmarkResults fixture = ResultsFixtures.read();
    Score figure =
        Score.of(
            List.of(
                Score.Fork.measured(1, series(900, 300, 400, 100)),
                Score.Fork.measured(2, series(100, 100, 100, 100)),
                Score.Fork.measured(4, series(160, 160, 160, 160))),
            "ns/op",
            null);
    SampleResult sample = fixture.samples().get(0);
    List<CodecResult> results = new java.util.ArrayList<>(sample.results());
    results.set(0, ResultsFixtures.withScores(results.get(0), figure, figure));
    BenchmarkResults written = fixture.withSamples(List.of(sample.withResults(results)));
    Path file = directory.resolve("results.json");

    ResultsFile.write(written, file);
    Score read = ResultsFile.read(file).samples().get(0).results().get(0).serializeNs();

    assertThat(read).isEqualTo(figure);
    assertThat(read.perFork()).extracting(Score.Fork::round).containsExactly(1, 2, 4);
    assertThat(read.perFork().get(0).kind()).isEqualTo(ForkKind.WARMUP);
    assertThat(read.perFork().get(0).iterationScores()).hasSize(15);
    assertThat(read.interval()).isEqualTo(Interval.FORKS);
    assertThat(read.inconsistent()).isTrue();
    assertThat(read.levels()).hasSize(2);
  }

  /** Three leading iterations, then twelve around {@code level} with 1% wiggle. */
  private static List<Double> series(double a, double b, double c, double level) {
    List<Double> series = new java.util.ArrayList<>(List.of(a, b, c));
    for (int i = 0; i < 12; i++) {
      series.add(level * (1 + 0.01 * ((i % 3) - 1)));
    }
    return series;
  }
}
