package io.serbench.recommend;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.NextJdkSpeed;
import io.serbench.result.TradeOffs;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How the answer says what the next JDK costs in speed: on the next-JDK line, after the pick's
 * verdict, its time with {@code sun.misc.Unsafe} denied against the JDK's default, in the words of
 * every ratio of the answer (the same speed where the interval holds 1); a measured setup that
 * failed there, plainly. Each operation's figure, and the remedy's cost when the pick fails the
 * next JDK, go to the details.
 */
final class NextJdkWords {
  private NextJdkWords() {}

  /** The next-JDK line of the pick, with what the next JDK costs it and the remedy in speed. */
  static TradeOffs.Line line(
      UnsetConstraint question,
      List<FirstLines.Cell> cells,
      FirstLines.Remedy remedy,
      BenchmarkResults results,
      String pick) {
    Optional<NextJdkSpeed> own = results.nextJdkSpeedOf(pick);
    TradeOffs.Line line =
        FirstLines.line(question, cells, remedy, own.map(NextJdkWords::note).orElse(""));
    List<String> details = new ArrayList<>(line.details());
    own.filter(s -> s.outcome() == NextJdkSpeed.Outcome.MEASURED)
        .ifPresent(s -> details.add(figures(s)));
    Optional.ofNullable(remedy)
        .map(FirstLines.Remedy::codec)
        .flatMap(results::nextJdkSpeedOf)
        .filter(s -> s.outcome() == NextJdkSpeed.Outcome.MEASURED)
        .ifPresent(s -> details.add(s.codec() + " there: " + cost(s.total())));
    return new TradeOffs.Line(
        line.requirement(), line.verdict(), line.line(), details, line.suggested(), line.codecs());
  }

  /** What follows the verdict: the cost, or that the measured setup failed there. */
  static String note(NextJdkSpeed speed) {
    return speed.outcome() == NextJdkSpeed.Outcome.SETUP_FAILED
        ? " (the setup serbench measures failed there)"
        : "; " + cost(speed.total());
  }

  /**
   * A cost in words, as the answer says every ratio ({@link RatioWords}): {@code with Unsafe
   * denied, 1.31x slower (95% interval 1.22-1.40x)}, {@code with Unsafe denied, the same speed
   * within the forks' 95% interval (0.97-1.04x)}; no interval wider than what it bounds.
   */
  static String cost(NextJdkSpeed.Cost cost) {
    if (cost == null) {
      return "not timed with Unsafe denied";
    }
    return "with Unsafe denied, "
        + RatioWords.time(
            new TradeOffs.Ratio(cost.ratio(), cost.low(), cost.high(), cost.separated()),
            "slower",
            "faster");
  }

  /** The figures behind the line: each operation, what was timed and where. */
  private static String figures(NextJdkSpeed speed) {
    return String.format(
        java.util.Locale.ROOT,
        "timed on %s (%s), %d rounds of a fork with Unsafe denied beside one under the JDK's"
            + " default; serialize %s; deserialize %s",
        speed.jdk(),
        speed.benchmark(),
        speed.total().rounds(),
        cost(speed.serialize()),
        cost(speed.deserialize()));
  }
}
