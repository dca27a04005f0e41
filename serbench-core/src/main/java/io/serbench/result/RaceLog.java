package io.serbench.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.serbench.text.Numbers;
import java.util.List;

/**
 * How the measurement ran: in rounds, each one fork of every benchmark still in the race, in a
 * seeded random order, so that drift of the host falls on every codec alike.
 *
 * @param seed the seed of the shuffles; the same seed and codecs give the same orders
 * @param minRounds rounds every measured codec runs before any may leave the race
 * @param maxRounds the most rounds the preset or settings allow
 * @param eliminating whether codecs left the race when significantly worse than the leader (not
 *     with explicit JMH settings, where every codec runs every fork)
 * @param rounds every round that ran
 * @param stopped why the race stopped, in words
 * @param confidence the confidence at which the leader was separated from the codecs still in the
 *     race when it stopped, or {@code null} when nothing was left to separate
 * @param sentinel the host's sentinel, one fork per round among the codecs' (schema 9), or {@code
 *     null} where it did not run
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RaceLog(
    long seed,
    int minRounds,
    int maxRounds,
    boolean eliminating,
    List<Round> rounds,
    String stopped,
    Double confidence,
    Sentinel sentinel) {
  public RaceLog {
    rounds = rounds == null ? List.of() : List.copyOf(rounds);
  }

  /** A race without the host's sentinel, as before schema 9. */
  public RaceLog(
      long seed,
      int minRounds,
      int maxRounds,
      boolean eliminating,
      List<Round> rounds,
      String stopped,
      Double confidence) {
    this(seed, minRounds, maxRounds, eliminating, rounds, stopped, confidence, null);
  }

  /**
   * How many times a race of these limits may test the same codecs: every round from the first
   * judgement to the plan's last; 1 when codecs do not leave.
   */
  public static int looks(boolean eliminating, int minRounds, int maxRounds) {
    return eliminating ? Math.max(1, maxRounds - minRounds + 1) : 1;
  }

  /** How many times this race's plan may test the same codecs. */
  public int looks() {
    return looks(eliminating, minRounds, maxRounds);
  }

  /**
   * One round.
   *
   * @param number 1-based
   * @param order the benchmarks in the order they ran, each {@code codec sample operation}
   * @param left the codecs that left the race after this round, each with why
   * @param seconds the round's wall time
   */
  public record Round(int number, List<String> order, List<String> left, double seconds) {
    public Round {
      order = List.copyOf(order);
      left = List.copyOf(left);
    }
  }

  /**
   * The race in one sentence, for the console and the summaries: {@code Measured in 3 round(s) of
   * one fork per benchmark; the race stopped: ...}.
   */
  public String summary() {
    return "Measured in "
        + rounds.size()
        + " round(s) of one fork per benchmark; "
        // null only while the race goes on: an indicative answer's
        + (stopped == null ? "the race goes on" : "the race stopped: " + stopped)
        + (confidence == null
            ? ""
            : " (the leader separated from the codecs still in it at "
                + Numbers.percent(confidence)
                + " confidence)")
        + ".";
  }
}
