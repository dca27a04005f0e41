package io.serbench.codec;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The default set's Jackson JSON majors come from the project's class path. */
class JacksonMajorsTest {
  /** This test's own class path, which has both databind jars, entry by entry. */
  private static List<String> jars(String contains) {
    return Arrays.stream(System.getProperty("java.class.path").split(java.io.File.pathSeparator))
        .filter(entry -> entry.contains(contains))
        .toList();
  }

  @Test
  void of_realJars_findEachMajorByItsDatabind(@TempDir Path classes) {
    List<String> two = jars("com/fasterxml/jackson/core/jackson-databind");
    List<String> three = jars("tools/jackson/core/jackson-databind");
    assertThat(two).isNotEmpty();
    assertThat(three).isNotEmpty();

    assertThat(JacksonMajors.of(two)).isEqualTo(new JacksonMajors(true, false));
    assertThat(JacksonMajors.of(three)).isEqualTo(new JacksonMajors(false, true));
    // Jackson 3 shares Jackson 2's annotations: they are no sign of Jackson 2
    assertThat(JacksonMajors.of(jars("jackson-annotations")))
        .isEqualTo(new JacksonMajors(false, false));
    assertThat(JacksonMajors.of(List.of(classes.toString(), "/no/such.jar")))
        .isEqualTo(new JacksonMajors(false, false));
  }

  @Test
  void of_classesDirectory_findsAnUnpackedDatabind(@TempDir Path classes) throws Exception {
    Path type = classes.resolve("tools/jackson/databind/ObjectMapper.class");
    Files.createDirectories(type.getParent());
    Files.write(type, new byte[] {0});

    assertThat(JacksonMajors.of(List.of(classes.toString())))
        .isEqualTo(new JacksonMajors(false, true));
  }

  @ParameterizedTest
  @CsvSource({
    "true,  false, jackson-json,  jackson3-json",
    "false, true,  jackson3-json, jackson-json",
    "true,  true,  jackson-json,  ''",
    "false, false, jackson3-json, jackson-json"
  })
  void defaultIds_runTheProjectsJacksonMajors(
      boolean two, boolean three, String runs, String leaves) {
    JacksonMajors majors = new JacksonMajors(two, three);
    List<String> defaults =
        CodecCatalog.standard().withoutDefaults(majors.leaveDefaultSet()).defaultIds();

    assertThat(defaults).contains(runs);
    if (!leaves.isEmpty()) {
      assertThat(defaults).doesNotContain(leaves);
      assertThat(majors.explain()).contains(runs).contains(leaves).contains("class path");
    } else {
      assertThat(defaults).contains("jackson3-json");
    }
    assertThat(CodecCatalog.standard().withoutDefaults(majors.leaveDefaultSet()).ids())
        .contains("jackson-json", "jackson3-json");
  }
}
