package io.serbench.recommend;

import io.serbench.result.CodecDescriptor;
import io.serbench.result.Criteria;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * serbench's guess of the codec a team uses now, when it did not say ({@code <current>}): the one
 * serializer library of the run's codecs that the project's own classpath holds, if there is
 * exactly one. The guess is stated as a guess wherever the switch is written.
 */
public final class CurrentCodec {
  private CurrentCodec() {}

  /**
   * The first codec, in catalog order, of the one library of {@code codecs} that {@code
   * projectClasspath} holds; empty when it holds none or several.
   *
   * @param projectClasspath the project's runtime classpath entries, as paths
   * @param codecs the run's codecs, in catalog order
   */
  public static Optional<Criteria.Current> guess(
      List<String> projectClasspath, List<CodecDescriptor> codecs) {
    Map<String, String> firstCodecOfLibrary = new LinkedHashMap<>();
    for (CodecDescriptor codec : codecs) {
      if (codec.library() != null && codec.library().contains(":")) {
        firstCodecOfLibrary.putIfAbsent(codec.library(), codec.id());
      }
    }
    List<String> found =
        firstCodecOfLibrary.keySet().stream()
            .filter(library -> projectClasspath.stream().anyMatch(e -> holds(e, library)))
            .toList();
    if (found.size() != 1) {
      return Optional.empty();
    }
    String library = found.get(0);
    return Optional.of(
        new Criteria.Current(
            firstCodecOfLibrary.get(library),
            "the project's classpath holds " + library + " and no other serializer of this run"));
  }

  /** Whether a classpath entry is a jar of the library, by Maven's file name rule. */
  static boolean holds(String entry, String library) {
    String artifactId = library.substring(library.indexOf(':') + 1);
    Path name = Path.of(entry).getFileName();
    return name != null
        && Pattern.compile(Pattern.quote(artifactId) + "-\\d[^/]*\\.jar")
            .matcher(name.toString())
            .matches();
  }
}
