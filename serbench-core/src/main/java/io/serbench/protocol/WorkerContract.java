package io.serbench.protocol;

/**
 * How the host starts the worker JVM and reads how it ended: the entry point by name (the host
 * never loads the worker's classes) and the exit statuses.
 */
public final class WorkerContract {
  /**
   * The worker's main class: {@code java -cp ... io.serbench.worker.WorkerMain request.json}. A
   * test in the worker package checks that the class has this name.
   */
  public static final String MAIN_CLASS = "io.serbench.worker.WorkerMain";

  /** Exit status for a configuration error the user can fix. */
  public static final int EXIT_USER_ERROR = 2;

  /** Exit status for any other failure. */
  public static final int EXIT_FAILURE = 3;

  private WorkerContract() {}
}
