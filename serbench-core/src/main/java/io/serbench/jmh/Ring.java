package io.serbench.jmh;

import io.serbench.codec.Codec;
import io.serbench.sample.SampleSpec;
import io.serbench.sample.VariedCopies;
import io.serbench.verify.DeepComparator;
import io.serbench.verify.Difference;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The inputs a warm benchmark cycles through, built and encoded in setup: a timed call costs one
 * array index more than a call on one fixed object. Every sample gives {@link #SIZE} distinct
 * instances, so that the branch predictor cannot learn one message's every data-dependent branch,
 * as it would on one instance and one {@code byte[]} called again and again (a calibration found
 * one repeated instance flattered fory's serialize by 38%, kryo-registered's by 19%):
 *
 * <ul>
 *   <li>a generated sample: the generator with other seeds (other number widths, strings, optional
 *       fields);
 *   <li>a factory's sample: the factory called again, when its calls give other values;
 *   <li>a fixture's sample, or a factory's whose calls give equal values: copies with the values
 *       varied as the generator varies them ({@link VariedCopies}).
 * </ul>
 *
 * <p>The verified sample is the ring's first member. A sample that cannot be copied (a cycle, a
 * generated protobuf message, a class that does not bind back unchanged), or a member the codec
 * cannot encode or decode again (a value its verification never saw), makes the ring the verified
 * sample alone, and the fork's log says why.
 */
public final class Ring {
  /** How many distinct instances a sample's ring holds: a power of two. */
  public static final int SIZE = 16;

  /** The most encoded bytes a ring holds; larger samples get fewer members. */
  public static final long MAX_BYTES = 32L << 20;

  private final Object[] values;
  private final byte[][] bytes;

  private Ring(Object[] values, byte[][] bytes) {
    this.values = values;
    this.bytes = bytes;
  }

  /**
   * How many members a ring of a sample this many bytes long holds: fewer past {@link #MAX_BYTES}.
   */
  public static int members(long encodedBytes) {
    int size = SIZE;
    while (size > 1 && size * encodedBytes > MAX_BYTES) {
      size /= 2;
    }
    return size;
  }

  /**
   * The ring of one sample for one codec.
   *
   * @param codec the codec measured
   * @param spec the sample's spec, to build the other members with
   * @param first the verified sample, built in {@code loader}
   * @param loader the loader of the model classes the codec sees
   */
  public static Ring of(Codec codec, SampleSpec spec, Object first, ClassLoader loader)
      throws Exception {
    byte[] firstBytes = codec.encode(first);
    Ring alone = new Ring(new Object[] {first}, new byte[][] {firstBytes});
    int size = members(firstBytes.length);
    if (size == 1) {
      return alone;
    }
    IntFunction<Object> member;
    try {
      member = others(spec, first, loader);
    } catch (Exception | LinkageError | StackOverflowError e) {
      log(spec, "it cannot be copied with other values (" + oneLine(e) + ")");
      return alone;
    }
    Object[] values = new Object[size];
    byte[][] bytes = new byte[size][];
    values[0] = first;
    bytes[0] = firstBytes;
    for (int k = 1; k < size; k++) {
      try {
        values[k] = member.apply(k);
        bytes[k] = codec.encode(values[k]);
        codec.decode(bytes[k]);
      } catch (Exception | LinkageError e) {
        log(
            spec,
            "member "
                + k
                + " did not round-trip ("
                + e.getClass().getName()
                + ": "
                + oneLine(e)
                + ")");
        return alone;
      }
    }
    return new Ring(values, bytes);
  }

  /**
   * The ring's other members by index: other seeds, the factory called again, or varied copies.
   *
   * @throws IllegalStateException saying why, when the sample cannot be varied
   */
  static IntFunction<Object> others(SampleSpec spec, Object first, ClassLoader loader) {
    if (spec.variesBySeed()) {
      return k -> spec.ringMember(k).instantiate(loader);
    }
    if (spec.kind() == SampleSpec.Kind.FACTORY) {
      Object again = spec.instantiate(loader);
      if (!DeepComparator.compare(first, again, 1).isEmpty()) {
        // the factory gives other values per call: its own instances are the ring's
        return k -> k == 1 ? again : spec.instantiate(loader);
      }
    }
    VariedCopies copies = VariedCopies.of(first);
    // a copy must be the sample itself when nothing is varied: what the tree loses (shared
    // references, a field it does not write) would change the work a codec does
    List<Difference> lost = DeepComparator.compare(first, copies.unvaried(), 1);
    if (!lost.isEmpty()) {
      throw new IllegalStateException(
          "it does not bind back unchanged through a JSON tree: " + lost.get(0));
    }
    return copies::copy;
  }

  private static void log(SampleSpec spec, String why) {
    System.out.println(
        "serbench: the ring of " + spec.name() + " repeats the verified sample: " + why);
  }

  private static String oneLine(Throwable e) {
    String message = e.getMessage() == null ? e.toString() : e.getMessage();
    String line = message.lines().findFirst().orElse("");
    return line.length() <= 200 ? line : line.substring(0, 200) + "...";
  }

  /** The members, in the order the benchmark cycles through them. */
  public Object[] values() {
    return values;
  }

  /** Each member encoded by the codec, for the decoding benchmarks. */
  public byte[][] bytes() {
    return bytes;
  }
}
