package io.serbench.run;

import io.serbench.codec.CodecProvider;
import io.serbench.codec.FoundInstance;
import io.serbench.config.BenchmarkRequest;
import io.serbench.result.Criteria;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the worker decided for this run, once, before the stages use it. Built and completed by
 * {@code io.serbench.worker.RunPlanner} only: the stages read it and never decide any of it again.
 *
 * @param request the request, as the host wrote it
 * @param codecs the codecs selected, those the model calls for by itself included, in order
 * @param leftOut the ids of the catalog's codecs not selected
 * @param versions each selected codec's library version by codec id, as this worker loaded it (a
 *     versioned codec's own version); empty until the versioned codecs' jars are prepared
 * @param forkJvmOptions every JMH fork's JVM options ({@code JvmOptions.forks}); empty until then,
 *     with the heap sized to the model once the samples are verified
 * @param current the codec the answer compares with: the request's {@code current}, or the
 *     planner's guess with what it stands on (a project's instance it guessed is among {@code
 *     codecs}, so that it is verified, probed and timed); null when there is neither
 * @param instances the configured instances the project's classes and model jars hand out, each
 *     with the setting that names it, for the log and the report
 */
public record RunPlan(
    BenchmarkRequest request,
    List<CodecProvider> codecs,
    List<String> leftOut,
    Map<String, String> versions,
    List<String> forkJvmOptions,
    Criteria.Current current,
    List<FoundInstance> instances) {
  public RunPlan {
    codecs = List.copyOf(codecs);
    leftOut = List.copyOf(leftOut);
    versions = Map.copyOf(versions);
    forkJvmOptions = List.copyOf(forkJvmOptions);
    instances = List.copyOf(instances);
  }

  /** The plan before the codecs' libraries are known. */
  public static RunPlan selected(
      BenchmarkRequest request, List<CodecProvider> codecs, List<String> leftOut) {
    return new RunPlan(
        request, codecs, leftOut, Map.of(), List.of(), request.criteria().current(), List.of());
  }

  /** Another selection of codecs, the libraries not yet known for them. */
  public RunPlan withCodecs(List<CodecProvider> codecs, List<String> leftOut) {
    return new RunPlan(request, codecs, leftOut, Map.of(), List.of(), current, instances);
  }

  /** The plan with each codec's library version and the forks' JVM options. */
  public RunPlan withLibraries(Map<String, String> versions, List<String> forkJvmOptions) {
    return new RunPlan(request, codecs, leftOut, versions, forkJvmOptions, current, instances);
  }

  /** The plan with the forks' JVM options decided again, such as with a heap sized to the model. */
  public RunPlan withForkJvmOptions(List<String> options) {
    return new RunPlan(request, codecs, leftOut, versions, options, current, instances);
  }

  /** The plan comparing with this current codec, with the instances the project hands out. */
  public RunPlan withCurrent(Criteria.Current value, List<FoundInstance> found) {
    return new RunPlan(request, codecs, leftOut, versions, forkJvmOptions, value, found);
  }

  /** The version of a selected codec's library, once known. */
  public Optional<String> version(String codec) {
    return Optional.ofNullable(versions.get(codec));
  }

  /**
   * Whether the cold start is ranked: its weight in the objective is above 0. Then the warm race
   * does not decide the pick alone, and every codec still in it gets cold-start forks.
   */
  public boolean ranksColdStart() {
    return request.criteria().weights().ranksColdStart();
  }

  /** Whether every model class is timed on its own besides the mix ({@code timeEveryClass}). */
  public boolean timesEveryClass() {
    return request.messages().timeEveryClass();
  }
}
