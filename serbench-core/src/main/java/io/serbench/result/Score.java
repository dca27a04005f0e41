package io.serbench.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One JMH score: the mean and JMH's 99.9% confidence half-width, in {@link #unit}.
 *
 * @param score the mean
 * @param error the half-width of the 99.9% confidence interval; {@code null} when JMH had too few
 *     iterations to compute one
 * @param unit always {@code ns/op} for average time
 * @param forks forks that produced the score
 * @param iterations measured iterations per fork
 * @param iterationScores the measured iterations the score is computed from, fork after fork, as
 *     JMH kept them, after each fork's warm-up transient was cut and its outliers set aside: the
 *     raw data that comparisons test a difference on; {@code null} in files written before it was
 *     recorded
 * @param warmupCut measured iterations that the MSER truncation rule found to be still warming up
 *     and left out of the score, over all forks; {@code null} in older files
 * @param steady whether every fork settled: {@code false} when MSER placed the end of the warm-up
 *     in the second half of a fork's iterations, so the score may still include warm-up and is
 *     likely slower than the library's steady state; {@code null} in older files
 * @param outliers steady iterations left out as far off their fork's level (a modified z-score
 *     above 3.5 within their fork), over all forks; {@code null} in older files
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Score(
    double score,
    Double error,
    String unit,
    int forks,
    int iterations,
    java.util.List<Double> iterationScores,
    Integer warmupCut,
    Boolean steady,
    Integer outliers) {
  /** An error above this share of the score makes the score noisy. */
  public static final double NOISY_SHARE = 0.10;

  public Score {
    iterationScores = iterationScores == null ? null : java.util.List.copyOf(iterationScores);
  }

  /** A score without an outliers count: single shots, explicit figures, older files. */
  public Score(
      double score,
      Double error,
      String unit,
      int forks,
      int iterations,
      java.util.List<Double> iterationScores,
      Integer warmupCut,
      Boolean steady) {
    this(score, error, unit, forks, iterations, iterationScores, warmupCut, steady, null);
  }

  /**
   * Whether the 99.9% interval is wider than 10% of the score either way: the number is too noisy
   * to rank codecs that are close. Written to results.json as {@code noisy}.
   */
  @JsonProperty("noisy")
  public boolean noisy() {
    return error != null && error > NOISY_SHARE * score;
  }

  /** Whether the score is known not to be at steady state. */
  public boolean unsteady() {
    return Boolean.FALSE.equals(steady);
  }

  /** The interval's half-width, 0 when JMH could not compute one. */
  public double halfWidth() {
    return error == null ? 0 : error;
  }

  /** The interval's low end, never below zero. */
  public double low() {
    return Math.max(0, score - halfWidth());
  }

  /** The interval's high end. */
  public double high() {
    return score + halfWidth();
  }
}
