package io.serbench.run;

import com.fasterxml.jackson.databind.JsonNode;
import io.serbench.BenchmarkListener;
import io.serbench.BenchmarkRequest;
import io.serbench.Errors;
import io.serbench.InvalidConfigurationException;
import io.serbench.OutputLayout;
import io.serbench.SerbenchException;
import io.serbench.WorkerFailedException;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecProvider;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.ResultsFile;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The single entry point for build tools: runs one benchmark in a worker JVM with an explicit
 * classpath (the project's classes and dependencies first, so that the project's own codec versions
 * win, then serbench-core, JMH and the codec libraries), relays its events to the listener, and
 * returns the results it wrote.
 */
public final class Serbench {
  private static final int KEPT_ERROR_LINES = 20;

  private Serbench() {}

  /**
   * Runs the benchmark described by the request.
   *
   * @throws SerbenchException a subtype naming the configuration element for bad input, or {@link
   *     WorkerFailedException} when the worker could not run
   */
  public static BenchmarkResults run(BenchmarkRequest request, BenchmarkListener listener)
      throws SerbenchException {
    OutputLayout layout = request.layout();
    Path output = layout.directory();
    Path log = layout.workerLog();
    byte[] baseline = readBaseline(request);
    prepareOutput(layout);
    if (baseline != null) {
      // the baseline may be the results.json that preparing the output just removed: keep a copy
      Path copy = layout.baseline();
      try {
        Files.write(copy, baseline);
      } catch (IOException e) {
        throw new WorkerFailedException("cannot copy the baseline: " + e.getMessage(), null);
      }
      request =
          request.toBuilder()
              .baseline(
                  new BenchmarkRequest.Baseline(
                      copy.toString(),
                      request.baseline().maxRegression(),
                      request.baseline().pinned()))
              .build();
    }
    Process process;
    try {
      Path requestFile = layout.request();
      ResultsFile.mapper().writeValue(requestFile.toFile(), request);
      String classpath = classpath(request, layout);
      Files.writeString(layout.workerClasspath(), classpath);
      List<String> command = new ArrayList<>();
      command.add(request.javaExecutable());
      command.addAll(jvmFlags(request));
      command.addAll(WORKER_FLAGS);
      command.add("-cp");
      command.add(classpath);
      command.add(WorkerMain.class.getName());
      command.add(requestFile.toString());
      listener.debug("worker command: " + String.join(" ", command));
      process = new ProcessBuilder(command).directory(output.toFile()).start();
    } catch (IOException e) {
      throw new WorkerFailedException(
          "cannot start the worker JVM with " + request.javaExecutable() + ": " + e.getMessage(),
          null);
    }
    Thread killer = new Thread(() -> destroy(process), "serbench-worker-killer");
    Runtime.getRuntime().addShutdownHook(killer);
    AtomicReference<JsonNode> error = new AtomicReference<>();
    AtomicReference<String> stopped = new AtomicReference<>();
    Deque<String> lastErrors = new ArrayDeque<>();
    int status;
    try (PrintWriter logWriter =
        new PrintWriter(Files.newBufferedWriter(log, StandardCharsets.UTF_8), true)) {
      Thread stderr =
          new Thread(
              () ->
                  pump(
                      process.getErrorStream(),
                      logWriter,
                      line -> {
                        synchronized (lastErrors) {
                          lastErrors.addLast(line);
                          if (lastErrors.size() > KEPT_ERROR_LINES) {
                            lastErrors.removeFirst();
                          }
                        }
                        listener.debug(line);
                      }),
              "serbench-worker-stderr");
      stderr.setDaemon(true);
      stderr.start();
      java.util.concurrent.atomic.AtomicLong lastOutput =
          new java.util.concurrent.atomic.AtomicLong(System.nanoTime());
      Thread watchdog = watchdog(process, lastOutput, stopped);
      pump(
          process.getInputStream(),
          logWriter,
          line -> {
            lastOutput.set(System.nanoTime());
            relay(line, listener, error);
          });
      status = process.waitFor();
      watchdog.interrupt();
      stderr.join(5_000);
    } catch (IOException e) {
      destroy(process);
      throw new WorkerFailedException("lost contact with the worker JVM: " + e.getMessage(), log);
    } catch (InterruptedException e) {
      destroy(process);
      Thread.currentThread().interrupt();
      throw new WorkerFailedException("interrupted; the worker JVM was stopped", log);
    } finally {
      try {
        Runtime.getRuntime().removeShutdownHook(killer);
      } catch (IllegalStateException shuttingDown) {
        // the hook is already running and stops the worker
      }
    }
    if (error.get() != null) {
      throw WorkerProtocol.toException(error.get());
    }
    if (stopped.get() != null) {
      throw new WorkerFailedException(stopped.get() + "; its log is " + log, log);
    }
    Path results = layout.results();
    if (status != 0 || !Files.exists(results)) {
      String tail;
      synchronized (lastErrors) {
        tail = lastErrors.isEmpty() ? "" : ": " + lastErrors.getLast();
      }
      throw new WorkerFailedException(
          "the worker JVM exited with status " + status + tail + "; its log is " + log, log);
    }
    try {
      return ResultsFile.read(results);
    } catch (IOException e) {
      throw new WorkerFailedException("cannot read " + results + ": " + e.getMessage(), log);
    }
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

  /**
   * Flags of the worker JVM only, never of JMH's forks. The worker measures nothing itself; it
   * loads every codec library cold again in each isolated class loader of verification and probes.
   * C1 only: with the 8 foundation codecs on 10 model classes, verification, probes and compilation
   * went from 14 s to 10 s (JDK 17, 2 cores). Without bytecode verification of classpath classes,
   * loading Jackson in a fresh loader took half the time; {@code
   * -Dserbench.verifyWorkerBytecode=true} keeps verification on.
   */
  static final List<String> WORKER_FLAGS =
      Boolean.getBoolean("serbench.verifyWorkerBytecode")
          ? List.of("-XX:TieredStopAtLevel=1")
          : List.of(
              "-XX:+UnlockDiagnosticVMOptions",
              "-XX:-BytecodeVerificationRemote",
              "-XX:TieredStopAtLevel=1");

  /**
   * The JVM flags that the selected codecs need, without duplicates. Codecs contributed on the
   * project's classpath are seen through a loader over it; providers only declare, they do not load
   * library classes. Selection errors are left to the worker, which reports them with the catalog
   * that it really has.
   */
  static List<String> jvmFlags(BenchmarkRequest request) {
    Set<String> flags = new LinkedHashSet<>();
    int feature = Runtime.version().feature();
    try (URLClassLoader project = projectLoader(request)) {
      CodecCatalog catalog = CodecCatalog.load(project);
      List<CodecProvider> selected;
      try {
        selected = catalog.select(request.codecs());
      } catch (SerbenchException e) {
        selected = catalog.all();
      }
      for (CodecProvider codec : selected) {
        flags.addAll(codec.jvmFlags(feature));
      }
    } catch (IOException e) {
      // closing the loader failed; the flags are complete
    }
    // the user's JVM options reach the worker too, where verification and the probes run
    List<String> options = new ArrayList<>(request.measurement().workerJvmOptions(flags));
    roundTripTimeout().ifPresent(seconds -> options.add("-D" + TIMEOUT_PROPERTY + "=" + seconds));
    return List.copyOf(new LinkedHashSet<>(options));
  }

  /** The system property that sets the per-call time limit of verification and probes. */
  static final String TIMEOUT_PROPERTY = "serbench.roundTripTimeout";

  /**
   * The round-trip time limit given to this JVM ({@code -Dserbench.roundTripTimeout=N} on the Maven
   * or java command line), checked, for the worker where the round trips run.
   */
  static java.util.Optional<Long> roundTripTimeout() {
    String value = System.getProperty(TIMEOUT_PROPERTY);
    if (value == null || value.isBlank()) {
      return java.util.Optional.empty();
    }
    try {
      long seconds = Long.parseLong(value.trim());
      if (seconds > 0) {
        return java.util.Optional.of(seconds);
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new io.serbench.InvalidConfigurationException(
        "roundTripTimeout",
        value,
        "'" + value + "' is not a time limit; give whole seconds, such as 60");
  }

  private static URLClassLoader projectLoader(BenchmarkRequest request) {
    List<URL> urls = new ArrayList<>();
    for (String entry : request.projectClasspath()) {
      try {
        urls.add(Path.of(entry).toUri().toURL());
      } catch (MalformedURLException | RuntimeException e) {
        // an entry that is not a path cannot hold a provider
      }
    }
    return new URLClassLoader(urls.toArray(URL[]::new), Serbench.class.getClassLoader());
  }

  private static String classpath(BenchmarkRequest request, OutputLayout layout) {
    Set<String> entries = new LinkedHashSet<>();
    entries.addAll(request.projectClasspath());
    entries.addAll(request.workerClasspath());
    entries.add(layout.jmhClasses().toString());
    return String.join(File.pathSeparator, entries);
  }

  private static void relay(
      String line, BenchmarkListener listener, AtomicReference<JsonNode> error) {
    var event = WorkerProtocol.parse(line);
    if (event.isEmpty()) {
      listener.debug(line);
      return;
    }
    JsonNode node = event.get();
    String message = node.path("message").asText("");
    switch (node.path("level").asText("info")) {
      case "error" -> error.set(node);
      case "warn" -> listener.warn(message);
      case "debug" -> listener.debug(message);
      default -> listener.info(message);
    }
  }

  private static void pump(
      InputStream stream, PrintWriter log, java.util.function.Consumer<String> consumer) {
    try (BufferedReader reader =
        new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
      String line;
      while ((line = reader.readLine()) != null) {
        synchronized (log) {
          log.println(line);
        }
        consumer.accept(line);
      }
    } catch (IOException e) {
      // the worker closed its stream: it ended or was killed
    }
  }

  /**
   * How long the worker may stay silent, in minutes, before the watchdog stops it; the system
   * property {@code serbench.workerSilenceMinutes} overrides it. Every phase reports progress far
   * more often: verification per codec, JMH per benchmark (whose iterations have their own
   * timeout).
   */
  public static final long WORKER_SILENCE_MINUTES = 20;

  private static Thread watchdog(
      Process process,
      java.util.concurrent.atomic.AtomicLong lastOutput,
      AtomicReference<String> stopped) {
    long limit =
        java.util.concurrent.TimeUnit.MINUTES.toNanos(
            Long.getLong("serbench.workerSilenceMinutes", WORKER_SILENCE_MINUTES));
    Thread watchdog =
        new Thread(
            () -> {
              try {
                while (process.isAlive()) {
                  Thread.sleep(1000);
                  if (System.nanoTime() - lastOutput.get() > limit) {
                    stopped.set(
                        "the worker JVM printed nothing for "
                            + java.util.concurrent.TimeUnit.NANOSECONDS.toMinutes(limit)
                            + " minutes and was stopped with its JMH forks");
                    destroy(process);
                    return;
                  }
                }
              } catch (InterruptedException done) {
                // the worker finished
              }
            },
            "serbench-worker-watchdog");
    watchdog.setDaemon(true);
    watchdog.start();
    return watchdog;
  }

  /** Stops the worker and every JMH fork it started. */
  private static void destroy(Process process) {
    process.descendants().forEach(ProcessHandle::destroyForcibly);
    process.destroyForcibly();
  }
}
