package io.serbench.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.serbench.stats.ForkKind;
import io.serbench.stats.ForkSeries;
import io.serbench.stats.ForkStatistics;
import io.serbench.stats.Interval;
import io.serbench.text.Numbers;
import java.util.ArrayList;
import java.util.List;

/**
 * One measured figure: the estimate from its forks' steady means and its interval at {@link
 * ForkStatistics#CONFIDENCE}, in {@link #unit}. The fork is the unit of evidence; see {@link
 * ForkStatistics}.
 *
 * @param score the geometric mean of the fork means
 * @param lower the interval's low end, or {@code null} when there is none ({@link Interval#NONE})
 * @param upper the interval's high end, or {@code null}
 * @param interval where the interval comes from: the figure's own forks ({@code FORKS}, at least
 *     3), the run's pooled between-fork spread ({@code POOLED}, fewer than 3 forks) or none
 * @param unit {@code ns/op} for average time, {@code us/op} for cold-start shots
 * @param forks forks that produced the figure
 * @param iterations measured iterations per fork (the most any fork ran)
 * @param perFork every fork: its round, steady mean, classification, warm-up cut and every measured
 *     iteration score, nothing filtered: a fork with no steady state counts too, with the mean of
 *     its second half ({@link ForkSeries}), and no fork is ever run again in its place
 * @param steady whether every fork reached a steady state; {@code null} for single shots
 * @param levels the levels the forks settled on when they settled on more than one (the figure is
 *     <em>inconsistent</em>); empty when they agree
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Score(
    double score,
    Double lower,
    Double upper,
    Interval interval,
    String unit,
    int forks,
    int iterations,
    List<Fork> perFork,
    Boolean steady,
    List<Double> levels) {
  /** The unit of steady-state average time. */
  public static final String NS_PER_OP = "ns/op";

  /** An interval wider than this share of the score either way makes the score noisy. */
  public static final double NOISY_SHARE = 0.10;

  /**
   * One fork of a figure.
   *
   * @param round the measurement round the fork ran in (1-based)
   * @param mean its steady mean: the mean of its iterations from {@code warmupCut} on
   * @param kind its classification, or {@code null} for a single shot
   * @param warmupCut the leading iterations before its steady state
   * @param iterationScores every measured iteration, in order
   * @param allocation bytes allocated per operation after the fork's warm-up: the median of its
   *     iterations from {@code warmupCut} on; {@code null} without the gc profiler
   * @param activity the JIT's and the collectors' activity in each of its iterations, warm-up
   *     iterations first; {@code null} for a single shot or where it was not recorded
   * @param stillCompiling whether the JIT was still compiling in its last warm-up iteration or in
   *     the second half of its measured iterations ({@link ForkActivity#stillCompiling()}, the same
   *     rule for every codec); {@code null} where the activity was not recorded
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record Fork(
      int round,
      double mean,
      ForkKind kind,
      int warmupCut,
      List<Double> iterationScores,
      Double allocation,
      ForkActivity activity,
      Boolean stillCompiling) {
    public Fork {
      iterationScores = iterationScores == null ? List.of() : List.copyOf(iterationScores);
    }

    /** A fork without allocation or activity records. */
    public Fork(
        int round, double mean, ForkKind kind, int warmupCut, List<Double> iterationScores) {
      this(round, mean, kind, warmupCut, iterationScores, null, null, null);
    }

    /** A fork classified from its iteration scores. */
    public static Fork measured(int round, List<Double> iterations) {
      ForkSeries.Classified classified = ForkSeries.classify(iterations);
      return new Fork(round, classified.mean(), classified.kind(), classified.cut(), iterations);
    }

    /** A single shot: the shot is the fork's mean. */
    public static Fork shot(int round, double value) {
      return new Fork(round, value, null, 0, List.of(value));
    }

    /** This fork with its allocation after warm-up and its iterations' activity, flagged. */
    public Fork withRecords(Double bytes, ForkActivity iterations) {
      return new Fork(
          round,
          mean,
          kind,
          warmupCut,
          iterationScores,
          bytes,
          iterations,
          iterations == null ? null : iterations.stillCompiling());
    }

    /**
     * Whether the fork was flagged as still compiling; {@code false} where nothing was recorded.
     */
    public boolean compiling() {
      return Boolean.TRUE.equals(stillCompiling);
    }
  }

  public Score {
    perFork = perFork == null ? List.of() : List.copyOf(perFork);
    levels = levels == null ? List.of() : List.copyOf(levels);
    interval = interval == null ? Interval.NONE : interval;
  }

  /**
   * The figure of these forks, every one of them: a fork with no steady state counts with its
   * second half's mean, a fork still compiling counts as it ran, by the same rule for every codec,
   * stated before any fork runs. {@code pooled} is the run's between-fork spread, used when there
   * are fewer than 3 forks.
   */
  public static Score of(List<Fork> forks, String unit, ForkStatistics.Spread pooled) {
    List<Double> means = forks.stream().map(Fork::mean).toList();
    ForkStatistics.Estimate estimate = ForkStatistics.estimate(means, pooled);
    boolean shots = forks.stream().allMatch(f -> f.kind() == null);
    Boolean steady =
        shots ? null : forks.stream().allMatch(f -> f.kind() == null || f.kind().steady());
    int iterations = forks.stream().mapToInt(f -> f.iterationScores().size()).max().orElse(0);
    return new Score(
        estimate.estimate(),
        estimate.low(),
        estimate.high(),
        estimate.basis(),
        unit,
        forks.size(),
        iterations,
        forks,
        steady,
        ForkStatistics.levels(means));
  }

  /**
   * The forks' allocation after warm-up: the median over forks, and the lowest and highest fork;
   * {@code null} when no fork recorded one.
   */
  public double[] allocation() {
    double[] bytes =
        perFork.stream()
            .map(Fork::allocation)
            .filter(b -> b != null && !b.isNaN())
            .mapToDouble(Double::doubleValue)
            .sorted()
            .toArray();
    if (bytes.length == 0) {
      return null;
    }
    return new double[] {
      new org.apache.commons.math3.stat.descriptive.rank.Median().evaluate(bytes),
      bytes[0],
      bytes[bytes.length - 1]
    };
  }

  /** The forks' steady means, in round order. */
  public List<Double> forkMeans() {
    return perFork.stream().map(Fork::mean).toList();
  }

  /** The confidence of the interval. */
  @JsonProperty("confidence")
  public double confidence() {
    return ForkStatistics.CONFIDENCE;
  }

  /**
   * Whether the figure rests on fewer than {@value ForkStatistics#MIN_FORKS} forks, so that its
   * interval (if any) is borrowed from the run's other figures.
   */
  @JsonProperty("fewForks")
  public boolean fewForks() {
    return forks < ForkStatistics.MIN_FORKS;
  }

  /** Whether the forks settled on different levels. */
  @JsonProperty("inconsistent")
  public boolean inconsistent() {
    return !levels.isEmpty();
  }

  /** Whether the interval is wider than 10% of the score either way. */
  @JsonProperty("noisy")
  public boolean noisy() {
    return reach() > NOISY_SHARE;
  }

  /** Whether the figure is known not to be at steady state: one of its forks reached none. */
  public boolean unsteady() {
    return Boolean.FALSE.equals(steady);
  }

  /** The forks that reached no steady state ({@link ForkKind#NO_STEADY_STATE}). */
  public int unsteadyForks() {
    return (int) perFork.stream().filter(f -> f.kind() != null && !f.kind().steady()).count();
  }

  /** The forks whose JIT was still compiling ({@link Fork#stillCompiling}). */
  public int compilingForks() {
    return (int) perFork.stream().filter(Fork::compiling).count();
  }

  /** The forks whose JIT activity was recorded, flagged or not. */
  public int recordedForks() {
    return (int) perFork.stream().filter(f -> f.stillCompiling() != null).count();
  }

  /**
   * Whether most of the figure's forks reached a steady state, so that the figure, which holds the
   * second-half means of the others, is mostly steady-state time. The baseline gate tests such a
   * figure on all its forks: forks of one benchmark are exchangeable draws, whatever each one's
   * classification, and leaving a check untested because one fork of many wandered would let the
   * build pass on no test at all.
   */
  public boolean mostlySteady() {
    long classified = perFork.stream().filter(f -> f.kind() != null).count();
    // forks without their kinds (single shots, or a results.json that did not keep them)
    return classified == 0 ? !unsteady() : 2 * unsteadyForks() < classified;
  }

  /** The interval as a share either way (the larger side), {@code NaN} without an interval. */
  public double reach() {
    return lower == null ? Double.NaN : Math.max(upper / score - 1, 1 - lower / score);
  }

  /**
   * Whether the interval may be printed: it comes from the figure's own {@value
   * ForkStatistics#MIN_FORKS} or more forks, and it is no wider than the figure it bounds. A figure
   * of fewer forks is indicative (the pooled interval it carries in results.json is the run's, not
   * its own), and an interval wider than its figure says nothing a reader can use.
   */
  public boolean printable() {
    return lower != null && interval == Interval.FORKS && upper - lower <= score;
  }

  /**
   * The low end of the range where this figure may land in another run on this host: the printed
   * interval widened by the run effect ({@link ForkStatistics#acrossRuns}); {@code null} where no
   * interval is printed, and for cold-start shots, whose run effect was not measured.
   */
  @JsonProperty("acrossRunsLower")
  public Double acrossRunsLower() {
    return hasRangeAcrossRuns() ? ForkStatistics.acrossRuns(score, lower, upper)[0] : null;
  }

  /** The high end of that range; {@code null} where {@link #acrossRunsLower} is. */
  @JsonProperty("acrossRunsUpper")
  public Double acrossRunsUpper() {
    return hasRangeAcrossRuns() ? ForkStatistics.acrossRuns(score, lower, upper)[1] : null;
  }

  /** The range across runs as a share either way, {@code NaN} where there is none. */
  public double acrossRunsReach() {
    return hasRangeAcrossRuns() ? acrossRunsUpper() / score - 1 : Double.NaN;
  }

  private boolean hasRangeAcrossRuns() {
    return printable() && NS_PER_OP.equals(unit);
  }

  /** Half the interval's width, for chart whiskers; 0 where no interval is printed. */
  public double halfWidth() {
    return printable() ? (upper - lower) / 2 : 0;
  }

  /**
   * The figure as text: {@code 1,234 ±4.1%} (the interval at 95%, within this run), {@code 1,234 (2
   * forks)} for an indicative figure, {@code 1,234 (forks disagree)} where the interval would be
   * wider than the figure, with {@code †} when not at steady state.
   */
  public String text(java.util.function.DoubleFunction<String> number) {
    String text = number.apply(score);
    if (printable()) {
      double reach = reach() * 100;
      text += " ±" + (reach < 10 ? Numbers.oneDecimal(reach) : Numbers.whole(reach)) + "%";
    } else if (fewForks() && forks > 0) {
      text += forks == 1 ? " (1 fork)" : " (" + forks + " forks)";
    } else if (lower != null) {
      text += " (forks disagree)";
    }
    return unsteady() ? text + " †" : text;
  }

  /**
   * What a reader must know about how the figure was reached, or empty: fewer than three forks,
   * different levels, unclassified forks.
   */
  public List<String> caveats(java.util.function.DoubleFunction<String> number) {
    List<String> caveats = new ArrayList<>();
    if (fewForks()) {
      caveats.add(
          forks
              + (forks == 1 ? " fork" : " forks")
              + ": indicative, no interval (an interval needs "
              + ForkStatistics.MIN_FORKS
              + " forks of its own)");
    } else if (lower != null && !printable()) {
      List<Double> means = forkMeans();
      caveats.add(
          "forks too far apart for an interval narrower than the figure: from "
              + number.apply(means.stream().mapToDouble(Double::doubleValue).min().orElse(score))
              + " to "
              + number.apply(means.stream().mapToDouble(Double::doubleValue).max().orElse(score)));
    }
    if (inconsistent()) {
      caveats.add(
          "inconsistent: forks settled at "
              + levels.stream()
                  .map(number::apply)
                  .collect(java.util.stream.Collectors.joining(" and ")));
    }
    return caveats;
  }

  /** The interval's low end; the score itself without an interval. */
  public double low() {
    return lower == null ? score : lower;
  }

  /** The interval's high end; the score itself without an interval. */
  public double high() {
    return upper == null ? score : upper;
  }

  /** How the forks were classified, such as {@code 3 flat, 1 warmup}; empty for single shots. */
  public String kinds() {
    java.util.Map<ForkKind, Long> counts = new java.util.EnumMap<>(ForkKind.class);
    for (Fork fork : perFork) {
      if (fork.kind() != null) {
        counts.merge(fork.kind(), 1L, Long::sum);
      }
    }
    return counts.entrySet().stream()
        .map(e -> e.getValue() + " " + e.getKey().label())
        .collect(java.util.stream.Collectors.joining(", "));
  }
}
