package io.serbench.codec.jackson3;

import io.serbench.codec.Codec;
import io.serbench.codec.InstanceAdapter;

/**
 * A codec over the project's own Jackson 3 {@code ObjectMapper} ({@code JsonMapper} and the other
 * dataformats' mappers), for {@code io.serbench.codec.ConfiguredId}.
 */
public final class Jackson3Instances implements InstanceAdapter {
  @Override
  public String family() {
    return "jackson3";
  }

  /** The codec over the instance, or {@code null} when it is no Jackson 3 {@code ObjectMapper}. */
  @Override
  public Codec of(Object instance, Class<?> type) {
    return instance instanceof tools.jackson.databind.ObjectMapper mapper
        ? Jackson3Codec.over(mapper, type)
        : null;
  }
}
