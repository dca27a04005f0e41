package io.serbench.recommend;

import io.serbench.result.TradeOffs;
import io.serbench.result.Verdict;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes the answer's first screen after its headline, once, from the typed trade-offs: one line
 * per capability with the pick's verdict, the remedy and its cost, and the facts behind it
 * (evidence, when it matters, the codecs the run left out and the setting that adds them) as
 * details. The report folds the details away, summary.md and the log indent them; the statement
 * that results.json keeps for each remedy is the line and its details joined, so no two texts can
 * say different things.
 */
final class FirstLines {
  private FirstLines() {}

  /**
   * One of the pick's capability cells, with the requirement it answers.
   *
   * @param part the direction, {@code backward} or {@code forward}, for versioning; else null
   */
  record Cell(
      io.serbench.result.Requirement requirement, String part, TradeOffs.CapabilityCell cell) {}

  /**
   * What the pick gives up on one requirement and the remedy.
   *
   * @param question the requirement, with when it matters
   * @param reason the pick's own exclusion under it, without "(... required)"
   * @param codec the codec that would be picked under it, or null when none qualifies
   * @param cost that codec's time and size against the pick's, in words, or null
   * @param unmet why no codec of the run meets it, or null when one does
   */
  record Remedy(UnsetConstraint question, String reason, String codec, String cost, Unmet unmet) {}

  /**
   * The line of a requirement: with its remedy when the pick does not meet it, else its verdict.
   */
  static TradeOffs.Line line(UnsetConstraint question, List<Cell> cells, Remedy remedy) {
    return line(question, cells, remedy, "");
  }

  /**
   * The line of a requirement, as {@link #line(UnsetConstraint, List, Remedy)}, with a note after
   * its verdict, such as what the next JDK costs the pick in speed.
   */
  static TradeOffs.Line line(
      UnsetConstraint question, List<Cell> cells, Remedy remedy, String note) {
    List<Cell> own = cells.stream().filter(c -> c.requirement() == question.requirement()).toList();
    Verdict verdict = worst(own);
    if (remedy != null && verdict == Verdict.PASS) {
      // the cells held on the probe's own changes, but the constraint's check excluded the pick
      verdict = Evidence.untested(remedy.reason()) ? Verdict.NOT_TESTED : Verdict.FAIL;
    }
    String head = question.label() + " " + verdict.words() + parts(own, verdict) + note;
    List<String> details = new ArrayList<>();
    // a verdict that held needs no evidence: it held on every model class; one that did not
    // keeps all of it here, folded away; the pick's own exclusion when no cell says why
    own.stream()
        .filter(c -> c.cell().verdict() != Verdict.PASS)
        .forEach(c -> details.add(prefix(c) + c.cell().detail()));
    if (remedy == null) {
      return new TradeOffs.Line(question.requirement(), verdict, head, details, null, null);
    }
    if (details.isEmpty()) {
      details.add(Evidence.shorten(remedy.reason()));
    }
    details.add("it matters " + question.condition());
    if (remedy.codec() != null) {
      return new TradeOffs.Line(
          question.requirement(),
          verdict,
          head + ": " + remedy.codec() + " meets it, " + remedy.cost(),
          details,
          null,
          null);
    }
    Unmet unmet = remedy.unmet();
    String line;
    if (!unmet.untested().isEmpty()) {
      line = fit(head + ": no codec of this run passed it; not tested for ", unmet.untested(), "");
      details.add(
          "not tested for it: "
              + String.join(", ", unmet.untested())
              + ", which might meet it ("
              + unmet.untestedWhy()
              + ")");
    } else {
      line = head + ": no codec of this run meets it";
    }
    if (!unmet.suggested().isEmpty()) {
      line = fit(line + "; this run left out ", unmet.suggested(), ", which document it");
      details.add(
          "left out by this run, documented to meet it: " + String.join(", ", unmet.suggested()));
      details.add("add them to the run: -Dserbench.codecs=" + unmet.codecs());
    }
    if (!unmet.withoutReferences().isEmpty()) {
      details.add(
          fit(
              "documented too, but they keep no references, which your model's cycles need: ",
              unmet.withoutReferences(),
              ""));
    }
    if (!unmet.failedHere().isEmpty()) {
      details.add(
          "documented too, but failed a sample of this run: "
              + String.join(", ", unmet.failedHere()));
    }
    return new TradeOffs.Line(
        question.requirement(), verdict, line, details, unmet.suggested(), unmet.codecs());
  }

  /** The whole statement: the line, then its details. */
  static String text(TradeOffs.Line line) {
    return line.details().isEmpty()
        ? line.line()
        : line.line() + "; " + String.join("; ", line.details());
  }

  /**
   * The prefix, then as many of the names as keep the line short, the rest counted, then the
   * suffix; the details name them all.
   */
  static String fit(String prefix, List<String> names, String suffix) {
    StringBuilder named = new StringBuilder();
    int shown = 0;
    for (String name : names) {
      String more =
          names.size() - shown - 1 > 0 ? " and " + (names.size() - shown - 1) + " more" : "";
      String next = (shown == 0 ? "" : ", ") + name;
      if (shown > 0
          && prefix.length() + named.length() + next.length() + more.length() + suffix.length()
              > TradeOffs.Line.SHORT) {
        break;
      }
      named.append(next);
      shown++;
    }
    int rest = names.size() - shown;
    return prefix + named + (rest > 0 ? " and " + rest + " more" : "") + suffix;
  }

  /** The worst verdict of the cells: FAIL over NOT_TESTED over PASS. */
  private static Verdict worst(List<Cell> cells) {
    if (cells.stream().anyMatch(c -> c.cell().verdict() == Verdict.FAIL)) {
      return Verdict.FAIL;
    }
    return cells.stream().anyMatch(c -> c.cell().verdict() == Verdict.NOT_TESTED)
        ? Verdict.NOT_TESTED
        : Verdict.PASS;
  }

  /** The directions with this verdict, when not every direction has it: {@code (backward)}. */
  private static String parts(List<Cell> cells, Verdict verdict) {
    List<String> with =
        cells.stream()
            .filter(c -> c.part() != null && c.cell().verdict() == verdict)
            .map(Cell::part)
            .toList();
    return with.isEmpty() || with.size() == cells.size()
        ? ""
        : " (" + String.join(", ", with) + ")";
  }

  private static String prefix(Cell cell) {
    return cell.part() == null ? "" : cell.part() + ": ";
  }
}
