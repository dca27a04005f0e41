package io.serbench.measure;

import io.serbench.BenchmarkListener;
import io.serbench.jmh.HostSentinel;
import io.serbench.jmh.JmhRunner;
import io.serbench.result.Recommendation;
import io.serbench.run.PhaseClock;
import io.serbench.run.RunContext;
import io.serbench.run.RunPlan;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;

/**
 * What the race tells as it goes: the time the whole run has left, at its start and after each
 * round ({@link RunEstimate}), and the standing after each round to the {@link Interim.Listener}
 * that writes the indicative answer. The listener's own time is what the output is estimated to
 * cost, since the final output renders the same files.
 */
final class RaceProgress {
  /**
   * How far behind the leader's score a codec is still expected to race after the plan's first
   * rounds: forks of one benchmark differ by up to 1.7x, so a codec 1.5x behind on one fork each is
   * most often sent out by the judgment on two.
   */
  static final double CONTENDER_REACH = 1.5;

  private final Map<String, Long> planned = new java.util.HashMap<>();
  private final BenchmarkListener log;
  private final PhaseClock clock;
  private final MeasurementPlanner.Plan plan;
  private final JmhRunner runner;
  private final Map<String, Integer> forksPerRound = new LinkedHashMap<>();
  private ToIntFunction<List<String>> perMessageForks = contenders -> 0;
  private long coldMillis;
  private Interim.Listener listener = Interim.Listener.NONE;
  private long outputMillis = MeasurementPlanner.RESERVE_MILLIS;

  /**
   * @param entries the race's entries: each codec's forks per round are its entries times the
   *     operations
   * @param sentinel whether the host's sentinel adds a fork to every round
   */
  /** Each codec's fork as estimated from its verification, before any of its forks ran. */
  RaceProgress withCosts(ForkCosts costs) {
    forksPerRound
        .keySet()
        .forEach(codec -> planned.put(codec, costs.forkMillis(codec, plan.fork())));
    return this;
  }

  RaceProgress(
      RunContext<RunPlan> context,
      MeasurementPlanner.Plan plan,
      JmhRunner runner,
      List<Race.Entry> entries,
      boolean sentinel) {
    this.log = context.listener();
    this.clock = context.clock();
    this.plan = plan;
    this.runner = runner;
    int operations = context.request().measurement().operations().size();
    entries.forEach(e -> forksPerRound.merge(e.codec(), operations, Integer::sum));
    if (sentinel) {
      forksPerRound.put(HostSentinel.ID, 1);
    }
  }

  /** The per-message phase's forks for a top group, and the cold-start pass's planned time. */
  RaceProgress after(ToIntFunction<List<String>> perMessage, long coldStartMillis) {
    this.perMessageForks = perMessage;
    this.coldMillis = coldStartMillis;
    return this;
  }

  /** Who hears of each round. */
  RaceProgress telling(Interim.Listener value) {
    this.listener = value;
    return this;
  }

  /**
   * Before the first round, on the plan's estimate of a fork: every codec runs the first rounds,
   * then a top group of {@link PerMessagePhase#CONTENDERS} to the plan's last.
   */
  void start(Set<String> racing) {
    List<String> assumed = racing.stream().limit(PerMessagePhase.CONTENDERS).toList();
    RunEstimate.Left left = left(new RunEstimate.Standing(0, racing(racing), assumed, false));
    log.info("The whole run: " + left.line() + ", on the plan's estimate of a fork");
  }

  /**
   * After a round: the indicative answer, then the time left on this run's forks so far.
   *
   * @param interim the ranking after the round, the leavers gone
   * @param timings the figures so far
   * @param stopped whether the race stopped after this round
   */
  void after(
      int round,
      Set<String> racing,
      Recommendation interim,
      Supplier<Timings> timings,
      boolean stopped) {
    List<String> contenders = contenders(interim, racing);
    boolean settles =
        RaceRules.standing(interim, Set.copyOf(contenders), Map.of()).settled() != null;
    RunEstimate.Standing standing =
        new RunEstimate.Standing(
            stopped ? plan.maxRounds() : round, racing(racing), contenders, settles);
    RunEstimate.Left left = left(standing);
    Timings so = timings.get();
    Interim state =
        new Interim(
            round,
            plan.maxRounds(),
            List.copyOf(racing),
            so,
            left.perMessage() > 0,
            left.about(),
            left.parts());
    long start = System.nanoTime();
    try {
      listener.afterRound(state);
    } catch (RuntimeException | LinkageError e) {
      log.warn(
          "the indicative answer after round "
              + round
              + " was not written: "
              + io.serbench.text.Errors.oneLine(e));
    }
    // the final output renders the same files; results.json and the exports add little
    outputMillis = Math.max(outputMillis, (System.nanoTime() - start) / 1_000_000);
    log.info("After round " + round + ", the whole run: " + left(standing).line());
  }

  /**
   * The codecs expected to race on after the plan's first rounds: those the forks cannot tell from
   * the leader, and, since one fork each gives no test, within {@link #CONTENDER_REACH} of its
   * score. An estimate, never a rule of the race.
   */
  static List<String> contenders(Recommendation interim, Set<String> racing) {
    double best =
        interim.ranking().stream()
            .filter(r -> racing.contains(r.codec()))
            .mapToDouble(Recommendation.Ranked::score)
            .min()
            .orElse(Double.NaN);
    return interim.ranking().stream()
        .filter(r -> racing.contains(r.codec()) && (r.p() == null || r.tiedWithLeader()))
        .filter(r -> !(best > 0) || r.score() / best < CONTENDER_REACH)
        .map(Recommendation.Ranked::codec)
        .toList();
  }

  private RunEstimate.Left left(RunEstimate.Standing standing) {
    RunEstimate.ForkCosts costs =
        new RunEstimate.ForkCosts(
            MeasurementPlanner.estimateMillis(plan.fork(), 1), runner.forkMillis(), planned);
    long race = RunEstimate.race(plan, standing, costs, clock.elapsedMillis());
    List<String> top = standing.contenders().stream().limit(PerMessagePhase.CONTENDERS).toList();
    long perMessage = RunEstimate.perMessage(perMessageForks.applyAsInt(top), top, costs);
    return new RunEstimate.Left(race, perMessage, coldMillis, outputMillis);
  }

  /** The codecs still in the race, with their forks per round, and the sentinel's. */
  private Map<String, Integer> racing(Set<String> racing) {
    Map<String, Integer> forks = new LinkedHashMap<>();
    forksPerRound.forEach(
        (codec, n) -> {
          if (racing.contains(codec) || codec.equals(HostSentinel.ID)) {
            forks.put(codec, n);
          }
        });
    return forks;
  }
}
