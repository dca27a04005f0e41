package io.serbench.stats;

/**
 * Where a figure's interval comes from.
 *
 * <ul>
 *   <li>{@link #FORKS}: a t-interval on the logarithms of the figure's own fork means, with k-1
 *       degrees of freedom (k at least 3).
 *   <li>{@link #POOLED}: fewer than 3 forks; the spread between forks is the run's pooled estimate
 *       over every figure with at least 2 forks ({@link ForkStatistics#pool}).
 *   <li>{@link #NONE}: no interval; there is no between-fork spread to base one on.
 * </ul>
 */
public enum Interval {
  FORKS,
  POOLED,
  NONE
}
