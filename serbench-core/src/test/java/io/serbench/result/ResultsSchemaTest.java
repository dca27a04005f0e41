package io.serbench.result;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.introspect.BeanPropertyDefinition;
import io.serbench.result.io.ResultsFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * results.json schemas are frozen (results-schema.md): every field path that Jackson writes, as its
 * own introspection of the result types sees them, is listed in {@code results-schema-2.txt}. A
 * field that is added, renamed, removed or changes type fails this test; such a change needs a new
 * schemaVersion, a new list and a reader for the older ones. Schema 3 only added fields to schema 2
 * ({@code results-schema-2.txt}: the trade-offs and the current codec), and schema 2 to schema 1
 * ({@code results-schema-1.txt}), which is why this code still reads schema 1 files.
 */
class ResultsSchemaTest {
  private static final Path FROZEN = Path.of("src/test/resources/results-schema-11.txt");
  private static final Path SCHEMA_10 = Path.of("src/test/resources/results-schema-10.txt");
  private static final Path SCHEMA_9 = Path.of("src/test/resources/results-schema-9.txt");
  private static final Path SCHEMA_8 = Path.of("src/test/resources/results-schema-8.txt");
  private static final Path SCHEMA_7 = Path.of("src/test/resources/results-schema-7.txt");
  private static final Path SCHEMA_6 = Path.of("src/test/resources/results-schema-6.txt");
  private static final Path SCHEMA_5 = Path.of("src/test/resources/results-schema-5.txt");
  private static final Path SCHEMA_4 = Path.of("src/test/resources/results-schema-4.txt");
  private static final Path SCHEMA_3 = Path.of("src/test/resources/results-schema-3.txt");
  private static final Path SCHEMA_2 = Path.of("src/test/resources/results-schema-2.txt");
  private static final Path SCHEMA_1 = Path.of("src/test/resources/results-schema-1.txt");

  @Test
  void schema2_onlyAddsFieldsToSchema1_underModelsAndMix() throws IOException {
    Set<String> one = new TreeSet<>(Files.readAllLines(SCHEMA_1, StandardCharsets.UTF_8));
    Set<String> two = new TreeSet<>(Files.readAllLines(SCHEMA_2, StandardCharsets.UTF_8));

    assertThat(two).containsAll(one);
    two.removeAll(one);
    assertThat(two)
        .isNotEmpty()
        .allSatisfy(path -> assertThat(path).matches("^(models|mix)[.\\[:].*"));
  }

  @Test
  void schema3_onlyAddsFieldsToSchema2_theTradeOffsTheCurrentCodecAndReusedVerdicts()
      throws IOException {
    Set<String> two = new TreeSet<>(Files.readAllLines(SCHEMA_2, StandardCharsets.UTF_8));
    Set<String> three = new TreeSet<>(Files.readAllLines(SCHEMA_3, StandardCharsets.UTF_8));

    assertThat(three).containsAll(two);
    three.removeAll(two);
    assertThat(three)
        .isNotEmpty()
        .allSatisfy(
            path ->
                assertThat(path)
                    .matches(
                        "^(recommendation\\.tradeOffs|criteria\\.current"
                            + "|capabilities\\[\\]\\.reusedFrom)[.:].*"));
  }

  @Test
  void schema4_onlyAddsFieldsToSchema3_theInconclusiveGateAndTheRangeAcrossRuns()
      throws IOException {
    Set<String> three = new TreeSet<>(Files.readAllLines(SCHEMA_3, StandardCharsets.UTF_8));
    Set<String> four = new TreeSet<>(Files.readAllLines(SCHEMA_4, StandardCharsets.UTF_8));

    // a fork too short to classify became UNCLASSIFIED, no longer NO_STEADY_STATE
    assertThat(four)
        .filteredOn(path -> path.contains("enum ForkKind"))
        .isNotEmpty()
        .allSatisfy(path -> assertThat(path).endsWith(", UNCLASSIFIED]"));
    three.removeIf(path -> path.contains("enum ForkKind"));
    four.removeIf(path -> path.contains("enum ForkKind"));
    assertThat(four).containsAll(three);
    four.removeAll(three);
    assertThat(four)
        .isNotEmpty()
        .allSatisfy(
            path ->
                assertThat(path)
                    .matches(
                        "^(baseline\\.inconclusive[.:].*|.*\\.acrossRuns(Lower|Upper): Double)$"));
  }

