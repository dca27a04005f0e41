package io.serbench.stats;

/**
 * How one fork (one JVM process) behaved over its iterations, after Barrett et al., <em>Virtual
 * Machine Warmup Blows Hot and Cold</em> (OOPSLA 2017), whose classification serbench applies to
 * JMH's iteration scores.
 */
public enum ForkKind {
  /** One level from the first measured iteration on. */
  FLAT,
  /** Slower at first, then settled on its fastest level. */
  WARMUP,
  /** Settled, then stepped to a slower level that it kept to the end. */
  SLOWDOWN,
  /**
   * Still changing level in the last quarter of its iterations: no steady state to report, and its
   * mean is the mean of its second half.
   */
  NO_STEADY_STATE,
  /**
   * Too few iterations to tell (fewer than 6): neither steady nor unsteady as far as anyone knows,
   * and its mean is the mean of every iteration.
   */
  UNCLASSIFIED;

  /**
   * Whether the fork is not known to be unsteady: it reached a steady state (flat, warm-up or
   * slowdown), or it was too short to classify.
   */
  public boolean steady() {
    return this != NO_STEADY_STATE;
  }

  /**
   * Whether the fork reached a level and kept it to its end: flat or warm-up. A slowdown left the
   * level it had reached, and a fork with no steady state kept none. The steadiness the report
   * prints counts these, for the codecs' forks and for the host's sentinel, whose work never
   * changes, so that either kind among its forks is the host's doing.
   */
  public boolean keptALevel() {
    return this == FLAT || this == WARMUP;
  }

  /** The kind as written in reports, such as {@code no steady state}. */
  public String label() {
    return io.serbench.text.Words.words(this);
  }
}
