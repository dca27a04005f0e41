package io.serbench.run;

import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.FoundInstance;
import io.serbench.result.Criteria;
import java.util.List;

/**
 * The plan's second phase, once the model is scanned (after stage 2): every codec that runs, those
 * the model calls for by itself included, the codec the answer compares with, and the instances the
 * project hands out. Verification (stage 3) runs with it; the {@link RunPlan} adds the facts that
 * verification makes known.
 *
 * @param selection the codecs that run and those left out
 * @param current the codec the answer compares with: the request's {@code current}, or the
 *     planner's guess with what it stands on (a project's instance it guessed is among the codecs,
 *     so that it is verified, probed and timed); null when there is neither
 * @param instances the configured instances the project's classes and model jars hand out, each
 *     with the setting that names it, for the log and the report
 */
public record Lineup(Selection selection, Criteria.Current current, List<FoundInstance> instances) {
  public Lineup {
    instances = List.copyOf(instances);
  }

  /** The codecs that run, in order. */
  public List<CodecProvider> codecs() {
    return selection.codecs();
  }

  /** The ids of the catalog's codecs that do not run. */
  public List<String> leftOut() {
    return selection.leftOut();
  }

  /** The run's catalog. */
  public CodecCatalog catalog() {
    return selection.catalog();
  }

  /** The same line-up with other codecs, such as those moved to serbench's own jars. */
  public Lineup withCodecs(List<CodecProvider> codecs, List<String> leftOut) {
    return new Lineup(selection.with(codecs, leftOut), current, instances);
  }
}
