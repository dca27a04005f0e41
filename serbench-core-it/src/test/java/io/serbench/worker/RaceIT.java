package io.serbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.config.BenchmarkRequest;
import io.serbench.jmh.HostSentinel;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.RaceLog;
import io.serbench.result.Score;
import io.serbench.result.Sentinel;
import io.serbench.settings.Measurement;
import io.serbench.stats.Interval;
import io.serbench.testing.RecordingListener;
import io.serbench.testing.TestRequests;
import io.serbench.testing.TestRuns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real race: a first round of one fork per benchmark in a shuffled order, after which the Java
 * serialization codec, many times slower than Kryo, leaves the race at the screening (or, when a
 * fork of round 1 was still compiling, at the judgment after round 2); Kryo runs until it has three
 * forks, so that its figures rest on three forks, and the race stops settled.
 */
class RaceIT {
  @TempDir Path output;

  @Test
  void aCodecFarBehindLeavesAfterTheFirstRoundAndTheRaceStopsSettled() throws Exception {
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
    BenchmarkResults results = TestRuns.worker(request, new RecordingListener(log));

    RaceLog race = results.environment().race();
    assertThat(race.rounds()).hasSize(3);
    // one fork of each of the four benchmarks of the mix (Order, its one message) and one of the
    // host's sentinel, shuffled
    assertThat(race.rounds().get(0).order())
        .containsExactlyInAnyOrder(
            "kryo mix serialize",
            "kryo mix deserialize",
            "jdk mix serialize",
            "jdk mix deserialize",
            HostSentinel.ID);
    // jdk is many times behind after one fork each: the screen sends it out at once, unless a
    // fork of round 1 was still compiling (the screen never acts on one); then the judgment on
    // two forks each does, after round 2
    RaceLog.Round out =
        race.rounds().get(0).left().isEmpty() ? race.rounds().get(1) : race.rounds().get(0);
    assertThat(out.left())
        .singleElement()
        .asString()
        .matches(
            out.number() == 1
                ? "jdk: [\\d.]+x behind kryo on the balanced score after one fork each .*"
                : "jdk: behind kryo on the balanced score .*");
    if (out.number() == 2) {
      assertThat(log)
          .anyMatch(
              l ->
                  l.contains(
                      "jdk stays in the race: the case against it after one fork each rests on"
                          + " forks still compiling"));
    }
    assertThat(race.rounds().get(2).order())
        .containsExactlyInAnyOrder("kryo mix serialize", "kryo mix deserialize", HostSentinel.ID);
    // the sentinel: a fork per round, classified as the codecs' are, and in no figure
    Sentinel sentinel = race.sentinel();
    assertThat(sentinel.forks()).extracting(Score.Fork::round).contains(1, 2, 3);
    assertThat(sentinel.forks()).allSatisfy(f -> assertThat(f.kind()).isNotNull());
    assertThat(sentinel.unsteadyShare()).isBetween(0.0, 1.0);
    assertThat(results.samples().get(0).results())
        .extracting(CodecResult::codec)
        .containsExactlyInAnyOrder("kryo", "jdk");
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
      // a fork per round it ran: a figure, and the report says it has too few for an interval
      assertThat(figure.forks()).isEqualTo(out.number());
      assertThat(figure.fewForks()).isTrue();
      assertThat(figure.score()).isGreaterThan(0);
    }
    assertThat(jdk.measuredIn()).startsWith("left the race after round " + out.number());
    assertThat(results.recommendation().codec()).isEqualTo("kryo");
    assertThat(results.recommendation().reasons().get(0)).startsWith("kryo: ").contains("jdk");

    String json = Files.readString(output.resolve("results.json"));
    assertThat(json).contains("\"seed\"").contains("\"perFork\"").contains("\"fewForks\" : true");
    assertThat(Files.readString(output.resolve("index.html")))
        .contains("Measured in 3 round(s)")
        .contains("id=\"steadiness\"")
        .contains("the host&#39;s sentinel: ")
        .contains("the top group is settled");
    // the indicative answer after round 1, written before round 2 started, then replaced by the
    // final one; the time the whole run has left, at the race's start and after each round
    Path summary = output.resolve("summary.md");
    String written = "Indicative answer after round 1 written to " + summary + ": kryo";
    int indicative =
        log.indexOf(log.stream().filter(l -> l.startsWith(written)).findFirst().orElseThrow());
    assertThat(log.subList(0, indicative)).noneMatch(l -> l.startsWith("Round 2:"));
    assertThat(log)
        .anyMatch(l -> l.matches("The whole run: about \\d+:\\d\\d left \\(race ~.*"))
        .anyMatch(
            l ->
                l.matches(
                    "After round 1, the whole run: about \\d+:\\d\\d left \\(race ~\\d+:\\d\\d,"
                        + " per-message phase ~0:00, output ~\\d+:\\d\\d\\)"));
    assertThat(Files.readString(summary)).doesNotContain("Indicative").startsWith("## serbench");
    assertThat(Files.readString(output.resolve("index.html"))).doesNotContain("id=\"indicative\"");
    assertThat(log)
        .anyMatch(
            l ->
                l.matches("jdk leaves the race: [\\d.]+x behind kryo .*")
                    || l.matches("jdk leaves the race: behind kryo on the balanced score .*"));
  }
}
