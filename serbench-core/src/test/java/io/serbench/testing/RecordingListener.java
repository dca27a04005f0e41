package io.serbench.testing;

import io.serbench.BenchmarkListener;
import java.util.List;

/** A listener for real runs in tests: prints every line and keeps info and warnings in a list. */
public final class RecordingListener implements BenchmarkListener {
  private final List<String> log;

  public RecordingListener(List<String> log) {
    this.log = log;
  }

  @Override
  public void info(String message) {
    System.out.println(message);
    log.add(message);
  }

  @Override
  public void warn(String message) {
    System.out.println("WARN " + message);
    log.add(message);
  }

  @Override
  public void debug(String message) {
    System.out.println("DEBUG " + message);
  }
}
