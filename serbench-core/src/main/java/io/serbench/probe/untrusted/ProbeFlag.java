package io.serbench.probe.untrusted;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The only side effect of the probe classes ({@link InstantiationProbe}, {@link RootProbe} and the
 * gadgets {@link Gadgets} generates): the names of those initialised in the class loader that
 * decoded them. Probes run in throw-away class loaders, so the record never outlives one probe.
 */
public final class ProbeFlag {
  private static final Set<String> TOUCHED = ConcurrentHashMap.newKeySet();

  private ProbeFlag() {}

  /** Whether any probe class was initialised in this class loader. */
  public static boolean touched() {
    return !TOUCHED.isEmpty();
  }

  /** Whether the named probe class was initialised in this class loader. */
  public static boolean touched(String className) {
    return TOUCHED.contains(className);
  }

  /** Called by a probe class's static initialiser, with its own name. */
  public static void touch(String className) {
    TOUCHED.add(className);
  }
}
