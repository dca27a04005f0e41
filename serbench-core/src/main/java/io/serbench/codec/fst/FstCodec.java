package io.serbench.codec.fst;

import io.serbench.codec.Codec;
import java.util.List;
import org.nustaq.serialization.FSTConfiguration;
import org.nustaq.serialization.FSTObjectOutput;

/**
 * FST through one long-lived {@link FSTConfiguration} and its reused per-thread streams ({@code
 * getObjectOutput()}/{@code getObjectInput(bytes)}, which {@code asByteArray}/{@code asObject} also
 * use), as FST's README recommends. The root's class is passed as FST's documented hint, {@code
 * writeObject(value, Root.class)} and {@code readObject(Root.class)}, so that the root's class name
 * is not written into every message, as Kryo, protostuff and Jackson are given the root type too
 * (on serbench's test models the hint saves 29 to 36 bytes a message).
 */
final class FstCodec implements Codec {
  private final FSTConfiguration configuration;
  private final Class<?> type;

  private FstCodec(FSTConfiguration configuration, Class<?> type) {
    this.configuration = configuration;
    this.type = type;
  }

  /**
   * A codec for the root type over {@code createDefaultConfiguration()} with {@code registered}
   * pre-registered.
   */
  static Codec create(Class<?> type, boolean shareReferences, List<Class<?>> registered) {
    FSTConfiguration configuration = FSTConfiguration.createDefaultConfiguration();
    configuration.setShareReferences(shareReferences);
    if (!registered.isEmpty()) {
      configuration.registerClass(registered.toArray(Class<?>[]::new));
    }
    return new FstCodec(configuration, type);
  }

  /** The configuration, so that tests can read it back. */
  FSTConfiguration configuration() {
    return configuration;
  }

  @Override
  public byte[] encode(Object value) throws Exception {
    FSTObjectOutput output = configuration.getObjectOutput();
    output.writeObject(value, type);
    return output.getCopyOfWrittenBuffer();
  }

  @Override
  public Object decode(byte[] bytes) throws Exception {
    return configuration.getObjectInput(bytes).readObject(type);
  }
}
