package io.serbench.recommend;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.Criteria;
import io.serbench.result.SampleResult;
import io.serbench.result.TradeOffs;
import io.serbench.result.Verdict;
import io.serbench.stats.Paired;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The switch from the codec the team uses now to the pick: its time and size against the pick's,
 * the capabilities gained and lost, and the samples it does not carry. Its first-screen line says
 * the cost and names what is gained and given up; the details hold the evidence, the guess, and the
 * messages it does not carry.
 */
final class Switching {
  /** The switch, and its first-screen line. */
  record Outcome(TradeOffs.Switch current, TradeOffs.Line line) {}

  private final BenchmarkResults results;
  private final BenchmarkResults messages;
  private final Criteria criteria;
  private final Ranking ranking;
  private final String pick;

  Switching(
      BenchmarkResults results,
      BenchmarkResults messages,
      Criteria criteria,
      Ranking ranking,
      String pick) {
    this.results = results;
    this.messages = messages;
    this.criteria = criteria;
    this.ranking = ranking;
    this.pick = pick;
  }

  /**
   * The switch, when the team's current codec is known and ran.
   *
   * @param capabilities a codec's capability cells, in report order
   */
  Optional<Outcome> write(Function<String, List<TradeOffs.CapabilityCell>> capabilities) {
    Criteria.Current current = criteria.current();
    if (current == null || current.codec() == null) {
      return Optional.empty();
    }
    String codec = current.codec();
    if (results.codec(codec).isEmpty()) {
      return Optional.empty();
    }
    List<String> details = new ArrayList<>();
    if (current.guessedFrom() != null) {
      details.add(codec + " is a guess: " + current.guessedFrom() + "; set <current> to say");
    }
    String from = "from " + codec + (current.guessedFrom() == null ? "" : " (a guess)");
    if (codec.equals(pick)) {
      return Optional.of(
          outcome(
              new TradeOffs.Switch(
                  codec, current.guessedFrom(), null, null, List.of(), List.of(), List.of(), null),
              "no switch " + from + ": it is the pick",
              details));
    }
    List<String> cannotCarry = new ArrayList<>();
    for (SampleResult sample : messages.samples()) {
      Optional<CodecResult> result = sample.result(codec);
      if (result.isEmpty() || !result.get().passed()) {
        cannotCarry.add(
            sample.name() + ": " + result.map(r -> firstClause(r.failure())).orElse("not run"));
      }
    }
    boolean measured =
        results.samples().stream()
            .allMatch(
                s ->
                    s.result(codec)
                        .map(r -> r.passed() && !Double.isNaN(r.totalNs()))
                        .orElse(false));
    List<TradeOffs.CapabilityCell> pickCells = capabilities.apply(pick);
    List<TradeOffs.CapabilityCell> currentCells = capabilities.apply(codec);
    List<String> gained = new ArrayList<>();
    List<String> lost = new ArrayList<>();
    List<String> uncompared = new ArrayList<>();
    for (int i = 0; i < pickCells.size(); i++) {
      TradeOffs.CapabilityCell mine = pickCells.get(i);
      TradeOffs.CapabilityCell theirs = currentCells.get(i);
      if (mine.verdict() == Verdict.PASS && theirs.verdict() == Verdict.FAIL) {
        gained.add(mine.capability());
      } else if (mine.verdict() == Verdict.FAIL && theirs.verdict() == Verdict.PASS) {
        lost.add(mine.capability());
        details.add("gives up " + mine.capability() + ": " + Evidence.shorten(mine.detail()));
      } else if (mine.verdict() != theirs.verdict()) {
        // one side was not tested: the evidence cannot say what the switch gains or loses
        uncompared.add(
            mine.capability()
                + " ("
                + (theirs.verdict() == Verdict.NOT_TESTED ? codec : pick)
                + " not tested)");
      }
    }
    StringBuilder line = new StringBuilder("switching " + from + " to " + pick + ": ");
    TradeOffs.Ratio time = null;
    Double size = null;
    if (measured) {
      Ranking both = ranking.with(codec);
      time = ratio(both.compareTime(codec, pick));
      size = both.geoSize(codec) / both.geoSize(pick);
      line.append(RatioWords.time(time, "faster", "slower"))
          .append(", ")
          .append(RatioWords.size(1 / size));
    } else {
      // a setup conflict of its jars is not the codec's failure, and nothing measured to compare
      boolean lostData =
          messages.samples().stream()
              .map(sample -> sample.result(codec))
              .anyMatch(r -> r.isPresent() && r.get().roundTrip() == CodecResult.RoundTrip.FAIL);
      line.append(codec)
          .append(lostData ? " loses data on your model" : " was not tested on your model");
      String verb = lostData ? "cannot carry " : "not tested on ";
      cannotCarry.forEach(c -> details.add(verb + c));
      details.addAll(carried(codec));
      if (lostData
          && current.guessedFrom() != null
          && !io.serbench.codec.ConfiguredId.isConfigured(codec)
          && io.serbench.codec.ConfiguredId.takesProjectInstance(
              results.codec(codec).get().library())) {
        // serbench's own setup of a guessed codec is not the team's configured instance
        details.add(
            "with serbench's setup of "
                + codec
                + "; if your project configures its own, with mix-ins, modules or registrations,"
                + " name it: -Dserbench.current="
                + codec
                + "=com.acme.YourFactory#method");
      }
    }
    line.append(gained.isEmpty() ? "" : "; gains " + String.join(", ", gained));
    if (!lost.isEmpty()) {
      line.append("; gives up ").append(String.join(", ", lost));
    } else if (uncompared.isEmpty()) {
      line.append("; gives up no measured capability");
    } else {
      line.append("; gives up nothing measured on both");
    }
    if (!uncompared.isEmpty()) {
      details.add("cannot compare " + String.join(", ", uncompared));
    }
    return Optional.of(
        outcome(
            new TradeOffs.Switch(
                codec, current.guessedFrom(), time, size, gained, lost, cannotCarry, null),
            line.toString(),
            details));
  }

