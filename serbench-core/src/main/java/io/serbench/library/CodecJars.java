package io.serbench.library;

import java.util.List;

/**
 * The jars of one versioned codec ({@code jackson-json@2.18.2}), as the build tool resolved them:
 * the library at that version with its runtime dependencies, and the setup's libraries at the same
 * version. The worker puts them in place of the same artifacts on its classpath, in the codec's own
 * class loaders.
 *
 * @param codec the versioned id
 * @param jars the resolved jars
 */
public record CodecJars(String codec, List<Jar> jars) {
  public CodecJars {
    jars = List.copyOf(jars);
  }

  /**
   * One resolved jar.
   *
   * @param groupId its Maven group
   * @param artifactId its Maven artifact
   * @param version its version
   * @param path the file
   */
  public record Jar(String groupId, String artifactId, String version, String path) {
    /** {@code groupId:artifactId}, as {@link io.serbench.codec.CodecInfo#library()} names one. */
    public String key() {
      return groupId + ":" + artifactId;
    }
  }
}
