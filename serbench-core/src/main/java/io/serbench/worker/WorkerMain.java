package io.serbench.worker;

import io.serbench.BenchmarkListener;
import io.serbench.SerbenchException;
import io.serbench.WorkerFailedException;
import io.serbench.config.BenchmarkRequest;
import io.serbench.config.RequestFile;
import io.serbench.protocol.WorkerContract;
import io.serbench.protocol.WorkerEvent;
import io.serbench.text.Errors;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * Entry point of the worker JVM: {@code java -cp ... io.serbench.worker.WorkerMain request.json}
 * ({@link WorkerContract#MAIN_CLASS}). Its classpath holds the project's classes, serbench-core,
 * JMH and the codec libraries. It reports to the host in {@link WorkerEvent}s only.
 */
public final class WorkerMain {
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
            events.println(new WorkerEvent.Log(WorkerEvent.Level.INFO, message).line());
          }

          @Override
          public void warn(String message) {
            events.println(new WorkerEvent.Log(WorkerEvent.Level.WARN, message).line());
          }

          @Override
          public void debug(String message) {
            events.println(new WorkerEvent.Log(WorkerEvent.Level.DEBUG, message).line());
          }
        };
    int status = 0;
    try {
      BenchmarkRequest request = RequestFile.read(Path.of(args[0]));
      new BenchmarkEngine(request, listener, WorkerMain.class.getClassLoader()).run();
    } catch (SerbenchException e) {
      events.println(WorkerEvent.Failure.of(e).line());
      status = e.isUserError() ? WorkerContract.EXIT_USER_ERROR : WorkerContract.EXIT_FAILURE;
    } catch (Throwable e) {
      e.printStackTrace();
      events.println(
          WorkerEvent.Failure.of(
                  new WorkerFailedException("worker failed: " + Errors.oneLine(e), null))
              .line());
      status = WorkerContract.EXIT_FAILURE;
    }
    events.flush();
    // JMH and some codec libraries leave non-daemon threads behind
    System.exit(status);
  }
}
