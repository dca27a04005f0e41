package io.serbench.jmh;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Compiles generated benchmark sources with {@code javax.tools} and JMH's annotation processor,
 * which writes the benchmark list and the harness classes JMH runs.
 */
public final class JmhCompiler {
  private static final String JMH_PROCESSOR = "org.openjdk.jmh.generators.BenchmarkProcessor";

  private JmhCompiler() {}

  /**
   * Writes the sources under {@code sourceDirectory} and compiles them into {@code classDirectory}.
   *
   * @param classpath the compile and processor path: serbench-core, JMH (core and annotation
   *     processor), the codec libraries and the project's classes
   * @throws IllegalStateException with javac's diagnostics when compilation fails
   */
  public static void compile(
      List<BenchmarkSource> sources, Path sourceDirectory, Path classDirectory, String classpath)
      throws IOException {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    if (javac == null) {
      throw new IllegalStateException(
          "no Java compiler in " + System.getProperty("java.home") + "; run serbench on a JDK");
    }
    List<String> files = new ArrayList<>();
    for (BenchmarkSource source : sources) {
      Path file = sourceDirectory.resolve(source.className().replace('.', '/') + ".java");
      Files.createDirectories(file.getParent());
      Files.writeString(file, source.source());
      files.add(file.toString());
    }
    Path generated = sourceDirectory.resolveSibling("generated-sources");
    Files.createDirectories(classDirectory);
    Files.createDirectories(generated);
    List<String> arguments =
        new ArrayList<>(
            List.of(
                "-classpath",
                classpath,
                "-processorpath",
                classpath,
                // JDK 23+ runs no annotation processor unless asked to
                "-processor",
                JMH_PROCESSOR,
                "-d",
                classDirectory.toString(),
                "-s",
                generated.toString(),
                "-encoding",
                "UTF-8",
                "-nowarn",
                "-implicit:none"));
    arguments.addAll(files);
    ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
    int status =
        javac.run(
            null, OutputStream.nullOutputStream(), diagnostics, arguments.toArray(String[]::new));
    if (status != 0) {
      throw new IllegalStateException(
          "compiling the JMH sources failed:\n" + diagnostics.toString(StandardCharsets.UTF_8));
    }
  }
}
