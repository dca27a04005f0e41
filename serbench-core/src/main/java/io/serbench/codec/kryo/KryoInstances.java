package io.serbench.codec.kryo;

import io.serbench.codec.Codec;
import io.serbench.codec.InstanceAdapter;

/** A codec over the project's own {@code Kryo}, for {@code io.serbench.codec.ConfiguredId}. */
public final class KryoInstances implements InstanceAdapter {
  @Override
  public String family() {
    return "kryo";
  }

  /** The codec over the instance, or {@code null} when it is no {@code Kryo}. */
  @Override
  public Codec of(Object instance, Class<?> type) {
    return instance instanceof com.esotericsoftware.kryo.Kryo kryo
        ? new KryoCodec(kryo, type)
        : null;
  }
}
