package io.serbench.protocol;

import java.util.Optional;

/**
 * Every system property that one serbench JVM sets for another: the worker's, a JMH fork's or a
 * probe's child JVM. Each constant says who sets it and who reads it, so that both sides name it
 * through this one declaration and a new crossing is declared here, not in the class that happens
 * to read it. The settings a user types ({@code -Dserbench.codecs}, ...) are not here: Maven and
 * the command line read those into the request, and they never cross as properties.
 *
 * <p>A room of the protocol of its own, below every layer, because the JVMs that read these are
 * also the forks and the child JVMs, whose code (a codec's loader, the isolated verification, the
 * generated benchmark) sits in the lowest layers.
 */
public enum SystemProperty {
  /**
   * The properties file that maps each versioned codec ({@code jackson-json@2.18.2}) to its jars'
   * classpath. Set by the worker in its own JVM once the versioned jars are prepared ({@code
   * codec.VersionedLoaders.register}), passed on to every JMH fork and child JVM ({@code
   * jvm.JvmOptions}); read by {@code codec.VersionedLoaders} wherever a versioned codec is created.
   */
  CODEC_CLASSPATHS("serbench.codecClasspaths"),

  /**
   * {@code true}: every codec's capability probes run in a JVM of their own ({@code
   * probe.ProbeJvm}). Set by the host on the worker it starts again after a worker died of a crash
   * ({@code host.WorkerRun}); read by the worker's probe stage.
   */
  PROBES_IN_OWN_JVM("serbench.probesInOwnJvm"),

  /**
   * {@code true}: the worker skips the capability probes and every capability reads NOT_TESTED. Not
   * a setting: set by serbench's own integration tests through {@code jvmArgsAppend}, which assert
   * no capability; read by the worker's engine.
   */
  SKIP_PROBES("serbench.skipProbes"),

  /**
   * The round-trip time limit of one call into a codec, in seconds. Set by the host on the worker's
   * command line when the request changes the default ({@code jvm.JvmOptions.worker}); read by
   * {@code verify.Isolation}, whose copy in every isolated loader a property reaches.
   */
  ROUND_TRIP_TIMEOUT("serbench.roundTripTimeout"),

  /**
   * The directory of the samples' pre-encoded bytes for a cold-start fork. Set by the worker on the
   * cold-start forks' command line ({@code jmh.JmhRunner}); read by the generated benchmark in the
   * fork ({@code jmh.JmhSourceGenerator} writes its name as a literal).
   */
  COLD_BYTES("serbench.coldBytes");

  private final String key;

  SystemProperty(String key) {
    this.key = key;
  }

  /** The property's name, as {@code System.getProperty} takes it. */
  public String key() {
    return key;
  }

  /** The command-line flag that sets it: {@code -Dkey=value}. */
  public String flag(String value) {
    return "-D" + key + "=" + value;
  }

  /** Whether a flag on a command line sets it: {@code -Dkey=value}, or {@code -Dkey} alone. */
  public boolean setBy(String flag) {
    return flag.startsWith("-D" + key + "=") || flag.equals("-D" + key);
  }

  /** Its value in this JVM, if set. */
  public Optional<String> value() {
    return Optional.ofNullable(System.getProperty(key));
  }

  /** Whether it is {@code true} in this JVM. */
  public boolean enabled() {
    return Boolean.parseBoolean(System.getProperty(key));
  }

  /** Sets it in this JVM, for the code of this JVM that reads it and the flags passed on. */
  public void set(String value) {
    System.setProperty(key, value);
  }
}
