package io.serbench.recommend;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.NextJdkSpeed;
import io.serbench.result.TradeOffs;
import io.serbench.text.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How the answer says what the next JDK costs in speed: on the next-JDK line, after the pick's
 * verdict, its time with {@code sun.misc.Unsafe} denied against the JDK's default, with the
 * interval, or "no measurable cost" where the interval holds 1; a measured setup that failed there,
 * plainly. Each operation's figure, and the remedy's cost when the pick fails the next JDK, go to
 * the details.
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
   * A cost in words: {@code 1.31x slower with Unsafe denied (1.22-1.40x)}, {@code no measurable
   * cost with Unsafe denied (0.97-1.04x)}, or a point estimate without an interval.
   */
  static String cost(NextJdkSpeed.Cost cost) {
    if (cost == null || Double.isNaN(cost.ratio())) {
      return "not timed with Unsafe denied";
    }
    String word = cost.ratio() >= 1 ? "slower" : "faster";
    String point = Numbers.ratio(Math.max(cost.ratio(), 1 / cost.ratio()));
    if (cost.low() == null) {
      return "about " + point + " " + word + " with Unsafe denied (" + cost.rounds() + " rounds)";
    }
    if (!cost.separated()) {
      return "no measurable cost with Unsafe denied ("
          + Numbers.ratioRange(cost.low(), cost.high())
          + ")";
    }
    String range =
        cost.ratio() >= 1
            ? Numbers.ratioRange(cost.low(), cost.high())
            : Numbers.ratioRange(1 / cost.high(), 1 / cost.low());
    return point + " " + word + " with Unsafe denied (" + range + ")";
  }

  /** The figures behind the line: each operation, what was timed and where. */
  private static String figures(NextJdkSpeed speed) {
    return "timed on "
        + speed.jdk()
        + " ("
        + speed.benchmark()
        + "), "
        + speed.total().rounds()
        + " rounds of a fork with Unsafe denied beside one under the JDK's default: serialize "
        + cost(speed.serialize())
        + ", deserialize "
        + cost(speed.deserialize());
  }
}
