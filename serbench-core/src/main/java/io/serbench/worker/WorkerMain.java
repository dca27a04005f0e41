package io.serbench.worker;

import io.serbench.BenchmarkListener;
import io.serbench.Errors;
import io.serbench.SerbenchException;
import io.serbench.WorkerFailedException;
import io.serbench.config.BenchmarkRequest;
import io.serbench.result.ResultsFile;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * Entry point of the worker JVM: {@code java -cp ... io.serbench.worker.WorkerMain request.json}.
 * Its classpath holds the project's classes, serbench-core, JMH and the codec libraries.
 */
public final class WorkerMain {
  /** Exit status for a configuration error the user can fix. */
  static final int EXIT_USER_ERROR = 2;

  /** Exit status for any other failure. */
  static final int EXIT_FAILURE = 3;

  private WorkerMain() {}

  /**
   * JDK classes that the worker needs after codecs have run. A codec that overflows the stack may
   * trigger the first initialisation of a class deep in its own stack; the initialiser then fails
   * and the class stays unusable for the whole JVM (seen with StringBuffer on JDK 25, which broke
   * JMH's reporting). Initialising them up front keeps that failure inside the codec.
   */
  private static final List<String> PRELOADED =
      List.of(
          "java.lang.StringBuffer",
          "java.io.StringWriter",
          "java.io.PrintWriter",
          "java.util.Formatter",
          "java.util.regex.Pattern",
          "java.text.DecimalFormat",
          "java.math.BigDecimal",
          "java.util.concurrent.ConcurrentHashMap",
          "java.lang.invoke.StringConcatFactory");

  static void preload() {
    for (String name : PRELOADED) {
      try {
        Class.forName(name, true, ClassLoader.getSystemClassLoader());
      } catch (ClassNotFoundException | LinkageError e) {
        // absent on this JDK: nothing to protect
      }
    }
    new java.io.PrintWriter(new java.io.StringWriter()).printf("%s %d%n", "warm", 1).flush();
  }

  public static void main(String[] args) {
    preload();
    PrintStream events = System.out;
    BenchmarkListener listener =
        new BenchmarkListener() {
          @Override
          public void info(String message) {
            events.println(WorkerProtocol.event("info", message));
          }

          @Override
          public void warn(String message) {
            events.println(WorkerProtocol.event("warn", message));
          }

          @Override
          public void debug(String message) {
            events.println(WorkerProtocol.event("debug", message));
          }
        };
    int status = 0;
    try {
      BenchmarkRequest request =
          ResultsFile.mapper().readValue(Path.of(args[0]).toFile(), BenchmarkRequest.class);
      new BenchmarkEngine(request, listener, WorkerMain.class.getClassLoader()).run();
    } catch (SerbenchException e) {
      events.println(WorkerProtocol.error(e));
      status = e.isUserError() ? EXIT_USER_ERROR : EXIT_FAILURE;
    } catch (Throwable e) {
      e.printStackTrace();
      events.println(
          WorkerProtocol.error(
              new WorkerFailedException("worker failed: " + Errors.oneLine(e), null)));
      status = EXIT_FAILURE;
    }
    events.flush();
    // JMH and some codec libraries leave non-daemon threads behind
    System.exit(status);
  }
}
