package io.serbench.host;

import io.serbench.BenchmarkListener;
import io.serbench.SerbenchException;
import io.serbench.config.BenchmarkRequest;
import io.serbench.library.VersionedLibraries;
import io.serbench.result.BenchmarkResults;
import java.util.List;
import java.util.Optional;

/**
 * The one front door of build tools: runs a request on the JDK that runs the build, or on each of
 * several JDKs, and applies the gates that fail a build. The Maven goals and the command line call
 * it the same way and differ only in how they word a {@link RunOutcome.GateFailure}.
 */
public final class Launcher {
  private Launcher() {}

  /**
   * Runs the request on these JDK homes: its context first ({@link HostContext#of}: the JDKs
   * checked, the host's plan made once), then the run, for a build tool that resolves no versioned
   * codec's jars itself.
   *
   * @param jdkHomes JDK homes to run on one after the other; empty for the request's own launcher
   * @param failOnNoRecommendation whether no recommendation fails the build
   * @throws SerbenchException for bad configuration or a worker that could not run
   */
  public static RunOutcome run(
      BenchmarkRequest request,
      List<String> jdkHomes,
      boolean failOnNoRecommendation,
      BenchmarkListener listener)
      throws SerbenchException {
    return run(HostContext.of(request, jdkHomes), failOnNoRecommendation, listener);
  }

  /**
   * Runs the context's request with its plan, which nothing here decides again.
   *
   * @param failOnNoRecommendation whether no recommendation fails the build
   * @throws SerbenchException for bad configuration or a worker that could not run
   */
  public static RunOutcome run(
      HostContext context, boolean failOnNoRecommendation, BenchmarkListener listener)
      throws SerbenchException {
    BenchmarkRequest request = context.request();
    HostPlan plan = context.plan();
    VersionedLibraries.requireResolved(request.codecJars(), plan.versioned(), request.codecs());
    BenchmarkResults results =
        context.jdks().isEmpty()
            ? WorkerRun.run(request, plan, listener)
            : MultiJdkRun.run(request, new MultiJdkRun.Jdks(context.jdks(), plan), listener)
                .first();
    return new RunOutcome(
        results, request.layout().report(), gate(request, results, failOnNoRecommendation));
  }

  private static Optional<RunOutcome.GateFailure> gate(
      BenchmarkRequest request, BenchmarkResults results, boolean failOnNoRecommendation) {
    if (results.baseline() != null && results.baseline().failed()) {
      return Optional.of(
          new RunOutcome.GateFailure(
              RunOutcome.Gate.BASELINE_REGRESSION,
              results.baseline().verdict()
                  + " (baseline "
                  + request.baseline().file()
                  + "; see the report's baseline section)"));
    }
    if (results.baseline() != null
        && results.baseline().inconclusive()
        && request.baseline().failOnInconclusive()) {
      return Optional.of(
          new RunOutcome.GateFailure(
              RunOutcome.Gate.BASELINE_INCONCLUSIVE,
              results.baseline().verdict() + " (baseline " + request.baseline().file() + ")"));
    }
    if (failOnNoRecommendation && results.recommendation().codec() == null) {
      return Optional.of(
          new RunOutcome.GateFailure(
              RunOutcome.Gate.NO_RECOMMENDATION,
              String.join("; ", results.recommendation().reasons())));
    }
    return Optional.empty();
  }
}
