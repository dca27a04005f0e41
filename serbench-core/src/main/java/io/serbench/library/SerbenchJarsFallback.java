package io.serbench.library;

import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.VersionedId;
import io.serbench.result.CodecResult;
import io.serbench.result.SampleResult;
import io.serbench.text.Errors;
import io.serbench.verify.RoundTripOutcome;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A codec that meets a setup conflict over the project's jars (msgpack-jackson 0.9.11, built
 * against Jackson 2.18, over the project's jackson-core 2.15) runs again over serbench's own jars,
 * in class loaders of its own, as a versioned codec does ({@code msgpack@0.9.11}): a verdict of the
 * codec instead of NOT_TESTED, and a figure the report marks as measured over serbench's versions.
 * Only a codec whose every sample met the conflict is moved, and only when the build tool handed
 * over the jars that the project's versions replaced.
 *
 * <p>It decides from plain values (the plan's codecs and versions, verification's outcomes), so
 * that the worker's verification stage, which verifies the moved codecs again, stands on it and not
 * the other way round.
 */
public final class SerbenchJarsFallback {
  private final Map<String, CodecProvider> replacements;
  private final List<CodecJars> jars;
  private final List<String> notes;

  private SerbenchJarsFallback(
      Map<String, CodecProvider> replacements, List<CodecJars> jars, List<String> notes) {
    this.replacements = replacements;
    this.jars = jars;
    this.notes = notes;
  }

  /**
   * The codecs to move, found from their verification.
   *
   * @param codecs the run's codecs, as its plan selected them
   * @param versions each codec's library version by codec id, as the plan holds them
   * @param replaced serbench's own jars that the project's versions replaced, as the request names
   *     them
   * @param outcomes each codec's verification outcomes, one per sample
   * @param catalog the catalog the plan selected from, for the versioned codecs to move to
   */
  public static SerbenchJarsFallback of(
      List<CodecProvider> codecs,
      Map<String, String> versions,
      List<CodecJars.Jar> replaced,
      Map<String, List<RoundTripOutcome>> outcomes,
      CodecCatalog catalog) {
    Map<String, CodecProvider> replacements = new LinkedHashMap<>();
    List<CodecJars> jars = new ArrayList<>();
    List<String> notes = new ArrayList<>();
    if (replaced.isEmpty()) {
      return new SerbenchJarsFallback(replacements, jars, notes);
    }
    for (CodecProvider codec : codecs) {
      String id = codec.info().id();
      List<RoundTripOutcome> verified = outcomes.get(id);
      if (VersionedId.isVersioned(id) || verified == null || verified.isEmpty()) {
        continue;
      }
      boolean conflicted =
          verified.stream()
              .allMatch(
                  o ->
                      !o.passed()
                          && o.failure() != null
                          && o.failure().startsWith(Errors.SETUP_CONFLICT));
      if (!conflicted) {
        continue;
      }
      String version =
          replaced.stream()
              .filter(j -> j.key().equals(codec.info().library()))
              .map(CodecJars.Jar::version)
              .findFirst()
              .orElseGet(() -> versions.getOrDefault(id, LibraryVersions.UNKNOWN));
      if (version.equals(LibraryVersions.UNKNOWN)) {
        // a versioned codec must load the version it names; with none known it stays NOT_TESTED
        continue;
      }
      String moved = id + "@" + version;
      CodecProvider provider = catalog.find(moved).orElse(null);
      if (provider == null) {
        continue;
      }
      replacements.put(id, provider);
      jars.add(new CodecJars(moved, replaced));
      notes.add(
          id
              + " met a setup conflict over the project's jars; it runs again as "
              + moved
              + ", over serbench's own "
              + replaced.stream()
                  .limit(3)
                  .map(j -> j.artifactId() + " " + j.version())
                  .collect(java.util.stream.Collectors.joining(", "))
              + (replaced.size() > 3 ? " and " + (replaced.size() - 3) + " more jars" : "")
              + ", in class loaders of its own");
    }
    return new SerbenchJarsFallback(replacements, jars, notes);
  }

  /** One log line per codec moved, saying over which jars it runs again. */
  public List<String> notes() {
    return List.copyOf(notes);
  }

  /** Whether any codec is moved. */
  public boolean any() {
    return !replacements.isEmpty();
  }

  /** The run's codecs, each moved one in its place. */
  public List<CodecProvider> codecs(List<CodecProvider> codecs) {
    return codecs.stream().map(c -> replacements.getOrDefault(c.info().id(), c)).toList();
  }

  /** The moved codecs, to verify again. */
  public List<CodecProvider> moved() {
    return List.copyOf(replacements.values());
  }

  /** The resolved jars of the versioned codecs: the request's and the moved ones'. */
  public List<CodecJars> jars(List<CodecJars> requested) {
    List<CodecJars> all = new ArrayList<>(requested);
    all.addAll(jars);
    return all;
  }

  /** The first verification's outcomes with each moved codec's in the old one's place. */
  public Map<String, List<RoundTripOutcome>> outcomes(
      Map<String, List<RoundTripOutcome>> first, Map<String, List<RoundTripOutcome>> again) {
    Map<String, List<RoundTripOutcome>> outcomes = new LinkedHashMap<>();
    first.forEach(
        (id, list) -> {
          CodecProvider moved = replacements.get(id);
          if (moved == null) {
            outcomes.put(id, list);
          } else {
            outcomes.put(moved.info().id(), again.get(moved.info().id()));
          }
        });
    return outcomes;
  }

  /** The first verification's samples with each moved codec's results in the old one's place. */
  public List<SampleResult> samples(List<SampleResult> first, List<SampleResult> again) {
    List<SampleResult> samples = new ArrayList<>();
    for (int i = 0; i < first.size(); i++) {
      SampleResult sample = first.get(i);
      SampleResult other = i < again.size() ? again.get(i) : null;
      List<CodecResult> results = new ArrayList<>();
      for (CodecResult result : sample.results()) {
        CodecProvider moved = replacements.get(result.codec());
        results.add(
            moved == null || other == null
                ? result
                : other.result(moved.info().id()).orElse(result));
      }
      samples.add(sample.withResults(results));
    }
    return samples;
  }
}
