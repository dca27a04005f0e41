package io.serbench.result.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.CodecCatalog;
import io.serbench.compare.Comparison;
import io.serbench.report.TextSummary;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.CodecResult;
import io.serbench.result.SampleResult;
import io.serbench.result.Scores;
import io.serbench.result.io.ResultsFile;
import io.serbench.testing.ResultsFixtures;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class VersionPairsTest {
  private static final String OLD = "jackson-json@2.18.2";
  private static final String NEW = "jackson-json@2.23.0";

  /** The fixture with two versions of jackson-json, B's rounds at {@code factor} of A's. */
  static BenchmarkResults ab(List<Double> factors, int sizeA, int sizeB) {
    BenchmarkResults fixture = ResultsFixtures.read();
    var info = CodecCatalog.standard().find("jackson-json").orElseThrow().info();
    List<CodecDescriptor> codecs = new ArrayList<>(fixture.codecs());
    // written newest first: the A/B still takes the older as A
    codecs.add(
        CodecDescriptor.of(
            CodecCatalog.standard().find(NEW).orElseThrow().info(), "2.23.0", List.of()));
    codecs.add(
        CodecDescriptor.of(
            CodecCatalog.standard().find(OLD).orElseThrow().info(), "2.18.2", List.of()));
    assertThat(info.library()).isEqualTo("com.fasterxml.jackson.core:jackson-databind");
    List<Double> a = List.of(1000.0, 1040.0, 980.0, 1020.0, 990.0);
    List<Double> b = new ArrayList<>();
    for (int i = 0; i < a.size(); i++) {
      b.add(a.get(i) * factors.get(i));
    }
    List<SampleResult> samples = new ArrayList<>();
    for (SampleResult sample : fixture.samples()) {
      List<CodecResult> results = new ArrayList<>(sample.results());
      results.add(measured(NEW, b, sizeB));
      results.add(measured(OLD, a, sizeA));
      samples.add(sample.withResults(results));
    }
    BenchmarkResults withCodecs =
        new BenchmarkResults(
                fixture.schemaVersion(),
                fixture.generatedAt(),
                fixture.environment(),
                codecs,
                samples,
                fixture.capabilities(),
                fixture.criteria(),
                fixture.recommendation(),
                fixture.baseline())
            .withLeftOut(fixture.leftOut())
            .withMessages(fixture.models(), fixture.mix());
    // the recommender ranks the versions as any two codecs
    return withCodecs.withRecommendation(io.serbench.recommend.Recommender.recommend(withCodecs));
  }

  private static CodecResult measured(String codec, List<Double> means, int size) {
    CodecResult verified =
        CodecResult.verified(
            codec, null, null, CodecResult.Differences.NONE, new CodecResult.Sizes(size, size));
    return ResultsFixtures.withScores(verified, Scores.forks(means), Scores.forks(means));
  }

  private static VersionPairs.Pair pair(BenchmarkResults results) {
    return VersionPairs.of(results).stream()
        .filter(p -> p.a().equals(OLD) && p.b().equals(NEW))
        .findFirst()
        .orElseThrow();
  }

  @Test
  void aSeparatedSpeedUpIsAStatedRatioWithItsInterval() {
    BenchmarkResults results = ab(List.of(0.80, 0.81, 0.79, 0.80, 0.80), 120, 118);
    List<VersionPairs.Pair> pairs = VersionPairs.of(results);
    // the fixture's plain jackson-json is a third version: every pair, the older as A
    assertThat(pairs).hasSize(3);
    VersionPairs.Pair pair = pair(results);
    assertThat(pair.a()).isEqualTo(OLD);
    assertThat(pair.b()).isEqualTo(NEW);
    assertThat(pair.overall().value()).isBetween(0.79, 0.81);
    assertThat(pair.overall().separated()).isTrue();
    VersionPairs.Row row = pair.rows().get(0);
    assertThat(row.operation()).isEqualTo("serialize");
    assertThat(row.ratio().words())
        .matches("0\\.80x the time, faster \\(95% interval 0\\.7\\d-0\\.8\\dx, 5 rounds\\)");
    assertThat(row.size()).isEqualTo("-2 bytes (-1.7%), 118 against 120");
    assertThat(pair.summary()).startsWith("jackson-json 2.23.0 vs 2.18.2: 0.80x the time, faster");
  }

  @Test
  void aTieIsStatedAsNotSeparatedWithItsReach() {
    BenchmarkResults results = ab(List.of(1.01, 0.99, 1.00, 1.02, 0.98), 120, 120);
    VersionPairs.Row row = pair(results).rows().get(0);
    assertThat(row.ratio().separated()).isFalse();
    assertThat(row.ratio().words())
        .matches("not separated: tied within ±\\d+(\\.\\d)?% \\(5 rounds\\)");
    assertThat(row.size()).isEqualTo("the same size (120 bytes)");
  }

  @Test
  void theReportAndTheConsoleShowTheAbAndCompareReadsIt() throws Exception {
    BenchmarkResults results = ab(List.of(0.80, 0.81, 0.79, 0.80, 0.80), 120, 118);
    String html = io.serbench.report.HtmlReport.render(results, ResultsFixtures.REPRODUCE);
    String words = pair(results).rows().get(0).ratio().words();
    assertThat(html)
        .contains("A/B: versions of one library")
        .contains("jackson-json: 2.23.0 (B) against 2.18.2 (A)")
        .contains(words);
    assertThat(io.serbench.report.MarkdownSummary.render(results))
        .contains("- A/B jackson-json 2.23.0 vs 2.18.2: 0.80x the time, faster");
    assertThat(TextSummary.lines(results))
        .anyMatch(l -> l.startsWith("A/B jackson-json 2.23.0 vs 2.18.2: 0.80x"));
    java.nio.file.Path directory = java.nio.file.Files.createTempDirectory("ab");
    java.nio.file.Path file = directory.resolve("results.json");
    ResultsFile.write(results, file);
    var outcome =
        io.serbench.compare.CompareRun.run(
            io.serbench.config.CompareEntries.request(
                List.of("ab=" + file, "again=" + file), List.of(), null, directory.resolve("cmp")),
            new io.serbench.testing.RecordingListener(new ArrayList<>()));
    List<Comparison.Ab> abs = outcome.comparison().versionPairs();
    assertThat(abs).hasSize(6);
    assertThat(
            abs.stream()
                .filter(ab -> ab.a().equals(OLD) && ab.b().equals(NEW))
                .findFirst()
                .orElseThrow()
                .overall())
        .startsWith("0.80x the time, faster");
    assertThat(java.nio.file.Files.readString(outcome.report()))
        .contains("A/B: versions of one library")
        .contains(words);
    assertThat(java.nio.file.Files.readString(outcome.summary()))
        .contains("A/B in ab: " + NEW + " against " + OLD);
  }
}
