package io.serbench.demo;

import java.util.List;

/**
 * The bundled demo model as a configuration: its message classes and its factory sample (a category
 * tree with parent links). The Maven goal's {@code -Dserbench.demo} and the command line's {@code
 * --demo} run on it when no model is given.
 */
public final class DemoModel {
  private DemoModel() {}

  /** The demo's model classes. */
  public static final List<String> CLASSES = List.of(DemoOrder.class.getName());

  /** The demo's factory sample, with a parent/child cycle. */
  public static final String SAMPLE = DemoCategory.class.getName() + "#tree";

  /** The line both front ends print when they run on the demo. */
  public static String notice(String option) {
    return "No model configured: running on serbench's bundled demo model ("
        + option
        + "): "
        + String.join(", ", CLASSES)
        + " and "
        + SAMPLE;
  }
}
