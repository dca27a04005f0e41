package io.serbench.result.io;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.SampleResult;
import io.serbench.result.Score;
import io.serbench.result.Scores;
import io.serbench.testing.ResultsFixtures;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResultsCsvTest {
  @Test
  void render_oneRowPerSampleAndCodec_withScoresAndQuotedText() throws Exception {
    BenchmarkResults results = ResultsFixtures.read();

    List<String> lines = ResultsCsv.render(results).lines().toList();

    assertThat(lines.get(0)).isEqualTo(ResultsCsv.HEADER);
    assertThat(lines).hasSize(1 + 6);
    Score serialize = results.samples().get(0).results().get(0).serializeNs();
    assertThat(lines.get(1))
        .startsWith(
            "\"com.acme.Fixtures#tree\",\"com.acme.TreeNode\",,,\"kryo\",PASS,,,186,150,"
                + String.format(
                    java.util.Locale.ROOT,
                    "2458.600,%.3f,%.3f,3,forks,,3146.100,",
                    serialize.lower(),
                    serialize.upper()))
        .endsWith(",true,,,,,,");
    assertThat(lines.get(2))
        .isEqualTo(
            "\"com.acme.Fixtures#tree\",\"com.acme.TreeNode\",,,\"kryo-registered\",FAIL,"
                + "\"ENCODE\",\"encode failed: StackOverflowError\",,,,,,,,,,,,,,,,,,,,,");
  }

  @Test
  void render_anInconsistentFigureListsItsLevelsAndAFewForkFigureSaysSo() throws Exception {
    BenchmarkResults results = ResultsFixtures.read();
    SampleResult tree = results.samples().get(0);
    List<CodecResult> codecs = new java.util.ArrayList<>(tree.results());
    codecs.set(
        0,
        ResultsFixtures.withScores(
            codecs.get(0), Scores.forks(2070.0, 3550.0), codecs.get(0).deserializeNs()));
    results = results.withSamples(List.of(tree.withResults(codecs)));

    assertThat(ResultsCsv.render(results).lines().toList().get(1))
        .contains(",186,150,2710.812,,,2,none,2070.000;3550.000,");
  }

  @Test
  void render_coldStart_addsTheFirstEncodeAndDecodeWithTheirIntervals() throws Exception {
    BenchmarkResults results = ResultsFixtures.read();
    Score encode =
        Score.of(
            List.of(
                Score.Fork.shot(1, 60000.0),
                Score.Fork.shot(2, 61000.0),
                Score.Fork.shot(3, 62000.0)),
            "us/op",
            null);
    Score decode = Score.of(List.of(Score.Fork.shot(1, 70100.0)), "us/op", null);
    SampleResult tree = results.samples().get(0);
    List<CodecResult> codecs = new java.util.ArrayList<>(tree.results());
    codecs.set(0, codecs.get(0).withColdStart(new CodecResult.ColdStart(encode, decode, null)));
    results = results.withSamples(List.of(tree.withResults(codecs)));

    List<String> lines = ResultsCsv.render(results).lines().toList();

    assertThat(lines.get(1))
        .endsWith(
            String.format(
                java.util.Locale.ROOT,
                ",%.3f,%.3f,%.3f,70100.000,,",
                encode.score(),
                encode.lower(),
                encode.upper()));
    assertThat(encode.score()).isBetween(60000.0, 62000.0);
  }
}
