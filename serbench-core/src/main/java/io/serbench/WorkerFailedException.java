package io.serbench;

import java.nio.file.Path;

/**
 * The worker JVM could not be started, died, or failed for a reason that is not bad input: an
 * environment problem rather than a user error.
 */
public class WorkerFailedException extends SerbenchException {
  private final Path log;

  public WorkerFailedException(String message, Path log) {
    super(null, null, message);
    this.log = log;
  }

  /** The worker's complete log, kept for diagnosis, when there is one. */
  public java.util.Optional<Path> log() {
    return java.util.Optional.ofNullable(log);
  }

  @Override
  public boolean isUserError() {
    return false;
  }
}
