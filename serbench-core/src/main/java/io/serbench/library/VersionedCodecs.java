package io.serbench.library;

import io.serbench.BenchmarkListener;
import io.serbench.InvalidConfigurationException;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.VersionedId;
import io.serbench.codec.VersionedLoaders;
import io.serbench.verify.Isolation;
import java.io.File;
import java.io.IOException;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.stream.Collectors;

/**
 * The versioned codecs of a run ({@code jackson-json@2.18.2}): the worker's classpath with each
 * one's resolved jars in place of the same artifacts, for its verification and probe loaders
 * ({@code CodecLoaders}) and, through {@link VersionedLoaders}, for the JMH forks; and the check
 * that each loads the version it names.
 */
public final class VersionedCodecs {
  /** The file, in the output directory, that tells the JMH forks each versioned classpath. */
  static final String FILE = "codec-classpaths.properties";

  private final Map<String, String> classpaths;
  private final Map<String, String> loaded;

  private VersionedCodecs(Map<String, String> classpaths, Map<String, String> loaded) {
    this.classpaths = classpaths;
    this.loaded = loaded;
  }

  /**
   * Builds the classpath of every versioned codec among {@code codecs}, checks that each loads the
   * version it names, and registers the classpaths for this JVM and its forks.
   *
   * @throws InvalidConfigurationException naming {@code codecs} when a versioned codec has no
   *     resolved jars or loads another version
   */
  public static VersionedCodecs prepare(
      List<CodecProvider> codecs,
      List<CodecJars> resolved,
      String classpath,
      Path directory,
      BenchmarkListener listener)
      throws IOException {
    Map<String, CodecJars> byCodec =
        resolved.stream().collect(Collectors.toMap(CodecJars::codec, j -> j, (a, b) -> a));
    Map<String, String> classpaths = new LinkedHashMap<>();
    Map<String, String> loaded = new LinkedHashMap<>();
    for (CodecProvider codec : codecs) {
      String id = codec.info().id();
      VersionedId versioned = VersionedId.of(id).orElse(null);
      if (versioned == null) {
        continue;
      }
      CodecJars jars = byCodec.get(id);
      if (jars == null || jars.jars().isEmpty()) {
        throw new InvalidConfigurationException(
            CodecCatalog.ELEMENT,
            id,
            "'"
                + id
                + "' has no resolved jars of "
                + codec.info().library()
                + " "
                + versioned.version()
                + "; versioned codecs run through the Maven plugin (mvn serbench:benchmark"
                + " -Dserbench.codecs="
                + id
                + "), which resolves them");
      }
      String own = replace(classpath, jars.jars());
      String version;
      try (URLClassLoader loader = Isolation.loader(own)) {
        version = LibraryVersions.of(codec.info(), loader);
      }
      if (!version.equals(versioned.version())) {
        throw new InvalidConfigurationException(
            CodecCatalog.ELEMENT,
            id,
            "'"
                + id
                + "' loaded "
                + codec.info().library()
                + " "
                + version
                + ", not "
                + versioned.version()
                + "; check that "
                + codec.info().library()
                + ":"
                + versioned.version()
                + " is the artifact of that version, or name the version it really has");
      }
      classpaths.put(id, own);
      loaded.put(id, version);
      listener.info(
          id
              + ": "
              + codec.info().library()
              + " "
              + version
              + " in loaders of its own, over "
              + jars.jars().size()
              + " resolved jar(s)");
    }
    if (!classpaths.isEmpty()) {
      VersionedLoaders.register(classpaths, directory.resolve(FILE));
    }
    return new VersionedCodecs(classpaths, loaded);
  }

  /** The classpath of the codec's loaders: its version's, or {@code fallback} for a plain id. */
  public String classpath(String codec, String fallback) {
    return classpaths.getOrDefault(codec, fallback);
  }

  /** The library version the versioned codec loaded, if it is one. */
  public java.util.Optional<String> loadedVersion(String codec) {
    return java.util.Optional.ofNullable(loaded.get(codec));
  }

  /**
   * The classpath with the resolved jars first and every entry of the same {@code
   * groupId:artifactId} left out, so that one version of each artifact is visible.
   */
  static String replace(String classpath, List<CodecJars.Jar> jars) {
    Set<String> keys = jars.stream().map(CodecJars.Jar::key).collect(Collectors.toSet());
    List<String> entries = new ArrayList<>();
    jars.forEach(j -> entries.add(j.path()));
    for (String entry : classpath.split(File.pathSeparator)) {
      if (!entry.isBlank() && keys.stream().noneMatch(key -> isArtifact(entry, key))) {
        entries.add(entry);
      }
    }
    return String.join(File.pathSeparator, entries);
  }

  /**
   * Whether the classpath entry is the artifact {@code groupId:artifactId}: a jar in a Maven
   * repository's layout ({@code group/path/artifact/version/artifact-version.jar}), or a jar named
   * after the artifact that holds its {@code pom.properties}.
   */
  static boolean isArtifact(String entry, String key) {
    String[] coordinates = key.split(":");
    Path path = Path.of(entry);
    String name = path.getFileName() == null ? "" : path.getFileName().toString();
    if (!name.endsWith(".jar") || !name.startsWith(coordinates[1] + "-")) {
      return false;
    }
    Path versionDirectory = path.getParent();
    Path artifactDirectory = versionDirectory == null ? null : versionDirectory.getParent();
    if (artifactDirectory != null
        && artifactDirectory.getFileName() != null
        && artifactDirectory.getFileName().toString().equals(coordinates[1])
        && artifactDirectory.getParent() != null
        && artifactDirectory
            .getParent()
            .toString()
            .replace(File.separatorChar, '/')
            .endsWith("/" + coordinates[0].replace('.', '/'))) {
      return true;
    }
    try (JarFile jar = new JarFile(path.toFile())) {
      return jar.getEntry(
              "META-INF/maven/" + coordinates[0] + "/" + coordinates[1] + "/pom.properties")
          != null;
    } catch (IOException e) {
      return false;
    }
  }
}
