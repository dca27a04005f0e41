package io.serbench.jmh;

import io.serbench.codec.Codec;
import io.serbench.sample.SampleSpec;

/**
 * The inputs a warm benchmark cycles through, built and encoded in setup: a timed call costs one
 * array index more than a call on one fixed object. A generated sample gives {@link #SIZE} distinct
 * instances (the generator with other seeds: other number widths, strings, optional fields), so
 * that the branch predictor cannot learn one message's every data-dependent branch, as it would on
 * one instance and one {@code byte[]} called again and again. A factory's or a fixture's sample is
 * one object: its ring holds it once, and the figure says that it repeats.
 *
 * <p>The verified sample is the ring's first member. A member the codec cannot encode or decode
 * again (a value its verification never saw) makes the ring the verified sample alone, and the
 * fork's log says so.
 */
public final class Ring {
  /** How many distinct instances a generated sample's ring holds: a power of two. */
  public static final int SIZE = 16;

  /** The most encoded bytes a ring holds; larger samples get fewer members. */
  static final long MAX_BYTES = 32L << 20;

  private final Object[] values;
  private final byte[][] bytes;

  private Ring(Object[] values, byte[][] bytes) {
    this.values = values;
    this.bytes = bytes;
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
    int size = spec.variesBySeed() ? SIZE : 1;
    while (size > 1 && (long) size * firstBytes.length > MAX_BYTES) {
      size /= 2;
    }
    Object[] values = new Object[size];
    byte[][] bytes = new byte[size][];
    values[0] = first;
    bytes[0] = firstBytes;
    for (int k = 1; k < size; k++) {
      try {
        values[k] = spec.ringMember(k).instantiate(loader);
        bytes[k] = codec.encode(values[k]);
        codec.decode(bytes[k]);
      } catch (Exception | LinkageError e) {
        System.out.println(
            "serbench: ring member "
                + k
                + " of "
                + spec.name()
                + " did not round-trip ("
                + e
                + "); this fork repeats the verified sample");
        return new Ring(new Object[] {first}, new byte[][] {firstBytes});
      }
    }
    return new Ring(values, bytes);
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
