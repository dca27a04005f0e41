package io.serbench.run;

import io.serbench.codec.CodecProvider;
import io.serbench.codec.FoundInstance;
import io.serbench.config.BenchmarkRequest;
import io.serbench.result.Criteria;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The plan complete, once verification has run: the {@link Lineup} with each codec's library
 * version and every fork's JVM options, the heap sized to the verified samples. Made by {@code
 * io.serbench.worker.RunPlanner} only, with no part left to fill: the probes, the measurement and
 * the output (stages 4 to 6) read it and never decide any of it again.
 *
 * @param request the request, as the host wrote it
 * @param lineup the codecs that run, the current codec, the project's instances
 * @param versions each codec's library version by codec id, as this worker loaded it (a versioned
 *     codec's own version)
 * @param forkJvmOptions every JMH fork's JVM options ({@code JvmOptions.forks})
 */
public record RunPlan(
    BenchmarkRequest request,
    Lineup lineup,
    Map<String, String> versions,
    List<String> forkJvmOptions) {
  public RunPlan {
    versions = Map.copyOf(versions);
    forkJvmOptions = List.copyOf(forkJvmOptions);
  }

  /** The codecs that run, those the model calls for by itself included, in order. */
  public List<CodecProvider> codecs() {
    return lineup.codecs();
  }

  /** The ids of the catalog's codecs that do not run. */
  public List<String> leftOut() {
    return lineup.leftOut();
  }

  /** The codec the answer compares with; null when none is known. */
  public Criteria.Current current() {
    return lineup.current();
  }

  /** The configured instances the project hands out. */
  public List<FoundInstance> instances() {
    return lineup.instances();
  }

  /** The version of a codec's library. */
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
