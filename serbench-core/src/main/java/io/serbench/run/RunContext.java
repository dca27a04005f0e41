package io.serbench.run;

import io.serbench.BenchmarkListener;
import io.serbench.config.BenchmarkRequest;
import io.serbench.files.OutputLayout;

/**
 * What every stage of a run is handed, as one value, as Jib hands its steps a {@code BuildContext}:
 * the plan decided once, where progress goes, the run's clock, and (through the request) where the
 * output goes.
 *
 * @param plan the run's plan
 * @param listener where progress and warnings go
 * @param clock the wall time of each phase so far
 */
public record RunContext(RunPlan plan, BenchmarkListener listener, PhaseClock clock) {
  /** The request, as the host wrote it. */
  public BenchmarkRequest request() {
    return plan.request();
  }

  /** Where the run's files go. */
  public OutputLayout layout() {
    return plan.request().layout();
  }

  /** The same listener and clock with a completed plan. */
  public RunContext with(RunPlan completed) {
    return new RunContext(completed, listener, clock);
  }
}
