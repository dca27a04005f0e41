package io.serbench.maven;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.InvalidConfigurationException;
import io.serbench.WorkerFailedException;
import java.nio.file.Path;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.junit.jupiter.api.Test;

class MavenExceptionsTest {
  @Test
  void translate_badConfiguration_isAFailureNamingElementAndProperty() {
    var translated =
        MavenExceptions.translate(
            new InvalidConfigurationException(
                "codecs", "protobuf", "unknown codec id 'protobuf'; valid ids are: kryo, jdk"));

    assertThat(translated).isInstanceOf(MojoFailureException.class);
    assertThat(translated.getMessage())
        .isEqualTo(
            "<codecs> (-Dserbench.codecs): unknown codec id 'protobuf'; valid ids are: kryo, jdk");
  }

  @Test
  void translate_workerDied_isAnExecutionError() {
    var translated =
        MavenExceptions.translate(
            new WorkerFailedException("the worker JVM exited with status 137", Path.of("w.log")));

    assertThat(translated)
        .isInstanceOf(MojoExecutionException.class)
        .hasMessage("the worker JVM exited with status 137");
  }

  @Test
  void translate_unexpected_isAnExecutionErrorThatKeepsTheCause() {
    IllegalStateException cause = new IllegalStateException("boom");

    var translated = MavenExceptions.translate(cause);

    assertThat(translated).isInstanceOf(MojoExecutionException.class).hasCause(cause);
  }
}
