package io.serbench.settings;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.jvm.JvmOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * usage.md's table of every setting says the defaults that {@link Defaults} holds. The plugin's
 * SettingsTableTest checks the same table against the goal's descriptor, whose annotations read
 * {@link Defaults}: the three agree.
 */
class DefaultsTableTest {
  /** Each setting's Default cell, by its POM name. */
  private static Map<String, String> table() throws IOException {
    String usage = Files.readString(Path.of("..", "src", "site", "markdown", "usage.md"));
    String section = usage.substring(usage.indexOf("## Every setting of the benchmark goal"));
    section = section.substring(0, section.indexOf("\n## ", 4));
    Map<String, String> defaults = new LinkedHashMap<>();
    for (String line : section.split("\n")) {
      String[] cells = line.split("\\|");
      if (line.startsWith("| `") && cells.length > 3) {
        String name = cells[1].trim();
        defaults.put(name.substring(1, name.indexOf('`', 1)), cells[3].trim());
      }
    }
    return defaults;
  }

  @Test
  void theSettingsTableSaysTheDefaultsThatDefaultsHolds() throws IOException {
    Map<String, String> table = table();

    assertThat(table)
        .containsEntry("seed", String.valueOf(Defaults.SEED))
        .containsEntry("collectionSize", String.valueOf(Defaults.COLLECTION_SIZE))
        .containsEntry("stringLength", String.valueOf(Defaults.STRING_LENGTH))
        .containsEntry("preset", Defaults.PRESET)
        .containsEntry("threads", String.valueOf(Defaults.THREADS))
        .containsEntry("roundTripTimeout", String.valueOf(Defaults.ROUND_TRIP_TIMEOUT_SECONDS))
        .containsEntry("maxRegression", Defaults.MAX_REGRESSION)
        .containsEntry("objective", Defaults.OBJECTIVE)
        .containsEntry("outputDirectory", "`target/" + Defaults.OUTPUT_SUBDIRECTORY + "`")
        .containsEntry("probeCache", "`" + Defaults.PROBE_CACHE + "` in `outputDirectory`");
    assertThat(table.get("jvmArgs"))
        .startsWith("`" + String.join(" ", JvmOptions.DEFAULT_HEAP) + "`")
        .contains("sized to the model");
    assertThat(table.get("warmupIterations")).contains("(" + Defaults.WARMUP_ITERATIONS + " when");
    assertThat(table.get("warmupTime")).contains("(" + Defaults.WARMUP_MILLIS + " ms when");
    assertThat(table.get("measurementIterations"))
        .contains("(" + Defaults.MEASUREMENT_ITERATIONS + " when");
    assertThat(table.get("measurementTime"))
        .contains("(" + Defaults.MEASUREMENT_MILLIS + " ms when");
  }

  /** The measurement section's plan table says what each preset sets, as Defaults holds it. */
  @Test
  void thePlanTableSaysWhatEachPresetSets() throws IOException {
    String usage = Files.readString(Path.of("..", "src", "site", "markdown", "usage.md"));
    String row =
        usage
            .lines()
            .filter(l -> l.startsWith("| a `preset` (or nothing: `" + Defaults.PRESET + "`)"))
            .findFirst()
            .orElseThrow(() -> new AssertionError("usage.md has no row for the presets"));

    assertThat(row)
        .contains(
            seconds(Defaults.QUICK_ITERATIONS)
                + " (`quick`), "
                + seconds(Defaults.STANDARD_ITERATIONS)
                + " (`standard`), "
                + seconds(Defaults.THOROUGH_ITERATIONS)
                + " (`thorough`) of "
                + Defaults.MEASUREMENT_MILLIS
                + " ms iterations after JMH's warm-up iterations of "
                + Defaults.WARMUP_MILLIS
                + " ms: "
                + Defaults.QUICK_WARMUP_ITERATIONS
                + " (`quick`), "
                + Defaults.STANDARD_WARMUP_ITERATIONS
                + " (`standard`), "
                + Defaults.THOROUGH_WARMUP_ITERATIONS
                + " (`thorough`), the same for every codec")
        .contains(
            "`quick` "
                + Defaults.QUICK_ROUNDS
                + "; `standard` "
                + Defaults.STANDARD_MIN_ROUNDS
                + ", then up to "
                + Defaults.STANDARD_MAX_ROUNDS
                + ", the rounds after the third (and the per-message figures) only while the run is"
                + " predicted to end within its **"
                + Defaults.STANDARD_TARGET_MILLIS / 60_000
                + "-minute target**; `thorough` "
                + Defaults.THOROUGH_MIN_ROUNDS
                + ", then up to "
                + Defaults.THOROUGH_MAX_ROUNDS);
    String budget =
        usage
            .lines()
            .filter(l -> l.startsWith("| `timeBudget`, with a preset"))
            .findFirst()
            .orElseThrow();
    assertThat(budget)
        .contains(
            "up to "
                + Defaults.BUDGET_MAX_ROUNDS
                + " ("
                + Defaults.THOROUGH_BUDGET_MAX_ROUNDS
                + " with `thorough`)");
  }

  /** Iterations of the measured length, in seconds as the table writes them: 1 s, 2.5 s. */
  private static String seconds(int iterations) {
    double seconds = iterations * Defaults.MEASUREMENT_MILLIS / 1000.0;
    return (seconds == Math.rint(seconds)
            ? String.valueOf((long) seconds)
            : String.valueOf(seconds))
        + " s";
  }
}
