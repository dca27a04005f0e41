package io.serbench.codec;

import java.util.List;
import java.util.function.IntFunction;

/**
 * A convenient base for {@link CodecProvider}s: fixed traits, JVM flags by Java version, and a
 * factory. Keep library types out of subclasses' fields and constructors; reach the library only
 * inside the factory, through a static method that returns {@link Codec}.
 */
public abstract class BaseCodecProvider implements CodecProvider {
  private final CodecInfo info;
  private final IntFunction<List<String>> jvmFlags;

  /** A codec factory that may throw, as library setup does. */
  @FunctionalInterface
  protected interface Factory {
    Codec create(CodecContext context) throws Exception;
  }

  private final Factory factory;

  protected BaseCodecProvider(CodecInfo info, Factory factory) {
    this(info, feature -> List.of(), factory);
  }

  protected BaseCodecProvider(CodecInfo info, IntFunction<List<String>> jvmFlags, Factory factory) {
    this.info = info;
    this.jvmFlags = jvmFlags;
    this.factory = factory;
  }

  @Override
  public final CodecInfo info() {
    return info;
  }

  @Override
  public final List<String> jvmFlags(int javaFeatureVersion) {
    return jvmFlags.apply(javaFeatureVersion);
  }

  @Override
  public final Codec create(CodecContext context) throws Exception {
    return factory.create(context);
  }
}
