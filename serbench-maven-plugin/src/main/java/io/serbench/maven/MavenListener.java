package io.serbench.maven;

import io.serbench.BenchmarkListener;
import org.apache.maven.plugin.logging.Log;

/** Relays serbench's events to the Maven log as they happen. */
final class MavenListener implements BenchmarkListener {
  private final Log log;

  MavenListener(Log log) {
    this.log = log;
  }

  @Override
  public void info(String message) {
    log.info(message);
  }

  @Override
  public void warn(String message) {
    log.warn(message);
  }

  @Override
  public void debug(String message) {
    if (log.isDebugEnabled()) {
      log.debug(message);
    }
  }
}
