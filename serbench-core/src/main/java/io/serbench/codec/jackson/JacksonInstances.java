package io.serbench.codec.jackson;

import io.serbench.codec.Codec;
import io.serbench.codec.InstanceAdapter;

/**
 * A codec over the project's own {@code ObjectMapper}, for {@code io.serbench.codec.ConfiguredId}.
 */
public final class JacksonInstances implements InstanceAdapter {
  @Override
  public String family() {
    return "jackson";
  }

  /** The codec over the instance, or {@code null} when it is no {@code ObjectMapper}. */
  @Override
  public Codec of(Object instance, Class<?> type) {
    return instance instanceof com.fasterxml.jackson.databind.ObjectMapper mapper
        ? new JacksonCodec(mapper, type)
        : null;
  }
}
