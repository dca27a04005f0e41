package io.serbench.measure;

import io.serbench.BenchmarkListener;
import io.serbench.config.BenchmarkRequest;
import io.serbench.jmh.HostSentinel;
import io.serbench.run.PhaseClock;
import io.serbench.run.RunContext;
import io.serbench.run.RunPlan;
import io.serbench.sample.MessageMix;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What the user reads before the race: the message mix, the plan, one round's benchmarks, the forks
 * and the time the run will take, with how to shorten it.
 */
final class PlanLog {
  private final BenchmarkRequest request;
  private final BenchmarkListener listener;
  private final PhaseClock clock;

  PlanLog(RunContext<RunPlan> context) {
    this.request = context.request();
    this.listener = context.listener();
    this.clock = context.clock();
  }

  /** The mix, and how many codecs round-tripped every message of it. */
  void mix(MessageMix mix, RaceEntries entries) {
    listener.info(
        "Message mix: "
            + mix.describe()
            + (entries.mix().isEmpty()
                ? "; no codec round-tripped every message, so there is no mix to measure"
                : ", " + entries.mix().size() + " codec(s) round-tripped every message"));
  }

  /** The plan in the log: the settings, one round's benchmarks, the forks and the time. */
  void plan(MeasurementPlanner.Plan planned, RaceEntries raced, MessageMix mix, ForkCosts costs) {
    List<Race.Entry> entries = raced.all();
    int mixEntries = raced.mix().size();
    int operations = request.measurement().operations().size();
    // and one fork of the host's sentinel per round beside them (SentinelForks)
    int benchmarks = entries.size() * operations + 1;
    long measuredCodecs = entries.stream().map(Race.Entry::codec).distinct().count();
    if (planned.maxRounds() == 1 && planned.budgetMillis() != null) {
      listener.warn("Measurement plan: " + planned.description());
    } else {
      listener.info("Measurement plan: " + planned.description());
    }
    MeasurementPlanner.gateWarning(planned, request.baseline() != null).ifPresent(listener::warn);
    // each codec's forks at their own estimated start (ForkCosts), the sentinel's at a JVM's
    long round = costs.forkMillis(HostSentinel.ID, planned.fork());
    for (Race.Entry entry : entries) {
      round += operations * costs.forkMillis(entry.codec(), planned.fork());
    }
    int perClass = entries.size() - mixEntries;
    listener.info(
        String.format(
            Locale.ROOT,
            "Each round: %d JMH benchmarks (%d codec(s) x %s x %s, and the host's sentinel),"
                + " about %d s",
            benchmarks,
            measuredCodecs,
            perClass == 0
                ? "the mix"
                : mixEntries == 0 ? "sample" : "(the mix and each timed sample)",
            request.measurement().operations().stream()
                .map(io.serbench.text.Words::words)
                .collect(Collectors.joining(", ")),
            round / 1000));
    int contenderForks =
        perClass == 0 && mix.members().size() > 1 && mixEntries > 0
            ? PerMessagePhase.CONTENDERS * mix.members().size() * operations
            : 0;
    long first = planned.minRounds() * round;
    long most = planned.maxRounds() * round + contenderForks * round / Math.max(1, benchmarks);
    boolean budgetBinds =
        planned.limitMillis() != null && planned.limitMillis() - clock.elapsedMillis() < most;
    if (budgetBinds) {
      // a target never cuts the rounds that give the top group intervals (Race)
      long kept =
          planned.budgetMillis() != null
              ? 0
              : Math.min(planned.maxRounds(), io.serbench.stats.ForkStatistics.MIN_FORKS) * round;
      most = Math.max(kept, planned.limitMillis() - clock.elapsedMillis());
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
            budgetBinds
                ? planned.budgetMillis() != null
                    ? "the time budget"
                    : "the standard preset's target of "
                        + planned.targetMillis() / 60_000
                        + " min, which never cuts the first "
                        + io.serbench.stats.ForkStatistics.MIN_FORKS
                        + " rounds"
                : "every round of the plan",
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
}
