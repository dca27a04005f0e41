package io.serbench.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.BenchmarkListener;
import io.serbench.SerbenchException;
import io.serbench.codec.CodecCatalog;
import io.serbench.config.BenchmarkRequest;
import io.serbench.host.HostContext;
import io.serbench.maven.library.MavenCodecJars;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Maven run loads the codec catalog once in Maven's JVM: the goals' launcher makes the run's
 * context, resolves the versioned codecs' jars from its plan and hands the same plan to core's
 * launcher, the path both goals take after translating their parameters.
 */
class MavenLauncherTest {
  @TempDir Path directory;

  @Test
  void aRun_loadsTheCatalogOnce_fromItsContextToTheWorkersStart() throws Exception {
    Path project = Files.createDirectories(directory.resolve("classes"));
    BenchmarkRequest request =
        BenchmarkRequest.builder()
            .classes(List.of("com.acme.Order"))
            .classesDirectory(project.toString())
            .projectClasspath(List.of(project.toString()))
            .outputDirectory(directory.resolve("serbench").toString())
            // a launcher that is not there: the run goes as far as starting the worker
            .javaExecutable(directory.resolve("no-jdk/bin/java").toString())
            .build();
    List<String> log = new ArrayList<>();
    int before = CodecCatalog.discoveries();

    HostContext context = HostContext.of(request, List.of());
    assertThatThrownBy(
            () ->
                MavenLauncher.launch(context, new MavenCodecJars(null, null, null), listener(log)))
        .isInstanceOf(SerbenchException.class);

    assertThat(CodecCatalog.discoveries() - before).isEqualTo(1);
  }

  private static BenchmarkListener listener(List<String> log) {
    return new BenchmarkListener() {
      @Override
      public void info(String message) {
        log.add(message);
      }

      @Override
      public void warn(String message) {
        log.add(message);
      }

      @Override
      public void debug(String message) {}
    };
  }
}
