package io.serbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.config.Setting;
import io.serbench.config.Settings;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * running-without-maven.md names every CLI option that is not its setting's element in kebab case
 * (the page states that rule, and usage.md's table, held by {@code SettingContractTest}, lists the
 * elements), and no option that does not exist. A new setting whose option follows the rule needs
 * no line here.
 */
class DocumentedOptionsTest {
  private static final Path PAGE = Path.of("../src/site/markdown/running-without-maven.md");

  /** Options the page shows on purpose although they do not exist: the misspelling example. */
  private static final Set<String> EXAMPLES = Set.of("clases");

  @Test
  void thePageAndTheParserAgree() throws Exception {
    Set<String> documented = options(Files.readString(PAGE));
    documented.removeAll(EXAMPLES);
    // what the user sees: both commands' --help
    Set<String> accepted = options(help("--help") + help("compare", "--help"));

    Set<String> byRule = new TreeSet<>();
    Set<String> exceptions = new TreeSet<>();
    for (Setting<?> setting : Settings.ALL) {
      if (setting.options().isEmpty()) {
        continue;
      }
      boolean follows = setting.element().map(e -> setting.option().equals(kebab(e))).orElse(false);
      (follows ? byRule : exceptions).add(setting.option());
    }

    assertThat(documented).as("documented but not accepted").isSubsetOf(accepted);
    assertThat(documented)
        .as("options that are not their element in kebab case")
        .containsAll(exceptions);
    Set<String> covered = new TreeSet<>(documented);
    covered.addAll(byRule);
    assertThat(accepted)
        .as("accepted but neither documented nor named by the rule")
        .isSubsetOf(covered);
  }

  private static Set<String> options(String text) {
    Set<String> names = new TreeSet<>();
    Matcher matcher = Pattern.compile("(?<![\\w-])--([a-z][a-z-]*)").matcher(text);
    while (matcher.find()) {
      names.add(matcher.group(1));
    }
    return names;
  }

  private static String kebab(String element) {
    return element.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
  }

  private static String help(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int status =
        new Main()
            .run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(out));
    assertThat(status).as(out.toString(StandardCharsets.UTF_8)).isZero();
    return out.toString(StandardCharsets.UTF_8);
  }
}
