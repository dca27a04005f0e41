package io.serbench.codec.fst;

import io.serbench.codec.Codec;
import io.serbench.codec.InstanceAdapter;

/**
 * A codec over the project's own {@code FSTConfiguration}, for {@code
 * io.serbench.codec.ConfiguredId}.
 */
public final class FstInstances implements InstanceAdapter {
  @Override
  public String family() {
    return "fst";
  }

  /** The codec over the instance, or {@code null} when it is no {@code FSTConfiguration}. */
  @Override
  public Codec of(Object instance, Class<?> type) {
    return instance instanceof org.nustaq.serialization.FSTConfiguration configuration
        ? new FstCodec(configuration, type)
        : null;
  }
}
