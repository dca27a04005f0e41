package io.serbench.codec.fst;

import io.serbench.codec.Codec;
import java.util.List;
import org.nustaq.serialization.FSTConfiguration;

/**
 * FST through one long-lived {@link FSTConfiguration}, whose {@code asByteArray}/{@code asObject}
 * reuse per-thread streams, as FST's documentation recommends.
 */
final class FstCodec implements Codec {
  private final FSTConfiguration configuration;

  private FstCodec(FSTConfiguration configuration) {
    this.configuration = configuration;
  }

  /** A codec over {@code createDefaultConfiguration()} with {@code registered} pre-registered. */
  static Codec create(boolean shareReferences, List<Class<?>> registered) {
    FSTConfiguration configuration = FSTConfiguration.createDefaultConfiguration();
    configuration.setShareReferences(shareReferences);
    if (!registered.isEmpty()) {
      configuration.registerClass(registered.toArray(Class<?>[]::new));
    }
    return new FstCodec(configuration);
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
