package io.serbench.run;

import io.serbench.BenchmarkListener;
import io.serbench.config.BenchmarkRequest;
import io.serbench.files.OutputLayout;

/**
 * What every stage of a run is handed, from the first, as one value, as Jib hands its steps a
 * {@code BuildContext}: the request, the plan in the phase the run has reached, where progress
 * goes, the run's clock and the loader of the project's classes. The plan's phases are types, each
 * adding what a stage made known: {@link Selection} before stage 1, {@link Lineup} once the model
 * is scanned, {@link RunPlan} once the codecs are verified. A stage names the phase it needs
 * ({@code RunContext<RunPlan>}), or any ({@code RunContext<?>}) when it reads no plan.
 *
 * @param request the request, as the host wrote it
 * @param plan the plan so far
 * @param listener where progress and warnings go
 * @param clock the wall time of each phase so far
 * @param loader the loader of the project's classes and the codecs
 * @param <P> the plan's phase
 */
public record RunContext<P>(
    BenchmarkRequest request,
    P plan,
    BenchmarkListener listener,
    PhaseClock clock,
    ClassLoader loader) {
  /** Where the run's files go. */
  public OutputLayout layout() {
    return request.layout();
  }

  /** The same run with its plan in the next phase, or revised. */
  public <Q> RunContext<Q> with(Q next) {
    return new RunContext<>(request, next, listener, clock, loader);
  }
}
