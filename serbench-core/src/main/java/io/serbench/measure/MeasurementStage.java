package io.serbench.measure;

import io.serbench.BenchmarkListener;
import io.serbench.OutputLayout;
import io.serbench.codec.CodecProvider;
import io.serbench.config.BenchmarkRequest;
import io.serbench.jmh.JmhRunner;
import io.serbench.result.Capabilities;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.MixResult;
import io.serbench.result.SampleResult;
import io.serbench.sample.MessageMix;
import java.nio.file.Files;
import java.util.List;

/**
 * Stage 6: generates and compiles the JMH sources, plans the measurement, runs the {@link Race}
 * over every codec that passed, then the cold-start pass when asked for. It conducts; each job is a
 * collaborator's: {@link ColdStartBudget}, {@link GeneratedSources}, {@link RaceEntries}, {@link
 * Planned}, {@link PlanLog}, {@link RaceRunner}, {@link MeasuredMix} and {@link ColdStartPass}.
 */
public final class MeasurementStage {
  private final BenchmarkRequest request;
  private final BenchmarkListener listener;
  private final PhaseClock clock;
  private final OutputLayout layout;
  private final List<CodecProvider> codecs;

  /** The JVM flags of every fork, computed once by the engine. */
  private final List<String> forkJvmArgs;

  /**
   * @param codecs the selected codecs, whose benchmark sources are generated
   * @param forkJvmArgs the JVM flags of every fork, computed once by the engine
   */
  public MeasurementStage(
      BenchmarkRequest request,
      BenchmarkListener listener,
      PhaseClock clock,
      List<CodecProvider> codecs,
      List<String> forkJvmArgs) {
    this.request = request;
    this.listener = listener;
    this.clock = clock;
    this.layout = request.layout();
    this.codecs = codecs;
    this.forkJvmArgs = forkJvmArgs;
  }

  /**
   * The race, then the cold-start pass when asked for: its forks come out of the time budget first,
   * since every one costs a JVM start whatever the codec.
   */
  public Measured measure(
      Samples samples,
      MessageMix mix,
      List<SampleResult> verified,
      List<CodecDescriptor> descriptors,
      List<Capabilities> capabilities)
      throws Exception {
    ColdStartBudget cold = ColdStartBudget.of(request.measurement(), verified, listener);
    CompiledSources sources =
        new GeneratedSources(layout, listener, clock, codecs).compile(samples, mix, cold.forks());
    Measured warm =
        measureWarm(samples, mix, verified, descriptors, capabilities, sources, cold.millis());
    if (!cold.runs()) {
      return warm;
    }
    List<SampleResult> withColdStart =
        new ColdStartPass(request, listener, clock, forkJvmArgs, cold.forks())
            .run(samples, warm.samples(), sources.coldStart());
    return new Measured(
        withColdStart,
        warm.plan()
            + "; cold start: "
            + cold.forks()
            + " single-shot forks per codec and operation",
        warm.fork(),
        warm.race(),
        warm.mix());
  }

  private Measured measureWarm(
      Samples samples,
      MessageMix mix,
      List<SampleResult> verified,
      List<CodecDescriptor> descriptors,
      List<Capabilities> capabilities,
      CompiledSources sources,
      long coldMillis)
      throws Exception {
    MixResult skeleton = MixPlan.skeleton(mix, verified);
    RaceEntries entries = RaceEntries.of(request, samples, verified, sources, skeleton);
    PlanLog log = new PlanLog(request, listener, clock);
    log.mix(mix, entries);
    Planned chosen = Planned.of(request, clock, entries, coldMillis, listener::warn);
    if (chosen.fallback()) {
      entries = entries.mixAlone();
    }
    MeasurementPlanner.Plan planned = chosen.plan();
    log.plan(planned, entries, mix);
    Files.deleteIfExists(layout.jmhResult());
    Files.deleteIfExists(layout.jmhLog());
    JmhRunner runner = RaceRunner.create(request, listener, forkJvmArgs);
    boolean coldRanked = request.criteria().weights().coldStart() > 0;
    MixResult racing = entries.mix().isEmpty() ? null : skeleton.deciding(!coldRanked, null);
    Race race =
        new Race(
            request, listener, clock, planned, runner, descriptors, capabilities, verified, racing);
    Race.Result raced = RaceRunner.run(race, entries.all(), clock);
    boolean perClass = request.messages().timeEveryClass() && !entries.samples().isEmpty();
    MixResult measuredMix =
        racing == null
            ? null
            : new MeasuredMix(request, listener, clock)
                .measure(mix, racing, perClass, samples, verified, sources, raced, planned, runner);
    return new Measured(
        raced.figures().merge(verified, raced.left(), layout.directory(), listener::warn),
        planned.description(),
        planned.fork(),
        raced.log(),
        measuredMix);
  }
}
