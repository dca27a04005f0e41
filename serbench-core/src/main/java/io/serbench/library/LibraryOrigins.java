package io.serbench.library;

import io.serbench.codec.CodecInfo;
import io.serbench.codec.VersionedId;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.VersionSource;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Where each codec's library version came from: the project's own dependency, serbench's module
 * aligned to the project's family core, serbench's own, or a version named in {@code codecs}. The
 * report, results.json and the log say it for every codec, so that a team knows whether the figure
 * is that of the version it runs.
 */
public final class LibraryOrigins {
  private final Set<Path> project;
  private final List<String> named;
  private final Map<String, AlignedLibrary> aligned = new LinkedHashMap<>();

  /**
   * @param projectClasspath the project's own class path, whose jars are the project's versions
   * @param codecs the {@code codecs} entries as the user wrote them, which name versioned codecs
   * @param libraries the modules aligned to the project's family cores
   */
  public LibraryOrigins(
      List<String> projectClasspath, List<String> codecs, WorkerLibraries libraries) {
    project =
        projectClasspath.stream()
            .map(entry -> Path.of(entry).toAbsolutePath().normalize())
            .collect(Collectors.toSet());
    named = codecs.stream().map(String::trim).toList();
    libraries.aligned().forEach(a -> aligned.put(a.library(), a));
  }

  /** The descriptor with its version's source, found from the jar the loader takes it from. */
  public CodecDescriptor attach(CodecDescriptor descriptor, CodecInfo info, ClassLoader loader) {
    if (VersionedId.isVersioned(info.id()) && !named.contains(info.id())) {
      return descriptor.withVersionSource(
          VersionSource.ISOLATED,
          "serbench's own, in class loaders of its own: over the project's jars it met a setup"
              + " conflict");
    }
    if (VersionedId.isVersioned(info.id())) {
      return descriptor.withVersionSource(
          VersionSource.NAMED, "named in codecs, in class loaders of its own");
    }
    if (info.library().equals("java.base")) {
      return descriptor.withVersionSource(VersionSource.JDK, "the JDK's own");
    }
    boolean fromProject =
        LibraryVersions.jar(info, loader)
            .map(jar -> project.contains(jar.toAbsolutePath().normalize()))
            .orElse(false);
    List<AlignedLibrary> setup =
        info.setupLibraries().stream()
            .map(aligned::get)
            .filter(a -> a != null && a.aligned())
            .toList();
    String modules =
        setup.isEmpty()
            ? ""
            : "; its setup modules ("
                + setup.stream()
                    .map(a -> a.library().substring(a.library().indexOf(':') + 1))
                    .collect(Collectors.joining(", "))
                + ") at the project's "
                + setup.get(0).coreName();
    if (fromProject) {
      return descriptor.withVersionSource(VersionSource.PROJECT, "the project's own" + modules);
    }
    AlignedLibrary own = aligned.get(info.library());
    if (own != null && own.aligned()) {
      return descriptor.withVersionSource(
          VersionSource.ALIGNED,
          "aligned to the project's "
              + own.coreName()
              + " (serbench's own is "
              + own.ownVersion()
              + ")");
    }
    if (own != null) {
      return descriptor.withVersionSource(
          VersionSource.MISMATCHED,
          "serbench's "
              + own.ownVersion()
              + " over the project's "
              + own.coreName()
              + ": no "
              + own.library()
              + " "
              + String.join(" or ", LibraryFamilies.candidates(own.coreVersion()))
              + " was found, so a linkage error reads as a setup conflict; "
              + info.id()
              + "@"
              + own.ownVersion()
              + " in codecs runs it in class loaders of its own");
    }
    return descriptor.withVersionSource(VersionSource.SERBENCH, "serbench's own" + modules);
  }

  /** One log line: each codec's library version and where it came from. */
  public static String logLine(List<CodecDescriptor> descriptors) {
    return "Library versions measured: "
        + descriptors.stream()
            .map(
                d ->
                    d.id()
                        + " "
                        + d.version()
                        + " ("
                        + (d.versionSource() == VersionSource.ALIGNED
                            ? d.versionNote().replaceFirst(" \\(.*", "")
                            : d.versionSource() == null ? "?" : d.versionSource().label())
                        + ")")
            .collect(Collectors.joining(", "));
  }
}
