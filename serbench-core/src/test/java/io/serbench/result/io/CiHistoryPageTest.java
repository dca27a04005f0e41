package io.serbench.result.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.serbench.files.OutputLayout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The workflows on {@code ci-history.md} are ready to paste: each is valid YAML, names the file
 * serbench writes, and hands it to the tool and adapter that read that file's format.
 */
class CiHistoryPageTest {
  private static final Path PAGE = Path.of("../src/site/markdown/ci-history.md");
  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

  @Test
  void everyWorkflowParses_andFeedsItsToolTheFileSerbenchWrites() throws Exception {
    List<String> blocks = yamlBlocks(Files.readString(PAGE));
    assertThat(blocks).hasSize(3);

    JsonNode actionBenchmark = YAML.readTree(blocks.get(0));
    JsonNode step = findStep(actionBenchmark, "benchmark-action/github-action-benchmark@v1");
    assertThat(step.get("with").get("tool").asText()).isEqualTo("customSmallerIsBetter");
    assertThat(step.get("with").get("output-file-path").asText())
        .isEqualTo("target/serbench/" + OutputLayout.BENCHMARK_ACTION);
    assertThat(blocks.get(0)).contains("serbench:benchmark");

    JsonNode bencherAction = YAML.readTree(blocks.get(1));
    findStep(bencherAction, "bencherdev/bencher@main");
    assertThat(blocks.get(1))
        .contains("serbench:benchmark")
        .contains("--adapter json")
        .contains("--file target/serbench/" + OutputLayout.BENCHER)
        .contains("--threshold-measure " + CiHistory.LATENCY);

    JsonNode gitlab = YAML.readTree(blocks.get(2));
    assertThat(gitlab.get("serbench").get("script").toString())
        .contains("serbench:benchmark")
        .contains("--adapter json")
        .contains("--file target/serbench/" + OutputLayout.BENCHER);
  }

  private static List<String> yamlBlocks(String page) {
    List<String> blocks = new ArrayList<>();
    Matcher matcher = Pattern.compile("```yaml\n(.*?)```", Pattern.DOTALL).matcher(page);
    while (matcher.find()) {
      blocks.add(matcher.group(1));
    }
    return blocks;
  }

  private static JsonNode findStep(JsonNode workflow, String uses) {
    for (JsonNode step : workflow.get("jobs").get("serbench").get("steps")) {
      if (step.has("uses") && step.get("uses").asText().equals(uses)) {
        return step;
      }
    }
    throw new AssertionError("no step uses " + uses + " in " + workflow);
  }
}
