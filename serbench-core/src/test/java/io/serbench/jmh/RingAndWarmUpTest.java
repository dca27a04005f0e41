package io.serbench.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.model.ModelTypes;
import io.serbench.sample.SampleSpec;
import io.serbench.testmodel.Order;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a warm benchmark's inputs hold, and when its warm-up counts the fork as warm. */
class RingAndWarmUpTest {
  private static final ClassLoader LOADER = RingAndWarmUpTest.class.getClassLoader();

  private static Codec codec(Class<?> type, Object sample) throws Exception {
    return CodecCatalog.create(
        "kryo", new CodecContext(type, ModelTypes.knownClasses(List.of(type), sample)));
  }

  /** A generated sample's ring: distinct instances and distinct bytes, each one decodable. */
  @Test
  void aGeneratedSample_cyclesThroughDistinctInstancesFromOtherSeeds() throws Exception {
    SampleSpec spec = SampleSpec.generated(Order.class, 42);
    Object first = spec.instantiate(LOADER);
    Codec kryo = codec(Order.class, first);

    Ring ring = Ring.of(kryo, spec, first, LOADER);

    assertThat(ring.values()).hasSize(Ring.SIZE);
    assertThat(ring.values()[0]).isSameAs(first);
    Set<Object> distinct = Set.of(ring.values());
    assertThat(distinct).hasSize(Ring.SIZE);
    Set<String> encodings =
        Arrays.stream(ring.bytes()).map(Arrays::toString).collect(Collectors.toSet());
    assertThat(encodings).hasSize(Ring.SIZE);
    for (int k = 0; k < Ring.SIZE; k++) {
      assertThat(kryo.decode(ring.bytes()[k]))
          .usingRecursiveComparison()
          .isEqualTo(ring.values()[k]);
    }
    // the same seed gives the same instance: every fork and every codec sees the same ring
    assertThat(spec.ringMember(3).instantiate(LOADER))
        .usingRecursiveComparison()
        .isEqualTo(ring.values()[3]);
  }

  /** Calls still getting faster are not warm, however quiet the JIT's clock is. */
  @Test
  void settled_onlyWhenTheLastWindowsSetNoNewRecord() {
    assertThat(WarmUp.settled(List.of(900.0, 700.0, 500.0, 400.0, 300.0))).isFalse();
    assertThat(WarmUp.settled(List.of(900.0, 500.0, 300.0, 310.0, 305.0, 299.0, 302.0))).isTrue();
    assertThat(WarmUp.settled(List.of(300.0, 310.0, 305.0))).as("too few windows").isFalse();
  }

  /** The warm-up's cap follows the fork's measured time: short forks, short caps. */
  @Test
  void theCap_isAtMostOnePointSixTimesTheMeasuredTime() {
    assertThat(ForkResults.warmUpCapMillis(io.serbench.settings.JmhSettings.DEFAULT))
        .isEqualTo(4000);
    assertThat(
            ForkResults.warmUpCapMillis(new io.serbench.settings.JmhSettings(1, 1, 100, 10, 100)))
        .isEqualTo(1600);
    assertThat(ForkResults.warmUpCapMillis(new io.serbench.settings.JmhSettings(1, 1, 20, 6, 20)))
        .isEqualTo(500);
  }

  /** The fork's warm-up ends, writes its record, and the worker reads it back. */
  @Test
  void untilQuiet_recordsHowLongTheForkWarmedUp(@TempDir Path dir) throws Exception {
    System.setProperty(WarmUp.CAP_PROPERTY, "600");
    System.setProperty(WarmUp.LOG_PROPERTY, dir.toString());
    try {
      long[] calls = {0};
      WarmUp.untilQuiet("a.B.serialize", "s", "kryo", 1, () -> calls[0]++);
      List<WarmUp.Record> records =
          WarmUp.read(dir.resolve(WarmUp.file("a.B.serialize", "s", "kryo")));
      assertThat(records).hasSize(1);
      assertThat(records.get(0).millis()).isBetween(WarmUp.MIN_MILLIS, 2_000L);
      assertThat(calls[0]).isPositive();
    } finally {
      System.clearProperty(WarmUp.CAP_PROPERTY);
      System.clearProperty(WarmUp.LOG_PROPERTY);
    }
  }

  /**
   * A compilation in progress shows as CPU beside the benchmark's thread before HotSpot's
   * compilation clock counts it: what a thread that spins beside this one uses of a core is seen,
   * however much of a core a busy host leaves it.
   */
  @Test
  void backgroundCpu_seesAnotherThreadWorking() throws Exception {
    WarmUp.BackgroundCpu background = WarmUp.BackgroundCpu.create();
    java.util.concurrent.atomic.AtomicBoolean spin =
        new java.util.concurrent.atomic.AtomicBoolean(true);
    Thread spinner =
        new Thread(
            () -> {
              long x = 0;
              while (spin.get()) {
                x += System.nanoTime() & 1;
              }
              calls = x;
            });
    java.lang.management.ThreadMXBean threads =
        java.lang.management.ManagementFactory.getThreadMXBean();
    spinner.start();
    try {
      long start = System.nanoTime();
      long spunBefore = threads.getThreadCpuTime(spinner.getId());
      background.mark(start);
      Thread.sleep(300);
      long end = System.nanoTime();
      double seen = background.shareSince(end);
      double spun =
          (threads.getThreadCpuTime(spinner.getId()) - spunBefore) / (double) (end - start);
      // however busy the host, what the spinner got of a core is seen beside this thread, give or
      // take the process clock's ticks (10 ms over 300 ms on Linux)
      assertThat(spun).isPositive();
      assertThat(seen).isGreaterThan(spun - 0.1);
    } finally {
      spin.set(false);
      spinner.join();
    }
  }

  private static volatile long calls;
}
