package io.serbench.codec.fst;

import io.serbench.codec.Codec;
import org.nustaq.serialization.FSTConfiguration;

/**
 * FST through one long-lived {@link FSTConfiguration}, whose {@code asByteArray}/{@code asObject}
 * reuse per-thread streams, as FST's documentation recommends.
 */
final class FstCodec implements Codec {
  private final FSTConfiguration configuration;

  FstCodec(FSTConfiguration configuration) {
    this.configuration = configuration;
  }

  @Override
  public byte[] encode(Object value) {
    return configuration.asByteArray(value);
  }

  @Override
  public Object decode(byte[] bytes) {
    return configuration.asObject(bytes);
  }
}
