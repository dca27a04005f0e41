package io.serbench.codec.fory;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import java.util.List;
import org.apache.fory.Fory;
import org.apache.fory.config.ForyBuilder;
import org.apache.fory.config.Language;

/**
 * One Fory instance (not thread-safe) built once; serializers are generated on first use. Reads
 * pass the root type ({@code deserialize(bytes, type)}), Fory 1.x's typed read: Fory 1.0 removed
 * {@code serializeJavaObject} and {@code deserializeJavaObject} (apache/fory#3454), so the writer
 * still writes the root's type information (its name, or its id where it is registered), and the
 * typed read resolves a compatible writer's class metadata against the reader's class.
 */
final class ForyCodec implements Codec {
  private final Fory fory;
  private final Class<?> type;

  ForyCodec(Fory fory, Class<?> type) {
    this.fory = fory;
    this.type = type;
  }

  /**
   * A Java-mode Fory as Fory's own benchmarks build it ({@code ForyState} in Fory's benchmark
   * module): schema-consistent unless {@code compatible}, and then with scoped meta sharing, which
   * writes each class's field metadata once per message. With {@code registered} non-empty,
   * registration is required. Fory 1.6 turns compatible mode on when it is not set, so the mode is
   * always set explicitly. {@link ForyProviders#snippet} writes this setup as source for the
   * report: change the two together.
   */
  static Codec create(
      CodecContext context, boolean references, boolean compatible, List<Class<?>> registered) {
    return create(context, references, compatible, registered, !registered.isEmpty());
  }

  /**
   * The same, with registration required or not whatever is registered: an attacker's writer is the
   * registered setup with the requirement off.
   */
  static Codec create(
      CodecContext context,
      boolean references,
      boolean compatible,
      List<Class<?>> registered,
      boolean required) {
    return new ForyCodec(
        build(references, compatible, registered, required, !context.probing()),
        context.rootType());
  }

  /**
   * The Fory instance. {@code codegen} off only for the versioning probe: Fory then serializes
   * through its interpreter, whose bytes are the generated serializers' bytes (Fory's docs; {@code
   * ForyInterpreterTest} checks it on every test model), without compiling serializers anew in each
   * of the probe's class loaders.
   */
  static Fory build(
      boolean references,
      boolean compatible,
      List<Class<?>> registered,
      boolean required,
      boolean codegen) {
    ForyBuilder builder =
        Fory.builder()
            .withLanguage(Language.JAVA)
            .withRefTracking(references)
            .withCompatible(compatible)
            .withCodegen(codegen)
            .requireClassRegistration(required);
    if (compatible) {
      builder.withScopedMetaShare(true);
    }
    Fory fory = builder.build();
    registered.forEach(fory::register);
    return fory;
  }

  /** The instance, so that tests can read back its configuration. */
  Fory fory() {
    return fory;
  }

  @Override
  public byte[] encode(Object value) {
    return fory.serialize(value);
  }

  @Override
  public Object decode(byte[] bytes) {
    return fory.deserialize(bytes, type);
  }
}
