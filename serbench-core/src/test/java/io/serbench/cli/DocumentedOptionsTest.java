package io.serbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

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
    Set<String> documented = new TreeSet<>();
    Matcher matcher =
        Pattern.compile("(?<![\\w-])--([a-z][a-z-]*)").matcher(Files.readString(PAGE));
    while (matcher.find()) {
      documented.add(matcher.group(1));
    }
    documented.removeAll(EXAMPLES);
    Set<String> accepted = new TreeSet<>(new Main().optionNames());
    accepted.addAll(new CompareCommand().optionNames());
    accepted.removeIf(name -> name.length() == 1); // short aliases, such as -h for --help

    assertThat(documented).as("documented but not accepted").isSubsetOf(accepted);
    assertThat(accepted).as("accepted but not documented").isSubsetOf(documented);
  }
}
