package io.serbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** running-without-maven.md names every CLI option, and no option that does not exist. */
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

    assertThat(documented).as("documented but not accepted").isSubsetOf(accepted);
    assertThat(accepted).as("accepted but not documented").isSubsetOf(documented);
  }

  private static Set<String> options(String text) {
    Set<String> names = new TreeSet<>();
    Matcher matcher = Pattern.compile("(?<![\\w-])--([a-z][a-z-]*)").matcher(text);
    while (matcher.find()) {
      names.add(matcher.group(1));
    }
    return names;
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
