package io.serbench.library;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.util.List;
import org.junit.jupiter.api.Test;

class VersionedCodecsTest {
  private static String path(String... parts) {
    return String.join(File.separator, parts);
  }

  @Test
  void theVersionsJarsReplaceTheSameArtifactsAndComeFirst() {
    String repo = path("", "home", "u", ".m2", "repository");
    String databind =
        path(
            repo,
            "com",
            "fasterxml",
            "jackson",
            "core",
            "jackson-databind",
            "2.23.0",
            "jackson-databind-2.23.0.jar");
    String core =
        path(
            repo,
            "com",
            "fasterxml",
            "jackson",
            "core",
            "jackson-core",
            "2.23.0",
            "jackson-core-2.23.0.jar");
    String kryo = path(repo, "com", "esotericsoftware", "kryo", "5.6.2", "kryo-5.6.2.jar");
    // same artifact id, another group: stays
    String other = path(repo, "org", "acme", "jackson-core", "1.0", "jackson-core-1.0.jar");
    String classes = path("", "work", "target", "classes");
    String classpath = String.join(File.pathSeparator, classes, databind, kryo, core, other);
    List<CodecJars.Jar> jars =
        List.of(
            new CodecJars.Jar(
                "com.fasterxml.jackson.core",
                "jackson-databind",
                "2.18.2",
                "/r/databind-2.18.2.jar"),
            new CodecJars.Jar(
                "com.fasterxml.jackson.core", "jackson-core", "2.18.2", "/r/core-2.18.2.jar"));
    assertThat(VersionedCodecs.replace(classpath, jars).split(File.pathSeparator))
        .containsExactly("/r/databind-2.18.2.jar", "/r/core-2.18.2.jar", classes, kryo, other);
  }

  @Test
  void anEntryIsTheArtifactByItsRepositoryPath() {
    String databind =
        path(
            "",
            "m2",
            "com",
            "fasterxml",
            "jackson",
            "core",
            "jackson-databind",
            "2.23.0",
            "jackson-databind-2.23.0.jar");
    assertThat(VersionedCodecs.isArtifact(databind, "com.fasterxml.jackson.core:jackson-databind"))
        .isTrue();
    assertThat(VersionedCodecs.isArtifact(databind, "com.fasterxml.jackson.core:jackson-core"))
        .isFalse();
    assertThat(
            VersionedCodecs.isArtifact(
                path("", "lib", "jackson-databind-2.23.0.jar"),
                "com.fasterxml.jackson.core:jackson-databind"))
        .as("a jar outside a repository that cannot be opened is not taken for the artifact")
        .isFalse();
  }
}
