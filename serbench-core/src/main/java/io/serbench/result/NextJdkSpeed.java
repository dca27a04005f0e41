package io.serbench.result;

/**
 * What the next JDK costs one codec in speed: its time on the newest JDK at hand with {@code
 * sun.misc.Unsafe}'s memory access denied over its time there under the JDK's default, measured in
 * JMH forks set up as the race's (the same generated benchmark, codec flags and fork settings,
 * Fory's generated code), the two settings' forks run back to back in each round so that what moves
 * the host between rounds cancels in the ratio (schema 11).
 *
 * @param codec the codec id
 * @param jdk the JDK it ran on, in words: {@code JDK 25.0.1 (/usr/lib/jvm/temurin-25, found in
 *     /usr/lib/jvm)}
 * @param benchmark what was timed: the message mix, or the samples the race timed the codec on
 * @param outcome whether both settings ran, or the measured setup failed there
 * @param total serialize plus deserialize, denied over default; {@code null} when not measured
 * @param serialize serialize alone; {@code null} when not measured
 * @param deserialize deserialize alone; {@code null} when not measured
 * @param evidence the flags of the denied forks; for a failed setup, which setting failed and the
 *     first line of its error
 */
public record NextJdkSpeed(
    String codec,
    String jdk,
    String benchmark,
    Outcome outcome,
    Cost total,
    Cost serialize,
    Cost deserialize,
    String evidence) {

  /** Whether the codec's measured setup ran on the next JDK under both settings. */
  public enum Outcome {
    /** Both settings ran in every round: the costs are ratios of their forks. */
    MEASURED,
    /**
     * The measured setup failed there (a fork died or threw), though the probe passed: the probe's
     * child runs the codec in a setup of its own (C1, Fory's interpreter), the race's forks do not.
     */
    SETUP_FAILED
  }

  /**
   * One figure's cost: the denied forks' time over the default's, from same-round pairs.
   *
   * @param ratio the exponential of the mean log difference: above 1, slower with Unsafe denied
   * @param low the low end of its 95% interval (a paired t-interval over the rounds), or {@code
   *     null} with fewer than three rounds
   * @param high its high end, or {@code null}
   * @param rounds the rounds in which both settings ran
   */
  public record Cost(double ratio, Double low, Double high, int rounds) {
    /** Whether the interval excludes 1: denying Unsafe measurably changes the time. */
    public boolean separated() {
      return low != null && high != null && (low > 1 || high < 1);
    }
  }

  /** A codec whose measured setup failed on the next JDK, with why. */
  public static NextJdkSpeed failed(String codec, String jdk, String benchmark, String evidence) {
    return new NextJdkSpeed(
        codec, jdk, benchmark, Outcome.SETUP_FAILED, null, null, null, evidence);
  }
}
