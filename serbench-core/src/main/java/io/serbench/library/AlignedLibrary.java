package io.serbench.library;

/**
 * A library that serbench brings for a codec, moved to the version of the library family the
 * project already has ({@link LibraryFamilies}): a Jackson dataformat or module at the project's
 * {@code jackson-databind} version, protobuf-java-util at the project's {@code protobuf-java}.
 * Without it, serbench's newer module would run over the project's older core and fail on a linkage
 * error that is serbench's, not the codec's.
 *
 * @param library {@code groupId:artifactId}
 * @param version the version on the worker's classpath: the aligned one, or serbench's own when
 *     {@code aligned} is false
 * @param ownVersion the version serbench itself depends on
 * @param core the project's artifact that set the version, {@code groupId:artifactId}
 * @param coreVersion the project's version of {@code core}
 * @param aligned whether a version matching {@code coreVersion} was resolved; when false,
 *     serbench's own version runs over the project's core, and a linkage error reads as a setup
 *     conflict
 */
public record AlignedLibrary(
    String library,
    String version,
    String ownVersion,
    String core,
    String coreVersion,
    boolean aligned) {

  /**
   * The core's artifact id and version, as a reader names them: {@code jackson-databind 2.15.4}.
   */
  public String coreName() {
    return core.substring(core.indexOf(':') + 1) + " " + coreVersion;
  }
}
