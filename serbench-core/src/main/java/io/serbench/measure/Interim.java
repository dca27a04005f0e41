package io.serbench.measure;

import java.util.List;

/**
 * Where the measurement stands after one of the race's rounds: the figures so far in the shape of
 * the final ones, and what is still open, so that an indicative answer can be written from them
 * with the same code as the final one.
 *
 * @param round the rounds run so far
 * @param maxRounds the most rounds the plan allows
 * @param racing the codecs still in the race, in its order
 * @param timings the figures of every fork so far, with the rounds that ran; the race has not
 *     stopped while {@code timings.race().stopped()} is {@code null}
 * @param perMessage whether the per-message figures are still to come
 * @param left the time the run has left, in words: {@code about 3:10 left}
 * @param leftParts the same by part: {@code race ~2:30, per-message phase ~0:38, output ~0:02}
 */
public record Interim(
    int round,
    int maxRounds,
    List<String> racing,
    Timings timings,
    boolean perMessage,
    String left,
    String leftParts) {
  public Interim {
    racing = List.copyOf(racing);
  }

  /** Whether the race has stopped: only the phases after it are still open. */
  public boolean raceStopped() {
    return timings.race() != null && timings.race().stopped() != null;
  }

  /** What is told of each round; a failure in it must not stop the run. */
  @FunctionalInterface
  public interface Listener {
    /** Nobody listens. */
    Listener NONE = interim -> {};

    /** Called after each round, on the race's thread, before the next round starts. */
    void afterRound(Interim interim);
  }
}
