package io.serbench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.jmh.JmhRunner;
import io.serbench.recommend.Recommender;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.Criteria;
import io.serbench.result.ForkActivity;
import io.serbench.result.RaceLog;
import io.serbench.result.Recommendation;
import io.serbench.result.SampleResult;
import io.serbench.result.Score;
import io.serbench.settings.Operation;
import io.serbench.testing.ResultsFixtures;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The same treatment for every codec: two codecs whose forks ran the same timeline (the same
 * iteration scores, the same profiler records) get the same classification, the same flag, the same
 * figure and interval, and the same screening; and the screening never sends a codec out on forks
 * that were still compiling alone ({@link SettledEvidence}), through the race's own {@link
 * Figures}, ranking and {@link RaceRules#screen}.
 */
class SameTreatmentTest {
  private static final Criteria SPEED = Criteria.DEFAULT.withObjective(Criteria.Objective.SPEED);

  /** The fixture's order sample, which kryo, kryo-registered and jackson-json all round-trip. */
  private static final SampleResult ORDER = ResultsFixtures.read().samples().get(1);

  private static final String LEADER = "kryo";
  private static final List<String> SAME = List.of("kryo-registered", "jackson-json");

  @Test
  void twoCodecsWithTheSameTimeline_getTheSameFigure_flagsAndScreening() {
    for (boolean compiling : new boolean[] {true, false}) {
      Figures figures = figures(compiling);
      Recommendation all = interim().apply(figures);
      Map<String, String> leaving = new LinkedHashMap<>();
      Set<String> racing = new LinkedHashSet<>(List.of(LEADER, SAME.get(0), SAME.get(1)));

      List<String> stay =
          SettledEvidence.leave(
              figures, interim(), leaving, (r, out) -> RaceRules.screen(r, racing, out, "speed"));

      CodecResult a = result(figures, SAME.get(0));
      CodecResult b = result(figures, SAME.get(1));
      for (Function<CodecResult, Score> figure :
          List.<Function<CodecResult, Score>>of(
              CodecResult::serializeNs, CodecResult::deserializeNs)) {
        // the same forks, kinds and flags, the same estimate and interval
        assertThat(figure.apply(a)).isEqualTo(figure.apply(b));
        assertThat(figure.apply(a).compilingForks()).isEqualTo(compiling ? 1 : 0);
        assertThat(figure.apply(a).perFork().get(0).kind())
            .isEqualTo(figure.apply(b).perFork().get(0).kind());
      }
      Map<String, Double> scores = new LinkedHashMap<>();
      all.ranking().forEach(r -> scores.put(r.codec(), r.score()));
      assertThat(scores.get(SAME.get(0))).isNotNull().isEqualTo(scores.get(SAME.get(1)));
      if (compiling) {
        // 5x behind the leader on forks that were still compiling: both stay for round 2
        assertThat(leaving).isEmpty();
        assertThat(stay).containsExactlyInAnyOrderElementsOf(SAME);
      } else {
        // the same 5x on forks that had stopped compiling: both leave after round 1
        assertThat(leaving.keySet()).containsExactlyInAnyOrderElementsOf(SAME);
        assertThat(stay).isEmpty();
      }
    }
  }

  /** One round: the leader at 1 µs, the two others at 5 µs on the same timeline. */
  private static Figures figures(boolean compiling) {
    Map<JmhRunner.Key, List<Score.Fork>> forks = new LinkedHashMap<>();
    for (Operation operation : List.of(Operation.SERIALIZE, Operation.DESERIALIZE)) {
      forks.put(
          new JmhRunner.Key(ORDER.name(), LEADER, operation), List.of(fork(1000, activity(false))));
      for (String codec : SAME) {
        forks.put(
            new JmhRunner.Key(ORDER.name(), codec, operation),
            List.of(fork(5000, activity(compiling))));
      }
    }
    Figures figures = new Figures();
    figures.add(new JmhRunner.Outcome(forks, Map.of(), Map.of(), Map.of()));
    return figures;
  }

  /** A fork of 25 iterations around {@code level}, the same seeded noise for every codec. */
  private static Score.Fork fork(double level, ForkActivity activity) {
    Random random = new Random(11);
    List<Double> iterations = new ArrayList<>();
    for (int i = 0; i < 25; i++) {
      iterations.add(level * Math.exp(0.02 * random.nextGaussian()) * (i < 4 ? 2 : 1));
    }
    return Score.Fork.measured(1, iterations).withRecords(null, activity);
  }

  /** 15 warm-up and 25 measured iterations of 100 ms, compiling 80 ms in the last warm-up one. */
  private static ForkActivity activity(boolean compiling) {
    List<Double> wall = new ArrayList<>();
    List<Long> compile = new ArrayList<>();
    List<Long> gc = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      wall.add(100.0);
      compile.add(i < 3 ? 300L : i == 14 && compiling ? 80L : 0L);
      gc.add(1L);
    }
    return new ForkActivity(15, wall, compile, gc, gc);
  }

  private static Function<Figures, Recommendation> interim() {
    return f -> Recommender.recommend(results(f), SPEED, RaceLog.looks(true, 2, 6));
  }

  private static BenchmarkResults results(Figures figures) {
    return ResultsFixtures.read()
        .withSamples(figures.merge(List.of(ORDER), Map.of(), Path.of("target"), null));
  }

  private static CodecResult result(Figures figures, String codec) {
    return results(figures).samples().get(0).result(codec).orElseThrow();
  }
}
