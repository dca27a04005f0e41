package io.serbench.run;

import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecProvider;
import java.util.List;

/**
 * The plan's first phase, decided before stage 1 from the request alone: the catalog the run
 * selects from and the codecs the request selects. The stages that scan the model and make its
 * samples (1 and 2) run with it; the codecs the model calls for join in the next phase, {@link
 * Lineup}.
 *
 * @param catalog this worker's catalog, loaded once for the run: its default set leaves out the
 *     Jackson majors the project cannot run
 * @param codecs the codecs the request selects, the current codec included, in catalog order
 * @param leftOut the ids of the catalog's codecs not selected
 */
public record Selection(CodecCatalog catalog, List<CodecProvider> codecs, List<String> leftOut) {
  public Selection {
    codecs = List.copyOf(codecs);
    leftOut = List.copyOf(leftOut);
  }

  /** Another selection from the same catalog. */
  public Selection with(List<CodecProvider> selected, List<String> notSelected) {
    return new Selection(catalog, selected, notSelected);
  }
}
