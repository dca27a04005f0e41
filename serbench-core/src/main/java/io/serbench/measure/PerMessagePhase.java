package io.serbench.measure;

import io.serbench.BenchmarkListener;
import io.serbench.config.BenchmarkRequest;
import io.serbench.jmh.BenchmarkSource;
import io.serbench.jmh.JmhRunner;
import io.serbench.result.CodecResult;
import io.serbench.result.MixResult;
import io.serbench.result.SampleResult;
import io.serbench.run.PhaseClock;
import io.serbench.run.RunContext;
import io.serbench.run.RunPlan;
import io.serbench.settings.Operation;
import io.serbench.text.Numbers;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * After the race on the mix: the leaders' figures message by message, so that the report can show
 * where their cost per message comes from.
 */
final class PerMessagePhase {
  private final BenchmarkRequest request;
  private final BenchmarkListener listener;
  private final PhaseClock clock;

  PerMessagePhase(RunContext<RunPlan> context) {
    this.request = context.request();
    this.listener = context.listener();
    this.clock = context.clock();
  }

  /** The most codecs of the top group on the mix that are also timed message by message. */
  static final int CONTENDERS = 2;

  /**
   * One fork per message, operation and contender (the top group on the mix when the race stopped),
   * so that the report can show where each contender's cost per message comes from; a figure of one
   * fork takes its interval from the pooled spread, as every figure with fewer than three forks
   * does. Skipped when the mix has one message (its figure is that message's) or the time budget
   * cannot hold it.
   */
  String run(Raced raced, MixResult racing) throws Exception {
    Samples samples = raced.samples();
    List<SampleResult> verified = raced.verified();
    Map<Class<?>, BenchmarkSource> sources = raced.sources().byModel();
    Race.Result race = raced.race();
    MeasurementPlanner.Plan planned = raced.planned();
    JmhRunner runner = raced.runner();
    List<PreparedSample> messages = messages(samples, racing);
    if (messages.size() <= 1) {
      race.figures().alias(MixResult.SAMPLE, messages.get(0).spec().name());
      return "every codec in the mix: the mix has one message, so its figures are that message's";
    }
    List<String> ahead = race.ahead().stream().limit(CONTENDERS).toList();
    List<String> partial = partial(racing, messages, samples, verified);
    if (ahead.isEmpty() && partial.isEmpty()) {
      return "none: no codec is eligible for the recommendation";
    }
    int round = race.log().rounds().size() + 1;
    List<JmhRunner.Task> tasks = new ArrayList<>();
    for (Timed one : timed(messages, ahead, partial, samples, verified)) {
      for (Operation operation : request.measurement().operations()) {
        tasks.add(
            new JmhRunner.Task(
                sources.get(one.message().type()),
                one.message().spec().name(),
                List.of(one.codec()),
                List.of(operation),
                planned.fork(),
                round));
      }
    }
    // in a shuffled order drawn from the race's seed, so that drift of the host falls on every
    // codec and message alike, as in the race's rounds
    java.util.Collections.shuffle(tasks, new java.util.Random(race.log().seed() + round));
    long estimate = raced.costs().millis(tasks);
    if (planned.limitMillis() != null
        && clock.elapsedMillis() + estimate
            > planned.limitMillis() - MeasurementPlanner.RESERVE_MILLIS) {
      String limit =
          planned.budgetMillis() != null
              ? "the time budget"
              : "the standard preset's target of " + planned.targetMillis() / 60_000 + " min";
      listener.info(
          "No per-message figures: "
              + limit
              + " cannot hold "
              + tasks.size()
              + " more forks (about "
              + estimate / 1000
              + " s); the mix alone decides"
              + (planned.budgetMillis() != null
                  ? ""
                  : " (-Dserbench.timeBudget or the thorough preset measures them)"));
      return "none: " + limit + " could not hold " + tasks.size() + " more forks";
    }
    listener.info(
        String.format(
            Locale.ROOT,
            "Per-message figures for %s: one fork of %d benchmarks in a shuffled order, about %d"
                + " s",
            who(ahead, partial),
            tasks.size(),
            estimate / 1000));
    long start = System.nanoTime();
    JmhRunner.Outcome outcome =
        runner.run(
            tasks, request.layout().jmhResult(), request.layout().jmhLog(), "per-message figures");
    race.figures().add(outcome);
    double seconds = (System.nanoTime() - start) / 1e9;
    clock.end("race");
    listener.info("Per-message figures measured in " + Numbers.whole(seconds) + " s");
    return "for "
        + who(ahead, partial)
        + ": one fork per message and operation (race round "
        + round
        + " in each fork's record, in a shuffled order), indicative: no interval";
  }

