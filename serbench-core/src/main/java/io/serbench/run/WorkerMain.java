package io.serbench.run;

import io.serbench.BenchmarkListener;
import io.serbench.BenchmarkRequest;
import io.serbench.SerbenchException;
import io.serbench.WorkerFailedException;
import io.serbench.result.ResultsFile;
import io.serbench.verify.RoundTripVerifier;
import java.io.PrintStream;
import java.nio.file.Path;

/**
 * Entry point of the worker JVM: {@code java -cp ... io.serbench.run.WorkerMain request.json}. Its
 * classpath holds the project's classes, serbench-core, JMH and the codec libraries.
 */
public final class WorkerMain {
  /** Exit status for a configuration error the user can fix. */
  static final int EXIT_USER_ERROR = 2;

  /** Exit status for any other failure. */
  static final int EXIT_FAILURE = 3;

  private WorkerMain() {}

  public static void main(String[] args) {
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
              new WorkerFailedException("worker failed: " + RoundTripVerifier.oneLine(e), null)));
      status = EXIT_FAILURE;
    }
    events.flush();
    // JMH and some codec libraries leave non-daemon threads behind
    System.exit(status);
  }
}
