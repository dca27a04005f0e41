package io.serbench.config;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Every setting of a benchmark run, as declared in {@link ModelSettings}, {@link MeasureSettings},
 * {@link PickSettings} and {@link RunSettings}: the list both front ends, the goals' generated
 * parameters and the tests that hold usage.md to the declarations go through.
 */
public final class Settings {
  private Settings() {}

  /** Every declaration, in usage.md's order of concerns. */
  public static final List<Setting<?>> ALL = all();

  /** The setting of an element (the goal's parameter, the name in errors), if there is one. */
  public static Optional<Setting<?>> ofElement(String element) {
    return ALL.stream().filter(s -> s.element().filter(element::equals).isPresent()).findFirst();
  }

  /** The setting of a key of request.json: its element, or its option when it has none. */
  static Optional<Setting<?>> ofKey(String key) {
    return ALL.stream().filter(s -> key(s).equals(key)).findFirst();
  }

  /** A setting's key in request.json. */
  static String key(Setting<?> setting) {
    return setting.element().orElseGet(setting::option);
  }

  private static List<Setting<?>> all() {
    List<Setting<?>> all = new ArrayList<>();
    all.addAll(ModelSettings.ALL);
    all.addAll(PickSettings.ALL);
    all.addAll(MeasureSettings.ALL);
    all.addAll(RunSettings.ALL);
    return List.copyOf(all);
  }
}
