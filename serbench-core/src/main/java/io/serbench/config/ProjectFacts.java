package io.serbench.config;

import io.serbench.library.LibraryFamilies;
import io.serbench.library.WorkerLibraries;
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
 * @param libraries the worker's libraries moved to the version of a library family the project has
 *     ({@link LibraryFamilies}), and serbench's own jars that the project's versions replaced
 */
public record ProjectFacts(
    Path baseDirectory,
    String classesDirectory,
    List<String> sourceDirectories,
    List<String> projectClasspath,
    List<String> workerClasspath,
    String javaExecutable,
    WorkerLibraries libraries) {

  public ProjectFacts {
    sourceDirectories = List.copyOf(sourceDirectories);
    projectClasspath = List.copyOf(projectClasspath);
    workerClasspath = List.copyOf(workerClasspath);
    libraries = libraries == null ? WorkerLibraries.NONE : libraries;
  }

  /** The facts of a project whose worker libraries needed no alignment. */
  public ProjectFacts(
      Path baseDirectory,
      String classesDirectory,
      List<String> sourceDirectories,
      List<String> projectClasspath,
      List<String> workerClasspath,
      String javaExecutable) {
    this(
        baseDirectory,
        classesDirectory,
        sourceDirectories,
        projectClasspath,
        workerClasspath,
        javaExecutable,
        WorkerLibraries.NONE);
  }

  /** The {@code java} launcher of the JDK that runs this JVM. */
  public static String currentJava() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }
}
