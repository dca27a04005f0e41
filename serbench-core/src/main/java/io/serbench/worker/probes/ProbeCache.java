package io.serbench.worker.probes;

import io.serbench.codec.CodecProvider;
import io.serbench.config.BenchmarkRequest;
import io.serbench.library.LibraryVersions;
import io.serbench.model.ModelTypes;
import io.serbench.probe.common.Capability;
import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import io.serbench.result.io.ResultsFile;
import io.serbench.run.RunPlan;
import io.serbench.sample.SampleSpec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Capability verdicts kept between runs while nothing they depend on has changed. A verdict is
 * stored under a key of everything a probe's answer depends on: the codec, its library's version
 * and the JVM flags it needs, serbench's own code, the JDK and the user's JVM options, the run's
 * settings that reach the probes (the versioning changes required, the list of model classes that
 * classes-known codecs register), the sample's spec, and the bytecode of every class the model
 * reaches (and of a factory's class, or a fixture's file). A change to any of them is a new key, so
 * a changed part class re-probes exactly the messages that reach it. An entry holds the
 * capabilities that were probed for it (a run probes only those its answer needs), and a later run
 * that needs more probes the rest and stores the two together. Verification and measurement are
 * never cached.
 */
final class ProbeCache {
  /**
   * A stored verdict.
   *
   * @param probedAt when it was probed, ISO-8601 to the second
   * @param capabilities what the probes found; only the cells of {@code probed} are verdicts
   * @param probed the capabilities probed to their end: a run that needs another one probes it and
   *     stores the two together
   */
  record Entry(String probedAt, Capabilities capabilities, Set<Capability> probed) {
    Entry {
      // an entry of before the capabilities were probed apart held every one of them
      probed = probed == null ? Capability.all() : Set.copyOf(probed);
    }
  }

  private final Path directory;
  private final String runKey;
  private final Function<Class<?>, byte[]> bytecode;

  /** The model's part of a key, by model and sample: every codec shares it. */
  private final java.util.Map<String, String> modelParts =
      new java.util.concurrent.ConcurrentHashMap<>();

  /**
   * @param directory where verdicts are kept, or {@code null} to keep none
   * @param runKey what every verdict of this run depends on (see {@link #runKey})
   * @param bytecode reads a class's bytes, empty for a class of the JDK
   */
  ProbeCache(Path directory, String runKey, Function<Class<?>, byte[]> bytecode) {
    this.directory = directory;
    this.runKey = runKey;
    this.bytecode = bytecode;
  }

  /** The probe cache of this run: the configured directory, or the output directory's. */
  static ProbeCache of(
      io.serbench.config.BenchmarkRequest request,
      io.serbench.measure.Samples samples,
      io.serbench.probe.nextjdk.NextJdkProbe nextJdk) {
    java.nio.file.Path directory =
        request.worker().probeCache() != null
            ? java.nio.file.Path.of(request.worker().probeCache())
            : request
                .layout()
                .directory()
                .resolve(io.serbench.config.WorkerSettings.DEFAULT_PROBE_CACHE);
    return new ProbeCache(
        directory,
        ProbeCache.runKey(
            keySettings(
                request,
                samples.modelNames(),
                nextJdk.jdk().map(jdk -> jdk.home() + " " + jdk.version()).orElse("none"))),
        ProbeCache::classBytes);
  }

  /**
   * The settings of a run that every verdict depends on, whichever codecs are selected: the
   * versioning changes, the model classes, the user's JVM options (not the worker's, which hold the
   * union of the selected codecs' flags: a codec's own flags are in its own part of the key, {@link
   * #codecPart}), the worker's bytecode verification and round-trip limit, and the next JDK.
   */
  static List<String> keySettings(
      BenchmarkRequest request, List<String> modelNames, String nextJdkHome) {
    return List.of(
        "changes " + request.criteria().constraints().versioningChanges(),
        "models " + new java.util.TreeSet<>(modelNames),
        "jvm " + io.serbench.jvm.JvmOptions.user(request.measurement()),
        "verify " + request.worker().verifyBytecode(),
        "round trip limit " + request.worker().roundTripTimeoutSeconds() + " s",
        "resource attacks 1",
        "next JDK " + nextJdkHome);
  }

