package io.serbench.jmh;

import java.lang.management.ManagementFactory;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * Bytes allocated per operation in each iteration of a fork, as JMH's gc profiler counts them
 * (every thread's allocated bytes, from the JVM's thread bean) but without what a fork allocated
 * making fresh values outside the timing ({@link FreshCopies}). One figure per iteration, so that
 * the worker can take each fork's allocation after its warm-up, where escape analysis has removed
 * what it will remove, and not an average that includes interpreted and C1 iterations.
 */
public final class AllocationProfiler implements InternalProfiler {
  /** The secondary result's label. */
  public static final String LABEL = "serbench.alloc.norm";

  private long before;
  private long freshBefore;

  @Override
  public String getDescription() {
    return "serbench: bytes allocated per operation, fresh copies made outside the timing left out";
  }

  @Override
  public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
    freshBefore = FreshCopies.total();
    before = allocated();
  }

  @Override
  public Collection<? extends Result> afterIteration(
      BenchmarkParams benchmarkParams, IterationParams iterationParams, IterationResult result) {
    long bytes = allocated() - before - (FreshCopies.total() - freshBefore);
    long ops = result.getMetadata() == null ? 0 : result.getMetadata().getAllOps();
    double norm = ops > 0 ? Math.max(0, bytes) / (double) ops : Double.NaN;
    return List.of(new ScalarResult(LABEL, norm, "B/op", AggregationPolicy.AVG));
  }

  /** Every live thread's allocated bytes so far. */
  private static long allocated() {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long total = 0;
    for (long bytes : threads.getThreadAllocatedBytes(threads.getAllThreadIds())) {
      total += Math.max(0, bytes);
    }
    return total;
  }
}
