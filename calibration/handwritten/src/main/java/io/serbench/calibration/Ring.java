package io.serbench.calibration;

import io.serbench.sample.SampleSpec;
import io.serbench.settings.GeneratorSettings;
import java.lang.reflect.Array;
import java.util.function.ToLongFunction;

/**
 * serbench's ring of inputs for one message and one codec: 16 instances built by serbench's
 * generator with seeds 42 to 57 (its defaults otherwise: 5 elements per collection, 12-character
 * ASCII strings), each encoded once here, so that the benchmarks cycle through them with {@code
 * next = (i + 1) & MASK} as serbench's do. serbench's generator is the only serbench code the
 * benchmarks touch, and only here, in setup.
 *
 * <p>Every member is decoded once and read: a read that differs from the original's fails the
 * setup, so a codec that loses a field cannot be timed.
 *
 * @param <T> the message type
 */
public final class Ring<T> {
  /** Members: serbench's {@code io.serbench.jmh.Ring.SIZE}. */
  public static final int SIZE = 16;

  /** The index mask of the ring. */
  public static final int MASK = SIZE - 1;

  /** The members, in the order the benchmarks cycle through them. */
  public final T[] values;

  /** Each member encoded by the codec. */
  public final byte[][] bytes;

  private Ring(T[] values, byte[][] bytes) {
    this.values = values;
    this.bytes = bytes;
  }

  /**
   * Builds, encodes and checks the ring.
   *
   * @param codec the codec's id, for the failure's message
   * @throws IllegalStateException when a member's decoded copy reads otherwise than the member
   */
  public static <T> Ring<T> of(Class<T> type, String codec, Wire<T> wire, ToLongFunction<T> reader)
      throws Exception {
    SampleSpec spec = SampleSpec.generated(type, GeneratorSettings.DEFAULT_SEED);
    @SuppressWarnings("unchecked") // an array of the message type
    T[] values = (T[]) Array.newInstance(type, SIZE);
    byte[][] bytes = new byte[SIZE][];
    for (int k = 0; k < SIZE; k++) {
      values[k] = type.cast(spec.ringMember(k).instantiate(type.getClassLoader()));
      bytes[k] = wire.encode(values[k]);
      long original = reader.applyAsLong(values[k]);
      long decoded = reader.applyAsLong(wire.decode(bytes[k]));
      if (decoded != original) {
        throw new IllegalStateException(
            codec
                + " did not round-trip member "
                + k
                + " of "
                + type.getSimpleName()
                + ": its decoded copy reads "
                + decoded
                + ", the original "
                + original);
      }
    }
    return new Ring<>(values, bytes);
  }
}
