package io.serbench.measure;

import io.serbench.files.OutputLayout;
import io.serbench.jmh.JmhRunner;
import io.serbench.result.MixResult;
import io.serbench.result.SampleResult;
import io.serbench.run.RunContext;
import io.serbench.run.RunPlan;
import io.serbench.sample.MessageMix;
import java.nio.file.Files;
import java.util.List;

/**
 * Stage 5: generates and compiles the JMH sources, plans the measurement, runs the {@link Race}
 * over every codec that passed, then the cold-start pass when asked for. It conducts; each job is a
 * collaborator's: {@link ColdStartBudget}, {@link GeneratedSources}, {@link RaceEntries}, {@link
 * Planned}, {@link PlanLog}, {@link RaceRunner}, {@link MixOutcome} and {@link ColdStartPass}. The
 * codecs and the forks' JVM options come from the run's plan.
 */
public final class MeasurementStage {
  private final RunContext<RunPlan> context;
  private Interim.Listener rounds = Interim.Listener.NONE;
  private MeasuredSetup setup;

  /** The stage of a run whose plan holds the selected codecs and the forks' JVM options. */
  public MeasurementStage(RunContext<RunPlan> context) {
    this.context = context;
  }

  /**
   * Who hears where the race stands after each of its rounds, such as the writer of the indicative
   * answer; its failures are its own to report.
   */
  public MeasurementStage afterEachRound(Interim.Listener listener) {
    this.rounds = listener;
    return this;
  }

  /**
   * How the race measured each codec, once it has run: the benchmarks and the fork settings that a
   * pass timing a codec elsewhere (the next JDK) uses too; empty before.
   */
  public java.util.Optional<MeasuredSetup> setup() {
    return java.util.Optional.ofNullable(setup);
  }

  /**
   * The race, then the cold-start pass when asked for: its forks come out of the time budget first,
   * since every one costs a JVM start whatever the codec.
   */
  public Timings measure(Samples samples, MessageMix mix, Verified verified) throws Exception {
    ColdStartBudget cold =
        ColdStartBudget.of(context.request().measurement(), verified.samples(), context.listener());
    CompiledSources sources = new GeneratedSources(context).compile(samples, mix, cold.forks());
    Timings warm = measureWarm(samples, mix, verified, sources, cold.millis());
    if (!cold.runs()) {
      return warm;
    }
    List<SampleResult> withColdStart =
        new ColdStartPass(context, cold.forks()).run(samples, warm.samples(), sources.coldStart());
    return new Timings(
        withColdStart,
        warm.plan()
            + "; cold start: "
            + cold.forks()
            + " single-shot forks per codec and operation",
        warm.fork(),
        warm.race(),
        warm.mix(),
        warm.collectors());
  }

  private Timings measureWarm(
      Samples samples, MessageMix mix, Verified verified, CompiledSources sources, long coldMillis)
      throws Exception {
    OutputLayout layout = context.layout();
    MixResult skeleton = MixPlan.skeleton(mix, verified.samples());
    RaceEntries entries =
        RaceEntries.of(context.plan(), samples, verified.samples(), sources, skeleton);
    PlanLog log = new PlanLog(context);
    log.mix(mix, entries);
    Planned chosen = Planned.of(context, entries, coldMillis, verified.costs());
    if (chosen.fallback()) {
      entries = entries.mixAlone();
    }
    MeasurementPlanner.Plan planned = chosen.plan();
    log.plan(planned, entries, mix, verified.costs());
    Files.deleteIfExists(layout.jmhResult());
    Files.deleteIfExists(layout.jmhLog());
    JmhRunner runner = RaceRunner.create(context);
    boolean coldRanked = context.plan().ranksColdStart();
    MixResult racing = entries.mix().isEmpty() ? null : skeleton.deciding(!coldRanked, null);
    boolean perClass = entries.perClass(context.plan());
    RaceProgress progress =
        new RaceProgress(context, planned, runner, entries.all(), sources.sentinel() != null)
            .withCosts(verified.costs())
            .after(
                ahead ->
                    racing == null || perClass || coldRanked
                        ? 0
                        : PerMessagePhase.forks(samples, verified.samples(), racing, ahead)
                            * context.request().measurement().operations().size(),
                coldMillis)
            .telling(rounds);
    Race race =
        new Race(context, planned, runner, verified, racing)
            .withSentinel(sources.sentinel())
            .withProgress(progress);
    Race.Result raced = RaceRunner.run(race, entries.all(), context.clock());
    setup = MeasuredSetup.of(entries.all(), planned.fork());
    MixResult measuredMix =
        racing == null
            ? null
            : new MixOutcome(context)
                .measure(
                    mix,
                    racing,
                    perClass,
                    new Raced(
                        samples,
                        verified.samples(),
                        sources,
                        raced,
                        planned,
                        runner,
                        verified.costs()));
    return new Timings(
        raced
            .figures()
            .merge(verified.samples(), raced.left(), layout.directory(), context.listener()::warn),
        planned.description(),
        planned.fork(),
        raced.log(),
        measuredMix,
        runner.collectors());
  }
}
