package io.serbench.result;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Figures for tests, built the way the race builds them: one flat fork per round. */
public final class Scores {
  private Scores() {}

  /** A figure of these fork means, rounds 1, 2, ..., each fork five iterations at its mean. */
  public static Score forks(List<Double> means) {
    List<Score.Fork> forks = new ArrayList<>();
    for (int i = 0; i < means.size(); i++) {
      double mean = means.get(i);
      forks.add(Score.Fork.measured(i + 1, List.of(mean, mean, mean, mean, mean, mean)));
    }
    return Score.of(forks, "ns/op", null);
  }

  /** A figure of these fork means. */
  public static Score forks(Double... means) {
    return forks(Arrays.asList(means));
  }

  /**
   * Three forks around {@code mean} whose t-interval reaches about {@code share} either way; {@code
   * phase} (0, 1 or 2) rotates which round is slow, so that two codecs' rounds do not move in step.
   */
  public static Score around(double mean, double share, int phase) {
    double delta = Math.log1p(share) * Math.sqrt(3) / 4.303;
    double[] offsets = {-delta, 0, delta};
    List<Double> means = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      means.add(mean * Math.exp(offsets[(i + phase) % 3]));
    }
    return forks(means);
  }
}
