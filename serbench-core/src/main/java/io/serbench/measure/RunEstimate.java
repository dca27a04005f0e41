package io.serbench.measure;

import io.serbench.stats.ForkStatistics;
import io.serbench.text.Numbers;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * The time a run has left, from what its forks have cost so far. The plan's estimate ({@link
 * MeasurementPlanner#estimateMillis}) takes every fork start as {@link
 * MeasurementPlanner#FORK_START_MILLIS}; a real model's forks cost more (a library that compiles a
 * serializer per class in every fork can take twice the time of another), so once a round has run,
 * each codec's forks are costed at this run's mean wall time per fork of that codec, and a codec
 * not timed yet at the mean of every fork timed. The rounds still to come follow the race's own
 * rules on today's standing: every codec still in the race runs to the plan's first rounds, then
 * only the codecs that could still win run, until they settle (one alone, or tied within the race's
 * reach, once each has {@link ForkStatistics#MIN_FORKS} forks) or the plan's last round.
 */
final class RunEstimate {
  private RunEstimate() {}

  /**
   * What one fork costs in this run.
   *
   * @param plannedMillis the plan's estimate of one fork, for when nothing was timed yet
   * @param measured each codec's forks so far, by wall time in milliseconds
   * @param plannedByCodec each codec's fork as the plan estimated it, before any of them ran
   */
  record ForkCosts(
      long plannedMillis, Map<String, List<Long>> measured, Map<String, Long> plannedByCodec) {
    ForkCosts {
      measured = Map.copyOf(measured);
      plannedByCodec = Map.copyOf(plannedByCodec);
    }

    ForkCosts(long plannedMillis, Map<String, List<Long>> measured) {
      this(plannedMillis, measured, Map.of());
    }

    /**
     * The codec's mean fork, else, before any fork of it ran, the plan's estimate of its forks
     * (from its verification, {@link io.serbench.measure.ForkCosts}), else the mean of every fork
     * timed, else the plan's estimate of one fork.
     */
    long of(String codec) {
      List<Long> own = measured.get(codec);
      if (own != null && !own.isEmpty()) {
        return mean(own);
      }
      Long planned = plannedByCodec.get(codec);
      if (planned != null) {
        return planned;
      }
      List<Long> all = measured.values().stream().flatMap(Collection::stream).toList();
      return all.isEmpty() ? plannedMillis : mean(all);
    }

    /** Whether any fork was timed: the estimate then stands on this run's forks. */
    boolean timed() {
      return measured.values().stream().anyMatch(l -> !l.isEmpty());
    }

    private static long mean(List<Long> millis) {
      return Math.round(millis.stream().mapToLong(Long::longValue).average().orElse(0));
    }
  }

  /**
   * Where the race stands after a round.
   *
   * @param done the rounds run so far (0 before the first)
   * @param racing each codec still in the race with its forks per round, the host's sentinel among
   *     them when it runs
   * @param contenders the codecs that could still win, on the interim ranking
   * @param settles whether the contenders would settle the race today: one alone, or tied within
   *     the race's reach
   */
  record Standing(
      int done, Map<String, Integer> racing, List<String> contenders, boolean settles) {}

  /**
   * The time left, by part.
   *
   * @param race the rounds still to come
   * @param perMessage the per-message figures after the race
   * @param coldStart the cold-start pass, when it runs
   * @param output the answer and the report
   */
  record Left(long race, long perMessage, long coldStart, long output) {
    long total() {
      return race + perMessage + coldStart + output;
    }

    /** The time left in all: {@code about 4:10 left}. */
    String about() {
      return "about " + clock(total()) + " left";
    }

    /** The time left by part: {@code race ~3:20, per-message phase ~0:40, output ~0:02}. */
    String parts() {
      return "race ~"
          + clock(race)
          + ", per-message phase ~"
          + clock(perMessage)
          + (coldStart > 0 ? ", cold start ~" + clock(coldStart) : "")
          + ", output ~"
          + clock(output);
    }

    /** The line for the log: {@code about 4:10 left (race ~3:20, ...)}. */
    String line() {
      return about() + " (" + parts() + ")";
    }

    private static String clock(long millis) {
      return Numbers.clock(Duration.ofSeconds((millis + 500) / 1000));
    }
  }

  /**
   * The rounds still to come: every codec in the race to the plan's first rounds, then the
   * contenders (and the sentinel) until they would settle, or to the plan's last round; within what
   * the time budget leaves when it binds.
   *
   * @param elapsedMillis the run's time so far, against the budget
   */
  static long race(
      MeasurementPlanner.Plan plan, Standing standing, ForkCosts costs, long elapsedMillis) {
    int end = plan.maxRounds();
    if (plan.eliminating() && standing.settles()) {
      end = Math.min(end, Math.max(plan.minRounds(), ForkStatistics.MIN_FORKS));
    }
    long all = roundMillis(standing.racing(), standing.racing().keySet(), costs);
    List<String> staying = new java.util.ArrayList<>(standing.contenders());
    standing.racing().keySet().stream()
        .filter(c -> c.equals(io.serbench.jmh.HostSentinel.ID))
        .forEach(staying::add);
    long contenders = roundMillis(standing.racing(), staying, costs);
    long millis = 0;
    for (int round = standing.done() + 1; round <= end; round++) {
      long next = !plan.eliminating() || round <= plan.minRounds() ? all : contenders;
      // the standard preset's target stops the rounds after the third (Race)
      if (plan.targetMillis() != null
          && round > ForkStatistics.MIN_FORKS
          && elapsedMillis + millis + next
              > plan.targetMillis() - MeasurementPlanner.RESERVE_MILLIS) {
        break;
      }
      millis += next;
    }
    if (plan.budgetMillis() != null) {
      long left = plan.budgetMillis() - MeasurementPlanner.RESERVE_MILLIS - elapsedMillis;
      millis = Math.min(millis, Math.max(0, left));
    }
    return millis;
  }

  /** The per-message phase: its forks, at the mean cost of the codecs that run them. */
  static long perMessage(int forks, List<String> codecs, ForkCosts costs) {
    if (forks <= 0) {
      return 0;
    }
    long each =
        codecs.isEmpty()
            ? costs.of("")
            : Math.round(codecs.stream().mapToLong(costs::of).average().orElse(0));
    return forks * each;
  }

  /** One round over these codecs, each with its forks per round. */
  private static long roundMillis(
      Map<String, Integer> forks, Collection<String> codecs, ForkCosts costs) {
    return codecs.stream().mapToLong(c -> forks.getOrDefault(c, 0) * costs.of(c)).sum();
  }
}
