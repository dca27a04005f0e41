package io.serbench.report;

import io.serbench.result.Recommendation;
import io.serbench.result.TradeOffs;
import java.util.ArrayList;
import java.util.List;

/**
 * The answer's first screen, as the report, summary.md and the log all show it: the pick with its
 * headline ratio, then one line per capability (and the switch from the current codec) with the
 * facts behind each as details, then the reasons that say how it was ranked. One view of the
 * recommendation, so that the three outputs say the same thing in the same words.
 *
 * @param headline the pick and its headline ratio, or empty without a recommendation
 * @param lines the switch, then one line per capability, each with its details; empty for results
 *     written before schema 10, whose reasons hold the same statements
 * @param more the other reasons: how it was ranked, ties, adoption, the mix
 * @param indicative the mark of an answer written while the run goes on, which comes first; {@code
 *     null} for the final answer
 */
public record FirstScreen(
    String headline, List<TradeOffs.Line> lines, List<String> more, Indicative indicative) {
  /** The final answer's first screen. */
  public FirstScreen(String headline, List<TradeOffs.Line> lines, List<String> more) {
    this(headline, lines, more, null);
  }

  /**
   * The same screen, marked as an indicative answer; a capability whose probes still wait for the
   * answer reads so, not as a capability no codec passed.
   */
  public FirstScreen marked(Indicative mark) {
    if (mark == null) {
      return new FirstScreen(headline, lines, more, null);
    }
    List<TradeOffs.Line> open =
        lines.stream()
            .map(
                l ->
                    l.requirement() != null
                            && mark.probes().contains(Indicative.words(l.requirement()))
                        ? new TradeOffs.Line(
                            l.requirement(),
                            io.serbench.result.Verdict.NOT_TESTED,
                            Indicative.words(l.requirement())
                                + ": probed after the race, for the codecs the answer names",
                            List.of(),
                            null,
                            null)
                        : l)
            .toList();
    return new FirstScreen(headline, open, more, mark);
  }

  /** The first screen of a recommendation; empty without one. */
  public static FirstScreen of(Recommendation recommendation) {
    if (recommendation == null || recommendation.reasons().isEmpty()) {
      return new FirstScreen("", List.of(), List.of());
    }
    List<String> reasons = recommendation.reasons();
    if (recommendation.codec() == null) {
      // no pick, no headline: every reason says why
      return new FirstScreen("", List.of(), reasons);
    }
    List<TradeOffs.Line> lines =
        recommendation.tradeOffs() == null ? List.of() : recommendation.tradeOffs().lines();
    return new FirstScreen(reasons.get(0), lines, reasons.subList(1, reasons.size()));
  }

  /**
   * The first screen as indented plain text: the indicative mark with its details, the headline,
   * each line with its details indented below it, then the other reasons, each as a list item.
   */
  public List<String> text(String indent) {
    List<String> text = new ArrayList<>();
    if (indicative != null) {
      text.add(indent + indicative.line());
      indicative.details().forEach(detail -> text.add(indent + "    " + detail));
    }
    if (headline.isEmpty()) {
      return text;
    }
    text.add(indent + headline);
    for (TradeOffs.Line line : lines) {
      text.add(indent + "- " + line.line());
      line.details().forEach(detail -> text.add(indent + "    " + detail));
    }
    more.forEach(reason -> text.add(indent + "- " + reason));
    return text;
  }
}
