package io.serbench.measure;

import io.serbench.BenchmarkListener;
import io.serbench.InvalidConfigurationException;
import io.serbench.Measurement;
import io.serbench.Operation;
import io.serbench.OutputLayout;
import io.serbench.WorkerFailedException;
import io.serbench.codec.CodecProvider;
import io.serbench.config.BenchmarkRequest;
import io.serbench.jmh.BenchmarkSource;
import io.serbench.jmh.JmhRunner;
import io.serbench.result.Capabilities;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.CodecResult;
import io.serbench.result.MixResult;
import io.serbench.result.SampleResult;
import io.serbench.sample.MessageMix;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Stage 6: generates and compiles the JMH sources, plans the measurement, runs the {@link Race}
 * over every codec that passed, then the cold-start pass when asked for.
 */
public final class MeasurementStage {
  private final BenchmarkRequest request;
  private final BenchmarkListener listener;
  private final PhaseClock clock;
  private final OutputLayout layout;
  private final List<CodecProvider> codecs;

  /** The JVM flags of every fork, computed once by the engine. */
  private final List<String> forkJvmArgs;

  /** Benchmarks per codec and sample: serialize, deserialize, and the round trip when asked. */
  private final int operations;

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
    this.operations = request.measurement().operations().size();
  }

  private static final long COLD_FORK_MILLIS = ColdStartPass.COLD_FORK_MILLIS;

  /** Cold-start sources per model class, when the cold-start pass runs. */
  private final Map<Class<?>, BenchmarkSource> coldSources = new LinkedHashMap<>();

  /** Forks of the cold-start pass, 0 when it does not run. */
  private int coldForks;

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
    coldForks = request.measurement().coldStartForks();
    int coldBenchmarks =
        verified.stream()
                .mapToInt(s -> (int) s.results().stream().filter(CodecResult::passed).count())
                .sum()
            * Operation.cold().size();
    Long budget = request.measurement().timeBudgetMillis();
    if (coldForks > 0 && budget != null) {
      // at most a quarter of the budget, and at least two forks for an interval, or none
      long affordable = budget / 4 / Math.max(1, coldBenchmarks * COLD_FORK_MILLIS);
      int forks = (int) Math.min(coldForks, affordable);
      if (forks < 2) {
        listener.info(
            "No cold-start pass: "
                + coldBenchmarks
                + " cold-start benchmarks need at least two forks of about "
                + COLD_FORK_MILLIS / 1000
                + " s each, more than a quarter of the time budget");
      }
      coldForks = forks < 2 ? 0 : forks;
    }
    long coldMillis = coldForks * (long) coldBenchmarks * COLD_FORK_MILLIS;
    Measured warm = measureWarm(samples, mix, verified, descriptors, capabilities, coldMillis);
    if (coldForks == 0 || coldBenchmarks == 0) {
      return warm;
    }
    List<SampleResult> cold =
        new ColdStartPass(request, listener, clock, forkJvmArgs, coldForks)
            .run(samples, warm.samples(), coldSources);
    return new Measured(
        cold,
        warm.plan() + "; cold start: " + coldForks + " single-shot forks per codec and operation",
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
      long coldMillis)
      throws Exception {
    boolean everyClass = request.messages().timeEveryClass();
    boolean coldRanked = request.criteria().weights().coldStart() > 0;
    MixResult skeleton = MixPlan.skeleton(mix, verified);
    Map<Class<?>, BenchmarkSource> sources =
        new GeneratedSources(layout, listener, clock, codecs)
            .compile(samples, mix, coldForks, coldSources);
    BenchmarkSource mixSource = sources.get(MessageMix.class);
    List<Race.Entry> mixEntries = new ArrayList<>();
    skeleton.result().results().stream()
        .filter(CodecResult::passed)
        .forEach(r -> mixEntries.add(new Race.Entry(mixSource, MixResult.SAMPLE, r.codec())));
    // samples timed on their own by every codec: every class with timeEveryClass; the messages
    // when the ranking weighs the cold start (measured per message) or no codec passed the mix
    List<Race.Entry> sampleEntries = new ArrayList<>();
    for (int i = 0; i < samples.samples().size(); i++) {
      PreparedSample sample = samples.samples().get(i);
      boolean timed =
          everyClass || ((coldRanked || mixEntries.isEmpty()) && samples.isMessage(sample));
      for (CodecResult result : verified.get(i).results()) {
        if (timed && result.passed()) {
          sampleEntries.add(
              new Race.Entry(sources.get(sample.type()), sample.spec().name(), result.codec()));
        }
      }
    }
    listener.info(
        "Message mix: "
            + mix.describe()
            + (mixEntries.isEmpty()
                ? "; no codec round-tripped every message, so there is no mix to measure"
                : ", " + mixEntries.size() + " codec(s) round-tripped every message"));
    List<Race.Entry> entries = new ArrayList<>(mixEntries);
    entries.addAll(sampleEntries);
    boolean withPerClass = everyClass && !sampleEntries.isEmpty();
    Planned chosen =
        planWithFallback(
            benchmarks -> plan(benchmarks, coldMillis),
            entries.size() * operations,
            mixEntries.isEmpty() || !withPerClass ? -1 : mixEntries.size() * operations,
            listener::warn);
    MeasurementPlanner.Plan planned = chosen.plan();
    if (chosen.fallback()) {
      entries = mixEntries;
      sampleEntries = List.of();
    }
    printPlan(planned, entries, mixEntries.size(), mix);
    Files.deleteIfExists(layout.jmhResult());
    Files.deleteIfExists(layout.jmhLog());
    JmhRunner runner =
        new JmhRunner(
            request.javaExecutable(),
            forkJvmArgs,
            listener::info,
            request.measurement().threads(),
            request.measurement().gc());
    JmhRunner.Profiles profiles = profiles();
    if (profiles != null) {
      runner.withProfiles(profiles);
    }
    MixResult racing = mixEntries.isEmpty() ? null : skeleton.deciding(!coldRanked, null);
    Race.Result race;
    try {
      race =
          new Race(
                  request,
                  listener,
                  clock,
                  planned,
                  runner,
                  descriptors,
                  capabilities,
                  verified,
                  racing)
              .run(entries);
    } catch (org.openjdk.jmh.runner.RunnerException e) {
      if (String.valueOf(e.getMessage()).contains("JMH lock")) {
        // MachineLock waits its turn; this is that wait cut short (interrupted, or JMH refused)
        throw new WorkerFailedException(
            "stopped while another JMH run held the JMH lock on this machine; serbench runs take"
                + " turns on it, so look for a JMH run outside serbench or a leftover java process",
            null);
      }
      throw e;
    } finally {
      clock.end("race");
    }
    String perMessage;
    if (racing == null) {
      perMessage = "every codec on every message: no codec round-tripped the whole mix";
    } else if (everyClass && !sampleEntries.isEmpty()) {
      perMessage = "every codec on every class (timeEveryClass)";
    } else if (coldRanked) {
      perMessage = "every codec on every message: the ranking weighs the cold start";
    } else {
      perMessage =
          new PerMessagePhase(request, listener, clock)
              .run(samples, verified, sources, racing, race, planned, runner);
    }
    MixResult measuredMix = null;
    if (racing != null) {
      SampleResult mixSample =
          race.figures()
              .merge(List.of(racing.result()), race.left(), layout.directory(), listener::warn)
              .get(0);
      measuredMix =
          new MixResult(
              racing.members(),
              racing.passLength(),
              !coldRanked,
              coldRanked
                  ? "the ranking weighs the cold start, which is measured per message, so the"
                      + " per-message figures decided"
                  : "the mix decided: the cost per message of "
                      + mix.describe()
                      + ", every message type in one fork through a codec instance made for"
                      + " its type",
              mixSample,
              perMessage);
    }
    return new Measured(
        race.figures().merge(verified, race.left(), layout.directory(), listener::warn),
        planned.description(),
        planned.fork(),
        race.log(),
        measuredMix);
  }

  /** The plan in the log: the settings, one round's benchmarks, the forks and the time. */
  private void printPlan(
      MeasurementPlanner.Plan planned, List<Race.Entry> entries, int mixEntries, MessageMix mix) {
    int benchmarks = entries.size() * operations;
    long measuredCodecs = entries.stream().map(Race.Entry::codec).distinct().count();
    if (planned.maxRounds() == 1 && planned.budgetMillis() != null) {
      listener.warn("Measurement plan: " + planned.description());
    } else {
      listener.info("Measurement plan: " + planned.description());
    }
    MeasurementPlanner.gateWarning(planned, request.baseline() != null).ifPresent(listener::warn);
    long round = MeasurementPlanner.estimateMillis(planned.fork(), benchmarks);
    int perClass = entries.size() - mixEntries;
    listener.info(
        String.format(
            Locale.ROOT,
            "Each round: %d JMH benchmarks (%d codec(s) x %s x %s), about %d s",
            benchmarks,
            measuredCodecs,
            perClass == 0
                ? "the mix"
                : mixEntries == 0 ? "sample" : "(the mix and each timed sample)",
            request.measurement().operations().stream()
                .map(o -> o.name().toLowerCase(Locale.ROOT).replace('_', ' '))
                .collect(java.util.stream.Collectors.joining(", ")),
            round / 1000));
    int contenderForks =
        perClass == 0 && mix.members().size() > 1 && mixEntries > 0
            ? PerMessagePhase.CONTENDERS * mix.members().size() * operations
            : 0;
    long first = planned.minRounds() * round;
    long most =
        planned.maxRounds() * round
            + MeasurementPlanner.estimateMillis(planned.fork(), contenderForks);
    boolean budgetBinds =
        planned.budgetMillis() != null && planned.budgetMillis() - clock.elapsedMillis() < most;
    if (budgetBinds) {
      most = planned.budgetMillis() - clock.elapsedMillis();
    }
    long spent = clock.elapsedMillis();
    listener.info(
        String.format(
            Locale.ROOT,
            "Plan: %d to %d forks; measuring takes about %d s (the first %d round(s), which every"
                + " codec runs) to at most %d s (%s%s), so the whole run takes about %s to %s;"
                + " to shorten it, select fewer codecs (-Dserbench.codecs), use"
                + " -Dserbench.preset=quick for a first look, or set -Dserbench.timeBudget",
            planned.minRounds() * benchmarks + contenderForks,
            planned.maxRounds() * benchmarks + contenderForks,
            first / 1000,
            planned.minRounds(),
            most / 1000,
            budgetBinds ? "the time budget" : "every round of the plan",
            budgetBinds || contenderForks == 0
                ? ""
                : ", then " + contenderForks + " forks of per-message figures for the top group",
            minutes(spent + first),
            minutes(spent + most) + clock.probesShare(spent + first)));
  }

  private static String minutes(long millis) {
    long seconds = (millis + 500) / 1000;
    return seconds < 120 ? seconds + " s" : (seconds + 30) / 60 + " min";
  }

  /**
   * A plan and whether it fell back to the mix alone.
   *
   * @param plan the race's limits
   * @param fallback whether the per-class figures were dropped to fit the time budget
   */
  record Planned(MeasurementPlanner.Plan plan, boolean fallback) {}

  /**
   * Plans {@code all} benchmarks; when a time budget cannot hold them (the planner refuses, or only
   * one round fits, which gives no figure an interval) and {@code mixOnly} is not negative, warns
   * and plans the mix's {@code mixOnly} benchmarks alone instead of failing.
   */
  static Planned planWithFallback(
      java.util.function.IntFunction<MeasurementPlanner.Plan> planner,
      int all,
      int mixOnly,
      java.util.function.Consumer<String> warn) {
    String why;
    try {
      MeasurementPlanner.Plan plan = planner.apply(all);
      if (mixOnly < 0 || plan.budgetMillis() == null || plan.maxRounds() > 1) {
        return new Planned(plan, false);
      }
      why = "one round only: " + plan.description();
    } catch (InvalidConfigurationException e) {
      if (mixOnly < 0 || !e.element().map("timeBudget"::equals).orElse(false)) {
        throw e;
      }
      why = e.getMessage();
    }
    warn.accept(
        "The timeBudget cannot hold a figure per class ("
            + why
            + "); measuring the mix alone, which the ranking stands on anyway");
    return new Planned(planner.apply(mixOnly), true);
  }

  private MeasurementPlanner.Plan plan(int benchmarks, long coldMillis) {
    if (request.jmh() != null) {
      return MeasurementPlanner.explicit(request.jmh());
    }
    Measurement measurement = request.measurement();
    if (measurement.timeBudgetMillis() != null) {
      return MeasurementPlanner.forBudget(
          measurement.timeBudgetMillis() - coldMillis,
          clock.elapsedMillis(),
          benchmarks,
          measurement.preset());
    }
    return MeasurementPlanner.preset(measurement.preset());
  }

  /**
   * The file-writing profilers asked for, writing under {@code profiles/}; null when none was asked
   * for or none is available. async-profiler is used only where its library is installed, else a
   * warning says how to install it.
   */
  private JmhRunner.Profiles profiles() {
    boolean jfr = request.measurement().profilers().contains("jfr");
    String async = null;
    if (request.measurement().profilers().contains("async")) {
      async = AsyncProfilerLibrary.find().orElse(null);
      if (async == null) {
        listener.warn(
            "async-profiler was asked for (profilers=async), but its library libasyncProfiler.so"
                + " was not found: install async-profiler and set ASYNC_PROFILER_HOME, or put the"
                + " library on LD_LIBRARY_PATH; measuring without flame graphs");
      }
    }
    if (!jfr && async == null) {
      return null;
    }
    return new JmhRunner.Profiles(layout.profiles().resolve("race"), jfr, async);
  }
}
