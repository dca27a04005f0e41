package io.serbench.result;

import java.util.List;

/**
 * The codec serbench recommends, and why.
 *
 * @param codec the recommended codec id, or {@code null} when none qualified
 * @param runnerUp the second best, or {@code null}
 * @param reasons plain-language reasons
 * @param exclusions every codec that was not eligible, with the first reason
 */
public record Recommendation(
    String codec, String runnerUp, List<String> reasons, List<Exclusion> exclusions) {
  public Recommendation {
    reasons = List.copyOf(reasons);
    exclusions = List.copyOf(exclusions);
  }

  /** A codec that could not be recommended. */
  public record Exclusion(String codec, String reason) {}
}
