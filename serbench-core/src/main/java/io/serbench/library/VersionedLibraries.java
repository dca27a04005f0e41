package io.serbench.library;

import io.serbench.InvalidConfigurationException;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.VersionedId;
import java.util.ArrayList;
import java.util.List;

/**
 * What a build tool resolves before a run that names versioned codecs ({@code
 * jackson-json@2.18.2,jackson-json@2.23.0}): for each, the codec's library at that version and the
 * libraries its setup adds, at the same version, with their runtime dependencies. The Maven plugin
 * resolves them with Maven's resolver and hands the jars over in the request's {@code codecJars}; a
 * front end without a resolver gets {@link #requireResolved}'s error. The host's plan names them
 * ({@code HostPlan.versioned()}), from its one load of the catalog.
 */
public final class VersionedLibraries {
  private VersionedLibraries() {}

  /**
   * One versioned codec to resolve.
   *
   * @param codec the versioned id, {@code jackson-json@2.18.2}
   * @param library the codec's library, {@code groupId:artifactId}
   * @param coordinates {@code groupId:artifactId:version} of the library and of each library its
   *     setup adds, at the version named
   */
  public record Wanted(String codec, String library, List<String> coordinates) {
    public Wanted {
      coordinates = List.copyOf(coordinates);
    }

    /** The library and setup libraries of a codec's info, at the version the id names. */
    public static Wanted of(VersionedId id, CodecInfo info) {
      List<String> coordinates = new ArrayList<>();
      coordinates.add(info.library() + ":" + id.version());
      info.setupLibraries().forEach(l -> coordinates.add(l + ":" + id.version()));
      return new Wanted(id.id(), info.library(), coordinates);
    }

    /**
     * The error for a version that no repository has.
     *
     * @param offline whether Maven ran offline, so that a version it never downloaded is missing
     */
    public InvalidConfigurationException unresolvable(boolean offline) {
      return new InvalidConfigurationException(
          CodecCatalog.ELEMENT,
          codec,
          "'"
              + codec
              + "' cannot be resolved: "
              + String.join(", ", coordinates)
              + (offline
                  ? " is not in the local repository and Maven is offline; run once without -o,"
                      + " or name a version the local repository has"
                  : " is not in the project's repositories; name a released version of "
                      + library));
    }
  }

  /**
   * Fails a run whose versioned codecs have no resolved jars: the command line has no resolver.
   *
   * @param jars the jars the build tool resolved, the request's {@code codecJars}
   * @param versioned the versioned codecs the run names, as the host's plan found them
   * @param codecs the request's {@code codecs}, for the command that resolves them
   * @throws InvalidConfigurationException naming {@code codecs} and the fix
   */
  public static void requireResolved(
      List<CodecJars> jars, List<Wanted> versioned, List<String> codecs) {
    List<String> resolved = jars.stream().map(CodecJars::codec).toList();
    for (Wanted wanted : versioned) {
      if (!resolved.contains(wanted.codec())) {
        throw new InvalidConfigurationException(
            CodecCatalog.ELEMENT,
            wanted.codec(),
            "'"
                + wanted.codec()
                + "' needs "
                + String.join(", ", wanted.coordinates())
                + " resolved, which the command line cannot do; run it through the Maven plugin"
                + " (mvn serbench:benchmark -Dserbench.codecs="
                + String.join(",", codecs)
                + ")");
      }
    }
  }
}
