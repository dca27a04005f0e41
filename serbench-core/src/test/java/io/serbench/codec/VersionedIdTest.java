package io.serbench.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.InvalidConfigurationException;
import io.serbench.config.CodecPatterns;
import java.util.List;
import org.junit.jupiter.api.Test;

class VersionedIdTest {
  private final CodecCatalog catalog = CodecCatalog.standard();

  @Test
  void twoVersionsOfOneIdAreSelectedAtTheirIdsPlaceInTheOrderWritten() {
    List<String> ids =
        CodecPatterns.select(catalog, List.of("jackson-json@2.23.0", "kryo", "jackson-json@2.18.2"))
            .stream()
            .map(p -> p.info().id())
            .toList();
    assertThat(ids).containsExactly("kryo", "jackson-json@2.23.0", "jackson-json@2.18.2");
    assertThat(
            CodecPatterns.versioned(
                catalog, List.of("jackson-json@2.23.0", "gson", "!jackson-json@1.0")))
        .containsExactly(new VersionedId("jackson-json", "2.23.0"));
  }

  @Test
  void aVersionedIdIsItsCodecUnderThatIdWithTheSameSetup() {
    CodecProvider versioned = catalog.find("jackson-json@2.18.2").orElseThrow();
    CodecInfo base = catalog.find("jackson-json").orElseThrow().info();
    assertThat(versioned.info().id()).isEqualTo("jackson-json@2.18.2");
    assertThat(versioned.info().library()).isEqualTo(base.library());
    assertThat(versioned.info().mode()).isEqualTo(base.mode());
    assertThat(versioned.setupSnippet())
        .isEqualTo(catalog.find("jackson-json").get().setupSnippet());
    assertThat(catalog.ids()).doesNotContain("jackson-json@2.18.2");
  }

  @Test
  void anUnknownIdIsAOneLineErrorNamingCodecsAndTheIds() {
    assertThatThrownBy(() -> CodecPatterns.select(catalog, List.of("jackson-jsn@2.18.2")))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageStartingWith(
            "unknown codec id 'jackson-jsn' in 'jackson-jsn@2.18.2'; a version goes after one of the ids: ")
        .hasMessageContaining("jackson-json")
        .satisfies(
            e -> assertThat(((InvalidConfigurationException) e).element()).contains("codecs"))
        .hasMessageNotContaining("\n");
  }

  @Test
  void aMalformedVersionSaysHowToWriteOne() {
    for (String pattern : List.of("jackson-json@", "jackson-json@latest", "jackson-json@2.18 .2")) {
      assertThatThrownBy(() -> CodecPatterns.select(catalog, List.of(pattern)))
          .isInstanceOf(InvalidConfigurationException.class)
          .hasMessageContaining(
              "is not a version of jackson-json's library; write the Maven version, such as jackson-json@2.18.2");
    }
    assertThatThrownBy(() -> CodecPatterns.select(catalog, List.of("jackson-*@2.18.2")))
        .hasMessageContaining("puts a version on no single codec");
  }

  @Test
  void theJdksOwnSerializationTakesNoVersion() {
    assertThatThrownBy(() -> CodecPatterns.select(catalog, List.of("jdk@17")))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessage(
            "'jdk@17' asks for a version of java.base, which comes with the JDK; leave the version"
                + " out and compare JDKs with -Dserbench.jvms instead");
  }

  @Test
  void aVersionedCodecInThisJvmsOwnLoaderNeedsItsJars() {
    // outside serbench's worker no classpath is registered: never the classpath's version instead
    org.junit.jupiter.api.Assumptions.assumeTrue(
        VersionedLoaders.class.getClassLoader() == ClassLoader.getSystemClassLoader(),
        "the test runs in the system class loader");
    assertThatThrownBy(
            () ->
                catalog
                    .find("gson@2.10")
                    .orElseThrow()
                    .create(new CodecContext(String.class, List.of())))
        .hasMessageContaining("no jars for gson@2.10");
  }
}
