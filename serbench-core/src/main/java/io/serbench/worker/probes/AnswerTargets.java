package io.serbench.worker.probes;

import io.serbench.probe.common.Capability;
import io.serbench.result.Capabilities;
import io.serbench.result.Recommendation;
import io.serbench.result.SchemaChange;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Which codecs the answer needs probed for the capabilities that no constraint names, once the race
 * has ranked them. Those verdicts decide no codec's eligibility, so neither the eligible set nor
 * the pick depends on them; they only fill the answer's capability lines. The answer names the
 * pick, the runner-up and the current codec, whose every capability it shows, and, for each
 * capability the pick lacks, the best-ranked codec that has it (the pick under that constraint).
 * That one is found by probing the ranking in order until a codec passes: every codec ranked above
 * it fails, so no codec below it can be the answer's.
 */
final class AnswerTargets {
  private final List<String> ranking;
  private final List<String> named;
  private final Set<Capability> open;
  private final Set<SchemaChange> changes;
  private final Map<String, Set<Capability>> asked = new LinkedHashMap<>();

  /**
   * @param ranking the eligible codecs in the answer's rank order, the pick first
   * @param named the codecs the answer names whatever their verdicts: the pick, the runner-up and
   *     the current codec, those there are
   * @param open the capabilities not yet probed for every codec
   * @param changes the schema changes the versioning verdict is taken over
   */
  AnswerTargets(
      List<String> ranking, List<String> named, Set<Capability> open, Set<SchemaChange> changes) {
    this.ranking = List.copyOf(ranking);
    this.named = List.copyOf(new LinkedHashSet<>(named));
    this.open = open.isEmpty() ? EnumSet.noneOf(Capability.class) : EnumSet.copyOf(open);
    this.changes = changes;
  }

  /**
   * The targets of a recommendation: its ranking, its pick and runner-up, and the current codec.
   */
  static AnswerTargets of(
      Recommendation recommendation,
      String current,
      Set<Capability> open,
      Set<SchemaChange> changes) {
    List<String> named = Recommendation.named(recommendation, current);
    List<String> ranking =
        recommendation == null || recommendation.codec() == null
            ? List.of()
            : recommendation.ranking().stream().map(Recommendation.Ranked::codec).toList();
    return new AnswerTargets(ranking, named, open, changes);
  }

  /** The first probes: every open capability of every codec the answer names. */
  Map<String, Set<Capability>> named() {
    Map<String, Set<Capability>> first = new LinkedHashMap<>();
    if (open.isEmpty()) {
      return first;
    }
    for (String codec : named) {
      first.put(codec, EnumSet.copyOf(open));
      ask(codec, open);
    }
    return first;
  }

  /**
   * The next probes, given the verdicts so far: for each capability with an alternative whose
   * search has not ended, the next codec in rank order not yet asked for it; empty when every
   * search has ended, on the first codec that passes or at the end of the ranking.
   *
   * @param verdicts a codec's verdicts on every model, as probed so far
   */
  Map<String, Set<Capability>> next(Function<String, List<Capabilities>> verdicts) {
    Map<String, Set<Capability>> next = new LinkedHashMap<>();
    for (Capability capability : open) {
      if (!capability.hasAlternative()) {
        continue;
      }
      for (String codec : ranking) {
        if (!asked.getOrDefault(codec, Set.of()).contains(capability)) {
          next.computeIfAbsent(codec, c -> EnumSet.noneOf(Capability.class)).add(capability);
          break;
        }
        if (holds(capability, verdicts.apply(codec))) {
          break;
        }
      }
    }
    next.forEach(this::ask);
    return next;
  }

  /** Whether the capability held on every model, as the answer's remedy checks it. */
  boolean holds(Capability capability, List<Capabilities> verdicts) {
    return !verdicts.isEmpty() && verdicts.stream().allMatch(v -> capability.holds(v, changes));
  }

  private void ask(String codec, Set<Capability> capabilities) {
    asked.computeIfAbsent(codec, c -> EnumSet.noneOf(Capability.class)).addAll(capabilities);
  }

  /** The codecs asked for, for the log: {@code fory (all), kryo (graph)}, or {@code no codec}. */
  String describe() {
    List<String> each = new ArrayList<>();
    asked.forEach(
        (codec, capabilities) ->
            each.add(
                codec
                    + " ("
                    + (capabilities.containsAll(open) ? "all" : Capability.labels(capabilities))
                    + ")"));
    return each.isEmpty() ? "no codec" : String.join(", ", each);
  }

  /** Every codec asked for, with its capabilities, so far. */
  Map<String, Set<Capability>> asked() {
    return asked;
  }
}
