package io.serbench.report;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.Score;
import io.serbench.stats.ForkStatistics;
import io.serbench.text.Numbers;
import java.util.Locale;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.stream.Stream;

/**
 * What a printed "± N%" does and does not say, in one sentence for the console, summary.md and the
 * report: it is the interval within this run, and a figure's range across runs is wider by the run
 * effect ({@link ForkStatistics#RUN_SPREAD}); each figure's range is {@code acrossRunsLower}–{@code
 * acrossRunsUpper} in results.json.
 */
public final class RunRange {
  private RunRange() {}

  /** The sentence, or empty when no time figure of the run has a printed interval. */
  public static String sentence(BenchmarkResults results) {
    OptionalDouble median = medianReach(results);
    if (median.isEmpty()) {
      return "";
    }
    return String.format(
        Locale.ROOT,
        "± is the 95%% interval over this run's forks: within this run. A whole run moves by"
            + " about %s on a shared host (one standard deviation, measured on serbench's"
            + " reference host), which no run's forks can show: across runs, this run's figures"
            + " may land within about %s (their median; results.json gives each figure's"
            + " range as acrossRunsLower to acrossRunsUpper). Compare codecs by their same-round"
            + " ratios, as the recommendation does: the run effect cancels in them.",
        runSpread(),
        "±" + io.serbench.text.Numbers.percent(median.getAsDouble()));
  }

  /** The run effect as text: {@code 15%}. */
  public static String runSpread() {
    return Numbers.percent(ForkStatistics.RUN_SPREAD);
  }

  /** The median range across runs as text, {@code ±34%}, or empty without one. */
  public static String acrossRuns(BenchmarkResults results) {
    OptionalDouble median = medianReach(results);
    return median.isEmpty() ? "" : "±" + io.serbench.text.Numbers.percent(median.getAsDouble());
  }

  private static OptionalDouble medianReach(BenchmarkResults results) {
    double[] reaches =
        results.allSamples().stream()
            .flatMap(s -> s.results().stream())
            .flatMap(RunRange::times)
            .mapToDouble(Score::acrossRunsReach)
            .filter(r -> !Double.isNaN(r))
            .sorted()
            .toArray();
    return reaches.length == 0
        ? OptionalDouble.empty()
        : OptionalDouble.of(reaches[reaches.length / 2]);
  }

  private static Stream<Score> times(CodecResult result) {
    return Stream.of(result.serializeNs(), result.deserializeNs()).filter(Objects::nonNull);
  }
}