  /** The switch with its statement: the line and its details, the same words. */
  private static Outcome outcome(TradeOffs.Switch current, String line, List<String> details) {
    TradeOffs.Line first = new TradeOffs.Line(null, null, line, details, null, null);
    return new Outcome(
        new TradeOffs.Switch(
            current.codec(),
            current.guessedFrom(),
            current.time(),
            current.sizeRatio(),
            current.gained(),
            current.lost(),
            current.cannotCarry(),
            FirstLines.text(first)),
        first);
  }

  /**
   * On the messages the current codec does carry, the pick's time against it, from the figures per
   * message (point estimates: a fork each).
   */
  private List<String> carried(String codec) {
    List<String> on = new ArrayList<>();
    for (SampleResult sample : messages.samples()) {
      double own = sample.result(codec).map(CodecResult::totalNs).orElse(Double.NaN);
      double picked = sample.result(pick).map(CodecResult::totalNs).orElse(Double.NaN);
      if (!Double.isNaN(own) && !Double.isNaN(picked)) {
        on.add(
            "on "
                + sample.name()
                + ", which it carries, "
                + pick
                + " is about "
                + RatioWords.ratio(own / picked, "faster", "slower")
                + " (point estimates of the figures per message)");
      }
    }
    return on;
  }

  /** A failure's first clause, without the remedy: the report's tables have the rest. */
  private static String firstClause(String failure) {
    if (failure == null) {
      return "failed";
    }
    int fix = failure.indexOf("; fix:");
    String text = fix > 0 ? failure.substring(0, fix) : failure;
    return text.length() <= 120 ? text : text.substring(0, 117) + "...";
  }

  private static TradeOffs.Ratio ratio(Paired.Difference d) {
    return new TradeOffs.Ratio(d.ratio(), d.low(), d.high(), d.low() != null && d.separated());
  }
}
