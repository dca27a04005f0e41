package io.serbench.verify;

import java.util.List;

/**
 * What happened when one sample went through one codec and back.
 *
 * @param phase where it failed, or {@link Phase#NONE} when it passed
 * @param failure a one-line reason, or {@code null} when it passed
 * @param sizeBytes serialized size, or -1 when encoding failed
 * @param deflatedBytes size after deflate, or -1 when encoding failed
 * @param differences the first differing paths, when the comparison failed
 * @param differenceCount how many paths differ in all (at most {@link
 *     RoundTripVerifier#MAX_COUNTED})
 * @param typeChanged whether any counted difference is a changed type
 * @param timedOut whether the codec hung and was given up on after the time limit
 * @param classInitFailed whether a class failed to initialise in the codec's loader, which then
 *     refuses that class for good: the samples after it are verified in a fresh loader
 * @param sharingLost whether the round trip passed with every value equal, but shared references
 *     came back as separate copies ({@code differences} lists them); identity is what the graph
 *     constraint is about, so it is a note here, not a failure
 */
public record RoundTripOutcome(
    Phase phase,
    String failure,
    int sizeBytes,
    int deflatedBytes,
    List<Difference> differences,
    int differenceCount,
    boolean typeChanged,
    boolean timedOut,
    boolean sharingLost,
    boolean classInitFailed) {

  /** Where a round trip failed. */
  public enum Phase {
    NONE,
    CREATE,
    ENCODE,
    DECODE,
    COMPARE
  }

  public RoundTripOutcome {
    differences = List.copyOf(differences);
  }

  public boolean passed() {
    return phase == Phase.NONE;
  }
}
