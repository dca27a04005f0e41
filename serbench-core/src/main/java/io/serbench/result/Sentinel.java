package io.serbench.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.serbench.stats.ForkKind;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The host's sentinel in the race ({@code io.serbench.jmh.HostSentinel}): a benchmark that burns
 * the same CPU on every call of every fork, run one fork per round among the codecs' forks, with
 * their settings, and classified as theirs are. Its forks are the host's noise floor: a fork of it
 * that does not keep one level (a slowdown, or no steady state) is the host's doing, so the codecs'
 * share of such forks means something only above the sentinel's. It never enters a figure, a
 * ranking, a comparison or an export.
 *
 * @param benchmark the sentinel's JMH benchmark
 * @param tokens the CPU tokens each call burns ({@code Blackhole.consumeCPU})
 * @param forks every fork it ran, in round order, classified from its iteration scores
 * @param failures why a round's sentinel fork gave no result, one entry per such round; a failing
 *     sentinel never stops the run
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Sentinel(
    String benchmark, long tokens, List<Score.Fork> forks, List<String> failures) {
  public Sentinel {
    forks = forks == null ? List.of() : List.copyOf(forks);
    failures = failures == null ? List.of() : List.copyOf(failures);
  }

  /** How many of its forks were of each kind. */
  @JsonProperty("kinds")
  public Map<ForkKind, Integer> kinds() {
    Map<ForkKind, Integer> kinds = new EnumMap<>(ForkKind.class);
    forks.stream()
        .filter(f -> f.kind() != null)
        .forEach(f -> kinds.merge(f.kind(), 1, Integer::sum));
    return kinds;
  }

  /** How steady its forks were. */
  public Steadiness steadiness() {
    return Steadiness.of(forks);
  }

  /**
   * The share of its classified forks that did not keep a level (slowdown or no steady state): the
   * host's noise floor; {@code null} when no fork was classified.
   */
  @JsonProperty("unsteadyShare")
  public Double unsteadyShare() {
    Steadiness steadiness = steadiness();
    return steadiness.classified() == 0 ? null : 1 - steadiness.share();
  }
}
