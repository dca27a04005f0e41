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
                + "2458.600,120.500,3146.100,98.250,");
    assertThat(lines.get(2))
        .isEqualTo(
            "\"com.acme.Fixtures#tree\",\"com.acme.TreeNode\",,,\"kryo-registered\",FAIL,"
                + "\"ENCODE\",\"encode failed: StackOverflowError\",,,,,,,");
  }
}
