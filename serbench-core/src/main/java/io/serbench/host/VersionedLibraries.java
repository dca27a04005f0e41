package io.serbench.host;

import io.serbench.InvalidConfigurationException;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.CodecSelection;
import io.serbench.codec.VersionedId;
import io.serbench.config.BenchmarkRequest;
import io.serbench.config.CodecJars;
import java.util.ArrayList;
import java.util.List;

/**
 * What a build tool resolves before a run that names versioned codecs ({@code
 * jackson-json@2.18.2,jackson-json@2.23.0}): for each, the codec's library at that version and the
 * libraries its setup adds, at the same version, with their runtime dependencies. The Maven plugin
 * resolves them with Maven's resolver and hands the jars over in {@link
 * BenchmarkRequest#codecJars()}; a front end without a resolver gets {@link #requireResolved}'s
 * error.
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

    static Wanted of(VersionedId id, CodecInfo info) {
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
          CodecSelection.ELEMENT,
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
   * The versioned codecs that the request's {@code codecs} names, checked against the catalog that
   * the worker will have (serbench's and the project's own providers).
   *
   * @throws InvalidConfigurationException naming {@code codecs}: an unknown id, a malformed
   *     version, a library that comes with the JDK
   */
  public static List<Wanted> of(BenchmarkRequest request) {
    return HostPlan.of(request).versioned();
  }

  /**
   * Fails a run whose versioned codecs have no resolved jars: the command line has no resolver.
   *
   * @throws InvalidConfigurationException naming {@code codecs} and the fix
   */
  public static void requireResolved(BenchmarkRequest request, HostPlan plan) {
    List<String> resolved = request.codecJars().stream().map(CodecJars::codec).toList();
    for (Wanted wanted : plan.versioned()) {
      if (!resolved.contains(wanted.codec())) {
        throw new InvalidConfigurationException(
            CodecSelection.ELEMENT,
            wanted.codec(),
            "'"
                + wanted.codec()
                + "' needs "
                + String.join(", ", wanted.coordinates())
                + " resolved, which the command line cannot do; run it through the Maven plugin"
                + " (mvn serbench:benchmark -Dserbench.codecs="
                + String.join(",", request.codecs())
                + ")");
      }
    }
  }
}
