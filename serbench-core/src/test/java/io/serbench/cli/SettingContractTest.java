package io.serbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.config.MeasureSettings;
import io.serbench.config.ModelSettings;
import io.serbench.config.PickSettings;
import io.serbench.config.RunSettings;
import io.serbench.config.Setting;
import io.serbench.config.Settings;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The options contract ({@link Setting}) against the command line's parser, as its help lists it,
 * and against usage.md's table of every setting. The plugin's {@code OptionsContractTest} checks
 * the goal's parameters against it.
 */
class SettingContractTest {
  @Test
  void theCommandLineHasAnOptionForEverySetting_andNoOtherOption() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int status =
        new Main()
            .run(
                new String[] {"--help"},
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    Set<String> helped = new TreeSet<>();
    Matcher option =
        Pattern.compile("(?m)^(?:-h, )?--([a-z][a-z-]*)")
            .matcher(out.toString(StandardCharsets.UTF_8));
    while (option.find()) {
      helped.add(option.group(1));
    }
    helped.remove("help");
    Set<String> contract = new TreeSet<>();
    Settings.ALL.stream().forEach(s -> contract.addAll(s.options()));

    assertThat(status).isZero();
    assertThat(helped).as("options of --help").contains("classpath", "seed", "fresh");
    assertThat(helped).isEqualTo(contract);
  }

  @Test
  void usageMdsTable_hasARowForEverySetting_withItsPropertyAndItsDefault() throws IOException {
    Map<String, String[]> rows = new LinkedHashMap<>();
    String usage = Files.readString(Path.of("..", "src", "site", "markdown", "usage.md"));
    String section = usage.substring(usage.indexOf("## Every setting of the benchmark goal"));
    section = section.substring(0, section.indexOf("\n## ", 4));
    for (String line : section.split("\n")) {
      Matcher name = Pattern.compile("^\\| `(?:<generator><)?([A-Za-z]+)").matcher(line);
      if (name.find()) {
        rows.put(name.group(1), line.split("\\|"));
      }
    }

    for (Setting<?> setting : Settings.ALL) {
      if (setting.element().isEmpty()) {
        continue;
      }
      String element = setting.element().get();
      assertThat(rows).as("usage.md's row of " + element).containsKey(element);
      String[] cells = rows.get(element);
      if (setting != ModelSettings.IMPLEMENTATIONS) {
        assertThat(cells[2].trim()).as(element).startsWith("`serbench." + element + "`");
      }
      setting
          .defaultValue()
          .ifPresent(value -> assertThat(cells[3].trim()).as(element).isEqualTo(value));
    }
  }

  /** A declaration left out of its class's list would reach no front end: every one is listed. */
  @Test
  void everyDeclaredSetting_isInTheListEveryFrontEndReads() throws IllegalAccessException {
    int declared = 0;
    for (Class<?> type :
        List.of(
            ModelSettings.class, MeasureSettings.class, PickSettings.class, RunSettings.class)) {
      for (java.lang.reflect.Field field : type.getFields()) {
        if (field.getType() == Setting.class) {
          assertThat(Settings.ALL).as(field.getName()).contains((Setting<?>) field.get(null));
          declared++;
        }
      }
    }
    assertThat(Settings.ALL).hasSize(declared);
  }

  @Test
  void anErrorNamesTheCommandLinesOwnOption_forEverySettingItHas() {
    assertThat(
            Main.describe(
                new io.serbench.InvalidConfigurationException(
                    "implementations", "x", "implementation class x was not found")))
        .startsWith("--implementation: ");
    assertThat(
            Main.describe(
                new io.serbench.InvalidConfigurationException("outputDirectory", "x", "bad")))
        .startsWith("--output: ");
  }
}
