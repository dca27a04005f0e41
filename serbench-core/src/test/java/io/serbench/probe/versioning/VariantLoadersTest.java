package io.serbench.probe.versioning;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.codec.CodecCatalog;
import io.serbench.probe.graph.GraphProbeModel;
import io.serbench.testmodel.Order;
import io.serbench.testmodel.Parcel;
import java.net.URLClassLoader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Which libraries the versions of a model share, and how the loaders are made. {@code
 * VariantLoadersIT} (serbench-core-it) is the proof that sharing changes no cell of the matrix.
 */
class VariantLoadersTest {
  private static final String CLASSPATH = System.getProperty("java.class.path");
  private static final List<Class<?>> MODELS = List.of(Order.class, Parcel.class);

  @Test
  void lists_everyDefaultLibrary_sharedOrIsolatedWithAReason() {
    List<String> libraries =
        CodecCatalog.standard().defaultIds().stream()
            .map(VariantLoadersTest::library)
            .filter(library -> !library.startsWith("io.serbench:"))
            .distinct()
            .toList();

    assertThat(libraries)
        .allSatisfy(
            library ->
                assertThat(
                        VariantLoaders.SHARED.contains(library)
                            ^ VariantLoaders.ISOLATED.containsKey(library))
                    .as(library)
                    .isTrue());
  }

  @Test
  void open_libraryNotShown_aLoaderPerVersion() throws Exception {
    for (String library : List.of("java.base", "com.esotericsoftware:kryo", "com.acme:unknown")) {
      try (VariantLoaders loaders =
          VariantLoaders.open(CLASSPATH, library, VariantLoaders.Sharing.BY_LIBRARY, MODELS)) {
        assertThat(loaders.shared()).as(library).isFalse();
      }
    }
  }

  @Test
  void version_sharedLibrary_definesTheModelAndTakesTheLibraryFromTheParent() throws Exception {
    try (VariantLoaders loaders =
            VariantLoaders.open(
                CLASSPATH,
                "com.fasterxml.jackson.core:jackson-databind",
                VariantLoaders.Sharing.BY_LIBRARY,
                MODELS);
        URLClassLoader first = loaders.version(Map.of());
        URLClassLoader second = loaders.version(Map.of())) {
      assertThat(loaders.shared()).isTrue();
      assertThat(first.loadClass(Order.class.getName()).getClassLoader()).isSameAs(first);
      assertThat(second.loadClass(Order.class.getName()))
          .isNotSameAs(first.loadClass(Order.class.getName()));
      assertThat(second.loadClass(ObjectMapper.class.getName()))
          .isSameAs(first.loadClass(ObjectMapper.class.getName()))
          .isNotSameAs(ObjectMapper.class);
      assertThat(first.loadClass(VersionSteps.class.getName()).getClassLoader())
          .isSameAs(first.getParent());
    }
  }

  @Test
  void open_modelBesideSerbenchsOwnClasses_aLoaderPerVersion() throws Exception {
    try (VariantLoaders loaders =
        VariantLoaders.open(
            CLASSPATH,
            "com.fasterxml.jackson.core:jackson-databind",
            VariantLoaders.Sharing.ALWAYS,
            List.of(GraphProbeModel.class))) {
      assertThat(loaders.shared()).isFalse();
    }
  }

  private static String library(String codec) {
    return CodecCatalog.standard().find(codec).orElseThrow().info().library();
  }
}
