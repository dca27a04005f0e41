package io.serbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.result.CodecDescriptor;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What each library adds, read from the jars and POMs that Maven resolved for these tests. */
class AdoptionCostsTest {
  private static final AdoptionCosts COSTS =
      AdoptionCosts.of(System.getProperty("java.class.path"));

  private static List<String> coordinates(String library) {
    return COSTS.artifacts(library).stream()
        .map(CodecDescriptor.Artifact::coordinates)
        .map(c -> c.substring(0, c.lastIndexOf(':')))
        .toList();
  }

  @Test
  void artifacts_kryo_isItsJarAndItsRuntimeDependencies_evenOneWithoutMavenMetadata() {
    // objenesis' jar has no META-INF/maven entry; it is found by its repository path
    assertThat(coordinates("com.esotericsoftware:kryo"))
        .containsExactlyInAnyOrder(
            "com.esotericsoftware:kryo",
            "com.esotericsoftware:reflectasm",
            "org.objenesis:objenesis",
            "com.esotericsoftware:minlog")
        .startsWith("com.esotericsoftware:kryo");
    assertThat(COSTS.artifacts("com.esotericsoftware:kryo"))
        .allMatch(a -> a.bytes() > 0)
        .anyMatch(a -> a.licenses().contains("3-Clause BSD License"));
  }

  @Test
  void artifacts_foryBringsItsCompiler_fstBringsJavassistAndJackson() {
    assertThat(coordinates("org.apache.fory:fory-core"))
        .contains("org.codehaus.janino:janino", "org.codehaus.janino:commons-compiler");
    assertThat(coordinates("de.ruedigermoeller:fst"))
        .contains("org.javassist:javassist", "com.fasterxml.jackson.core:jackson-core")
        .doesNotContain("org.apache.felix:maven-bundle-plugin");
    // licenses come from the POM or, as for Jackson, from a parent POM
    assertThat(COSTS.artifacts("com.fasterxml.jackson.dataformat:jackson-dataformat-xml"))
        .allMatch(a -> !a.licenses().isEmpty(), "every artifact declares a license");
  }

  @Test
  void artifacts_theJdkAndUnknownLibraries_addNothing() {
    assertThat(COSTS.artifacts("java.base")).isEmpty();
    assertThat(COSTS.artifacts("com.acme:nowhere")).isEmpty();
  }

  @Test
  void artifacts_ofAJacksonCodec_includeTheJavaTimeModuleItsSetupAdds() {
    io.serbench.codec.CodecInfo json =
        io.serbench.codec.CodecCatalog.standard().find("jackson-json").orElseThrow().info();

    List<String> coordinates =
        COSTS.artifacts(json.library(), json.setupLibraries()).stream()
            .map(io.serbench.result.CodecDescriptor.Artifact::coordinates)
            .toList();

    assertThat(coordinates.get(0)).startsWith("com.fasterxml.jackson.core:jackson-databind:");
    assertThat(coordinates)
        .anyMatch(c -> c.startsWith("com.fasterxml.jackson.datatype:jackson-datatype-jsr310:"))
        .doesNotHaveDuplicates();
  }
}
