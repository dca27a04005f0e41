package io.serbench;

/** Receives serbench's progress and log events, in the order they happen. */
public interface BenchmarkListener {
  void info(String message);

  void warn(String message);

  /** Detail that is only interesting when debugging: worker output, library chatter. */
  void debug(String message);

  /** A listener that prints to the console; used by the command line. */
  static BenchmarkListener console() {
    return new BenchmarkListener() {
      @Override
      public void info(String message) {
        System.out.println("[serbench] " + message);
      }

      @Override
      public void warn(String message) {
        System.err.println("[serbench] WARNING " + message);
      }

      @Override
      public void debug(String message) {}
    };
  }
}
