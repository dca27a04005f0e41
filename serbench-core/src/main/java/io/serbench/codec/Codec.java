package io.serbench.codec;

/**
 * One serializer, configured for one root type. Implementations hold the library's best-practice
 * usage (reused buffers, pre-bound readers and writers), so that a benchmark of {@link #encode} and
 * {@link #decode} measures the library and not glue code.
 *
 * <p>Instances are not thread-safe unless their provider says so; serbench uses one per thread.
 */
public interface Codec {
  /** Serializes one root object. */
  byte[] encode(Object value) throws Exception;

  /** Deserializes bytes produced by {@link #encode} back into the root type. */
  Object decode(byte[] bytes) throws Exception;

  /**
   * A copy of {@code value} in the state a service's message is in before its first encode, for
   * libraries whose values cache what an encode computes ({@link
   * CodecProvider#freshValuePerCall()}): the harness makes one before each timed encode, outside
   * the timing. The value itself by default, since most values cache nothing.
   */
  default Object fresh(Object value) throws Exception {
    return value;
  }
}
