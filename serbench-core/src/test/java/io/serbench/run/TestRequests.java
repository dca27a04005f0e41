package io.serbench.run;

import io.serbench.BenchmarkRequest;
import java.io.File;
import java.nio.file.Path;
import java.util.Arrays;

/** Real-run requests for tests: this JVM's classpath and Java, the test classes as the project. */
final class TestRequests {
  private TestRequests() {}

  /** The java executable of this JVM. */
  static String java() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  /** A request builder that writes to {@code output}; the caller adds classes, codecs and JMH. */
  static BenchmarkRequest.Builder writingTo(Path output) {
    return BenchmarkRequest.builder()
        .classesDirectory("target/test-classes")
        .outputDirectory(output.toString())
        .projectClasspath(
            Arrays.asList(System.getProperty("java.class.path").split(File.pathSeparator)))
        .javaExecutable(java());
  }
}
