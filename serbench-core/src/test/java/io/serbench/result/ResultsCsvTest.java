package io.serbench.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResultsCsvTest {
  @Test
  void render_oneRowPerSampleAndCodec_withScoresAndQuotedText() throws Exception {
    BenchmarkResults results = ResultsFile.read(Path.of("src/test/resources/results-fixture.json"));

    List<String> lines = ResultsCsv.render(results).lines().toList();

    assertThat(lines.get(0)).isEqualTo(ResultsCsv.HEADER);
    assertThat(lines).hasSize(1 + 6);
    assertThat(lines.get(1))
        .isEqualTo(
            "\"com.acme.Fixtures#tree\",\"com.acme.TreeNode\",,,\"kryo\",PASS,,,186,150,"
                + "2458.600,120.500,3146.100,98.250,,,,,");
    assertThat(lines.get(2))
        .isEqualTo(
            "\"com.acme.Fixtures#tree\",\"com.acme.TreeNode\",,,\"kryo-registered\",FAIL,"
                + "\"ENCODE\",\"encode failed: StackOverflowError\",,,,,,,,,,,");
  }

  @Test
  void render_coldStart_addsTheFirstEncodeAndDecodeWithTheirIntervals() throws Exception {
    BenchmarkResults results = ResultsFile.read(Path.of("src/test/resources/results-fixture.json"));
    io.serbench.result.Score encode =
        new io.serbench.result.Score(
            61250.5, 9000.25, "us/op", 5, 1, List.of(61000.0, 61501.0), 0, null);
    io.serbench.result.Score decode =
        new io.serbench.result.Score(70100.0, null, "us/op", 1, 1, List.of(70100.0), 0, null);
    SampleResult tree = results.samples().get(0);
    List<CodecResult> codecs = new java.util.ArrayList<>(tree.results());
    codecs.set(0, codecs.get(0).withColdStart(new CodecResult.ColdStart(encode, decode, null)));
    results = results.withSamples(List.of(tree.withResults(codecs)));

    List<String> lines = ResultsCsv.render(results).lines().toList();

    assertThat(lines.get(1)).endsWith(",61250.500,9000.250,70100.000,");
  }
}
