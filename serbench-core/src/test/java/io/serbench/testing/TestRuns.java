package io.serbench.testing;

import io.serbench.BenchmarkListener;
import io.serbench.config.BenchmarkRequest;
import io.serbench.host.HostPlan;
import io.serbench.host.WorkerRun;
import io.serbench.result.BenchmarkResults;

/** One worker run of a request, with the host's plan made for it, as the launcher makes it. */
public final class TestRuns {
  private TestRuns() {}

  /** Runs the request in one worker JVM on the request's own {@code java} launcher. */
  public static BenchmarkResults worker(BenchmarkRequest request, BenchmarkListener listener) {
    return WorkerRun.run(request, HostPlan.of(request), listener);
  }
}
