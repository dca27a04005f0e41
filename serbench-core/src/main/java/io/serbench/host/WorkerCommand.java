package io.serbench.host;

import io.serbench.config.BenchmarkRequest;
import io.serbench.files.OutputLayout;
import io.serbench.protocol.WorkerContract;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The worker JVM's command line: the {@code java} launcher, the worker JVM's options that {@link
 * HostPlan} composed, and an explicit classpath (the project's classes and dependencies first, so
 * that the project's own codec versions win, then serbench-core, JMH and the codec libraries, then
 * the compiled benchmarks).
 */
public final class WorkerCommand {
  private WorkerCommand() {}

  /**
   * The command: the worker JVM's options (the {@link HostPlan}'s, for this JDK), then some flags
   * of the launcher's own, the class path, the worker's main class by name, the request file.
   */
  static List<String> of(
      BenchmarkRequest request,
      List<String> workerJvmOptions,
      String classpath,
      Path requestFile,
      List<String> launcherFlags) {
    List<String> command = new ArrayList<>();
    command.add(request.javaExecutable());
    command.addAll(workerJvmOptions);
    command.addAll(launcherFlags);
    command.add("-cp");
    command.add(classpath);
    command.add(WorkerContract.MAIN_CLASS);
    command.add(requestFile.toString());
    return command;
  }

  /** The worker's classpath: the project's, then the worker's, then the compiled benchmarks. */
  static String classpath(BenchmarkRequest request, OutputLayout layout) {
    Set<String> entries = new LinkedHashSet<>();
    entries.addAll(request.projectClasspath());
    entries.addAll(request.workerClasspath());
    entries.add(layout.jmhClasses().toString());
    return String.join(File.pathSeparator, entries);
  }
}
