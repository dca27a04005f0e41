package io.serbench.measure.nextjdk;

import io.serbench.BenchmarkListener;
import io.serbench.jmh.PaddingCheckAgent;
import io.serbench.measure.MeasuredSetup;
import io.serbench.measure.Timings;
import io.serbench.probe.nextjdk.NextJdk;
import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import io.serbench.result.NextJdkSpeed;
import io.serbench.result.Recommendation;
import io.serbench.result.Verdict;
import io.serbench.run.RunContext;
import io.serbench.run.RunPlan;
import io.serbench.stats.ForkStatistics;
import io.serbench.text.Errors;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.openjdk.jmh.runner.RunnerException;

/**
 * Stage 5c, after the probes for the answer: what the next JDK costs in speed, for the codecs that
 * {@link NextJdkSpeedChoice} chooses, each in {@link #ROUNDS} rounds of paired forks ({@link
 * NextJdkPairs}). A codec whose measured setup fails there keeps no PASS: its next-JDK verdict
 * becomes NOT_TESTED with the error, since the probe ran it in another setup and the race's setup
 * is serbench's; a codec that failed the probe is not timed and keeps its verdict and its frame.
 */
public final class NextJdkSpeedStage {
  /** Rounds per codec: the fewest that give a ratio an interval of its own. */
  static final int ROUNDS = ForkStatistics.MIN_FORKS;

  private final RunContext<RunPlan> context;
  private final Optional<MeasuredSetup> setup;
  private final Function<RunContext<RunPlan>, Optional<NextJdk>> finder;

  /**
   * @param setup how the race measured each codec; empty when it did not run
   */
  public NextJdkSpeedStage(RunContext<RunPlan> context, Optional<MeasuredSetup> setup) {
    this(context, setup, c -> NextJdk.find());
  }

  NextJdkSpeedStage(
      RunContext<RunPlan> context,
      Optional<MeasuredSetup> setup,
      Function<RunContext<RunPlan>, Optional<NextJdk>> finder) {
    this.context = context;
    this.setup = setup;
    this.finder = finder;
  }

  /**
   * What the measurement gives the output: the timings with each codec's cost, and the verdicts
   * with a failed setup said where the probe had passed.
   */
  public record Outcome(Timings timings, List<Capabilities> capabilities) {}

  /**
   * Times the chosen codecs on the next JDK when the run wants it; the timings and verdicts as they
   * were otherwise, or when the measurement itself fails (it never fails the run).
   *
   * @param answer the answer's recommendation, or null
   * @param current the codec the team uses now, or null
   */
  public Outcome run(
      Recommendation answer, String current, List<Capabilities> capabilities, Timings measured) {
    Outcome unchanged = new Outcome(measured, capabilities);
    if (!NextJdkSpeedChoice.wanted(context.plan()) || setup.isEmpty()) {
      return unchanged;
    }
    BenchmarkListener listener = context.listener();
    Optional<NextJdk> jdk = finder.apply(context);
    if (jdk.isEmpty()) {
      listener.info(
          "The next JDK's cost in speed is not measured: no JDK "
              + NextJdk.MIN_FEATURE
              + " or later was found (looked in "
              + NextJdk.WHERE
              + ")");
      return unchanged;
    }
    List<String> codecs =
        NextJdkSpeedChoice.codecs(
            answer, current, capabilities, context.request().worker().probeAll(), setup.get());
    if (codecs.isEmpty()) {
      listener.info(
          "The next JDK's cost in speed is not measured: no codec the answer names passed the"
              + " next-JDK probe");
      return unchanged;
    }
    int forks = codecs.stream().mapToInt(c -> setup.get().of(c).size()).sum() * 2 * 2 * ROUNDS;
    listener.info(
        String.format(
            Locale.ROOT,
            "The next JDK's cost in speed: %d forks on %s for %s (%d rounds of serialize and"
                + " deserialize, each a fork with Unsafe denied beside one under the JDK's"
                + " default)",
            forks,
            jdk.get().describe(),
            String.join(", ", codecs),
            ROUNDS));
    long start = System.nanoTime();
    List<NextJdkSpeed> speeds = new ArrayList<>();
    try {
      NextJdkPairs pairs =
          new NextJdkPairs(
              context,
              setup.get(),
              jdk.get(),
              PaddingCheckAgent.jar(context.layout().nextJdkAgent()).toString());
      for (String codec : codecs) {
        NextJdkSpeed speed = pairs.measure(codec, ROUNDS);
        listener.info("Next JDK, " + codec + ": " + describe(speed));
        speeds.add(speed);
      }
    } catch (IOException | RunnerException | RuntimeException | LinkageError e) {
      // serbench's own trouble on that JDK (the agent's jar, JMH's lock): the run goes on
      listener.warn(
          "the next JDK's cost in speed could not be measured: "
              + Errors.oneLine(e)
              + "; the codecs timed before it keep their figures");
    } finally {
      context.clock().end(io.serbench.result.Environment.NEXT_JDK_PHASE);
    }
    listener.info(
        String.format(
            Locale.ROOT,
            "The next JDK's cost in speed took %.0f s",
            (System.nanoTime() - start) / 1e9));
    return new Outcome(measured.withNextJdkSpeed(speeds), verdicts(capabilities, speeds));
  }

  /**
   * The verdicts with each failed setup said: a codec whose measured setup failed on the next JDK
   * reads NOT_TESTED there with the error, where its probe had passed; every other verdict as it
   * was.
   */
  static List<Capabilities> verdicts(List<Capabilities> capabilities, List<NextJdkSpeed> speeds) {
    Map<String, NextJdkSpeed> failed =
        speeds.stream()
            .filter(s -> s.outcome() == NextJdkSpeed.Outcome.SETUP_FAILED)
            .collect(Collectors.toMap(NextJdkSpeed::codec, s -> s, (a, b) -> a));
    return capabilities.stream()
        .map(
            c -> {
              NextJdkSpeed speed = failed.get(c.codec());
              if (speed == null || c.nextJdk() == null || c.nextJdk().measured() != Verdict.PASS) {
                return c;
              }
              return c.withNextJdk(
                  CapabilityResult.notTested(
                          c.nextJdk().claimed(),
                          "the probe passed (C1, Fory's interpreter), but the setup that the race"
                              + " measures did not run on the next JDK: "
                              + speed.evidence())
                      .took(c.nextJdk().millis()));
            })
        .toList();
  }

  /** The log's line for one codec. */
  static String describe(NextJdkSpeed speed) {
    if (speed.outcome() == NextJdkSpeed.Outcome.SETUP_FAILED) {
      return speed.evidence();
    }
    return String.format(
        Locale.ROOT,
        "with Unsafe denied %.2fx the time under the JDK's default (serialize %.2fx, deserialize"
            + " %.2fx; %s)",
        speed.total().ratio(),
        speed.serialize().ratio(),
        speed.deserialize().ratio(),
        speed.total().low() == null
            ? "no interval"
            : String.format(
                Locale.ROOT,
                "95%% interval %.2f-%.2fx",
                speed.total().low(),
                speed.total().high()));
  }
}
