package io.serbench.host;

import io.serbench.BenchmarkListener;
import io.serbench.InvalidConfigurationException;
import io.serbench.SerbenchException;
import io.serbench.WorkerFailedException;
import io.serbench.config.BenchmarkRequest;
import io.serbench.config.RequestFile;
import io.serbench.files.OutputLayout;
import io.serbench.protocol.SystemProperty;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.io.ResultsFile;
import io.serbench.text.Errors;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * One benchmark in one worker JVM: stages the baseline, clears the previous report, writes the
 * request file, runs the worker ({@link WorkerCommand}, {@link WorkerProcess}), turns how it ended
 * into a typed exception, and reads the results it wrote. Build tools go through {@link Launcher},
 * which adds the multi-JDK run and the gates.
 */
public final class WorkerRun {
  private WorkerRun() {}

  /**
   * Runs the benchmark described by the request, with the worker's options that the plan holds for
   * the request's {@code java} launcher.
   *
   * @throws SerbenchException a subtype naming the configuration element for bad input, or {@link
   *     WorkerFailedException} when the worker could not run
   */
  public static BenchmarkResults run(
      BenchmarkRequest request, HostPlan plan, BenchmarkListener listener)
      throws SerbenchException {
    List<String> options = plan.workerJvmOptions(Jdk.featureOf(request.javaExecutable()));
    OutputLayout layout = request.layout();
    byte[] baseline = readBaseline(request);
    prepareOutput(layout);
    if (baseline != null) {
      request = stageBaseline(request, baseline, layout);
    }
    try {
      return attempt(request, options, listener, List.of());
    } catch (Crashed crash) {
      // a probe whose library crashed the JVM: run again with each codec's probes in a JVM of its
      // own, where a crash ends that codec's verdicts only; the probe cache keeps the verdicts of
      // the codecs probed before the crash
      listener.warn(
          crash.getMessage()
              + "; running the worker again with each codec's capability probes in a JVM of its"
              + " own, so that a crash there ends only that codec's verdicts");
      try {
        return attempt(
            request, options, listener, List.of(SystemProperty.PROBES_IN_OWN_JVM.flag("true")));
      } catch (Crashed again) {
        throw new WorkerFailedException(again.getMessage(), again.log);
      }
    }
  }

  /** A worker that died of a fatal error: the launcher may run it again once. */
  private static final class Crashed extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient Path log;

    Crashed(String message, Path log) {
      super(message);
      this.log = log;
    }
  }

  private static BenchmarkResults attempt(
      BenchmarkRequest request,
      List<String> workerOptions,
      BenchmarkListener listener,
      List<String> extraFlags) {
    OutputLayout layout = request.layout();
    Path log = layout.workerLog();
    Process process;
    try {
      Path requestFile = layout.request();
      RequestFile.write(request, requestFile);
      String classpath = WorkerCommand.classpath(request, layout);
      Files.writeString(layout.workerClasspath(), classpath);
      List<String> command =
          WorkerCommand.of(request, workerOptions, classpath, requestFile, extraFlags);
      listener.debug("worker command: " + String.join(" ", command));
      process = new ProcessBuilder(command).directory(layout.directory().toFile()).start();
    } catch (IOException e) {
      throw new WorkerFailedException(
          "cannot start the worker JVM with " + request.javaExecutable() + ": " + e.getMessage(),
          null);
    }
    WorkerProcess.Exit exit;
    try {
      exit = WorkerProcess.run(process, log, listener);
    } catch (IOException e) {
      throw new WorkerFailedException("lost contact with the worker JVM: " + e.getMessage(), log);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new WorkerFailedException("interrupted; the worker JVM was stopped", log);
    }
    if (exit.error().isPresent()) {
      throw exit.error().get().toException();
    }
    if (exit.stopped().isPresent()) {
      throw new WorkerFailedException(exit.stopped().get() + "; its log is " + log, log);
    }
    Path results = layout.results();
    java.util.Optional<String> crash =
        WorkerCrash.describe(WorkerCrash.report(layout.directory(), process.pid()));
    if (exit.status() != 0 && crash.isPresent()) {
      throw new Crashed(crash.get() + "; its log is " + log, log);
    }
    if (exit.status() != 0 || !Files.exists(results)) {
      String tail = exit.lastError().isEmpty() ? "" : ": " + exit.lastError();
      throw new WorkerFailedException(
          "the worker JVM exited with status " + exit.status() + tail + "; its log is " + log, log);
    }
    try {
      return ResultsFile.read(results);
    } catch (IOException e) {
      throw new WorkerFailedException("cannot read " + results + ": " + e.getMessage(), log);
    }
  }

  /**
   * The baseline may be the results.json that preparing the output just removed: the worker reads a
   * copy.
   */
  private static BenchmarkRequest stageBaseline(
      BenchmarkRequest request, byte[] baseline, OutputLayout layout) {
    Path copy = layout.baseline();
    try {
      Files.write(copy, baseline);
    } catch (IOException e) {
      throw new WorkerFailedException("cannot copy the baseline: " + e.getMessage(), null);
    }
    BenchmarkRequest.Baseline given = request.baseline();
    return request.toBuilder()
        .baseline(
            new BenchmarkRequest.Baseline(
                copy.toString(), given.maxRegression(), given.pinned(), given.failOnInconclusive()))
        .build();
  }

  private static byte[] readBaseline(BenchmarkRequest request) {
    if (request.baseline() == null) {
      return null;
    }
    Path file = Path.of(request.baseline().file());
    if (!Files.isRegularFile(file)) {
      throw new InvalidConfigurationException(
          "baseline",
          file.toString(),
          "baseline file "
              + file
              + " does not exist; point it at the results.json of an earlier run");
    }
    try {
      ResultsFile.read(file);
      return Files.readAllBytes(file);
    } catch (IOException | RuntimeException e) {
      throw new InvalidConfigurationException(
          "baseline",
          file.toString(),
          "baseline file " + file + " is not a serbench results.json: " + Errors.oneLine(e));
    }
  }

  /**
   * Creates the output directory and removes the previous run's results and report, so that a
   * failed run never leaves an earlier report looking current.
   */
  private static void prepareOutput(OutputLayout layout) {
    Path output = layout.directory();
    try {
      Files.createDirectories(layout.jmhClasses());
      Files.deleteIfExists(layout.results());
      Files.deleteIfExists(layout.report());
      Files.deleteIfExists(layout.csv());
      Path probe = Files.createTempFile(output, ".serbench", ".probe");
      Files.delete(probe);
    } catch (IOException | RuntimeException e) {
      throw new InvalidConfigurationException(
          "outputDirectory",
          output.toString(),
          "cannot write to the output directory "
              + output
              + " ("
              + why(output, e)
              + "); choose a writable <outputDirectory>");
    }
  }

  /** The reason in words, not as an exception class name. */
  private static String why(Path output, Exception e) {
    for (Path p = output; p != null; p = p.getParent()) {
      if (Files.exists(p)) {
        if (!Files.isDirectory(p)) {
          return p + " is a file, not a directory";
        }
        return Files.isWritable(p)
            ? "the file system refused: " + e.getMessage()
            : "permission denied on " + p;
      }
    }
    return "no such location";
  }
}
