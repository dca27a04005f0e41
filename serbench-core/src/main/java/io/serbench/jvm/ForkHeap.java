package io.serbench.jvm;

import io.serbench.jmh.Ring;
import io.serbench.result.CodecResult;
import io.serbench.result.SampleResult;
import io.serbench.sample.MessageMix;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The heap of a measured fork, sized to what the fork holds, before any fork starts: fixed ({@code
 * -Xms} = {@code -Xmx}) and touched at start as before, so that it never resizes and no page fault
 * lands in a measured iteration, but no larger than the model needs, since touching it is part of
 * every fork's start (about 0.1 s for 256 MB, 0.28 s for 1 GB on an idle 2-core host, more on a
 * busy one).
 *
 * <p>The rule: {@value #HEADROOM} times what a fork keeps live, plus {@value #BASE_MB} MB, rounded
 * up to {@value #STEP_MB} MB, at least {@value #FLOOR_MB} MB and at most {@value #CEILING_MB} MB
 * (the old fixed heap). What a fork keeps live for its whole trial: it times one sample, or the
 * mix, on {@code threads} threads, each with its own {@link Ring}s; a ring holds {@link
 * Ring#members} instances of the sample, each as its encoding and as its objects, estimated at
 * {@value #PER_ENCODED_BYTE} bytes per byte of the sample's largest encoding over the codecs that
 * encoded it (one for the bytes, four for the objects: a Java object graph takes a few times a
 * compact encoding's bytes, and the largest encoding, usually a text format's, is already the least
 * compact). Four times keeps the live set under a quarter of the heap, well below where G1 starts a
 * concurrent cycle (45% occupied), so that no marking runs beside a measured iteration; the base
 * holds JMH and the codecs' own caches, and the floor a young generation of up to about 150 MB (G1
 * gives it at most 60% of the heap), so that a codec's garbage is collected young, in pauses that
 * scale with what survives, not with the heap.
 */
public record ForkHeap(long megabytes) {
  /** The smallest heap: JMH, the codecs' caches and room for garbage between young collections. */
  public static final long FLOOR_MB = 256;

  /** The largest heap: the fixed heap every fork had before it was sized. */
  public static final long CEILING_MB = 1024;

  /** The heap for models too large to size, and the one {@link JvmOptions#DEFAULT_HEAP} names. */
  public static final ForkHeap CEILING = new ForkHeap(CEILING_MB);

  /** The multiple of the live set the heap holds. */
  static final int HEADROOM = 4;

  /** What the heap holds besides the live set: JMH and the codecs' caches. */
  static final long BASE_MB = 128;

  /** Bytes a ring member keeps per byte of the sample's largest encoding. */
  static final int PER_ENCODED_BYTE = 5;

  /** The heap's granule. */
  static final long STEP_MB = 64;

  private static final long MB = 1L << 20;

  /**
   * The heap for forks that time these samples and this mix.
   *
   * @param samples the verified samples, with each codec's encoded size
   * @param mix the message mix, or null when there is none
   * @param threads benchmark threads per fork, each with its own rings
   */
  public static ForkHeap of(List<SampleResult> samples, MessageMix mix, int threads) {
    Map<String, Long> rings = new HashMap<>();
    long largest = 0;
    for (SampleResult sample : samples) {
      long bytes = ringBytes(sample);
      rings.put(sample.name(), bytes);
      largest = Math.max(largest, bytes);
    }
    if (mix != null) {
      long pass = 0;
      for (MessageMix.Member member : mix.members()) {
        pass += rings.getOrDefault(member.sample(), 0L);
      }
      largest = Math.max(largest, pass);
    }
    return forLive(Math.max(1, threads) * largest);
  }

  /** The heap for a fork that keeps this many bytes live. */
  static ForkHeap forLive(long liveBytes) {
    long wanted = BASE_MB + ceilDiv(HEADROOM * liveBytes, MB);
    long rounded = ceilDiv(wanted, STEP_MB) * STEP_MB;
    return new ForkHeap(Math.min(CEILING_MB, Math.max(FLOOR_MB, rounded)));
  }

  private static long ceilDiv(long a, long b) {
    return (a + b - 1) / b;
  }

  /** What one ring of the sample keeps: its members, each as bytes and objects. */
  static long ringBytes(SampleResult sample) {
    long encoded =
        sample.results().stream()
            .map(CodecResult::sizeBytes)
            .filter(size -> size != null)
            .mapToLong(Integer::longValue)
            .max()
            .orElse(0);
    return Ring.members(encoded) * encoded * PER_ENCODED_BYTE;
  }

  /** The heap's options: {@code -Xms} and {@code -Xmx} alike, G1, touched at start. */
  public List<String> options() {
    String size = megabytes % 1024 == 0 ? megabytes / 1024 + "g" : megabytes + "m";
    return List.of(
        "-Xms" + size, "-Xmx" + size, JvmOptions.DEFAULT_COLLECTOR, "-XX:+AlwaysPreTouch");
  }

  /** The heap in one line for the log: {@code 256 MB}. */
  @Override
  public String toString() {
    return String.format(Locale.ROOT, "%d MB", megabytes);
  }
}
