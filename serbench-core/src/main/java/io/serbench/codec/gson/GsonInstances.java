package io.serbench.codec.gson;

import io.serbench.codec.Codec;
import io.serbench.codec.InstanceAdapter;

/** A codec over the project's own {@code Gson}, for {@code io.serbench.codec.ConfiguredId}. */
public final class GsonInstances implements InstanceAdapter {
  @Override
  public String family() {
    return "gson";
  }

  /** The codec over the instance, or {@code null} when it is no {@code Gson}. */
  @Override
  public Codec of(Object instance, Class<?> type) {
    return instance instanceof com.google.gson.Gson gson
        ? new GsonProvider.GsonCodec(gson, type)
        : null;
  }
}
