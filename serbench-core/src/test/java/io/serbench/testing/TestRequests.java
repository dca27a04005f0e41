package io.serbench.testing;

import io.serbench.config.BenchmarkRequest;
import java.io.File;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Real-run requests for tests: this JVM's classpath and Java, the test classes as the project.
 * Every test that starts a worker JVM or JMH builds its request here.
 */
public final class TestRequests {
  private TestRequests() {}

  /** The java executable of this JVM. */
  public static String java() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  /** This JVM's classpath, entry by entry: the test classes, serbench-core and every codec. */
  public static List<String> classpath() {
    return Arrays.asList(System.getProperty("java.class.path").split(File.pathSeparator));
  }

  /** A request builder that writes to {@code output}; the caller adds classes, codecs and JMH. */
  public static BenchmarkRequest.Builder writingTo(Path output) {
    return BenchmarkRequest.builder()
        .classesDirectory("target/test-classes")
        .sourceDirectories(List.of("src/test/java"))
        .outputDirectory(output.toString())
        .projectClasspath(classpath())
        .javaExecutable(java());
  }
}
