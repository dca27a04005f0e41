package io.serbench.host;

import io.serbench.OutputLayout;
import io.serbench.SerbenchException;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecProvider;
import io.serbench.config.BenchmarkRequest;
import io.serbench.verify.Isolation;
import io.serbench.worker.WorkerMain;
import java.io.File;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The worker JVM's command line: the {@code java} launcher, the JVM flags of the selected codecs
 * and of the user, the worker's own flags, and an explicit classpath (the project's classes and
 * dependencies first, so that the project's own codec versions win, then serbench-core, JMH and the
 * codec libraries, then the compiled benchmarks).
 */
public final class WorkerCommand {
  private WorkerCommand() {}

  /**
   * Flags of the worker JVM only, never of JMH's forks. The worker measures nothing itself; it
   * loads every codec library cold again in each isolated class loader of verification and probes.
   * C1 only: with the 8 foundation codecs on 10 model classes, verification, probes and compilation
   * went from 14 s to 10 s (JDK 17, 2 cores). Without bytecode verification of classpath classes,
   * loading Jackson in a fresh loader took half the time; {@code verifyWorkerBytecode} keeps
   * verification on.
   */
  public static List<String> workerFlags(BenchmarkRequest request) {
    return request.worker().verifyBytecode()
        ? List.of("-XX:TieredStopAtLevel=1")
        : List.of(
            "-XX:+UnlockDiagnosticVMOptions",
            "-XX:-BytecodeVerificationRemote",
            "-XX:TieredStopAtLevel=1");
  }

  /** The whole command that runs the worker on the request file. */
  static List<String> of(BenchmarkRequest request, String classpath, Path requestFile) {
    return of(request, classpath, requestFile, List.of());
  }

  /** The command with some flags of the launcher's own after the worker's. */
  static List<String> of(
      BenchmarkRequest request, String classpath, Path requestFile, List<String> extraFlags) {
    List<String> command = new ArrayList<>();
    command.add(request.javaExecutable());
    command.addAll(jvmFlags(request));
    command.addAll(workerFlags(request));
    command.addAll(extraFlags);
    command.add("-cp");
    command.add(classpath);
    command.add(WorkerMain.class.getName());
    command.add(requestFile.toString());
    return command;
  }

  /**
   * The JVM flags that the selected codecs need, without duplicates, then the user's JVM options
   * (verification and the probes run in the worker too), then the round-trip time limit. Codecs
   * contributed on the project's classpath are seen through a loader over it; providers only
   * declare, they do not load library classes. Selection errors are left to the worker, which
   * reports them with the catalog that it really has.
   */
  static List<String> jvmFlags(BenchmarkRequest request) {
    Set<String> flags = new LinkedHashSet<>();
    int feature = Runtime.version().feature();
    try (URLClassLoader project = projectLoader(request)) {
      CodecCatalog catalog = CodecCatalog.load(project);
      List<CodecProvider> selected;
      try {
        selected = catalog.select(request.codecs(), request.currentCodec());
      } catch (SerbenchException e) {
        selected = catalog.all();
      }
      for (CodecProvider codec : selected) {
        flags.addAll(codec.jvmFlags(feature));
      }
    } catch (IOException e) {
      // closing the loader failed; the flags are complete
    }
    List<String> options = new ArrayList<>(request.measurement().workerJvmOptions(flags));
    long timeout = request.worker().roundTripTimeoutSeconds();
    if (timeout != Isolation.DEFAULT_TIMEOUT_SECONDS) {
      options.add("-D" + Isolation.TIMEOUT_PROPERTY + "=" + timeout);
    }
    return List.copyOf(new LinkedHashSet<>(options));
  }

  /** The worker's classpath: the project's, then the worker's, then the compiled benchmarks. */
  static String classpath(BenchmarkRequest request, OutputLayout layout) {
    Set<String> entries = new LinkedHashSet<>();
    entries.addAll(request.projectClasspath());
    entries.addAll(request.workerClasspath());
    entries.add(layout.jmhClasses().toString());
    return String.join(File.pathSeparator, entries);
  }

  /** A loader over the project's classpath, to see the codecs it contributes. */
  static URLClassLoader projectLoader(BenchmarkRequest request) {
    List<URL> urls = new ArrayList<>();
    for (String entry : request.projectClasspath()) {
      try {
        urls.add(Path.of(entry).toUri().toURL());
      } catch (MalformedURLException | RuntimeException e) {
        // an entry that is not a path cannot hold a provider
      }
    }
    return new URLClassLoader(urls.toArray(URL[]::new), WorkerCommand.class.getClassLoader());
  }
}