  /**
   * A codec's own part of its verdicts' key: the version of its library that the run loads and the
   * JVM flags the codec itself needs.
   */
  static String codecPart(RunPlan plan, CodecProvider codec) {
    return plan.version(codec.info().id()).orElse(LibraryVersions.UNKNOWN)
        + " "
        + codec.jvmFlags(Runtime.version().feature());
  }

  /** The log's line on what a pass reused from the cache, and when that was probed. */
  static String reusedLine(
      int reused, BenchmarkRequest request, java.util.NavigableSet<String> probedAt, int probed) {
    return String.format(
        java.util.Locale.ROOT,
        "Reused %d codec-and-class verdicts of the probe cache (%s), probed at %s, since"
            + " nothing they depend on changed; probed %d; -Dserbench.fresh probes all again",
        reused,
        request.worker().probeCache() != null
            ? request.worker().probeCache()
            : "probe-cache in the output directory",
        probedAt.size() == 1 ? probedAt.first() : probedAt.first() + " to " + probedAt.last(),
        probed);
  }

  /** A cache that keeps nothing. */
  static ProbeCache off() {
    return new ProbeCache(null, "", type -> new byte[0]);
  }

  boolean enabled() {
    return directory != null;
  }

  /**
   * What every verdict of a run depends on, besides its codec and model: serbench's code, the JDK
   * and the settings that reach the probes. Not the worker's JVM flags: they hold the union of the
   * selected codecs' flags, and a codec's verdicts stay valid beside other codecs.
   */
  static String runKey(List<String> settings) {
    List<String> parts = new ArrayList<>(settings);
    parts.add("serbench " + codeFingerprint(ProbeCache.class));
    parts.add("jdk " + Runtime.version() + " " + System.getProperty("java.vendor"));
    return String.join("\n", parts);
  }

