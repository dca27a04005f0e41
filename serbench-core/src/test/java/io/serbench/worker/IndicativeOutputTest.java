package io.serbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.BenchmarkListener;
import io.serbench.codec.CodecCatalog;
import io.serbench.config.BenchmarkRequest;
import io.serbench.config.CodecPatterns;
import io.serbench.measure.Interim;
import io.serbench.measure.Timings;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Capabilities;
import io.serbench.result.RaceLog;
import io.serbench.result.Requirement;
import io.serbench.result.Verdict;
import io.serbench.testing.ResultsFixtures;
import io.serbench.testing.TestPlans;
import io.serbench.testing.TestRequests;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The indicative answer as the worker writes it after a round: summary.md and index.html marked, no
 * results.json, the log line that names the file and the pick; the final output replaces both; a
 * failure to write only warns; capabilities probed after the race stay open.
 */
class IndicativeOutputTest {
  @TempDir Path output;

  private final List<String> info = new ArrayList<>();
  private final List<String> warnings = new ArrayList<>();
  private final BenchmarkListener listener =
      new BenchmarkListener() {
        @Override
        public void info(String message) {
          info.add(message);
        }

        @Override
        public void warn(String message) {
          warnings.add(message);
        }

        @Override
        public void debug(String message) {}
      };

  private static final BenchmarkResults FIXTURE = ResultsFixtures.read();

  private OutputStage stage() {
    BenchmarkRequest request = TestRequests.writingTo(output).codecs(List.of("jdk")).build();
    return new OutputStage(
        TestPlans.context(
            request,
            TestPlans.plan(
                request, CodecPatterns.select(CodecCatalog.standard(), List.of("jdk")), Map.of()),
            listener));
  }

  private IndicativeOutput indicative(OutputStage stage, Set<Requirement> pending) {
    return new IndicativeOutput(
        stage, FIXTURE.codecs(), FIXTURE.capabilities(), FIXTURE.models(), pending);
  }

  /** The fixture's figures as the race has them after round 1 of 6, still going. */
  private static Interim afterRoundOne() {
    RaceLog log =
        new RaceLog(
            7, 2, 6, true, List.of(new RaceLog.Round(1, List.of(), List.of(), 60.0)), null, null);
    Timings timings =
        new Timings(
            FIXTURE.samples(),
            "preset standard",
            FIXTURE.environment().jmh(),
            log,
            FIXTURE.mix(),
            List.of());
    List<String> racing =
        FIXTURE.codecs().stream().map(io.serbench.result.CodecDescriptor::id).toList();
    return new Interim(
        1, 6, racing, timings, false, "about 2:00 left", "race ~1:58, per-message phase ~0:00");
  }

  @Test
  void afterRound_writesTheMarkedSummaryAndReport_noResultsJson_andLogsThePick() throws Exception {
    OutputStage stage = stage();

    indicative(stage, Set.of()).afterRound(afterRoundOne());

    assertThat(warnings).isEmpty();
    String summary = Files.readString(stage.layout().summary());
    assertThat(summary.lines().findFirst().orElseThrow())
        .startsWith("## Indicative (after round 1 of up to 6; still open: ");
    assertThat(Files.readString(stage.layout().report())).contains("id=\"indicative\"");
    assertThat(stage.layout().results()).doesNotExist();
    String pick =
        stage
            .answer(FIXTURE.codecs(), afterRoundOne().timings(), FIXTURE.capabilities(), List.of())
            .recommendation()
            .codec();
    assertThat(info)
        .contains(
            "Indicative answer after round 1 written to " + stage.layout().summary() + ": " + pick);
    assertThat(warnings).isEmpty();
  }

  @Test
  void theFinalOutput_replacesTheIndicativeFiles() throws Exception {
    OutputStage stage = stage();
    indicative(stage, Set.of()).afterRound(afterRoundOne());

    Timings last =
        new Timings(FIXTURE.samples(), "preset standard", null, null, FIXTURE.mix(), List.of());
    stage.write(
        stage.assemble(FIXTURE.codecs(), last, FIXTURE.capabilities(), FIXTURE.models()), last);

    assertThat(Files.readString(stage.layout().summary())).doesNotContain("Indicative");
    assertThat(Files.readString(stage.layout().report())).doesNotContain("id=\"indicative\"");
    assertThat(stage.layout().results()).exists();
  }

  @Test
  void afterRound_aFailureToWrite_onlyWarns() throws Exception {
    OutputStage stage = stage();
    // a directory where summary.md goes: the write fails, the run must not
    Files.createDirectories(stage.layout().summary().resolve("blocked"));

    indicative(stage, Set.of()).afterRound(afterRoundOne());

    assertThat(warnings)
        .singleElement()
        .satisfies(w -> assertThat(w).startsWith("the indicative answer after round 1 was not"));
  }

  @Test
  void open_capabilitiesProbedAfterTheRace_areNotTestedWithWhy_theOthersAsProbed() {
    Capabilities probed = FIXTURE.capabilities().get(0);

    Capabilities open =
        IndicativeOutput.open(probed, Set.of(Requirement.VERSIONING, Requirement.NEXT_JDK));

    assertThat(open.versioningBackward().measured()).isEqualTo(Verdict.NOT_TESTED);
    assertThat(open.versioningForward().evidence()).isEqualTo(IndicativeOutput.PROBES_TO_RUN);
    assertThat(open.nextJdk().measured()).isEqualTo(Verdict.NOT_TESTED);
    assertThat(open.evolutions()).isEmpty();
    assertThat(open.graph()).isEqualTo(probed.graph());
    assertThat(open.crossLanguage()).isEqualTo(probed.crossLanguage());
    assertThat(IndicativeOutput.open(probed, Set.of())).isSameAs(probed);
  }
}
