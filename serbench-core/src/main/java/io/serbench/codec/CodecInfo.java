package io.serbench.codec;

import java.util.List;

/**
 * The declared traits of a codec. These are claims; the verification step measures what holds.
 *
 * @param id the public id, as used in {@code -Dserbench.codecs} and results.json
 * @param library Maven coordinates {@code groupId:artifactId} of the library measured
 * @param versionClass a class from the library's jar, used to read the version really loaded
 * @param mode a one-line description of the configuration
 * @param effort what the team must maintain to use it
 * @param format the wire format family
 * @param graph whether cycles and shared references are claimed to survive
 * @param threadSafe whether one instance may be shared between threads
 */
public record CodecInfo(
    String id,
    String library,
    String versionClass,
    String mode,
    Effort effort,
    Format format,
    boolean graph,
    boolean threadSafe) {

  /** JVM flags that the JDK modules FST and similar libraries reflect into need on JDK 17+. */
  public static final List<String> OPEN_JDK_INTERNALS =
      List.of(
          "--add-opens=java.base/java.lang=ALL-UNNAMED",
          "--add-opens=java.base/java.math=ALL-UNNAMED",
          "--add-opens=java.base/java.util=ALL-UNNAMED",
          "--add-opens=java.base/java.util.concurrent=ALL-UNNAMED",
          "--add-opens=java.base/java.net=ALL-UNNAMED",
          "--add-opens=java.base/java.text=ALL-UNNAMED",
          "--add-opens=java.base/java.time=ALL-UNNAMED");
}
