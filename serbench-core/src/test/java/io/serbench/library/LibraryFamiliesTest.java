package io.serbench.library;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The modules serbench adds move to the project's version of their family core, so that serbench's
 * jackson-dataformat-cbor 2.23 never runs over the project's jackson-core 2.19.
 */
class LibraryFamiliesTest {
  private static final Map<String, String> WORKER = new LinkedHashMap<>();

  static {
    WORKER.put("com.fasterxml.jackson.core:jackson-core", "2.23.0");
    WORKER.put("com.fasterxml.jackson.core:jackson-databind", "2.23.0");
    WORKER.put("com.fasterxml.jackson.dataformat:jackson-dataformat-cbor", "2.23.0");
    WORKER.put("com.fasterxml.jackson.datatype:jackson-datatype-jsr310", "2.23.0");
    WORKER.put("com.fasterxml.jackson.dataformat:jackson-dataformat-ion", "2.22.1");
    WORKER.put("org.msgpack:jackson-dataformat-msgpack", "0.9.8");
    WORKER.put("com.google.protobuf:protobuf-java", "4.31.1");
    WORKER.put("com.google.protobuf:protobuf-java-util", "4.31.1");
    WORKER.put("com.esotericsoftware:kryo", "5.6.2");
  }

  @Test
  void aProjectWithAnOlderJackson_getsEveryJacksonModuleItLacksAtItsVersion_andNothingElse() {
    Map<String, String> project =
        Map.of(
            "com.fasterxml.jackson.core:jackson-core", "2.15.4",
            "com.fasterxml.jackson.core:jackson-databind", "2.15.4",
            "com.fasterxml.jackson.core:jackson-annotations", "2.15.4");

    List<LibraryFamilies.Wanted> wanted = LibraryFamilies.toAlign(project, WORKER);

    assertThat(wanted)
        .extracting(LibraryFamilies.Wanted::library)
        .containsExactly(
            "com.fasterxml.jackson.dataformat:jackson-dataformat-cbor",
            "com.fasterxml.jackson.datatype:jackson-datatype-jsr310",
            "com.fasterxml.jackson.dataformat:jackson-dataformat-ion");
    assertThat(wanted)
        .allSatisfy(
            w -> {
              assertThat(w.core()).isEqualTo("com.fasterxml.jackson.core:jackson-databind");
              assertThat(w.candidates()).containsExactly("2.15.4", "2.15");
            });
  }

  @Test
  void aDatabindMicroPatch_triesTheModulesPatchRelease() {
    assertThat(LibraryFamilies.candidates("2.13.4.2"))
        .containsExactly("2.13.4.2", "2.13.4", "2.13");
  }

  @Test
  void onlyJacksonCore_stillSetsTheVersionOfDatabindAndTheModules() {
    List<LibraryFamilies.Wanted> wanted =
        LibraryFamilies.toAlign(
            Map.of("com.fasterxml.jackson.core:jackson-core", "2.17.2"), WORKER);

    assertThat(wanted)
        .extracting(LibraryFamilies.Wanted::library)
        .contains("com.fasterxml.jackson.core:jackson-databind")
        .doesNotContain("com.fasterxml.jackson.core:jackson-core");
  }

  @Test
  void protobufJavaUtil_followsTheProjectsProtobufJava() {
    List<LibraryFamilies.Wanted> wanted =
        LibraryFamilies.toAlign(Map.of("com.google.protobuf:protobuf-java", "3.25.5"), WORKER);

    assertThat(wanted)
        .singleElement()
        .satisfies(
            w -> {
              assertThat(w.library()).isEqualTo("com.google.protobuf:protobuf-java-util");
              assertThat(w.coreVersion()).isEqualTo("3.25.5");
            });
  }

  @Test
  void aProjectWithoutAFamilyCore_orAtSerbenchsVersion_needsNothing() {
    assertThat(LibraryFamilies.toAlign(Map.of("com.esotericsoftware:kryo", "5.5.0"), WORKER))
        .isEmpty();
    Map<String, String> same = new LinkedHashMap<>(WORKER);
    same.remove("com.fasterxml.jackson.dataformat:jackson-dataformat-ion");
    assertThat(
            LibraryFamilies.toAlign(
                Map.of("com.fasterxml.jackson.core:jackson-databind", "2.23.0"), same))
        .isEmpty();
  }

  @Test
  void aModuleWithNoMatchingVersion_staysAtSerbenchsAndSaysSo() {
    LibraryFamilies.Wanted wanted =
        LibraryFamilies.toAlign(
                Map.of("com.fasterxml.jackson.core:jackson-databind", "2.15.4"),
                Map.of("com.fasterxml.jackson.module:jackson-module-blackbird", "2.23.0"))
            .get(0);

    AlignedLibrary none = wanted.resolved(Optional.empty());
    assertThat(none.aligned()).isFalse();
    assertThat(none.version()).isEqualTo("2.23.0");
    assertThat(none.coreName()).isEqualTo("jackson-databind 2.15.4");
    assertThat(wanted.resolved(Optional.of("2.15.4")).version()).isEqualTo("2.15.4");
  }
}
