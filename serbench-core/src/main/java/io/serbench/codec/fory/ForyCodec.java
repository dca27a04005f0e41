package io.serbench.codec.fory;

import io.serbench.codec.Codec;
import java.util.List;
import org.apache.fory.Fory;
import org.apache.fory.config.Language;

/** One Fory instance (not thread-safe) built once; serializers are generated on first use. */
final class ForyCodec implements Codec {
  private final Fory fory;

  private ForyCodec(Fory fory) {
    this.fory = fory;
  }

  /** A Java-mode Fory; with {@code registered} non-empty, registration is required. */
  static Codec create(boolean references, List<Class<?>> registered) {
    Fory fory =
        Fory.builder()
            .withLanguage(Language.JAVA)
            .withRefTracking(references)
            .requireClassRegistration(!registered.isEmpty())
            .build();
    registered.forEach(fory::register);
    return new ForyCodec(fory);
  }

  @Override
  public byte[] encode(Object value) {
    return fory.serialize(value);
  }

  @Override
  public Object decode(byte[] bytes) {
    return fory.deserialize(bytes);
  }
}
