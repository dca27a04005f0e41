package io.serbench.probe.crosslanguage;

import io.serbench.model.ModelTypes;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The fields matched and the mismatches, with their paths; and the identity of every object of the
 * sample already matched, so that a shared or cyclic object is matched once and a second arrival at
 * it checks that the reading refers back to the same place. Also the sample's shape as every
 * matcher sees it: objects are fields by name, collections lists, maps keyed by text.
 */
final class FieldMatch {
  /** Values matched at most: a sample of any size is matched in bounded time. */
  static final int MAX_STEPS = 200_000;

  int matched;
  int steps;
  final List<String> mismatches = new ArrayList<>();

  /**
   * The mismatches that are a binding's own shape rather than lost data, also in {@link
   * #mismatches}: a field not found under its Java name (written under the name the binding's
   * annotations or naming strategy give it, or flattened into its parent as an any-setter map is),
   * an object written as a scalar by its own serializer ({@code "25%"}, {@code "1Gi"}), an enum
   * written as a string other than its constant's name.
   */
  final List<String> ownShape = new ArrayList<>();

  /** Each object of the sample already entered, with what it was matched against. */
  final Map<Object, Object> visited = new IdentityHashMap<>();

  /** The objects on the current path from the root: meeting one again is a cycle. */
  final Map<Object, Boolean> onPath = new IdentityHashMap<>();

  void ok() {
    matched++;
  }

  void wrong(String path, String what) {
    mismatches.add(path + ": " + what);
  }

  /** A mismatch that a binding's own shape explains ({@link #ownShape}). */
  void ownShape(String path, String what) {
    wrong(path, what);
    ownShape.add(path + ": " + what);
  }

  /** Counts one more value; false once the budget is spent. */
  boolean step() {
    return ++steps <= MAX_STEPS;
  }

  /**
   * Enters an object of the sample (a container or a user object), read as {@code reading} (a
   * reference already resolved to its target). Returns false when the object needs no further
   * matching: a second arrival where the reading is the first one's (a reference kept), a reference
   * to some other object, or a cycle whose reading is not a reference (both recorded as
   * mismatches). A shared object that was written out again as a copy is matched again.
   */
  private boolean enter(Object expected, Object reading, String path, boolean isReference) {
    Object earlier = visited.get(expected);
    if (earlier != null) {
      if (earlier == reading) {
        ok();
        return false;
      }
      if (isReference) {
        wrong(path, "a reference to another object than the one shared here");
        return false;
      }
      if (onPath.containsKey(expected)) {
        wrong(path, "the cycle back to an enclosing object was not kept");
        return false;
      }
    } else {
      visited.put(expected, reading);
    }
    onPath.put(expected, Boolean.TRUE);
    return true;
  }

  /**
   * Matches an object of the sample by {@code body}: a container or a user object through {@link
   * #enter}, with the reading resolved from its reference, a scalar straight away.
   */
  <N> void visit(Object expected, N reading, N resolved, String path, Runnable body) {
    if (resolved == null || !isContainer(expected)) {
      body.run();
      return;
    }
    if (enter(expected, resolved, path, resolved != reading)) {
      try {
        body.run();
      } finally {
        onPath.remove(expected);
      }
    }
  }

  /** Nesting followed at most. */
  static final int MAX_DEPTH = 32;

  static boolean isContainer(Object value) {
    return value.getClass().isArray() && !(value instanceof byte[])
        || value instanceof Collection<?>
        || value instanceof Map<?, ?>
        || isObject(value);
  }

  // the sample's shape: objects are fields by name, collections lists, maps keyed by text

  /** The instance fields a codec writes, in declaration order (superclass first). */
  static List<Field> fields(Class<?> type) {
    return ModelTypes.instanceFields(type)
        .filter(f -> !java.lang.reflect.Modifier.isTransient(f.getModifiers()))
        .toList();
  }

  static boolean isObject(Object value) {
    Class<?> type = value.getClass();
    return !type.isArray()
        && !(value instanceof Collection<?>)
        && !(value instanceof Map<?, ?>)
        && !type.isEnum()
        && !ModelTypes.isPlatform(type);
  }

  static List<Object> elements(Object value) {
    List<Object> list = new ArrayList<>();
    if (value.getClass().isArray()) {
      for (int i = 0; i < Array.getLength(value); i++) {
        list.add(Array.get(value, i));
      }
    } else {
      list.addAll((Collection<?>) value);
    }
    return list;
  }

  static boolean isDefault(Object value) {
    return value instanceof Boolean b && !b
        || value instanceof Number n && n.doubleValue() == 0
        || value instanceof Character c && c == 0
        || value instanceof String text && text.isEmpty()
        || value instanceof Collection<?> c && c.isEmpty()
        || value instanceof Map<?, ?> m && m.isEmpty()
        || value.getClass().isArray() && Array.getLength(value) == 0;
  }
}