  @Test
  void schema5_onlyAddsEnumValues_twoSchemaChanges_theRenamesRequirement_andNotTestedRoundTrips()
      throws IOException {
    Set<String> four = new TreeSet<>(Files.readAllLines(SCHEMA_4, StandardCharsets.UTF_8));
    Set<String> five = new TreeSet<>(Files.readAllLines(SCHEMA_5, StandardCharsets.UTF_8));

    Set<String> removed = new TreeSet<>(four);
    removed.removeAll(five);
    five.removeAll(four);
    assertThat(removed)
        .containsExactly(
            "capabilities[].evolutions[].change: enum SchemaChange [add-last, add-first,"
                + " remove-middle, remove-last, widen-int-long]",
            "criteria.constraints.versioningChanges: enum Required [FIELDS, APPEND]",
            "mix.result.results[].roundTrip: enum RoundTrip [PASS, FAIL]",
            "samples[].results[].roundTrip: enum RoundTrip [PASS, FAIL]");
    assertThat(five)
        .containsExactly(
            "capabilities[].evolutions[].change: enum SchemaChange [add-last, add-first,"
                + " remove-middle, remove-last, rename-field, widen-int-long, int-to-integer]",
            "criteria.constraints.versioningChanges: enum Required [FIELDS, APPEND, RENAMES]",
            "mix.result.results[].roundTrip: enum RoundTrip [PASS, FAIL, NOT_TESTED]",
            "samples[].results[].roundTrip: enum RoundTrip [PASS, FAIL, NOT_TESTED]");
  }

  @Test
  void schema6_onlyAddsFields_theVersionsSourceAndTheForksCollectors() throws IOException {
    Set<String> five = new TreeSet<>(Files.readAllLines(SCHEMA_5, StandardCharsets.UTF_8));
    Set<String> six = new TreeSet<>(Files.readAllLines(SCHEMA_6, StandardCharsets.UTF_8));

    assertThat(six).containsAll(five);
    six.removeAll(five);
    assertThat(six)
        .containsExactlyInAnyOrder(
            "codecs[].versionNote: String",
            "codecs[].versionSource: enum VersionSource [PROJECT, ALIGNED, SERBENCH, MISMATCHED, ISOLATED,"
                + " NAMED, JDK]",
            "environment.collectors[]: String");
  }

  @Test
  void schema7_onlyAddsTheNextJdkVerdictAndConstraint() throws IOException {
    Set<String> six = new TreeSet<>(Files.readAllLines(SCHEMA_6, StandardCharsets.UTF_8));
    Set<String> seven = new TreeSet<>(Files.readAllLines(SCHEMA_7, StandardCharsets.UTF_8));

    // the Requirement enum gains nextJdk wherever it is written
    six.removeIf(path -> path.contains("enum Requirement"));
    seven.removeIf(
        path -> path.contains("enum Requirement") && path.endsWith(", untrustedInput, nextJdk]"));
    assertThat(seven).containsAll(six);
    seven.removeAll(six);
    assertThat(seven)
        .isNotEmpty()
        .allSatisfy(
            path ->
                assertThat(path)
                    .matches(
                        "^(capabilities\\[\\]\\.nextJdk\\.|criteria\\.constraints\\.nextJdk:).*"));
  }

  @Test
  void schema8_onlyAddsEachForksRecords_itsAllocationActivityAndFlag() throws IOException {
    Set<String> seven = new TreeSet<>(Files.readAllLines(SCHEMA_7, StandardCharsets.UTF_8));
    Set<String> eight = new TreeSet<>(Files.readAllLines(SCHEMA_8, StandardCharsets.UTF_8));

    assertThat(eight).containsAll(seven);
    eight.removeAll(seven);
    assertThat(eight)
        .isNotEmpty()
        .allSatisfy(
            path ->
                assertThat(path)
                    .matches(".*perFork\\[\\]\\.(allocation|activity\\..+|stillCompiling)(:| ).*"));
  }

  @Test
  void schema9_onlyAddsTheHostsSentinelToTheRace() throws IOException {
    Set<String> eight = new TreeSet<>(Files.readAllLines(SCHEMA_8, StandardCharsets.UTF_8));
    Set<String> nine = new TreeSet<>(Files.readAllLines(SCHEMA_9, StandardCharsets.UTF_8));

    assertThat(nine).containsAll(eight);
    nine.removeAll(eight);
    assertThat(nine)
        .isNotEmpty()
        .allSatisfy(path -> assertThat(path).startsWith("environment.race.sentinel."))
        .contains(
            "environment.race.sentinel.tokens: long",
            "environment.race.sentinel.unsteadyShare: Double",
            "environment.race.sentinel.forks[].iterationScores[]: Double");
  }

