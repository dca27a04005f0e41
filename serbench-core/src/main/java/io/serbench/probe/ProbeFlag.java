package io.serbench.probe;

/**
 * The only side effect of {@link InstantiationProbe}: a flag in the class loader that decoded it.
 * Probes run in throw-away class loaders, so the flag never outlives one probe.
 */
public final class ProbeFlag {
  private static volatile boolean touched;

  private ProbeFlag() {}

  /** Whether an {@link InstantiationProbe} was initialised in this class loader. */
  public static boolean touched() {
    return touched;
  }

  static void touch() {
    touched = true;
  }
}
