package io.serbench.jmh;

import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
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
 * The JIT's and the collectors' activity in each iteration of a fork, warm-up iterations included
 * (JMH calls an internal profiler around those too): the compilation time of the JVM's {@link
 * CompilationMXBean}, the collections and collection time of its {@link GarbageCollectorMXBean}s,
 * and the iteration's wall time, as JMH's own {@code CompilerProfiler} and {@code GCProfiler} read
 * them, but one figure per iteration where JMH's give the warm-up's compilation as one total. A few
 * calls to the JVM's beans per iteration, outside the timed loop: cheap enough for every fork.
 */
public final class ActivityProfiler implements InternalProfiler {
  /** The iteration's wall time, in milliseconds. */
  public static final String WALL = "serbench.iteration.ms";

  /** The JIT's compilation time in the iteration, in milliseconds. */
  public static final String COMPILE = "serbench.compiler.ms";

  /** The collections in the iteration. */
  public static final String GC_COUNT = "serbench.gc.count";

  /** The collectors' time in the iteration, in milliseconds. */
  public static final String GC_TIME = "serbench.gc.ms";

  private long startNanos;
  private long compileBefore;
  private long gcCountBefore;
  private long gcTimeBefore;

  @Override
  public String getDescription() {
    return "serbench: compilation and collections per iteration, warm-up iterations included";
  }

  @Override
  public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
    compileBefore = compileMillis();
    gcCountBefore = gc(true);
    gcTimeBefore = gc(false);
    startNanos = System.nanoTime();
  }

  @Override
  public Collection<? extends Result> afterIteration(
      BenchmarkParams benchmarkParams, IterationParams iterationParams, IterationResult result) {
    double wall = (System.nanoTime() - startNanos) / 1e6;
    return List.of(
        new ScalarResult(WALL, wall, "ms", AggregationPolicy.SUM),
        new ScalarResult(COMPILE, compileMillis() - compileBefore, "ms", AggregationPolicy.SUM),
        new ScalarResult(GC_COUNT, gc(true) - gcCountBefore, "counts", AggregationPolicy.SUM),
        new ScalarResult(GC_TIME, gc(false) - gcTimeBefore, "ms", AggregationPolicy.SUM));
  }

  /** The JIT's compilation time so far; 0 where the JVM does not keep it. */
  private static long compileMillis() {
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    return jit != null && jit.isCompilationTimeMonitoringSupported()
        ? jit.getTotalCompilationTime()
        : 0;
  }

  /** Every collector's collections ({@code count}) or collection time so far. */
  private static long gc(boolean count) {
    long total = 0;
    for (GarbageCollectorMXBean bean : ManagementFactory.getGarbageCollectorMXBeans()) {
      total += Math.max(0, count ? bean.getCollectionCount() : bean.getCollectionTime());
    }
    return total;
  }
}
