package io.serbench.report;

import java.util.ArrayList;
import java.util.List;

/**
 * The mark of an answer written while the run goes on: after which round of how many, and what is
 * still open, so that nobody takes a page rewritten after each round for the final answer. The
 * first screen starts with its line; its details say what each open item is.
 *
 * @param round the rounds run so far
 * @param maxRounds the most rounds the plan allows
 * @param raceStopped whether the race has stopped: only the phases after it are open
 * @param racing the codecs still in the race
 * @param perMessage whether the per-message figures are still to come
 * @param probes the capabilities whose probes are still to run, by name; empty when none is
 * @param left the time the run has left, in words ({@code about 3:10 left}), or empty
 * @param leftParts the same by part, or empty
 */
public record Indicative(
    int round,
    int maxRounds,
    boolean raceStopped,
    List<String> racing,
    boolean perMessage,
    List<String> probes,
    String left,
    String leftParts) {
  public Indicative {
    racing = List.copyOf(racing);
    probes = List.copyOf(probes);
    left = left == null ? "" : left;
    leftParts = leftParts == null ? "" : leftParts;
  }

  /**
   * The first line of the first screen: {@code Indicative (after round 1 of up to 6; still open: 5
   * codecs in the race, rounds 2-6, per-message figures; about 3:10 left)}.
   */
  public String line() {
    List<String> open = new ArrayList<>();
    if (!raceStopped) {
      if (racing.size() > 1) {
        open.add(racing.size() + " codecs in the race");
      }
      if (round < maxRounds) {
        open.add(
            round + 1 == maxRounds
                ? "round " + maxRounds
                : "rounds " + (round + 1) + "-" + maxRounds);
      }
    }
    if (perMessage) {
      open.add("per-message figures");
    }
    if (!probes.isEmpty()) {
      open.add("probes");
    }
    return "Indicative (after round "
        + round
        + " of up to "
        + maxRounds
        + (open.isEmpty() ? "" : "; still open: " + String.join(", ", open))
        + (left.isEmpty() ? "" : "; " + left)
        + ")";
  }

  /** What each open item means, for the fold below the line. */
  public List<String> details() {
    List<String> details = new ArrayList<>();
    if (!raceStopped && racing.size() > 1) {
      details.add(
          "still in the race: "
              + String.join(", ", racing)
              + "; the pick may change while they race");
    }
    if (perMessage) {
      details.add("per-message figures for the top group still to come, after the race");
    }
    if (!probes.isEmpty()) {
      details.add(
          "probes still to run: "
              + String.join(", ", probes)
              + "; their lines read not tested until they have run");
    }
    if (!left.isEmpty()) {
      details.add(left + (leftParts.isEmpty() ? "" : ": " + leftParts));
    }
    details.add(
        "rewritten after each round; the final answer replaces this page and adds results.json");
    return details;
  }

  /** A requirement in the words the indicative mark lists it: {@code cross-language}. */
  public static String words(io.serbench.result.Requirement requirement) {
    return switch (requirement) {
      case CROSS_LANGUAGE -> "cross-language";
      case UNTRUSTED_INPUT -> "untrusted input";
      case NEXT_JDK -> "next JDK";
      default -> requirement.id();
    };
  }
}
