package io.serbench.recommend;

import io.serbench.codec.FoundInstance;
import io.serbench.codec.ModelBinding;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.Criteria;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * serbench's guess of the codec a team uses now, when it did not say ({@code <current>}), stated as
 * a guess wherever the switch is written. The library comes from the model's own binding first
 * (generated messages, Jackson's or Gson's annotations: {@link ModelBinding}), then from the
 * configured instances the project hands out when they are all of one library, then from the one
 * serializer library of the run's codecs that the project's class path holds. Where exactly one of
 * the project's instances ({@link FoundInstance}) is of that library, the guess is that instance
 * ({@code jackson-json=io.swagger.v3.core.util.Json#mapper}), which the run then measures.
 */
public final class CurrentCodec {
  private CurrentCodec() {}

  /**
   * What the guess stands on.
   *
   * @param projectClasspath the project's runtime class path entries, as paths
   * @param codecs the run's codec ids with their libraries ({@code groupId:artifactId}), in catalog
   *     order
   * @param binding the binding the model's classes show, if any
   * @param found the configured instances the project's classes and model jars hand out
   */
  public record Evidence(
      List<String> projectClasspath,
      Map<String, String> codecs,
      Optional<ModelBinding> binding,
      List<FoundInstance> found) {
    public Evidence {
      projectClasspath = List.copyOf(projectClasspath);
      codecs = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(codecs));
      found = List.copyOf(found);
    }
  }

  /**
   * The first codec, in catalog order, of the one library of {@code codecs} that {@code
   * projectClasspath} holds; empty when it holds none or several.
   *
   * @param projectClasspath the project's runtime classpath entries, as paths
   * @param codecs the run's codecs, in catalog order
   */
  public static Optional<Criteria.Current> guess(
      List<String> projectClasspath, List<CodecDescriptor> codecs) {
    Map<String, String> libraries = new LinkedHashMap<>();
    codecs.forEach(c -> libraries.put(c.id(), c.library()));
    return onClasspath(projectClasspath, libraries);
  }

  /**
   * The guess from everything the run knows before it verifies; empty when nothing points to one.
   */
  public static Optional<Criteria.Current> guess(Evidence evidence) {
    Optional<Criteria.Current> codec =
        evidence
            .binding()
            .filter(b -> evidence.codecs().containsKey(b.codec()))
            .map(b -> new Criteria.Current(b.codec(), b.reason()))
            .or(() -> ofInstances(evidence))
            .or(() -> onClasspath(evidence.projectClasspath(), evidence.codecs()));
    return codec.map(c -> withInstance(c, evidence));
  }

  /** The first run codec of the one library that every found instance is of. */
  private static Optional<Criteria.Current> ofInstances(Evidence evidence) {
    List<String> families =
        evidence.found().stream().map(FoundInstance::family).distinct().toList();
    if (families.size() != 1) {
      return Optional.empty();
    }
    FoundInstance first = evidence.found().get(0);
    return evidence.codecs().entrySet().stream()
        .filter(e -> e.getValue() != null && first.takenBy(e.getValue()))
        .findFirst()
        .map(
            e ->
                new Criteria.Current(
                    e.getKey(),
                    "the project hands out "
                        + (evidence.found().size() == 1
                            ? first.reference() + ", " + first.describe()
                            : evidence.found().size() + " configured instances of that library")
                        + ", and no other serializer's"));
  }

  /** The guess moved to the one project instance of its library, when there is exactly one. */
  private static Criteria.Current withInstance(Criteria.Current guess, Evidence evidence) {
    String library = evidence.codecs().get(guess.codec());
    if (library == null) {
      return guess;
    }
    List<FoundInstance> taken = evidence.found().stream().filter(f -> f.takenBy(library)).toList();
    if (taken.size() != 1) {
      return guess;
    }
    FoundInstance instance = taken.get(0);
    String why =
        guess.guessedFrom().startsWith("the project hands out " + instance.reference())
            ? guess.guessedFrom()
            : guess.guessedFrom()
                + "; the project hands out one configured instance of its library, "
                + instance.reference();
    return new Criteria.Current(instance.id(), why);
  }

  private static Optional<Criteria.Current> onClasspath(
      List<String> projectClasspath, Map<String, String> codecs) {
    Map<String, String> firstCodecOfLibrary = new LinkedHashMap<>();
    codecs.forEach(
        (id, library) -> {
          if (library != null && library.contains(":")) {
            firstCodecOfLibrary.putIfAbsent(library, id);
          }
        });
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
