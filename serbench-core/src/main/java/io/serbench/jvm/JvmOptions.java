package io.serbench.jvm;

import io.serbench.codec.VersionedLoaders;
import io.serbench.protocol.SystemProperty;
import io.serbench.settings.Measurement;
import io.serbench.verify.Isolation;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The one place that composes JVM options: the worker's ({@link #worker}), the JMH forks' ({@link
 * #forks}), what the user set alone ({@link #user}, the probe cache's key), and the probes' child
 * JVMs: the resource attacks' and the next JDK's ({@link #probeChild}, a codec's own flags and a
 * small heap, none of the user's options), the probes moved out of a crashed worker ({@link
 * #likeThisJvm}), and what every child adds ({@link #child}). It sits in the checks layer, below
 * the request, so that the probes can call it; the worker's half takes the request's values, not
 * the request. System properties that hand a child a file or a switch of this run (the cold start's
 * bytes, the versioned jars' list, the probes' own-JVM switch) are added where that file or switch
 * is known; they choose nothing about the JVM. Two words only: the <em>codec flags</em> a codec
 * declares ({@code CodecProvider.jvmFlags}), and the <em>JVM options</em> composed here from them
 * and the user's {@code jvmArgs} and {@code jvmArgsAppend}.
 */
public final class JvmOptions {
  /**
   * The forks' options unless {@code jvmArgs} replaces them, with the largest heap a fork gets
   * ({@link ForkHeap#CEILING}); a run sizes the heap to its model ({@link ForkHeap}): a fixed heap,
   * a named collector (G1, what a server JVM picks by itself on most hosts; without a name the JVM
   * picks Serial below 2 CPUs or about 1.8 GB, so two hosts could differ without a word), and the
   * heap touched at start, so that first-touch page faults do not land in the early iterations and
   * look like warm-up.
   */
  public static final List<String> DEFAULT_HEAP =
      List.of("-Xms1g", "-Xmx1g", "-XX:+UseG1GC", "-XX:+AlwaysPreTouch");

  /** The collector {@link #DEFAULT_HEAP} names; dropped when the user names another. */
  static final String DEFAULT_COLLECTOR = "-XX:+UseG1GC";

  /**
   * The worker's own options, never the forks'. The worker measures nothing itself; it loads every
   * codec library cold again in each isolated class loader of verification and probes. C1 only:
   * with the 8 foundation codecs on 10 model classes, verification, probes and compilation went
   * from 14 s to 10 s (JDK 17, 2 cores). Without bytecode verification of classpath classes,
   * loading Jackson in a fresh loader took half the time; {@code verifyWorkerBytecode} keeps
   * verification on ({@link #WORKER_VERIFYING}). The core ITs' pom runs its test JVM with these
   * too, through the property {@code serbench.worker.flags}, which a test compares.
   */
  public static final List<String> WORKER =
      List.of(
          "-XX:+UnlockDiagnosticVMOptions",
          "-XX:-BytecodeVerificationRemote",
          "-XX:TieredStopAtLevel=1");

  /** The worker's own options when {@code verifyWorkerBytecode} is set. */
  public static final List<String> WORKER_VERIFYING = List.of("-XX:TieredStopAtLevel=1");

  private JvmOptions() {}

  /**
   * The worker JVM's options: the user's {@code jvmArgs} (none by default: the JVM's own heap), the
   * codec flags (verification and the probes run in the worker too), {@code jvmArgsAppend}, the
   * round-trip time limit when it is not the default, then the worker's own options.
   */
  public static List<String> worker(WorkerJvm worker, Collection<String> codecFlags) {
    Measurement measurement = worker.measurement();
    List<String> options =
        new ArrayList<>(
            compose(
                measurement,
                measurement.jvmArgs() == null ? List.of() : measurement.jvmArgs(),
                codecFlags));
    long timeout = worker.roundTripTimeoutSeconds();
    if (timeout != Isolation.DEFAULT_TIMEOUT_SECONDS) {
      options.add(SystemProperty.ROUND_TRIP_TIMEOUT.flag(String.valueOf(timeout)));
    }
    List<String> own = new ArrayList<>(new LinkedHashSet<>(options));
    own.addAll(worker.verifyBytecode() ? WORKER_VERIFYING : WORKER);
    return List.copyOf(own);
  }

  /**
   * Every JMH fork's options: the user's {@code jvmArgs} or {@link #DEFAULT_HEAP}, then the flags
   * of every selected codec (so that a codec that passed verification in the worker meets the same
   * JVM in its benchmark), then where a fork finds each versioned codec's jars when any is
   * selected, then {@code jvmArgsAppend}.
   */
  public static List<String> forks(
      Measurement measurement, Collection<String> codecFlags, boolean versioned) {
    return forks(measurement, codecFlags, versioned, ForkHeap.CEILING);
  }

  /**
   * Every JMH fork's options, as {@link #forks(Measurement, Collection, boolean)}, with the heap
   * given in place of the ceiling's when {@code jvmArgs} does not replace the defaults.
   */
  public static List<String> forks(
      Measurement measurement, Collection<String> codecFlags, boolean versioned, ForkHeap heap) {
    Set<String> flags = new LinkedHashSet<>(codecFlags);
    if (versioned) {
      flags.addAll(VersionedLoaders.forkFlags());
    }
    return compose(
        measurement, measurement.jvmArgs() == null ? heap.options() : measurement.jvmArgs(), flags);
  }

  /**
   * A fork's options on the next JDK, for what it costs in speed: the race's fork options, the
   * codec flags of every selected codec for that JDK's feature version (Fory opens {@code
   * java.lang.invoke} on 25), the agent that lets JMH 1.37 start with {@code Unsafe} denied ({@code
   * jmh.PaddingCheckAgent}, in both settings so that it falls on both sides of the ratio), and the
   * setting's own flags: none for the JDK's default, {@code NextJdk.DENY} for the denied forks.
   */
  public static List<String> nextJdkForks(
      List<String> forks, Collection<String> nextJdkFlags, String agentJar, List<String> setting) {
    Set<String> options = new LinkedHashSet<>(forks);
    options.addAll(nextJdkFlags);
    options.add("-javaagent:" + agentJar);
    options.addAll(setting);
    return List.copyOf(options);
  }

  /**
   * What the worker's options are made of: the measurement (the user's {@code jvmArgs} and {@code
   * jvmArgsAppend}), the round-trip time limit ({@code roundTripTimeout}) and whether the worker
   * verifies bytecode ({@code verifyWorkerBytecode}).
   */
  public record WorkerJvm(
      Measurement measurement, long roundTripTimeoutSeconds, boolean verifyBytecode) {}

  /**
   * A probe's child JVM (the resource attacks, the next JDK's round trips): the flags given (a
   * codec's own, or the next JDK's denial and the opens its library documents), the heap given,
   * then the quick compiler and the simplest collector, which start fastest for a few round trips.
   * None of the user's options: the child answers what the library does, not what this build's
   * settings do.
   */
  public static List<String> probeChild(Collection<String> flags, String heap) {
    List<String> options = new ArrayList<>(flags);
    options.add(heap);
    options.add("-XX:TieredStopAtLevel=1");
    options.add("-XX:+UseSerialGC");
    return List.copyOf(options);
  }

  /**
   * This JVM's own options without the system property given: a worker's probes moved into a JVM of
   * their own run as the worker does, without the property that moved them.
   */
  public static List<String> likeThisJvm(SystemProperty dropped) {
    return ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
        .filter(a -> !dropped.setBy(a))
        .toList();
  }

  /**
   * Every child JVM's options: the ones given, no core dump on a crash (a crash is evidence, its
   * {@code hs_err} file is enough), and the versioned codecs' classpaths ({@link
   * SystemProperty#CODEC_CLASSPATHS}) as this JVM has them, unless the options already name them.
   */
  public static List<String> child(List<String> options) {
    List<String> all = new ArrayList<>(options);
    all.add("-XX:-CreateCoredumpOnCrash");
    SystemProperty versioned = SystemProperty.CODEC_CLASSPATHS;
    if (options.stream().noneMatch(versioned::setBy)) {
      versioned.value().ifPresent(file -> all.add(versioned.flag(file)));
    }
    return List.copyOf(all);
  }

  /** The user's options alone, with the JVM's default heap: what the probe cache keys on. */
  public static List<String> user(Measurement measurement) {
    return compose(
        measurement, measurement.jvmArgs() == null ? List.of() : measurement.jvmArgs(), List.of());
  }

  private static List<String> compose(
      Measurement measurement, List<String> base, Collection<String> codecFlags) {
    Set<String> options = new LinkedHashSet<>(base);
    options.addAll(codecFlags);
    options.addAll(measurement.jvmArgsAppend());
    // two collectors stop the JVM at start: the user's choice wins over the default's
    if (measurement.jvmArgsAppend().stream().anyMatch(JvmOptions::selectsCollector)) {
      options.remove(DEFAULT_COLLECTOR);
    }
    return List.copyOf(options);
  }

  /** Whether a JVM option selects a garbage collector, such as {@code -XX:+UseSerialGC}. */
  static boolean selectsCollector(String option) {
    return option.matches("-XX:\\+Use[A-Za-z]*GC");
  }
}
