package io.serbench.codec;

import java.util.List;

/**
 * A codec of the catalog under a versioned id ({@link VersionedId}): the same setup and claims, the
 * id {@code base@version}. Inside a class loader over that version's jars it creates the codec as
 * its base provider does; in the JVM's own loader it creates it through {@link VersionedLoaders},
 * which holds the loader of that version, so that no path measures the classpath's version under
 * the versioned id.
 */
final class VersionedProvider implements CodecProvider {
  private final CodecProvider base;
  private final CodecInfo info;

  VersionedProvider(CodecProvider base, VersionedId id) {
    this.base = base;
    this.info = base.info().as(id.id(), base.info().mode());
  }

  @Override
  public CodecInfo info() {
    return info;
  }

  @Override
  public boolean bindsAtBuildTime(List<Class<?>> modelClasses) {
    return base.bindsAtBuildTime(modelClasses);
  }

  @Override
  public List<String> jvmFlags(int javaFeatureVersion) {
    return base.jvmFlags(javaFeatureVersion);
  }

  @Override
  public Codec create(CodecContext context) throws Exception {
    if (VersionedLoaders.routes(info.id())) {
      return VersionedLoaders.create(info.id(), context);
    }
    return base.create(context);
  }

  @Override
  public Codec unguarded(CodecContext context) throws Exception {
    if (VersionedLoaders.routes(info.id())) {
      throw new IllegalStateException(
          info.id() + " runs unguarded only inside a loader over its version's jars");
    }
    return base.unguarded(context);
  }

  @Override
  public String measuredMode(List<Class<?>> modelClasses) {
    return base.measuredMode(modelClasses);
  }

  @Override
  public boolean appliesTo(List<Class<?>> modelClasses) {
    return false;
  }

  @Override
  public boolean freshValuePerCall() {
    return base.freshValuePerCall();
  }

  @Override
  public String setupSnippet() {
    return base.setupSnippet();
  }
}