  /**
   * The key of one codec's verdicts on one model class with one sample.
   *
   * @param codec the codec id
   * @param version the version of the codec's library that the worker loaded, and the JVM flags the
   *     codec needs
   */
  String key(String codec, String version, Class<?> model, SampleSpec spec) {
    String sample;
    try {
      sample = ResultsFile.mapper().writeValueAsString(spec);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    String modelPart =
        modelParts.computeIfAbsent(model.getName() + "\n" + sample, k -> modelPart(model, spec));
    return hash(
        (runKey
                + "\ncodec "
                + codec
                + " "
                + version
                + "\nmodel "
                + model.getName()
                + "\nsample "
                + sample
                + "\n"
                + modelPart)
            .getBytes(StandardCharsets.UTF_8));
  }

  private static List<Class<?>> nestMates(Class<?> type) {
    if (type.isArray() || type.isPrimitive() || type.getClassLoader() == null) {
      return List.of();
    }
    try {
      return List.of(type.getNestMembers());
    } catch (RuntimeException | LinkageError e) {
      return List.of();
    }
  }

  /**
   * The bytecode of every class the model reaches and of the classes nested with them, and the
   * factory's class or fixture's file.
   */
  private String modelPart(Class<?> model, SampleSpec spec) {
    StringBuilder key = new StringBuilder();
    TreeSet<String> classes = new TreeSet<>();
    for (Class<?> reached : ModelTypes.knownClasses(List.of(model))) {
      classes.add(reached.getName() + " " + hash(bytecode.apply(reached)));
      // the classes nested with it (a builder) follow its versioning variants' changes
      for (Class<?> mate : nestMates(reached)) {
        classes.add(mate.getName() + " " + hash(bytecode.apply(mate)));
      }
    }
    classes.add(model.getName() + " " + hash(bytecode.apply(model)));
    if (spec.kind() == SampleSpec.Kind.FACTORY && spec.source() != null) {
      String factory = spec.source().substring(0, Math.max(0, spec.source().indexOf('#')));
      try {
        classes.add(
            factory
                + " "
                + hash(bytecode.apply(Class.forName(factory, false, model.getClassLoader()))));
      } catch (ClassNotFoundException | LinkageError e) {
        classes.add(factory + " missing");
      }
    }
    if (spec.kind() == SampleSpec.Kind.FIXTURE && spec.source() != null) {
      try {
        classes.add(spec.source() + " " + hash(Files.readAllBytes(Path.of(spec.source()))));
      } catch (IOException e) {
        classes.add(spec.source() + " unreadable");
      }
    }
    classes.forEach(c -> key.append("\nclass ").append(c));
    return key.toString();
  }

  /** The stored verdicts of a key, if any and readable. */
  Optional<Entry> get(String key) {
    if (!enabled()) {
      return Optional.empty();
    }
    Path file = file(key);
    if (!Files.isRegularFile(file)) {
      return Optional.empty();
    }
    try {
      return Optional.of(ResultsFile.mapper().readValue(file.toFile(), Entry.class));
    } catch (IOException e) {
      // a file of another serbench, or cut short: probe again, and overwrite it
      return Optional.empty();
    }
  }

  /**
   * Stores the verdicts of the capabilities probed, leaving out any whose probe did not run to its
   * end (a hang or a probe that could not run is worth trying again next time), and a capability
   * not probed: its cell is no verdict.
   */
  void put(String key, Capabilities capabilities, Set<Capability> probed) {
    Set<Capability> kept = EnumSet.noneOf(Capability.class);
    probed.stream().filter(c -> settled(c, capabilities)).forEach(kept::add);
    if (!enabled() || kept.isEmpty()) {
      return;
    }
    Path file = file(key);
    try {
      Files.createDirectories(file.getParent());
      Path temporary = Files.createTempFile(file.getParent(), "probe", ".tmp");
      ResultsFile.mapper()
          .writeValue(
              temporary.toFile(),
              new Entry(
                  Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(),
                  capabilities.withReusedFrom(null),
                  kept));
      Files.move(
          temporary,
          file,
          java.nio.file.StandardCopyOption.REPLACE_EXISTING,
          java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      // a cache that cannot be written only costs the next run its probes
    }
  }

  /** Whether the capability's verdicts came from a probe that ran to its end. */
  static boolean settled(Capability capability, Capabilities capabilities) {
    List<CapabilityResult> cells = capability.cells(capabilities);
    // no cell: the probe did not run
    return !cells.isEmpty()
        && cells.stream()
            .map(CapabilityResult::evidence)
            .filter(java.util.Objects::nonNull)
            .noneMatch(
                e ->
                    e.contains("timed out")
                        || e.contains("could not run")
                        || e.contains("not probed")
                        || e.contains("crashed")
                        || e.contains("hung:")
                        || e.contains("hang:"));
  }

  private Path file(String key) {
    return directory.resolve(key.substring(0, 2)).resolve(key + ".json");
  }

  /** The class's bytes from its loader, empty for the JDK's own classes. */
  static byte[] classBytes(Class<?> type) {
    byte[] bytes = type.getClassLoader() == null ? null : ModelTypes.classFile(type);
    return bytes == null ? new byte[0] : bytes;
  }

  /**
   * serbench's own code: the jar's bytes, or, run from a build's classes directory, every file's
   * name, size and time, so that a rebuilt serbench never reuses the verdicts of another.
   */
  static String codeFingerprint(Class<?> type) {
    try {
      Path location = Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
      if (Files.isRegularFile(location)) {
        return hash(Files.readAllBytes(location));
      }
      StringBuilder files = new StringBuilder();
      try (Stream<Path> walk = Files.walk(location)) {
        for (Path file : walk.filter(Files::isRegularFile).sorted().toList()) {
          files
              .append(location.relativize(file))
              .append(' ')
              .append(Files.size(file))
              .append(' ')
              .append(Files.getLastModifiedTime(file).toMillis())
              .append('\n');
        }
      }
      return hash(files.toString().getBytes(StandardCharsets.UTF_8));
    } catch (Exception e) {
      // no code source to read: a key that no later run shares
      return "unknown " + System.nanoTime();
    }
  }

  static String hash(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
