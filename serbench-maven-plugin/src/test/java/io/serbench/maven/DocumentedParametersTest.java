package io.serbench.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README and the site name every user property of the goals, as the generated plugin descriptor
 * lists them, and no {@code serbench.*} property that does not exist.
 */
class DocumentedParametersTest {
  private static final Path DESCRIPTOR = Path.of("target/classes/META-INF/maven/plugin.xml");

  /** System properties read directly, not goal parameters; each is documented where it acts. */
  private static final Set<String> SYSTEM_PROPERTIES =
      Set.of(
          "calibrate", // the calibration test
          "accuracy", // the accuracy check of the default settings
          "experiment", // which experiment of the accuracy profile runs, and its arguments
          "variance", // the variance components experiment
          "precision", // the default runs' precision experiment
          "jacksonModules", // the Jackson modules measurement test
          "skipProbes", // the worker's switch for tests that assert no capability
          "updateGolden"); // the golden-file tests

  @Test
  void everyUserPropertyIsDocumented_andEveryDocumentedOneExists() throws IOException {
    Set<String> properties = names(Files.readString(DESCRIPTOR), "\\$\\{serbench\\.([A-Za-z]+)\\}");
    StringBuilder docs = new StringBuilder(Files.readString(Path.of("../README.md")));
    try (Stream<Path> pages = Files.list(Path.of("../src/site/markdown"))) {
      for (Path page : pages.filter(p -> p.toString().endsWith(".md")).toList()) {
        docs.append(Files.readString(page));
      }
    }
    Set<String> documented = names(docs.toString(), "(?:-D|[^\\w.]|^)serbench\\.([A-Za-z]+)");

    assertThat(properties).as("user properties of the goals").contains("classes", "jvmArgs");
    assertThat(properties).as("not documented").isSubsetOf(documented);
    Set<String> unknown = new TreeSet<>(documented);
    unknown.removeAll(properties);
    unknown.removeAll(SYSTEM_PROPERTIES);
    assertThat(unknown).as("documented but not a parameter").isEmpty();
  }

  private static Set<String> names(String text, String regex) {
    Set<String> names = new TreeSet<>();
    Matcher matcher = Pattern.compile(regex, Pattern.MULTILINE).matcher(text);
    while (matcher.find()) {
      names.add(matcher.group(1));
    }
    return names;
  }
}
