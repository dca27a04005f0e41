package io.serbench.text;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/** Close matches for a misspelled name: a class, an option. */
public final class Spelling {
  private Spelling() {}

  /**
   * Up to {@code limit} candidates within {@code maxDistance} edits of {@code wanted}, closest
   * first, ties in alphabetical order.
   */
  public static List<String> closest(
      String wanted, Collection<String> candidates, int maxDistance, int limit) {
    return candidates.stream()
        .filter(c -> distance(wanted, c) <= maxDistance)
        .sorted(
            Comparator.<String>comparingInt(c -> distance(wanted, c))
                .thenComparing(Comparator.naturalOrder()))
        .limit(limit)
        .toList();
  }

  /** The Levenshtein distance: insertions, deletions and substitutions. */
  public static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        current[j] =
            Math.min(Math.min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }
}
