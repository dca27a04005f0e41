package io.serbench.measure;

import io.serbench.result.Recommendation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The race's rule for forks whose JIT was still compiling ({@link
 * io.serbench.result.Score.Fork#stillCompiling}): a codec leaves the race only when the case
 * against it stands on the forks that had stopped compiling too. The first round's screen, which
 * acts on one fork each with no test, is applied twice, to the ranking of every fork and to the
 * ranking without the flagged forks; a codec leaves when both send it out, or when it is not in the
 * ranking of every fork at all (not eligible, whatever its forks did). A codec with no figure left
 * once its flagged forks are set aside has no evidence against it that does not rest on them: it
 * stays for the next round. The rule reads the flags and nothing of the codec, so that two codecs
 * with the same forks are treated the same; with no fork flagged both rankings are one and the rule
 * changes nothing.
 */
final class SettledEvidence {
  private SettledEvidence() {}

  /**
   * Adds to {@code leaving} the codecs that {@code rule} sends out on the ranking of these figures
   * and on the ranking of their forks that were not still compiling.
   *
   * @param interim the ranking of some figures
   * @return the codecs that stay, since the case against them rests on forks still compiling
   */
  static List<String> leave(
      Figures figures,
      Function<Figures, Recommendation> interim,
      Map<String, String> leaving,
      BiConsumer<Recommendation, Map<String, String>> rule) {
    Recommendation all = interim.apply(figures);
    Figures settled = figures.withoutCompilingForks();
    return leave(all, settled == figures ? all : interim.apply(settled), leaving, rule);
  }

  /**
   * Adds to {@code leaving} the codecs that {@code rule} sends out on both rankings.
   *
   * @param all the ranking on every fork
   * @param settled the ranking on the forks that were not still compiling
   * @param leaving the codecs leaving the race, with why; a codec already in it stays in it
   * @param rule adds to its map the codecs it sends out of the race, with why
   * @return the codecs the rule sent out on every fork that stay, since the case rests on forks
   *     still compiling
   */
  static List<String> leave(
      Recommendation all,
      Recommendation settled,
      Map<String, String> leaving,
      BiConsumer<Recommendation, Map<String, String>> rule) {
    Map<String, String> onAll = new LinkedHashMap<>();
    rule.accept(all, onAll);
    Map<String, String> onSettled = new LinkedHashMap<>();
    if (settled != all) {
      rule.accept(settled, onSettled);
    } else {
      onSettled.putAll(onAll);
    }
    Set<String> rankedAll = ranked(all);
    Set<String> rankedSettled = ranked(settled);
    List<String> stay =
        onAll.keySet().stream()
            .filter(c -> rankedAll.contains(c))
            .filter(c -> !rankedSettled.contains(c) || !onSettled.containsKey(c))
            .filter(c -> !leaving.containsKey(c))
            .toList();
    onAll.forEach(
        (codec, why) -> {
          if (!stay.contains(codec)) {
            leaving.putIfAbsent(codec, why);
          }
        });
    return stay;
  }

  private static Set<String> ranked(Recommendation recommendation) {
    return recommendation.ranking().stream()
        .map(Recommendation.Ranked::codec)
        .collect(Collectors.toSet());
  }
}
