package io.serbench.result;

import io.serbench.stats.ForkKind;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * How many classified forks kept a level to their end ({@link ForkKind#keptALevel}: flat or
 * warm-up) out of how many were classified; single shots and forks too short to classify are not
 * counted.
 *
 * @param steady the forks that kept a level
 * @param classified the forks classified flat, warm-up, slowdown or no steady state
 */
public record Steadiness(int steady, int classified) {
  /** The steadiness of these forks. */
  public static Steadiness of(List<Score.Fork> forks) {
    int steady = 0;
    int classified = 0;
    for (Score.Fork fork : forks) {
      if (fork.kind() != null && fork.kind() != ForkKind.UNCLASSIFIED) {
        classified++;
        if (fork.kind().keptALevel()) {
          steady++;
        }
      }
    }
    return new Steadiness(steady, classified);
  }

  /**
   * The steadiness of every codec fork of the results: every timed figure of every sample and of
   * the mix. Cold-start shots have no kind.
   */
  public static Steadiness ofCodecs(BenchmarkResults results) {
    List<Score.Fork> forks = new ArrayList<>();
    Consumer<Score> add =
        score -> {
          if (score != null) {
            forks.addAll(score.perFork());
          }
        };
    // a mix of one message is that message's figure, filed under both: counted once
    for (SampleResult sample : results.allSamples()) {
      for (CodecResult result : sample.results()) {
        add.accept(result.serializeNs());
        add.accept(result.deserializeNs());
        add.accept(result.roundTripNs());
      }
    }
    return of(forks);
  }

  /** The share of the classified forks that kept a level; {@code NaN} when none was classified. */
  public double share() {
    return classified == 0 ? Double.NaN : steady / (double) classified;
  }
}
