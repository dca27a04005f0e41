package io.serbench.measure;

import io.serbench.InvalidConfigurationException;
import io.serbench.config.BenchmarkRequest;
import io.serbench.run.PhaseClock;
import io.serbench.run.RunContext;
import io.serbench.run.RunPlan;
import io.serbench.settings.Measurement;
import java.util.function.Consumer;
import java.util.function.IntFunction;

/**
 * The race's plan, and whether it fell back to the mix alone.
 *
 * @param plan the race's limits
 * @param fallback whether the per-class figures were dropped to fit the time budget
 */
record Planned(MeasurementPlanner.Plan plan, boolean fallback) {
  /**
   * The plan of these entries: the configured JMH settings, the preset, or what the time budget
   * holds once the cold-start pass ({@code coldMillis}) and the time spent so far are taken out.
   */
  static Planned of(
      RunContext<RunPlan> context, RaceEntries entries, long coldMillis, ForkCosts costs) {
    BenchmarkRequest request = context.request();
    int operations = request.measurement().operations().size();
    boolean withPerClass = entries.perClass(context.plan());
    // every round runs one fork of the host's sentinel beside the codecs' (SentinelForks)
    int sentinel = 1;
    // a fork's start, on average over the codecs' forks, as their verifications measured it
    long start =
        Math.round(
            entries.all().stream()
                .mapToLong(e -> costs.startMillis(e.codec()))
                .average()
                .orElse(MeasurementPlanner.FORK_START_MILLIS));
    return withFallback(
        benchmarks -> plan(request, context.clock(), benchmarks, coldMillis, start),
        entries.all().size() * operations + sentinel,
        entries.mix().isEmpty() || !withPerClass
            ? -1
            : entries.mix().size() * operations + sentinel,
        context.listener()::warn);
  }

  /**
   * Plans {@code all} benchmarks; when a time budget cannot hold them (the planner refuses, or only
   * one round fits, which gives no figure an interval) and {@code mixOnly} is not negative, warns
   * and plans the mix's {@code mixOnly} benchmarks alone instead of failing.
   */
  static Planned withFallback(
      IntFunction<MeasurementPlanner.Plan> planner, int all, int mixOnly, Consumer<String> warn) {
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

  private static MeasurementPlanner.Plan plan(
      BenchmarkRequest request, PhaseClock clock, int benchmarks, long coldMillis, long start) {
    if (request.jmh() != null) {
      return MeasurementPlanner.explicit(request.jmh());
    }
    Measurement measurement = request.measurement();
    if (measurement.timeBudgetMillis() != null) {
      return MeasurementPlanner.forBudget(
          measurement.timeBudgetMillis() - coldMillis,
          clock.elapsedMillis(),
          benchmarks,
          measurement.preset(),
          start);
    }
    return MeasurementPlanner.preset(measurement.preset());
  }
}
