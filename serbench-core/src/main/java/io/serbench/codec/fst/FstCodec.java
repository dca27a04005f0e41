package io.serbench.codec.fst;

import io.serbench.codec.Codec;
import java.util.List;
import org.nustaq.serialization.FSTConfiguration;
import org.nustaq.serialization.FSTObjectInputNoShared;
import org.nustaq.serialization.FSTObjectOutput;
import org.nustaq.serialization.FSTObjectOutputNoShared;

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

  /**
   * With references off, FST's own unshared streams, one pair per thread and reused: FST documents
   * {@code FSTObjectOutputNoShared}/{@code FSTObjectInputNoShared} as the faster path of that mode,
   * and jvm-serializers' fst-flat uses them. They skip a class's {@code writeObject}/{@code
   * readObject} hooks, which the fidelity check then shows. Null with references on.
   */
  private final ThreadLocal<FSTObjectOutputNoShared> unsharedOutput;

  private final ThreadLocal<FSTObjectInputNoShared> unsharedInput;

  FstCodec(FSTConfiguration configuration, Class<?> type) {
    this.configuration = configuration;
    this.type = type;
    if (configuration.isShareReferences()) {
      this.unsharedOutput = null;
      this.unsharedInput = null;
    } else {
      this.unsharedOutput =
          ThreadLocal.withInitial(() -> new FSTObjectOutputNoShared(configuration));
      this.unsharedInput = ThreadLocal.withInitial(() -> new FSTObjectInputNoShared(configuration));
    }
  }

  /**
   * A codec for the root type over {@code createDefaultConfiguration()} with {@code registered}
   * pre-registered. {@link FstProviders#SNIPPET} writes {@code fst}'s setup as source for the
   * report: change the two together.
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
    FSTObjectOutput output;
    if (unsharedOutput == null) {
      output = configuration.getObjectOutput();
    } else {
      output = unsharedOutput.get();
      output.resetForReUse();
    }
    output.writeObject(value, type);
    return output.getCopyOfWrittenBuffer();
  }

  @Override
  public Object decode(byte[] bytes) throws Exception {
    if (unsharedInput == null) {
      return configuration.getObjectInput(bytes).readObject(type);
    }
    FSTObjectInputNoShared input = unsharedInput.get();
    input.resetForReuseUseArray(bytes);
    return input.readObject(type);
  }
}
