package io.serbench.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.serbench.codec.FoundInstance;
import io.serbench.model.instances.ProjectMappers;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The project's configured instances are found in class files, without loading the classes: public
 * static final fields and public static factories without parameters of a serializer type or a
 * subtype of one, in the project's classes and in real libraries' jars.
 */
class StaticInstancesTest {
  private static final Set<String> TYPES =
      Set.of("com.fasterxml.jackson.databind.ObjectMapper", "com.google.gson.Gson");

  private static Path root(Class<?> type) throws Exception {
    return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
  }

  private static Path repository(String groupPath, String artifact, String version) {
    return Path.of(
        System.getProperty("user.home"),
        ".m2/repository",
        groupPath,
        artifact,
        version,
        artifact + "-" + version + ".jar");
  }

  @Test
  void find_takesPublicStaticFinalFieldsAndFactories_ofTheTypesOrTheirSubtypes() throws Exception {
    List<StaticInstances.Found> found =
        StaticInstances.find(
                List.of(root(ProjectMappers.class)), TYPES, getClass().getClassLoader())
            .stream()
            .filter(f -> f.owner().startsWith(ProjectMappers.class.getName()))
            .toList();

    assertThat(found)
        .extracting(StaticInstances.Found::reference, StaticInstances.Found::type)
        .containsExactlyInAnyOrder(
            org.assertj.core.groups.Tuple.tuple(
                ProjectMappers.class.getName() + "#GSON", "com.google.gson.Gson"),
            org.assertj.core.groups.Tuple.tuple(
                ProjectMappers.class.getName() + "#json",
                "com.fasterxml.jackson.databind.ObjectMapper"),
            org.assertj.core.groups.Tuple.tuple(
                ProjectMappers.class.getName() + "#team",
                "com.fasterxml.jackson.databind.ObjectMapper"));
    assertThat(found.stream().filter(StaticInstances.Found::field))
        .extracting(StaticInstances.Found::member)
        .containsExactly("GSON");
  }

  @Test
  void foundInstances_nameTheCodecThatTakesThem_andTheSetting() throws Exception {
    List<FoundInstance> found =
        FoundInstance.find(List.of(root(ProjectMappers.class)), getClass().getClassLoader())
            .stream()
            .filter(f -> f.reference().startsWith(ProjectMappers.class.getName()))
            .toList();

    assertThat(found)
        .extracting(FoundInstance::id)
        .contains(
            "gson=" + ProjectMappers.class.getName() + "#GSON",
            "jackson-json=" + ProjectMappers.class.getName() + "#json",
            "jackson-json=" + ProjectMappers.class.getName() + "#team");
    FoundInstance gson = found.stream().filter(f -> f.codec().equals("gson")).findFirst().get();
    assertThat(gson.takenBy("com.google.code.gson:gson")).isTrue();
    assertThat(gson.takenBy("com.fasterxml.jackson.core:jackson-databind")).isFalse();
    assertThat(gson.describe()).isEqualTo("a public static final Gson field");
  }

  @Test
  void find_onSwaggersModelJars_findsItsMappers_wellUnderASecond() throws Exception {
    Path core = repository("io/swagger/core/v3", "swagger-core", "2.2.30");
    Path models = repository("io/swagger/core/v3", "swagger-models", "2.2.30");
    assumeTrue(
        Files.isRegularFile(core) && Files.isRegularFile(models),
        "swagger-core and swagger-models 2.2.30 are not in the local repository");
    // a model of about 130 classes in a few jars, the libraries' own jars among them
    List<Path> roots =
        List.of(
            core,
            models,
            root(com.google.gson.Gson.class),
            root(com.fasterxml.jackson.databind.ObjectMapper.class));

    long start = System.nanoTime();
    List<FoundInstance> found = FoundInstance.find(roots, getClass().getClassLoader());
    long millis = (System.nanoTime() - start) / 1_000_000;

    assertThat(found)
        .extracting(FoundInstance::id)
        .contains(
            "jackson-json=io.swagger.v3.core.util.Json#mapper",
            "jackson-yaml=io.swagger.v3.core.util.Yaml#mapper");
    assertThat(millis).as("the scan of %s", roots).isLessThan(1000);
  }

  @Test
  void find_onStripesJar_findsTheGsonField() throws Exception {
    Path stripe = repository("com/stripe", "stripe-java", "29.5.0");
    assumeTrue(Files.isRegularFile(stripe), "stripe-java 29.5.0 is not in the local repository");

    assertThat(FoundInstance.find(List.of(stripe), getClass().getClassLoader()))
        .extracting(FoundInstance::id)
        .contains("gson=com.stripe.net.ApiResource#GSON");
  }
}
