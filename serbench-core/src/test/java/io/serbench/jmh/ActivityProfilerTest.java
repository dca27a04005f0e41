package io.serbench.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/** A measured fork names the collectors it really runs, and counts what they ran. */
class ActivityProfilerTest {
  @Test
  void afterIteration_namesThisJvmsCollectorsWithTheirCollections() {
    ActivityProfiler profiler = new ActivityProfiler();
    List<String> expected =
        ManagementFactory.getGarbageCollectorMXBeans().stream()
            .map(GarbageCollectorMXBean::getName)
            .toList();

    profiler.beforeIteration(null, null);
    System.gc();
    Map<String, Result> secondary = new LinkedHashMap<>();
    for (Result result : profiler.afterIteration(null, null, null)) {
      secondary.put(result.getLabel(), result);
    }

    assertThat(ActivityProfiler.collectorNames(secondary)).containsExactlyElementsOf(expected);
    assertThat(
            secondary.values().stream()
                .filter(r -> r.getLabel().startsWith(ActivityProfiler.COLLECTOR))
                .mapToDouble(Result::getScore)
                .sum())
        .as("the explicit collection is counted")
        .isGreaterThanOrEqualTo(1);
  }

  @Test
  void names_readOnlyTheCollectorsLabels() {
    Map<String, Result> secondary = new LinkedHashMap<>();
    secondary.put(
        AllocationProfiler.LABEL,
        new ScalarResult(AllocationProfiler.LABEL, 12, "B/op", AggregationPolicy.AVG));
    secondary.put(
        ActivityProfiler.COLLECTOR + "Copy",
        new ScalarResult(ActivityProfiler.COLLECTOR + "Copy", 3, "counts", AggregationPolicy.SUM));
    secondary.put(
        ActivityProfiler.COLLECTOR + "MarkSweepCompact",
        new ScalarResult(
            ActivityProfiler.COLLECTOR + "MarkSweepCompact", 0, "counts", AggregationPolicy.SUM));

    assertThat(ActivityProfiler.collectorNames(secondary))
        .containsExactly("Copy", "MarkSweepCompact");
  }
}
