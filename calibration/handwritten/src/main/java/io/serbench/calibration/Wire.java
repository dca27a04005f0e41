package io.serbench.calibration;

/**
 * One codec for one message type, typed: what a service's own code would hold. Each JMH fork
 * creates exactly one implementation, so the call through this interface is monomorphic.
 *
 * @param <T> the message type
 */
public interface Wire<T> {
  byte[] encode(T value) throws Exception;

  T decode(byte[] bytes) throws Exception;
}