  /**
   * The benchmarks the phase would run for this top group on the mix, each once per operation: one
   * for each message and codec timed on it, so that the run's estimate counts what {@link #run}
   * will run; 0 when the mix has one message.
   */
  static int forks(
      Samples samples, List<SampleResult> verified, MixResult racing, List<String> ahead) {
    List<PreparedSample> messages = messages(samples, racing);
    if (messages.size() <= 1) {
      return 0;
    }
    List<String> top = ahead.stream().limit(CONTENDERS).toList();
    List<String> partial = partial(racing, messages, samples, verified);
    return timed(messages, top, partial, samples, verified).size();
  }

  /** A message with a codec timed on it. */
  private record Timed(PreparedSample message, String codec) {}

  /** Each message with each codec of the top group or out of the mix that carries it. */
  private static List<Timed> timed(
      List<PreparedSample> messages,
      List<String> ahead,
      List<String> partial,
      Samples samples,
      List<SampleResult> verified) {
    List<String> codecs = new ArrayList<>(ahead);
    codecs.addAll(partial);
    List<Timed> timed = new ArrayList<>();
    for (PreparedSample sample : messages) {
      SampleResult checked = verified.get(samples.samples().indexOf(sample));
      for (String codec : codecs) {
        if (checked.result(codec).map(CodecResult::passed).orElse(false)) {
          timed.add(new Timed(sample, codec));
        }
      }
    }
    return timed;
  }

  /** The mix's messages, in the order of the samples. */
  private static List<PreparedSample> messages(Samples samples, MixResult racing) {
    Set<String> inMix = new HashSet<>();
    racing.members().forEach(m -> inMix.add(m.sample()));
    return samples.samples().stream().filter(s -> inMix.contains(s.spec().name())).toList();
  }

  /**
   * The codecs out of the mix that carry some message: what one costs on the messages it does carry
   * is what a team weighs against fixing the one it cannot.
   */
  private static List<String> partial(
      MixResult racing,
      List<PreparedSample> messages,
      Samples samples,
      List<SampleResult> verified) {
    return racing.result().results().stream()
        .filter(r -> !r.passed())
        .map(CodecResult::codec)
        .filter(codec -> carriesSome(codec, messages, samples, verified))
        .toList();
  }

  /** Who gets per-message figures, in words. */
  private static String who(List<String> ahead, List<String> partial) {
    List<String> parts = new ArrayList<>();
    if (!ahead.isEmpty()) {
      parts.add(String.join(" and ", ahead) + " (the top group on the mix when the race stopped)");
    }
    if (!partial.isEmpty()) {
      parts.add(
          String.join(", ", partial)
              + " (out of the mix, on the messages they carry, to place them against the pick)");
    }
    return String.join("; ", parts);
  }

  /** Whether the codec round-trips at least one of the messages. */
  private static boolean carriesSome(
      String codec, List<PreparedSample> messages, Samples samples, List<SampleResult> verified) {
    return messages.stream()
        .map(m -> verified.get(samples.samples().indexOf(m)))
        .anyMatch(checked -> checked.result(codec).map(CodecResult::passed).orElse(false));
  }
}
