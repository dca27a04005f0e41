package io.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.Golden;
import io.serbench.recommend.Recommender;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.ResultsFile;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HtmlReportTest {
  static final HtmlReport.ReproduceInfo REPRODUCE =
      new HtmlReport.ReproduceInfo("jmh/src", "java -cp x org.openjdk.jmh.Main");

  static BenchmarkResults fixture() throws Exception {
    BenchmarkResults results = ResultsFile.read(Path.of("src/test/resources/results-fixture.json"));
    return results.withRecommendation(Recommender.recommend(results));
  }

  @Test
  void render_fixedResults_matchesGoldenFile() throws Exception {
    Golden.assertMatches(HtmlReport.render(fixture(), REPRODUCE), "report.html");
  }

  @Test
  void render_showsMeasuredNumbersSizesAndEveryCodec() throws Exception {
    String html = HtmlReport.render(fixture(), REPRODUCE);

    assertThat(html)
        .contains("id=\"recommended-codec\">kryo<")
        .contains("2,459 ± 121")
        .contains("3,146 ± 98.3")
        .contains(">186<")
        .contains(">150<")
        .contains("data-codec=\"kryo-registered\"")
        .contains("data-codec=\"jackson-json\"")
        .contains("encode failed: StackOverflowError")
        .contains("5.6.2");
  }

  @Test
  void render_textFromExceptionsAndEnvironment_isEscaped() throws Exception {
    String html = HtmlReport.render(fixture(), REPRODUCE);

    assertThat(html).doesNotContain("<script>alert");
    assertThat(html).contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    assertThat(html).contains("Test CPU &lt;fast&gt;");
  }

  @Test
  void render_isSelfContained() throws Exception {
    String html = HtmlReport.render(fixture(), REPRODUCE);

    assertThat(html).doesNotContain("http://").doesNotContain("https://").doesNotContain("<link");
  }

  @Test
  void write_replacesTheReportAtomically(@TempDir Path directory) throws Exception {
    Path file = directory.resolve("index.html");

    HtmlReport.write(fixture(), REPRODUCE, file);

    assertThat(Files.readString(file)).contains("serbench report");
    assertThat(directory.resolve("index.html.tmp")).doesNotExist();
  }
}
