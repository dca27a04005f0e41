package io.serbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.io.ResultsFile;
import io.serbench.testing.ResultsFixtures;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code Main compare}: files in, report, summary and exit status out. */
class CompareCommandTest {
  @TempDir Path dir;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int compare(String... args) {
    String[] all = new String[args.length + 1];
    all[0] = "compare";
    System.arraycopy(args, 0, all, 1, args.length);
    return new Main()
        .run(
            all,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private Path write(String name, BenchmarkResults results) throws Exception {
    Path directory = Files.createDirectories(dir.resolve(name));
    ResultsFile.write(results, directory.resolve("results.json"));
    return directory;
  }

  @Test
  void aBrokenRuleExitsWithOneAndTheReportShowsBothRunsNumbers() throws Exception {
    Path base =
        write("base", ResultsFixtures.withSerialize(ResultsFixtures.read(), "kryo", 2000, 5));
    Files.writeString(base.resolve("index.html"), "<html></html>");
    Path pr = write("pr", ResultsFixtures.withSerialize(ResultsFixtures.read(), "kryo", 6000, 5));
    Path output = dir.resolve("compared");

    int status =
        compare(
            "--rules",
            "time+10%@kryo",
            "--output",
            output.toString(),
            base.toString(),
            "today=" + pr.resolve("results.json"));

    assertThat(status).isEqualTo(Main.EXIT_GATE);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .contains(
            "kryo serialize got slower by 200% on com.acme.Fixtures#tree (2,000 -> 6,000 ns/op,"
                + " beyond the allowance at p < 0.0001), more than the 10% allowed");
    String html = Files.readString(output.resolve("index.html"));
    assertThat(html)
        .contains("<th scope=\"row\">base</th>", "<th scope=\"row\">today</th>")
        .contains("href=\"../base/index.html\"")
        .contains("2,000 (", "6,000 (", " ns/op <span class=\"worse\"", "(+200%*)")
        .contains("BROKEN");
    String summary = Files.readString(output.resolve("summary.md"));
    assertThat(summary)
        .startsWith("## serbench compare: FAIL")
        .contains("kryo serialize got slower by 200%");
    JsonNode json = ResultsFile.mapper().readTree(output.resolve("comparison.json").toFile());
    assertThat(json.get("failed").asBoolean()).isTrue();
    assertThat(json.get("runs").get(1).get("label").asText()).isEqualTo("today");
  }

  @Test
  void haltOnFailureFalseOnlyWarns() throws Exception {
    Path base =
        write("base", ResultsFixtures.withSerialize(ResultsFixtures.read(), "kryo", 2000, 5));
    Path pr = write("pr", ResultsFixtures.withSerialize(ResultsFixtures.read(), "kryo", 6000, 5));

    int status =
        compare(
            "--rules",
            "time+10%@kryo",
            "--halt-on-failure",
            "false",
            "--output",
            dir.resolve("o").toString(),
            base.toString(),
            pr.toString());

    assertThat(status).isZero();
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("more than the 10% allowed");
  }

  @Test
  void aMissingFileOrABadRuleIsOneClearLine() throws Exception {
    Path base = write("base", ResultsFixtures.read());

    assertThat(compare(base.toString(), dir.resolve("nowhere").toString()))
        .isEqualTo(Main.EXIT_USAGE);
    assertThat(compare("--rules", "speed+1", base.toString(), base.toString()))
        .isEqualTo(Main.EXIT_USAGE);
    assertThat(compare(base.toString())).isEqualTo(Main.EXIT_USAGE);

    assertThat(err.toString(StandardCharsets.UTF_8).lines())
        .containsExactly(
            "serbench compare: no results.json at "
                + dir.resolve("nowhere")
                + "; give a results.json that serbench:benchmark wrote, or its directory",
            "serbench compare: --rules: 'speed+1' is not a rule; write METRIC+PERCENT (time+10%) or METRIC<=LIMIT (size<=400), optionally followed by @CODEC or @*, with METRIC one of time, serialize, deserialize, size, allocation",
            "serbench compare: compare needs at least two results.json files (or directories that hold one), the baseline first; got 1");
  }
}
