package io.serbench.jmh;

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
 * The garbage collectors a measured fork runs, as the fork itself names its GC MXBeans ({@code G1
 * Young Generation}, {@code G1 Old Generation}), so that results.json records the collector the JVM
 * really chose, not the one the options were meant to choose, without a JVM started only to ask.
 * Each iteration reports one result per collector, labelled {@value #PREFIX} and its name: the
 * collections it ran in that iteration, which JMH's log and JSON show beside the score.
 */
public final class ForkCollectors implements InternalProfiler {
  /** The start of each result's label; the collector's name follows. */
  public static final String PREFIX = "serbench.gc:";

  private final List<GarbageCollectorMXBean> collectors =
      ManagementFactory.getGarbageCollectorMXBeans();
  private long[] before = new long[0];

  @Override
  public String getDescription() {
    return "serbench: the fork's garbage collectors by name, with their collections per iteration";
  }

  @Override
  public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
    before = counts();
  }

  @Override
  public Collection<? extends Result> afterIteration(
      BenchmarkParams benchmarkParams, IterationParams iterationParams, IterationResult result) {
    long[] after = counts();
    List<Result> results = new ArrayList<>();
    for (int i = 0; i < collectors.size(); i++) {
      long ran = i < before.length && before[i] >= 0 && after[i] >= 0 ? after[i] - before[i] : 0;
      results.add(
          new ScalarResult(
              PREFIX + collectors.get(i).getName(), ran, "counts", AggregationPolicy.SUM));
    }
    return results;
  }

  private long[] counts() {
    long[] counts = new long[collectors.size()];
    for (int i = 0; i < counts.length; i++) {
      counts[i] = collectors.get(i).getCollectionCount();
    }
    return counts;
  }

  /** The collectors' names in the labels of one iteration's secondary results, in their order. */
  static Set<String> names(Map<String, Result> secondary) {
    Set<String> names = new LinkedHashSet<>();
    for (String label : secondary.keySet()) {
      if (label.startsWith(PREFIX)) {
        names.add(label.substring(PREFIX.length()));
      }
    }
    return names;
  }
}
