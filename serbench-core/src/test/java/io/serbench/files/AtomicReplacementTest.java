package io.serbench.files;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.report.HtmlReport;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.io.ResultsFile;
import io.serbench.testing.ResultsFixtures;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report and results.json are replaced by a rename, never rewritten in place: a reader that
 * opened the earlier file (a browser, the site report, a CI step) reads it whole, and a crash never
 * leaves half a file. A plain write would truncate the file under the reader and keep its inode.
 */
class AtomicReplacementTest {
  @TempDir Path output;

  private static BenchmarkResults fixture() {
    return ResultsFixtures.recommended();
  }

  @Test
  void htmlReportWrite_existingReport_isReplacedByANewFileWhileAReaderKeepsTheOldOne()
      throws Exception {
    Path report = output.resolve("index.html");
    String earlier = "<html>an earlier report, " + "x".repeat(100_000) + "</html>";
    Files.writeString(report, earlier);
    Object earlierKey = Files.readAttributes(report, BasicFileAttributes.class).fileKey();

    try (InputStream reader = Files.newInputStream(report)) {
      HtmlReport.write(fixture(), new HtmlReport.ReproduceInfo("jmh/src", "java -jar x"), report);

      assertThat(new String(reader.readAllBytes(), StandardCharsets.UTF_8))
          .as("a reader of the earlier report still reads all of it")
          .isEqualTo(earlier);
    }
    assertThat(Files.readAttributes(report, BasicFileAttributes.class).fileKey())
        .as("a new file took the name")
        .isNotEqualTo(earlierKey);
    assertThat(Files.readString(report)).contains("id=\"recommended-codec\">kryo<");
    try (var files = Files.list(output)) {
      assertThat(files).as("no temporary file is left").containsExactly(report);
    }
  }

  @Test
  void resultsFileWrite_existingResults_isReplacedByANewFile() throws Exception {
    Path results = output.resolve("results.json");
    Files.writeString(results, "{\"an\": \"earlier run\"}");
    Object earlierKey = Files.readAttributes(results, BasicFileAttributes.class).fileKey();

    try (InputStream reader = Files.newInputStream(results)) {
      ResultsFile.write(fixture(), results);

      assertThat(new String(reader.readAllBytes(), StandardCharsets.UTF_8))
          .isEqualTo("{\"an\": \"earlier run\"}");
    }
    assertThat(Files.readAttributes(results, BasicFileAttributes.class).fileKey())
        .isNotEqualTo(earlierKey);
    assertThat(ResultsFile.read(results).recommendation().codec()).isEqualTo("kryo");
  }

  @Test
  void aHalfCharacterInTheResultsIsWrittenAsTheReplacementCharacterInsteadOfLosingTheFile()
      throws Exception {
    // a codec that decodes a string wrongly can leave an unpaired surrogate in a failure message
    Path file = output.resolve("results.json");

    AtomicFiles.writeString(file, "{\"failure\": \"decoded as a\uD83Db\"}");

    assertThat(Files.readString(file, StandardCharsets.UTF_8))
        .isEqualTo("{\"failure\": \"decoded as a\uFFFDb\"}");
  }
}
