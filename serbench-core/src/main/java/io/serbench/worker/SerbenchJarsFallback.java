package io.serbench.worker;

import io.serbench.BenchmarkListener;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.VersionedId;
import io.serbench.config.CodecJars;
import io.serbench.result.CodecResult;
import io.serbench.result.SampleResult;
import io.serbench.run.RunContext;
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
 */
final class SerbenchJarsFallback {
  private final Map<String, CodecProvider> replacements;
  private final List<CodecJars> jars;

  private SerbenchJarsFallback(Map<String, CodecProvider> replacements, List<CodecJars> jars) {
    this.replacements = replacements;
    this.jars = jars;
  }

  /**
   * The codecs to move, found from their verification.
   *
   * @param context the run, whose plan holds the codecs and their libraries' versions, and whose
   *     request names serbench's own jars that the project's versions replaced
   * @param catalog the catalog the plan selected from, for the versioned codecs to move to
   */
  static SerbenchJarsFallback of(
      RunContext context, Verification verification, CodecCatalog catalog) {
    List<CodecProvider> codecs = context.plan().codecs();
    List<CodecJars.Jar> replaced = context.request().libraries().replaced();
    BenchmarkListener listener = context.listener();
    Map<String, CodecProvider> replacements = new LinkedHashMap<>();
    List<CodecJars> jars = new ArrayList<>();
    if (replaced.isEmpty()) {
      return new SerbenchJarsFallback(replacements, jars);
    }
    for (CodecProvider codec : codecs) {
      String id = codec.info().id();
      List<RoundTripOutcome> outcomes = verification.outcomes().get(id);
      if (VersionedId.isVersioned(id) || outcomes == null || outcomes.isEmpty()) {
        continue;
      }
      boolean conflicted =
          outcomes.stream()
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
              .orElseGet(() -> context.plan().version(id).orElse(LibraryVersions.UNKNOWN));
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
      listener.info(
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
    return new SerbenchJarsFallback(replacements, jars);
  }

  boolean any() {
    return !replacements.isEmpty();
  }

  /** The run's codecs, each moved one in its place. */
  List<CodecProvider> codecs(List<CodecProvider> codecs) {
    return codecs.stream().map(c -> replacements.getOrDefault(c.info().id(), c)).toList();
  }

  /** The moved codecs, to verify again. */
  List<CodecProvider> moved() {
    return List.copyOf(replacements.values());
  }

  /** The resolved jars of the versioned codecs: the request's and the moved ones'. */
  List<CodecJars> jars(List<CodecJars> requested) {
    List<CodecJars> all = new ArrayList<>(requested);
    all.addAll(jars);
    return all;
  }

  /** The first verification with each moved codec's outcomes and results in the old one's place. */
  Verification merge(Verification first, Verification again) {
    Map<String, List<RoundTripOutcome>> outcomes = new LinkedHashMap<>();
    first
        .outcomes()
        .forEach(
            (id, list) -> {
              CodecProvider moved = replacements.get(id);
              if (moved == null) {
                outcomes.put(id, list);
              } else {
                outcomes.put(moved.info().id(), again.outcomes().get(moved.info().id()));
              }
            });
    List<SampleResult> samples = new ArrayList<>();
    for (int i = 0; i < first.samples().size(); i++) {
      SampleResult sample = first.samples().get(i);
      SampleResult other = i < again.samples().size() ? again.samples().get(i) : null;
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
    Map<String, Long> millis = new LinkedHashMap<>(first.millis());
    millis.putAll(again.millis());
    return new Verification(outcomes, samples, millis);
  }
}
