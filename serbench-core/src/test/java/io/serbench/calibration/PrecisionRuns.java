package io.serbench.calibration;

import io.serbench.BenchmarkListener;
import io.serbench.host.WorkerRun;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Recommendation;
import io.serbench.result.Score;
import io.serbench.testing.TestRequests;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What a default run gives a user on one class: the interval of the ratio between the pick and the
 * runner-up (issue #41's goal: at most ±15%, median of 3 runs), the wall time (goal: 3 minutes for
 * 8 codecs, 6 for the default set) and the share of forks classified flat or warm-up-then-steady.
 * Each run is the standard preset, in-process (no Maven start), on jvm-serializers' media.1.
 *
 * <pre>
 * mvn -B -pl serbench-core -Paccuracy verify -Dserbench.experiment=io.serbench.calibration.PrecisionRuns
 * </pre>
 *
 * <p>{@code -Dserbench.precision.runs=N} (3) sets the runs, {@code
 * -Dserbench.precision.codecs=default} runs the default set instead of the 8 foundation codecs,
 * {@code -Dserbench.precision.profilers=gc} adds JMH's allocation profiler. Writes {@code
 * target/precision/precision.md}.
 */
public final class PrecisionRuns {
  private PrecisionRuns() {}

  public static void main(String[] args) throws Exception {
    int runs = Integer.getInteger("serbench.precision.runs", 3);
    String codecs =
        System.getProperty("serbench.precision.codecs", String.join(",", AccuracyBenchmark.CODECS));
    Path out = Path.of("target/precision").toAbsolutePath();
    StringBuilder text =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "# Default runs on media.1, codecs %s%n%n| run | pick | runner-up | ratio"
                    + " [95%%] | ± | forks steady | rounds | seconds |%n|---|---|---|---|---:|---:|"
                    + "---:|---:|%n",
                codecs));
    List<Double> halfWidths = new ArrayList<>();
    List<Double> seconds = new ArrayList<>();
    for (int i = 1; i <= runs; i++) {
      long start = System.nanoTime();
      io.serbench.config.BenchmarkRequest request =
          TestRequests.writingTo(out.resolve("run-" + i))
              .classes(List.of("io.serbench.testmodel.MediaContent"))
              .samples(List.of("io.serbench.testmodel.Fixtures#media1"))
              .codecs(List.of(codecs.split(",")))
              .measurement(
                  new io.serbench.settings.Measurement(
                      io.serbench.settings.Measurement.Preset.STANDARD,
                      null,
                      1,
                      List.of(System.getProperty("serbench.precision.profilers", "").split(","))
                          .stream()
                          .filter(p -> !p.isBlank())
                          .toList()))
              .build();
      BenchmarkResults results =
          WorkerRun.run(
              request, io.serbench.host.HostPlan.of(request), BenchmarkListener.console());
      double took = (System.nanoTime() - start) / 1e9;
      seconds.add(took);
      Recommendation r = results.recommendation();
      Recommendation.Ranked second = r.ranking().size() > 1 ? r.ranking().get(1) : null;
      double half = Double.NaN;
      String ratio = "-";
      if (second != null && second.ratioLow() != null) {
        half = Math.sqrt(second.ratioHigh() / second.ratioLow()) - 1;
        halfWidths.add(half);
        ratio =
            String.format(
                Locale.ROOT,
                "%.2f [%.2f-%.2f]",
                Math.sqrt(second.ratioHigh() * second.ratioLow()),
                second.ratioLow(),
                second.ratioHigh());
      }
      long forks = 0;
      long steady = 0;
      for (var sample : results.samples()) {
        for (var codec : sample.results()) {
          for (Score s : new Score[] {codec.serializeNs(), codec.deserializeNs()}) {
            if (s == null) {
              continue;
            }
            for (Score.Fork f : s.perFork()) {
              forks++;
              steady += f.kind() != null && f.kind().steady() ? 1 : 0;
            }
          }
        }
      }
      text.append(
          String.format(
              Locale.ROOT,
              "| %d | %s | %s | %s | ±%.0f%% | %d/%d | %d | %.0f |%n",
              i,
              r.codec(),
              second == null ? "-" : second.codec(),
              ratio,
              half * 100,
              steady,
              forks,
              results.environment().race() == null
                  ? 0
                  : results.environment().race().rounds().size(),
              took));
    }
    halfWidths.sort(null);
    seconds.sort(null);
    text.append(
        String.format(
            Locale.ROOT,
            "%nMedian ± of the pick against the runner-up: %s; median wall time %.0f s%n",
            halfWidths.isEmpty()
                ? "none (no runner-up with an interval)"
                : String.format(
                    Locale.ROOT, "±%.0f%%", 100 * halfWidths.get(halfWidths.size() / 2)),
            seconds.get(seconds.size() / 2)));
    System.out.println(text);
    Files.createDirectories(out);
    Files.writeString(out.resolve("precision.md"), text, StandardCharsets.UTF_8);
  }
}
