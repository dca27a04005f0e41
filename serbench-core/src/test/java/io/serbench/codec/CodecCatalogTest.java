package io.serbench.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.InvalidConfigurationException;
import io.serbench.config.CodecPatterns;
import io.serbench.testing.TestCatalog;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class CodecCatalogTest {
  private static final List<String> CATALOG = TestCatalog.ALL;

  /** The default set: what a run that names no codecs measures. */
  static final List<String> DEFAULT_SET =
      List.of(
          "kryo",
          "kryo-registered",
          "kryo-registered-graph",
          "kryo-compatible",
          "kryo-compatible-registered",
          "fst",
          "protostuff-runtime",
          "protobuf-runtime",
          "jackson-json",
          "jackson-cbor",
          "msgpack",
          "jackson3-json",
          "jdk",
          "fory",
          "fory-registered",
          "fory-compatible",
          "fory-compatible-registered",
          "gson",
          "fastjson2",
          "hessian",
          "jboss-river",
          "xstream",
          "avro-reflect");

  static List<String> catalog() {
    return CATALOG;
  }

  @Test
  void standard_listsTheWholeCatalogInOrder() {
    // the test classpath adds misbehaving codecs through the SPI; they come after the built-ins
    assertThat(CodecCatalog.standard().ids()).startsWith(CATALOG.toArray(String[]::new));
    assertThat(CodecCatalog.standard().ids())
        .endsWith("test-hang", "test-deep", "test-oom", "test-greedy", "test-crash");
  }

  @Test
  void select_unknownId_failsNamingCodecsAndListingValidIds() {
    assertThatThrownBy(
            () -> CodecPatterns.select(CodecCatalog.standard(), List.of("kryo", "protobuf")))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("unknown codec id 'protobuf'")
        .hasMessageContaining("kryo, kryo-flat, kryo-registered")
        .satisfies(
            e -> assertThat(((InvalidConfigurationException) e).element()).hasValue("codecs"));
  }

  @Test
  void select_ids_keepsCatalogOrder() {
    assertThat(CodecPatterns.select(CodecCatalog.standard(), List.of("jdk", " kryo ")))
        .extracting(p -> p.info().id())
        .containsExactly("kryo", "jdk");
  }

  /** Build tools read traits and JVM flags in a JVM that has none of the codec libraries. */
  @Test
  void load_withoutCodecLibraries_readsEveryProviderAndItsFlags() throws Exception {
    URL core = Path.of("target/classes").toUri().toURL();
    try (URLClassLoader coreOnly = new URLClassLoader(new URL[] {core}, null)) {
      Class<?> catalogClass = coreOnly.loadClass(CodecCatalog.class.getName());
      Object catalog = catalogClass.getMethod("load", ClassLoader.class).invoke(null, coreOnly);

      assertThat(catalogClass.getMethod("problems").invoke(catalog)).asList().isEmpty();
      assertThat(catalogClass.getMethod("ids").invoke(catalog))
          .asList()
          .containsExactlyElementsOf(CATALOG);
    }
  }

  @Test
  void select_globWithExclusion_selectsMatchingIdsInCatalogOrder() {
    assertThat(CodecPatterns.select(List.of("kryo*", "!kryo-flat"), CATALOG, CATALOG))
        .containsExactly(
            "kryo",
            "kryo-registered",
            "kryo-registered-unsafe",
            "kryo-registered-graph",
            "kryo-compatible",
            "kryo-compatible-flat",
            "kryo-compatible-registered");
    assertThat(CodecPatterns.select(List.of("*-registered", "jdk"), CATALOG, CATALOG))
        .containsExactly(
            "kryo-registered",
            "kryo-compatible-registered",
            "fst-registered",
            "jdk",
            "fory-registered",
            "fory-compatible-registered",
            "jboss-river-registered");
  }

  /** "What does moving to Jackson 3 change?": one glob puts both majors side by side. */
  @Test
  void select_jacksonGlob_putsJackson2AndJackson3SideBySide() {
    assertThat(CodecPatterns.select(List.of("jackson*"), CATALOG, CATALOG))
        .contains("jackson-json", "jackson3-json", "jackson-cbor", "jackson3-cbor")
        .contains("jackson-json-blackbird", "jackson3-json-blackbird")
        .contains("jackson-smile", "jackson3-smile", "jackson-json-array")
        .doesNotContain("msgpack", "bson");
  }

  @Test
  void select_nothing_isTheDefaultSet() {
    // contributed codecs (the test classpath's misbehaving ones) are in the default set, after
    assertThat(CodecPatterns.select(CodecCatalog.standard(), List.of()))
        .extracting(p -> p.info().id())
        .startsWith(DEFAULT_SET.toArray(String[]::new))
        .endsWith("test-hang", "test-deep", "test-oom", "test-greedy", "test-crash");
    assertThat(CodecCatalog.standard().defaultIds()).startsWith(DEFAULT_SET.toArray(String[]::new));
  }

  @Test
  void select_groups_allAndDefaultCombineWithIdsAndGlobs() {
    assertThat(CodecPatterns.select(List.of("all"), CATALOG, DEFAULT_SET))
        .containsExactlyElementsOf(CATALOG);
    assertThat(CodecPatterns.select(List.of("default", "jackson-xml"), CATALOG, DEFAULT_SET))
        .hasSize(DEFAULT_SET.size() + 1)
        .contains("jackson-xml");
    assertThat(CodecPatterns.select(List.of("all", "!jackson-*"), CATALOG, DEFAULT_SET))
        .noneMatch(id -> id.startsWith("jackson-"))
        .contains("bson", "msgpack");
    // a glob reaches the extended catalog too
    assertThat(CodecPatterns.select(List.of("jboss-*"), CATALOG, DEFAULT_SET))
        .containsExactly("jboss-river", "jboss-river-registered", "jboss-serial");
  }

  @Test
  void leftOut_namesTheExtendedCodecsARunDidNotSelect() {
    CodecCatalog catalog = CodecCatalog.standard();
    assertThat(CodecPatterns.leftOut(catalog, List.of()))
        .contains("kryo-flat", "jackson-xml", "bson", "dsl-json")
        .doesNotContainAnyElementsOf(DEFAULT_SET);
    assertThat(CodecPatterns.leftOut(catalog, List.of("all"))).isEmpty();
  }

  @Test
  void select_onlyExclusions_startsFromTheDefaultSet() {
    assertThat(CodecPatterns.select(List.of("!fst*", "!fory*"), CATALOG, DEFAULT_SET))
        .hasSize(DEFAULT_SET.size() - 5)
        .contains("gson", "avro-reflect")
        .doesNotContain(
            "fst",
            "fst-flat",
            "fst-registered",
            "fory",
            "fory-registered",
            "fory-registered-graph",
            "fory-compatible",
            "fory-compatible-registered");
  }

  @Test
  void select_globMatchingNothing_failsWithThePattern() {
    assertThatThrownBy(() -> CodecPatterns.select(List.of("thrift*"), CATALOG, CATALOG))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageStartingWith("codec pattern 'thrift*' selects no codec; valid are the groups")
        .hasMessageContaining("ids: kryo,");
  }

  @Test
  void select_excludingEverything_fails() {
    assertThatThrownBy(() -> CodecPatterns.select(List.of("jdk", "!jdk"), CATALOG, CATALOG))
        .hasMessageContaining("exclude every codec");
  }

  @Test
  void info_everyCodecDeclaresItsTraits() {
    for (CodecProvider provider : CodecPatterns.select(CodecCatalog.standard(), CATALOG)) {
      CodecInfo info = provider.info();
      assertThat(info.library()).as(info.id()).matches("java\\.base|[\\w.-]+:[\\w.-]+");
      assertThat(info.pooling()).as(info.id()).isNotBlank();
      assertThat(info.documentation()).as(info.id()).startsWith("https://");
      assertThat(info.mode()).as(info.id()).isNotBlank();
    }
  }

  @Test
  void jvmFlags_fst_opensJavaBasePackagesOnModernJdks() {
    CodecProvider fst = CodecCatalog.standard().find("fst").orElseThrow();

    assertThat(fst.jvmFlags(17)).contains("--add-opens=java.base/java.lang=ALL-UNNAMED");
    assertThat(CodecCatalog.standard().find("kryo").orElseThrow().jvmFlags(17)).isEmpty();
  }

  /**
   * The claimed versioning is what the probes measure on field changes (KnownAnswerIT's rows):
   * jackson-avro's generated schema has no defaults, protostuff only appends, avro-reflect's
   * primitive fields have no default for an old reader.
   */
  @org.junit.jupiter.params.ParameterizedTest
  @org.junit.jupiter.params.provider.CsvSource({
    "jackson-avro,       FORWARD",
    "protostuff-runtime, NONE",
    "protostuff-graph,   NONE",
    "protostuff-json,    NONE",
    "avro-reflect,       BACKWARD",
    "kryo-compatible,    FULL",
    "kryo-compatible-flat,       FULL",
    "kryo-compatible-registered, FULL",
    "fory-compatible,    FULL",
    "fory-compatible-flat,       FULL",
    "fory-compatible-registered, FULL"
  })
  void claims_versioning_isWhatTheProbesMeasure(String id, Versioning measured) {
    Claims claims = CodecCatalog.standard().find(id).orElseThrow().info().claims();

    assertThat(claims.versioning()).isEqualTo(measured);
    assertThat(claims.note()).isNotBlank();
  }

  @Test
  void select_onlyExclusionsAndACurrentCodec_stillStartsFromTheDefaultSet() {
    List<String> ids =
        CodecPatterns.select(CodecCatalog.standard(), List.of("!fst", "!kryo"), "jackson-json")
            .stream()
            .map(p -> p.info().id())
            .toList();

    assertThat(ids).contains("gson", "hessian", "jackson-json").doesNotContain("fst", "kryo");
    assertThat(ids).hasSizeGreaterThan(10);
  }
}
