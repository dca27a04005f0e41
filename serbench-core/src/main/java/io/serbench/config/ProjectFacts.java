package io.serbench.config;

import java.nio.file.Path;
import java.util.List;

/**
 * What the build tool knows about the project, as opposed to what the user configured: where its
 * classes are, and which JVM and worker classpath serbench runs with.
 *
 * @param baseDirectory the project's directory; relative fixture, baseline and output paths are
 *     resolved against it
 * @param classesDirectory the compiled classes, scanned for packages
 * @param sourceDirectories the source roots, to recognise classes not compiled yet
 * @param projectClasspath the runtime classpath, classes directory first
 * @param workerClasspath serbench-core, JMH and the codec libraries
 * @param javaExecutable the {@code java} launcher of the worker and the forks
 */
public record ProjectFacts(
    Path baseDirectory,
    String classesDirectory,
    List<String> sourceDirectories,
    List<String> projectClasspath,
    List<String> workerClasspath,
    String javaExecutable) {

  public ProjectFacts {
    sourceDirectories = List.copyOf(sourceDirectories);
    projectClasspath = List.copyOf(projectClasspath);
    workerClasspath = List.copyOf(workerClasspath);
  }

  /** The {@code java} launcher of the JDK that runs this JVM. */
  public static String currentJava() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }
}
