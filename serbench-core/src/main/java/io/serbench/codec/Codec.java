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
}
