package io.serbench.probe.common;

import io.serbench.jvm.JvmOptions;
import io.serbench.verify.CrashReport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A child JVM that a probe starts when what it tests may take a JVM down or needs another JDK: the
 * next-JDK verdict, the resource attacks, a codec's probes after a crash. It runs in a temporary
 * folder of its own, where it reads its job and writes its answer and, when it dies of a fatal
 * error, its crash report; the folder goes when the child is closed.
 */
public final class ChildJvm implements AutoCloseable {
  private final Path dir;

  public ChildJvm(String prefix) throws IOException {
    this.dir = Files.createTempDirectory(prefix);
  }

  /** A file in the child's folder. */
  public Path file(String name) {
    return dir.resolve(name);
  }

  /**
   * How the child ended.
   *
   * @param ended false when it was stopped after the time limit
   * @param status its exit status (meaningless when stopped)
   * @param crash its crash report's frames, when it died of a fatal error
   * @param output what it printed, standard output and error together
   * @param limitSeconds the time limit it had, 0 for none
   */
  public record Exit(
      boolean ended,
      int status,
      Optional<CrashReport> crash,
      List<String> output,
      long limitSeconds) {

    /**
     * Why the child left no answer, in words that name it as {@code who} ({@code the attacks'
     * JVM}), or empty when it ended and the answer is there: a hang, a crash with its frames, or a
     * status with the last lines it printed.
     */
    public Optional<String> died(String who, Path answer) {
      if (!ended) {
        return Optional.of(
            "hung: " + who + " had not ended after " + limitSeconds + " s and was stopped");
      }
      if (crash.isPresent()) {
        return Optional.of(who + " crashed" + crash.get().describe());
      }
      if (status != 0 || !Files.isRegularFile(answer)) {
        return Optional.of(
            who + " ended with status " + status + " before it answered: " + lastLines());
      }
      return Optional.empty();
    }

    private String lastLines() {
      List<String> meaningful =
          output.stream().filter(l -> !l.isBlank() && !l.startsWith("WARNING:")).toList();
      return meaningful.isEmpty()
          ? "no output"
          : String.join(
              " | ", meaningful.subList(Math.max(0, meaningful.size() - 3), meaningful.size()));
    }
  }

  /**
   * Runs {@code java flags -cp classpath main args} in the child's folder. The versioned codecs'
   * classpaths ({@link io.serbench.protocol.SystemProperty#CODEC_CLASSPATHS}) go along, as the
   * worker has them.
   *
   * @param limitSeconds how long it may run before it is stopped, 0 for no limit
   */
  public Exit run(
      Path java, List<String> flags, String classpath, List<String> mainAndArgs, long limitSeconds)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(java.toString());
    command.addAll(JvmOptions.child(flags));
    command.add("-cp");
    command.add(classpath);
    command.addAll(mainAndArgs);
    Path output = file("output.txt");
    Process process =
        new ProcessBuilder(command)
            .directory(dir.toFile())
            .redirectErrorStream(true)
            .redirectOutput(output.toFile())
            .start();
    boolean ended = true;
    if (limitSeconds > 0) {
      ended = process.waitFor(limitSeconds, TimeUnit.SECONDS);
      if (!ended) {
        process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
      }
    } else {
      process.waitFor();
    }
    return new Exit(
        ended,
        ended ? process.exitValue() : -1,
        CrashReport.read(CrashReport.file(dir, process.pid())),
        Files.readAllLines(output, StandardCharsets.ISO_8859_1),
        limitSeconds);
  }

  /** This JVM's own {@code java} launcher. */
  public static Path thisJava() {
    return Path.of(System.getProperty("java.home"), "bin", "java");
  }

  @Override
  public void close() {
    try (Stream<Path> files = Files.walk(dir)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // a temporary folder left behind
    }
  }
}
