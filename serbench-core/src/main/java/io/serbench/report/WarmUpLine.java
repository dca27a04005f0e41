package io.serbench.report;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.Score;
import io.serbench.settings.JmhSettings;
import io.serbench.stats.ForkKind;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * What every fork's warm-up was and how the forks came out of it, in one sentence for the console,
 * summary and the report: the warm-up is fixed before a fork runs and the same for every codec, the
 * forks still compiling after it and those with no steady state are counted, and each counts in its
 * figure; none is run again.
 */
public final class WarmUpLine {
  private WarmUpLine() {}

  /** The sentence, or empty when no fork of the run was measured past its warm-up. */
  public static String sentence(BenchmarkResults results) {
    List<Score.Fork> forks =
        results.allSamples().stream()
            .flatMap(s -> s.results().stream())
            .flatMap(WarmUpLine::times)
            .flatMap(score -> score.perFork().stream())
            .filter(f -> f.kind() != null)
            .toList();
    if (forks.isEmpty()) {
      return "";
    }
    long recorded = forks.stream().filter(f -> f.stillCompiling() != null).count();
    long compiling = forks.stream().filter(Score.Fork::compiling).count();
    long unsteady = forks.stream().filter(f -> f.kind() == ForkKind.NO_STEADY_STATE).count();
    JmhSettings jmh = results.environment() == null ? null : results.environment().jmh();
    String warmUp =
        jmh == null
            ? "JMH's warm-up iterations"
            : String.format(
                Locale.ROOT,
                "JMH's %d x %d ms warm-up iterations",
                jmh.warmupIterations(),
                jmh.warmupMillis());
    String still =
        recorded == 0
            ? ""
            : String.format(
                Locale.ROOT,
                " %d of %d forks were still compiling in their last warm-up iteration or in the"
                    + " second half of their measured iterations;",
                compiling,
                recorded);
    return String.format(
        Locale.ROOT,
        "Every fork warmed up the same way, fixed before it ran: %s, the same for every codec.%s"
            + " %d of %d forks reached no steady state (counted with the mean of their second"
            + " half). Every fork counts in its figure; none was run again.",
        warmUp,
        still,
        unsteady,
        forks.size());
  }

  private static Stream<Score> times(CodecResult r) {
    return Stream.of(r.serializeNs(), r.deserializeNs(), r.roundTripNs()).filter(Objects::nonNull);
  }
}
