package io.serbench.jmh;

import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
 *
 * <p>Each collector also reports its own collections, labelled {@value #COLLECTOR} and its name
 * ({@code G1 Young Generation}), so that results.json records the collectors the fork really ran,
 * not the ones the options were meant to choose, without a JVM started only to ask.
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

  /** The start of a collector's result label; the collector's name follows. */
  public static final String COLLECTOR = "serbench.gc:";

  private final List<GarbageCollectorMXBean> collectors =
      ManagementFactory.getGarbageCollectorMXBeans();
  private long[] collectionsBefore = new long[0];
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
    collectionsBefore = collections();
    startNanos = System.nanoTime();
  }

  @Override
  public Collection<? extends Result> afterIteration(
      BenchmarkParams benchmarkParams, IterationParams iterationParams, IterationResult result) {
    double wall = (System.nanoTime() - startNanos) / 1e6;
    List<Result> results = new ArrayList<>();
    results.add(new ScalarResult(WALL, wall, "ms", AggregationPolicy.SUM));
    results.add(
        new ScalarResult(COMPILE, compileMillis() - compileBefore, "ms", AggregationPolicy.SUM));
    results.add(
        new ScalarResult(GC_COUNT, gc(true) - gcCountBefore, "counts", AggregationPolicy.SUM));
    results.add(new ScalarResult(GC_TIME, gc(false) - gcTimeBefore, "ms", AggregationPolicy.SUM));
    long[] after = collections();
    for (int i = 0; i < collectors.size(); i++) {
      long before = i < collectionsBefore.length ? collectionsBefore[i] : -1;
      long ran = before >= 0 && after[i] >= 0 ? after[i] - before : 0;
      results.add(
          new ScalarResult(
              COLLECTOR + collectors.get(i).getName(), ran, "counts", AggregationPolicy.SUM));
    }
    return results;
  }

  private long[] collections() {
    long[] counts = new long[collectors.size()];
    for (int i = 0; i < counts.length; i++) {
      counts[i] = collectors.get(i).getCollectionCount();
    }
    return counts;
  }

  /** The collectors' names in the labels of one iteration's secondary results, in their order. */
  static Set<String> collectorNames(Map<String, Result> secondary) {
    Set<String> names = new LinkedHashSet<>();
    for (String label : secondary.keySet()) {
      if (label.startsWith(COLLECTOR)) {
        names.add(label.substring(COLLECTOR.length()));
      }
    }
    return names;
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
