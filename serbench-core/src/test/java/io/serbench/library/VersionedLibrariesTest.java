package io.serbench.library;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.InvalidConfigurationException;
import io.serbench.config.BenchmarkRequest;
import io.serbench.host.HostPlan;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a front end resolves for {@code id@version}, and the error without a resolver. */
class VersionedLibrariesTest {
  private static BenchmarkRequest request(String... codecs) {
    return BenchmarkRequest.builder()
        .classes(List.of("com.acme.Order"))
        .codecs(List.of(codecs))
        .outputDirectory("target/versioned-libraries")
        .javaExecutable("java")
        .build();
  }

  @Test
  void theLibraryAndTheSetupsLibrariesAreWantedAtTheVersionNamed() {
    List<VersionedLibraries.Wanted> wanted =
        HostPlan.of(request("jackson-json@2.18.2", "kryo@5.5.0", "gson")).versioned();
    assertThat(wanted)
        .extracting(VersionedLibraries.Wanted::codec)
        .containsExactly("jackson-json@2.18.2", "kryo@5.5.0");
    assertThat(wanted.get(0).coordinates())
        .containsExactly(
            "com.fasterxml.jackson.core:jackson-databind:2.18.2",
            "com.fasterxml.jackson.datatype:jackson-datatype-jdk8:2.18.2",
            "com.fasterxml.jackson.datatype:jackson-datatype-jsr310:2.18.2",
            "com.fasterxml.jackson.module:jackson-module-parameter-names:2.18.2");
    assertThat(wanted.get(1).coordinates()).containsExactly("com.esotericsoftware:kryo:5.5.0");
    assertThat(wanted.get(1).unresolvable(false).getMessage())
        .isEqualTo(
            "'kryo@5.5.0' cannot be resolved: com.esotericsoftware:kryo:5.5.0 is not in the"
                + " project's repositories; name a released version of"
                + " com.esotericsoftware:kryo");
    assertThat(wanted.get(1).unresolvable(true).getMessage())
        .endsWith(
            "is not in the local repository and Maven is offline; run once without -o, or"
                + " name a version the local repository has");
  }

  @Test
  void withoutAResolverTheRunStopsWithOneLineSayingToUseThePlugin() {
    assertThatThrownBy(() -> requireResolved(request("kryo@5.5.0")))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessage(
            "'kryo@5.5.0' needs com.esotericsoftware:kryo:5.5.0 resolved, which the command line"
                + " cannot do; run it through the Maven plugin (mvn serbench:benchmark"
                + " -Dserbench.codecs=kryo@5.5.0)");
    BenchmarkRequest resolved =
        request("kryo@5.5.0").toBuilder()
            .codecJars(
                List.of(
                    new CodecJars(
                        "kryo@5.5.0",
                        List.of(
                            new CodecJars.Jar(
                                "com.esotericsoftware", "kryo", "5.5.0", "/r/kryo-5.5.0.jar")))))
            .build();
    requireResolved(resolved);
    requireResolved(request("kryo"));
  }

  private static void requireResolved(BenchmarkRequest request) {
    VersionedLibraries.requireResolved(
        request.codecJars(), HostPlan.of(request).versioned(), request.codecs());
  }
}