  @Test
  void schema10_onlyAddsTheSelectionTheCyclicModelsAndTheFirstScreensLines() throws IOException {
    Set<String> nine = new TreeSet<>(Files.readAllLines(SCHEMA_9, StandardCharsets.UTF_8));
    Set<String> ten = new TreeSet<>(Files.readAllLines(SCHEMA_10, StandardCharsets.UTF_8));

    assertThat(ten).containsAll(nine);
    ten.removeAll(nine);
    assertThat(ten)
        .isNotEmpty()
        .allSatisfy(
            path ->
                assertThat(path)
                    .matches(
                        "^(selection\\[\\]|models\\[\\]\\.cyclic|recommendation\\.tradeOffs\\.lines\\[\\]\\.).*"))
        .contains("selection[]: String", "models[].cyclic: boolean");
  }

  @Test
  void schema11_onlyAddsTheNextJdksCostInSpeed() throws IOException {
    Set<String> ten = new TreeSet<>(Files.readAllLines(SCHEMA_10, StandardCharsets.UTF_8));
    Set<String> eleven = new TreeSet<>(Files.readAllLines(FROZEN, StandardCharsets.UTF_8));

    assertThat(eleven).containsAll(ten);
    eleven.removeAll(ten);
    assertThat(eleven)
        .isNotEmpty()
        .allSatisfy(path -> assertThat(path).startsWith("nextJdkSpeed[]."))
        .contains(
            "nextJdkSpeed[].codec: String",
            "nextJdkSpeed[].total.ratio: double",
            "nextJdkSpeed[].total.low: Double",
            "nextJdkSpeed[].outcome: enum Outcome [MEASURED, SETUP_FAILED]");
  }

  @Test
  void theFieldsOfSchema11_areTheFrozenOnes() throws IOException {
    ObjectMapper mapper = ResultsFile.mapper();
    Set<String> paths = new TreeSet<>();
    walk(
        mapper.getSerializationConfig(),
        mapper.constructType(BenchmarkResults.class),
        "",
        paths,
        new HashSet<>());

    String actual = String.join("\n", paths) + "\n";
    if (Boolean.getBoolean("serbench.updateGolden") && !Files.exists(FROZEN)) {
      // a new schema's list is written once, then reviewed; an existing one is never rewritten
      Files.writeString(FROZEN, actual, StandardCharsets.UTF_8);
    }
    assertThat(actual)
        .as(
            "results.json schema %d is frozen; a changed field needs a new schemaVersion (see"
                + " results-schema.md)",
            BenchmarkResults.SCHEMA_VERSION)
        .isEqualTo(Files.readString(FROZEN, StandardCharsets.UTF_8));
    assertThat(BenchmarkResults.SCHEMA_VERSION).isEqualTo(11);
  }

  @Test
  void aFileOfAnotherSchemaVersion_isRefusedWithItsVersion(@TempDir Path directory)
      throws IOException {
    Path file =
        Files.writeString(
            directory.resolve("results.json"), "{\"schemaVersion\": 12, \"samples\": []}");

    assertThatThrownBy(() -> ResultsFile.read(file))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("results schema 12")
        .hasMessageContaining("reads schemas 1 to 11");
  }

  /** Every property path below {@code type}; arrays and maps as {@code []} and {@code {}}. */
  private static void walk(
      SerializationConfig config, JavaType type, String path, Set<String> paths, Set<JavaType> on) {
    if (type.isContainerType()) {
      walk(config, type.getContentType(), path + (type.isMapLikeType() ? "{}" : "[]"), paths, on);
      return;
    }
    Class<?> raw = type.getRawClass();
    if (raw.isPrimitive()
        || raw.isEnum()
        || raw.getName().startsWith("java.")
        || !raw.getName().startsWith("io.serbench.")
        || !on.add(type)) {
      paths.add(
          path
              + ": "
              + (raw.isEnum()
                  ? "enum " + raw.getSimpleName() + " " + jsonNames(raw)
                  : raw.getSimpleName()));
      return;
    }
    for (BeanPropertyDefinition property :
        config.introspect(type).findProperties().stream()
            .filter(BeanPropertyDefinition::couldSerialize)
            .toList()) {
      walk(
          config,
          property.getPrimaryType(),
          path.isEmpty() ? property.getName() : path + "." + property.getName(),
          paths,
          on);
    }
    on.remove(type);
  }

  /** An enum's constants as results.json writes them. */
  private static String jsonNames(Class<?> type) {
    return Arrays.stream(type.getEnumConstants())
        .map(c -> ResultsFile.mapper().valueToTree(c).asText())
        .toList()
        .toString();
  }
}
