package io.serbench.measure;

import io.serbench.BenchmarkListener;
import io.serbench.config.BenchmarkRequest;
import io.serbench.jmh.BenchmarkSource;
import io.serbench.jmh.JmhRunner;
import io.serbench.recommend.Recommender;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Capabilities;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.MixResult;
import io.serbench.result.RaceLog;
import io.serbench.result.Recommendation;
import io.serbench.result.SampleResult;
import io.serbench.run.PhaseClock;
import io.serbench.run.RunContext;
import io.serbench.run.RunPlan;
import io.serbench.settings.Operation;
import io.serbench.stats.ForkStatistics;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * The measurement as a race toward the decision (Kalibera and Jones: repeat at the level where the
 * variance is, the fork). Each round runs one fork of every benchmark still in the race, in a
 * seeded random order, so that drift of the host falls on every codec alike. After the plan's first
 * rounds, a codec leaves the race when it is not eligible for the recommendation, or when the
 * ranking separates it from the leader on the objective: same-round fork scores, adjusted for the
 * leader's being chosen by the same data and for every look the plan may take, so that a codec tied
 * with the leader leaves in at most 5% of runs however many rounds the race holds ({@link
 * io.serbench.stats.Paired#againstTheBest}). The codecs that could still win get more forks; the
 * race stops when the top group is settled (never before its members have {@link
 * ForkStatistics#MIN_FORKS} forks, so that their figures have intervals of their own and a baseline
 * gate can test them), or when the plan's rounds or the time budget run out. No codec leaves on
 * forks still compiling alone ({@link SettledEvidence}), by one rule for every codec.
 */
final class Race {
  /** A codec on a sample, with the benchmark class that measures it. */
  record Entry(BenchmarkSource source, String sample, String codec) {}

  /**
   * The race's outcome.
   *
   * @param figures every fork measured
   * @param left each codec that left the race early, with the round and why
   * @param log the rounds, their orders and why the race stopped
   * @param ahead the top group when the race stopped: the leader and the codecs still in the race
   *     that the forks cannot tell apart from it (95%, adjusted for the choice of the leader and
   *     the looks), in the order of the ranking then
   */
  record Result(Figures figures, Map<String, String> left, RaceLog log, List<String> ahead) {}

  private final BenchmarkRequest request;
  private final BenchmarkListener listener;
  private final PhaseClock clock;
  private final MeasurementPlanner.Plan plan;
  private final JmhRunner runner;
  private final List<CodecDescriptor> descriptors;
  private final List<Capabilities> capabilities;
  private final List<SampleResult> verified;
  private final ForkCosts costs;
  private final MixResult mix;

  /** The host's sentinel, one fork per round; none until {@link #withSentinel}. */
  private SentinelForks sentinel = SentinelForks.NONE;

  /** What is told after each round: the time left, the indicative answer; none until set. */
  private RaceProgress progress;

  /**
   * @param mix the message mix as verified, when the race measures it: the interim rankings stand
   *     on it as the final one does; {@code null} otherwise
   */
  Race(
      RunContext<RunPlan> context,
      MeasurementPlanner.Plan plan,
      JmhRunner runner,
      Verified verified,
      MixResult mix) {
    this.request = context.request();
    this.listener = context.listener();
    this.clock = context.clock();
    this.plan = plan;
    this.runner = runner;
    this.descriptors = verified.descriptors();
    this.capabilities = verified.capabilities();
    this.verified = verified.samples();
    this.costs = verified.costs();
    this.mix = mix;
  }

  /**
   * Adds one fork of the host's sentinel to every round, shuffled in among the codecs' forks and
   * kept out of their figures ({@link SentinelForks}).
   */
  Race withSentinel(BenchmarkSource source) {
    this.sentinel = new SentinelForks(source, listener::warn);
    return this;
  }

  /** Why the race stopped at the preset's target before round {@code round}. */
  private String targetReached(int round, long next) {
    return String.format(
        Locale.ROOT,
        "the standard preset's target of %d min: round %d would end at about %s (a"
            + " -Dserbench.timeBudget above it buys more rounds for the codecs still in contention)",
        plan.targetMillis() / 60_000,
        round,
        io.serbench.text.Numbers.clock(java.time.Duration.ofMillis(clock.elapsedMillis() + next)));
  }

  /** Tells the time left and the standing after each round ({@link RaceProgress}). */
  Race withProgress(RaceProgress value) {
    this.progress = value;
    return this;
  }

  /** Runs the rounds over these entries. */
  Result run(List<Entry> entries) throws Exception {
    long seed = new SecureRandom().nextLong();
    Random random = new Random(seed);
    Figures figures = new Figures();
    Set<String> racing = new LinkedHashSet<>();
    entries.forEach(e -> racing.add(e.codec()));
    Map<String, String> left = new LinkedHashMap<>();
    List<RaceLog.Round> rounds = new ArrayList<>();
    String stopped = null;
    Double confidence = null;
    long lastMillis = 0;
    long lastEstimate = 0;
    if (progress != null) {
      progress.start(racing);
    }
    for (int round = 1; round <= plan.maxRounds(); round++) {
      List<JmhRunner.Task> tasks = new ArrayList<>();
      for (Entry entry : entries) {
        if (racing.contains(entry.codec())) {
          for (Operation operation : request.measurement().operations()) {
            tasks.add(
                new JmhRunner.Task(
                    entry.source(),
                    entry.sample(),
                    List.of(entry.codec()),
                    List.of(operation),
                    plan.fork(),
                    round));
          }
        }
      }
      if (tasks.isEmpty()) {
        stopped = "no codec was left to measure";
        break;
      }
      tasks = sentinel.join(tasks);
      if (round > 1 && plan.limitMillis() != null) {
        // the last round's measured time, scaled by what the next round's forks are estimated
        // to cost against the last one's: a round without Fory is not a round with it
        long next = lastMillis * costs.millis(tasks) / Math.max(1, lastEstimate);
        boolean over =
            clock.elapsedMillis() + next > plan.limitMillis() - MeasurementPlanner.RESERVE_MILLIS;
        if (over && plan.budgetMillis() != null) {
          stopped = "the time budget ran out after round " + (round - 1);
          confidence = confidence(figures, left, racing);
          break;
        }
        // the target never cuts the rounds that screen every codec and give the top group
        // intervals of their own: only the later rounds, which only the contenders run
        if (over && round > ForkStatistics.MIN_FORKS) {
          stopped = targetReached(round, next);
          confidence = confidence(figures, left, racing);
          break;
        }
      }
      Collections.shuffle(tasks, random);
      listener.info(
          String.format(
              Locale.ROOT,
              "Round %d: one fork of %d benchmarks (%s in the race%s), in a shuffled order",
              round,
              tasks.size(),
              String.join(", ", racing),
              sentinel.runs() ? ", and the host's sentinel" : ""));
      long start = System.nanoTime();
      JmhRunner.Outcome outcome =
          runner.run(
              tasks, request.layout().jmhResult(), request.layout().jmhLog(), "round " + round);
      lastMillis = (System.nanoTime() - start) / 1_000_000;
      lastEstimate = costs.millis(tasks);
      // the sentinel's fork leaves the outcome here: no figure, spread or verdict sees it
      outcome = sentinel.take(outcome, round);
      figures.add(outcome);
      Map<String, String> leaving = new LinkedHashMap<>();
      outcome.failures().keySet().forEach(k -> leaving.put(k.codec(), "its benchmark failed"));
      boolean last = round == plan.maxRounds();
      String objective = request.criteria().objective().id();
      boolean screening = plan.eliminating() && round == 1 && plan.minRounds() > 1;
      if (screening) {
        // the screen acts on one fork each, with no test: never on a fork still compiling, the
        // same rule for every codec
        SettledEvidence.leave(
                figures,
                f -> interim(f, left),
                leaving,
                (r, out) -> RaceRules.screen(r, racing, out, objective))
            .forEach(
                codec ->
                    listener.info(
                        codec
                            + " stays in the race: the case against it after one fork each rests"
                            + " on forks still compiling"));
      } else if (plan.eliminating() && round >= plan.minRounds()) {
        // the judgment tests the forks as they count in the figures, flagged ones included
        RaceRules.behind(interim(figures, left), racing, leaving, objective);
      }
      if (plan.eliminating() && round >= plan.minRounds()) {
        RaceRules.Standing standing = RaceRules.standing(interim(figures, left), racing, leaving);
        // the top group's figures get forks enough for intervals of their own, and the
        // baseline gate enough to test the recommended codec: never settled before that
        boolean nobodyLeft = racing.stream().allMatch(leaving::containsKey);
        if (standing.settled() != null
            && !last
            && (round >= ForkStatistics.MIN_FORKS || nobodyLeft)) {
          stopped = standing.settled();
        }
      }
      for (Map.Entry<String, String> e : leaving.entrySet()) {
        if (racing.remove(e.getKey())) {
          left.put(e.getKey(), "left the race after round " + round + ": " + e.getValue());
        }
      }
      rounds.add(
          new RaceLog.Round(
              round,
              tasks.stream().map(sentinel::label).toList(),
              leaving.entrySet().stream().map(e -> e.getKey() + ": " + e.getValue()).toList(),
              lastMillis / 1000.0));
      leaving.forEach((codec, why) -> listener.info(codec + " leaves the race: " + why));
      if (progress != null) {
        RaceLog log =
            log(
                seed,
                rounds,
                stopped == null && round == plan.maxRounds()
                    ? "the plan's last round ran"
                    : stopped,
                null);
        progress.after(
            round,
            racing,
            interim(figures, left),
            () -> soFar(figures, left, log),
            stopped != null || round == plan.maxRounds());
      }
      if (stopped != null) {
        break;
      }
    }
    if (stopped == null) {
      stopped =
          plan.eliminating()
              ? "the plan's limit of " + plan.maxRounds() + " rounds"
              : "every round of the plan ran (" + plan.maxRounds() + ")";
      confidence = confidence(figures, left, racing);
    }
    listener.info("The race stopped: " + stopped);
    List<String> ahead =
        interim(figures, left).ranking().stream()
            .filter(r -> racing.contains(r.codec()) && (r.p() == null || r.tiedWithLeader()))
            .map(Recommendation.Ranked::codec)
            .toList();
    return new Result(figures, left, log(seed, rounds, stopped, confidence), ahead);
  }

  /** The race's log: the plan's limits and the sentinel beside these rounds and this stop. */
  private RaceLog log(long seed, List<RaceLog.Round> rounds, String stopped, Double confidence) {
    return new RaceLog(
        seed,
        plan.minRounds(),
        plan.maxRounds(),
        plan.eliminating(),
        rounds,
        stopped,
        confidence,
        sentinel.result());
  }

  /**
   * The confidence at which the leader is separated from every other codec still in the race: one
   * minus the largest adjusted p among them; {@code null} when no other codec is left.
   */
  private Double confidence(Figures figures, Map<String, String> left, Set<String> racing) {
    if (racing.size() <= 1) {
      return null;
    }
    Recommendation interim = interim(figures, left);
    return interim.ranking().stream()
        .filter(r -> racing.contains(r.codec()) && r.p() != null)
        .mapToDouble(r -> 1 - r.p())
        .min()
        .stream()
        .boxed()
        .findFirst()
        .orElse(null);
  }

  /**
   * The figures so far in the shape of the final ones: every sample and the mix with the forks that
   * ran, with the rounds that ran.
   */
  private Timings soFar(Figures figures, Map<String, String> left, RaceLog log) {
    return new Timings(
        figures.merge(verified, left, request.layout().directory(), null),
        plan.description(),
        plan.fork(),
        log,
        mix == null ? null : mix.withResult(mixSoFar(figures, left)),
        runner.collectors());
  }

  private SampleResult mixSoFar(Figures figures, Map<String, String> left) {
    return figures.merge(List.of(mix.result()), left, request.layout().directory(), null).get(0);
  }

  private Recommendation interim(Figures figures, Map<String, String> left) {
    List<SampleResult> measured = figures.merge(verified, left, request.layout().directory(), null);
    BenchmarkResults results =
        new BenchmarkResults(
            BenchmarkResults.SCHEMA_VERSION,
            "",
            null,
            descriptors,
            measured,
            capabilities,
            request.criteria(),
            null,
            null);
    if (mix != null) {
      results = results.withMessages(List.of(), mix.withResult(mixSoFar(figures, left)));
    }
    return Recommender.recommend(
        results,
        request.criteria(),
        RaceLog.looks(plan.eliminating(), plan.minRounds(), plan.maxRounds()));
  }
}
