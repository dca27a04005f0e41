package io.serbench.jvm;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.jmh.Ring;
import io.serbench.result.CodecResult;
import io.serbench.result.SampleResult;
import io.serbench.sample.MessageMix;
import io.serbench.settings.Measurement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The forks' heap follows what a fork holds: the floor for small models, the ceiling for big. */
class ForkHeapTest {
  /** A sample whose codecs encoded it to these sizes; null where a codec did not encode it. */
  private static SampleResult sample(String name, Integer... sizes) {
    List<CodecResult> results = new ArrayList<>();
    for (Integer size : sizes) {
      results.add(
          new CodecResult(
              "c" + results.size(),
              CodecResult.RoundTrip.PASS,
              null,
              null,
              List.of(),
              0,
              false,
              size,
              size,
              null,
              null,
              null,
              null,
              null,
              null,
              false,
              null,
              null));
    }
    return new SampleResult(name, "a.B", name, null, List.of(), results);
  }

  @Test
  void aSmallModel_getsTheFloor() {
    ForkHeap heap = ForkHeap.of(List.of(sample("s", 300, 1_200, null)), null, 1);

    assertThat(heap.megabytes()).isEqualTo(ForkHeap.FLOOR_MB);
    assertThat(heap.options())
        .containsExactly("-Xms256m", "-Xmx256m", "-XX:+UseG1GC", "-XX:+AlwaysPreTouch");
  }

  @Test
  void theLargestEncodingOfTheLargestSample_sizesTheHeap() {
    // 16 members of 1 MB, 5 bytes kept per encoded byte: 80 MB live, 4 times that and 128 MB
    ForkHeap heap =
        ForkHeap.of(List.of(sample("small", 100), sample("big", 200_000, 1 << 20)), null, 1);

    assertThat(heap.megabytes()).isEqualTo(128 + 4 * 16 * 5);
    assertThat(heap.megabytes() % 64).isZero();
  }

  @Test
  void threadsAndTheMix_multiplyWhatAForkHolds() {
    List<SampleResult> samples = List.of(sample("a", 1 << 18), sample("b", 1 << 18));
    long one = ForkHeap.of(samples, null, 1).megabytes();
    MessageMix mix =
        new MessageMix(
            List.of(
                new MessageMix.Member("a", "A", 0.5, 1), new MessageMix.Member("b", "B", 0.5, 1)),
            List.of(0, 1));

    assertThat(ForkHeap.of(samples, mix, 1).megabytes()).isGreaterThan(one);
    assertThat(ForkHeap.of(samples, null, 2).megabytes()).isGreaterThan(one);
  }

  @Test
  void aHugeModel_staysAtTheCeiling() {
    ForkHeap heap = ForkHeap.of(List.of(sample("huge", (int) Ring.MAX_BYTES)), null, 8);

    assertThat(heap).isEqualTo(ForkHeap.CEILING);
    assertThat(heap.options()).startsWith("-Xms1g", "-Xmx1g");
    assertThat(String.join(" ", heap.options()))
        .isEqualTo(String.join(" ", JvmOptions.DEFAULT_HEAP));
  }

  @Test
  void theForksOptions_carryTheHeapUnlessJvmArgsReplaceIt() {
    ForkHeap heap = new ForkHeap(320);

    assertThat(JvmOptions.forks(Measurement.DEFAULT, List.of("-Dx=1"), false, heap))
        .containsExactly("-Xms320m", "-Xmx320m", "-XX:+UseG1GC", "-XX:+AlwaysPreTouch", "-Dx=1");
    Measurement own =
        new Measurement(
            Measurement.Preset.QUICK,
            null,
            1,
            List.of(),
            Arrays.asList("-Xmx2g", "-XX:+UseParallelGC"),
            List.of(),
            false);
    assertThat(JvmOptions.forks(own, List.of(), false, heap))
        .containsExactly("-Xmx2g", "-XX:+UseParallelGC");
  }
}
