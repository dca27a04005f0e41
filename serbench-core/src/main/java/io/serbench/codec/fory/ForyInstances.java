package io.serbench.codec.fory;

import io.serbench.codec.Codec;
import io.serbench.codec.InstanceAdapter;

/** A codec over the project's own {@code Fory}, for {@code io.serbench.codec.ConfiguredId}. */
public final class ForyInstances implements InstanceAdapter {
  @Override
  public String family() {
    return "fory";
  }

  /** The codec over the instance, or {@code null} when it is no {@code Fory}. */
  @Override
  public Codec of(Object instance, Class<?> type) {
    return instance instanceof org.apache.fory.Fory fory ? new ForyCodec(fory, type) : null;
  }
}
