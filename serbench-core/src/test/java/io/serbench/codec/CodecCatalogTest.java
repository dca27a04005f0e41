package io.serbench.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.InvalidConfigurationException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class CodecCatalogTest {
  private static final List<String> FOUNDATION =
      List.of(
          "kryo",
          "kryo-registered",
          "fst",
          "fst-registered",
          "protostuff-runtime",
          "jackson-json",
          "msgpack",
          "jdk");

  @Test
  void standard_listsTheFoundationCodecsInOrder() {
    assertThat(CodecCatalog.standard().ids()).containsExactlyElementsOf(FOUNDATION);
  }

  @Test
  void select_unknownId_failsNamingCodecsAndListingValidIds() {
    assertThatThrownBy(() -> CodecCatalog.standard().select(List.of("kryo", "protobuf")))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("'protobuf'")
        .hasMessageContaining("kryo, kryo-registered, fst")
        .satisfies(
            e -> assertThat(((InvalidConfigurationException) e).element()).hasValue("codecs"));
  }

  @Test
  void select_ids_keepsCatalogOrder() {
    assertThat(CodecCatalog.standard().select(List.of("jdk", " kryo ")))
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
          .containsExactlyElementsOf(FOUNDATION);
    }
  }

  @Test
  void jvmFlags_fst_opensJavaBasePackagesOnModernJdks() {
    CodecProvider fst = CodecCatalog.standard().find("fst").orElseThrow();

    assertThat(fst.jvmFlags(17)).contains("--add-opens=java.base/java.lang=ALL-UNNAMED");
    assertThat(CodecCatalog.standard().find("kryo").orElseThrow().jvmFlags(17)).isEmpty();
  }
}
