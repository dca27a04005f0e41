package io.serbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.Measurement;
import io.serbench.config.BenchmarkRequest;
import io.serbench.host.WorkerRun;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.RaceLog;
import io.serbench.result.Score;
import io.serbench.stats.Interval;
import io.serbench.testing.RecordingListener;
import io.serbench.testing.TestRequests;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real race: two rounds of one fork per benchmark in a shuffled order, after which the Java
 * serialization codec, many times slower than Kryo, leaves the race; Kryo runs a third round, so
 * that its figures rest on three forks, and the race stops settled.
 */
class RaceIT {
  @TempDir Path output;

  @Test
  void aCodecFarBehindLeavesAfterTwoRoundsAndTheRaceStopsSettled() throws Exception {
    BenchmarkRequest request =
        TestRequests.writingTo(output)
            .classes(List.of("io.serbench.testmodel.Order"))
            .codecs(List.of("kryo", "jdk"))
            // no time budget: a budget would also pay for waiting its turn at JMH behind the
            // other ITs of the build, so a busy host would end the race early; the standard
            // preset stops the race itself once the top group is settled
            .measurement(new Measurement(Measurement.Preset.STANDARD, null, 1, List.of()))
            .build();
    List<String> log = new ArrayList<>();
    BenchmarkResults results = WorkerRun.run(request, new RecordingListener(log));

    RaceLog race = results.environment().race();
    assertThat(race.rounds()).hasSize(3);
    for (RaceLog.Round round : race.rounds().subList(0, 2)) {
      // one fork of each of the four benchmarks of the mix (Order, its one message), in an order
      // of its own
      assertThat(round.order())
          .containsExactlyInAnyOrder(
              "kryo mix serialize",
              "kryo mix deserialize",
              "jdk mix serialize",
              "jdk mix deserialize");
    }
    assertThat(race.rounds().get(1).left())
        .singleElement()
        .asString()
        .startsWith("jdk: behind kryo on the balanced score");
    assertThat(race.rounds().get(2).order())
        .containsExactlyInAnyOrder("kryo mix serialize", "kryo mix deserialize");
    assertThat(race.stopped()).isEqualTo("the top group is settled: kryo alone can win");

    CodecResult kryo = results.samples().get(0).result("kryo").orElseThrow();
    CodecResult jdk = results.samples().get(0).result("jdk").orElseThrow();
    for (Score figure : List.of(kryo.serializeNs(), kryo.deserializeNs())) {
      assertThat(figure.forks()).isEqualTo(3);
      assertThat(figure.perFork()).extracting(Score.Fork::round).containsExactly(1, 2, 3);
      assertThat(figure.perFork()).allSatisfy(f -> assertThat(f.kind()).isNotNull());
      assertThat(figure.perFork())
          .allSatisfy(f -> assertThat(f.iterationScores()).hasSizeGreaterThanOrEqualTo(10));
      // three forks: a t-interval of its own
      assertThat(figure.interval()).isEqualTo(Interval.FORKS);
      assertThat(figure.fewForks()).isFalse();
      assertThat(figure.low()).isLessThan(figure.score());
      assertThat(figure.high()).isGreaterThan(figure.score());
    }
    for (Score figure : List.of(jdk.serializeNs(), jdk.deserializeNs())) {
      assertThat(figure.forks()).isEqualTo(2);
      // two forks: the interval comes from the run's pooled spread, and the figure says so
      assertThat(figure.interval()).isEqualTo(Interval.POOLED);
      assertThat(figure.fewForks()).isTrue();
      assertThat(figure.low()).isLessThan(figure.score());
      assertThat(figure.high()).isGreaterThan(figure.score());
    }
    assertThat(jdk.measuredIn()).startsWith("left the race after round 2");
    assertThat(results.recommendation().codec()).isEqualTo("kryo");
    assertThat(results.recommendation().reasons().get(0))
        // with its interval, or, when the forks cannot bound it above, its lower bound
        .matches(
            "kryo: .*(\\d\\.\\d\\dx faster than jdk, 95% interval [\\d.]+-[\\d.]+x"
                + "|at least [\\d.]+x faster than jdk \\(95%; too few forks to say how much"
                + " more: [\\d.]+x on the point estimates\\)).*");

    String json = Files.readString(output.resolve("results.json"));
    assertThat(json).contains("\"seed\"").contains("\"perFork\"").contains("\"fewForks\" : true");
    assertThat(Files.readString(output.resolve("index.html")))
        .contains("Measured in 3 round(s)")
        .contains("the top group is settled");
    assertThat(log).anyMatch(l -> l.startsWith("jdk leaves the race: behind kryo"));
  }
}
