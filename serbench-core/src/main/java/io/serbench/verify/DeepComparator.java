package io.serbench.verify;

import io.serbench.model.ModelTypes;
import io.serbench.text.Errors;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Compares an original object graph with a decoded one field by field, never through the user's
 * {@code equals}. It follows cycles, checks that shared references stay shared, and treats a change
 * of class (other than between general-purpose JDK collections) as a difference.
 */
public final class DeepComparator {
  private static final int MAX_VALUE_TEXT = 60;
  private static final Object MISSING =
      new Object() {
        @Override
        public String toString() {
          return "missing";
        }
      };

  private final IdentityHashMap<Object, Object> visited = new IdentityHashMap<>();
  private final List<Difference> differences = new ArrayList<>();
  private final int limit;

  private DeepComparator(int limit) {
    this.limit = limit;
  }

  /** All differences, up to {@code limit}, in traversal order; empty when the graphs match. */
  public static List<Difference> compare(Object expected, Object actual, int limit) {
    DeepComparator comparator = new DeepComparator(limit);
    comparator.compare("$", expected, actual);
    return List.copyOf(comparator.differences);
  }

  private void compare(String path, Object expected, Object actual) {
    if (differences.size() >= limit || expected == actual) {
      return;
    }
    if (expected == null || actual == null) {
      report(path, Difference.Kind.VALUE, expected, actual);
      return;
    }
    Class<?> type = expected.getClass();
    if (type != actual.getClass() && !interchangeable(expected, actual)) {
      differences.add(
          new Difference(
              path, Difference.Kind.TYPE_CHANGED, type.getName(), actual.getClass().getName()));
      return;
    }
    if (isValue(type)) {
      if (!valueEquals(expected, actual)) {
        report(path, Difference.Kind.VALUE, expected, actual);
      }
      return;
    }
    Object seen = visited.get(expected);
    if (seen != null) {
      if (seen != actual) {
        differences.add(
            new Difference(path, Difference.Kind.SHARING_LOST, "shared instance", "separate copy"));
      }
      return;
    }
    visited.put(expected, actual);
    if (type.isArray()) {
      compareArrays(path, expected, actual);
    } else if (expected instanceof Map<?, ?> map) {
      keyed(path, () -> compareMaps(path, map, (Map<?, ?>) actual));
    } else if (expected instanceof List<?> list) {
      compareSequences(path, list, (Collection<?>) actual);
    } else if (expected instanceof Set<?> set) {
      keyed(path, () -> compareSets(path, set, (Set<?>) actual));
    } else if (expected instanceof Collection<?> collection) {
      compareSequences(path, collection, (Collection<?>) actual);
    } else if (expected instanceof Optional<?> optional) {
      compare(path + ".value", optional.orElse(null), ((Optional<?>) actual).orElse(null));
    } else {
      compareFields(path, expected, actual);
    }
  }

  /**
   * Compares a map or a set, whose lookups run the elements' own {@code compareTo} and {@code
   * equals}: where those throw on an element whose type changed ({@code Long} read back as {@code
   * Double}), the change is reported as the difference it is.
   */
  private void keyed(String path, Runnable comparison) {
    try {
      comparison.run();
    } catch (ClassCastException e) {
      differences.add(
          new Difference(
              path, Difference.Kind.TYPE_CHANGED, "elements of one type", Errors.oneLine(e)));
    }
  }

  private void compareFields(String path, Object expected, Object actual) {
    for (Field field : ModelTypes.instanceFields(expected.getClass()).toList()) {
      if (Modifier.isTransient(field.getModifiers())) {
        continue;
      }
      try {
        field.setAccessible(true);
        compare(child(path, field.getName()), field.get(expected), field.get(actual));
      } catch (IllegalAccessException | InaccessibleObjectException e) {
        if (!Objects.equals(expected, actual)) {
          report(path, Difference.Kind.VALUE, expected, actual);
        }
        return;
      }
    }
  }

  private void compareArrays(String path, Object expected, Object actual) {
    int length = Array.getLength(expected);
    if (length != Array.getLength(actual)) {
      report(path + ".length", Difference.Kind.VALUE, length, Array.getLength(actual));
      return;
    }
    for (int i = 0; i < length; i++) {
      compare(path + "[" + i + "]", Array.get(expected, i), Array.get(actual, i));
    }
  }

  private void compareSequences(String path, Collection<?> expected, Collection<?> actual) {
    if (expected.size() != actual.size()) {
      report(path + ".size", Difference.Kind.VALUE, expected.size(), actual.size());
      return;
    }
    Iterator<?> restored = actual.iterator();
    int index = 0;
    for (Object element : expected) {
      compare(path + "[" + index++ + "]", element, restored.next());
    }
  }

  private void compareSets(String path, Set<?> expected, Set<?> actual) {
    if (expected.size() != actual.size()) {
      report(path + ".size", Difference.Kind.VALUE, expected.size(), actual.size());
      return;
    }
    for (Object element : expected) {
      if (!containsEquivalent(actual, element)) {
        report(path + "<" + keyText(element) + ">", Difference.Kind.VALUE, element, MISSING);
      }
    }
  }

  private void compareMaps(String path, Map<?, ?> expected, Map<?, ?> actual) {
    if (expected.size() != actual.size()) {
      report(path + ".size", Difference.Kind.VALUE, expected.size(), actual.size());
      return;
    }
    for (Map.Entry<?, ?> entry : expected.entrySet()) {
      String entryPath = path + ".<key " + keyText(entry.getKey()) + ">";
      Optional<?> key = matchingKey(actual, entry.getKey());
      Optional<?> retyped = key.isPresent() ? Optional.empty() : retypedKey(actual, entry.getKey());
      if (retyped.isPresent()) {
        // an Integer key read back as the String "1": same text, other type
        differences.add(
            new Difference(
                entryPath,
                Difference.Kind.TYPE_CHANGED,
                "key of " + entry.getKey().getClass().getName(),
                "key of " + retyped.get().getClass().getName()));
      } else if (key.isEmpty()) {
        report(entryPath, Difference.Kind.VALUE, entry.getKey(), MISSING);
      } else {
        compare(entryPath, entry.getValue(), actual.get(key.get()));
      }
    }
  }

  private Optional<?> matchingKey(Map<?, ?> actual, Object key) {
    if (contains(actual.keySet(), key)) {
      for (Object candidate : actual.keySet()) {
        if (Objects.equals(candidate, key)) {
          return DeepComparator.compare(key, candidate, 1).isEmpty()
              ? Optional.of(candidate)
              : Optional.empty();
        }
      }
    }
    return actual.keySet().stream()
        .filter(candidate -> DeepComparator.compare(key, candidate, 1).isEmpty())
        .findFirst();
  }

  /**
   * Whether the collection holds the element by its own lookup. A sorted map or set whose keys
   * changed type ({@code Long} read back as {@code Double}) throws on a key of the other type: that
   * is a difference the comparison reports, not an error of its own.
   */
  private static boolean contains(Collection<?> actual, Object element) {
    try {
      return actual.contains(element);
    } catch (ClassCastException | NullPointerException e) {
      return false;
    }
  }

  private static Optional<?> retypedKey(Map<?, ?> actual, Object key) {
    String text = String.valueOf(key);
    return actual.keySet().stream()
        .filter(
            k ->
                k != null
                    && k.getClass() != key.getClass()
                    && (text.equals(String.valueOf(k)) || sameNumber(key, k)))
        .findFirst();
  }

  /** Two numbers of different types with one value: {@code 1L} and {@code 1.0}. */
  private static boolean sameNumber(Object one, Object other) {
    if (!(one instanceof Number) || !(other instanceof Number)) {
      return false;
    }
    try {
      return new java.math.BigDecimal(one.toString())
              .compareTo(new java.math.BigDecimal(other.toString()))
          == 0;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  private static boolean containsEquivalent(Collection<?> actual, Object element) {
    return actual.stream().anyMatch(c -> DeepComparator.compare(element, c, 1).isEmpty());
  }

  private static boolean isValue(Class<?> type) {
    return type.isPrimitive()
        || type.isEnum()
        || Number.class.isAssignableFrom(type)
        || type == String.class
        || type == Boolean.class
        || type == Character.class
        || type.getName().startsWith("java.time.")
        // a generated protobuf message: its equals compares every field, nested ones too, while
        // its own fields hold lazily decoded text and memoised sizes
        || io.serbench.codec.ProtobufTypes.isMessage(type)
        || type == java.util.UUID.class
        || type == Class.class;
  }

  private static boolean valueEquals(Object expected, Object actual) {
    if (expected instanceof Double d) {
      return Double.doubleToLongBits(d) == Double.doubleToLongBits((Double) actual);
    }
    if (expected instanceof Float f) {
      return Float.floatToIntBits(f) == Float.floatToIntBits((Float) actual);
    }
    // BigDecimal.equals compares the scale too: 10.50 is not 10.5
    return expected.equals(actual);
  }

  /** General-purpose JDK collections of the same kind carry the same information. */
  private static boolean interchangeable(Object expected, Object actual) {
    return (generalPurpose(expected, List.class) && generalPurpose(actual, List.class))
        || (generalPurpose(expected, Set.class) && generalPurpose(actual, Set.class))
        || (generalPurpose(expected, Map.class) && generalPurpose(actual, Map.class));
  }

  private static boolean generalPurpose(Object value, Class<?> kind) {
    String name = value.getClass().getName();
    return kind.isInstance(value)
        && (name.equals("java.util.ArrayList")
            || name.equals("java.util.LinkedList")
            || name.equals("java.util.HashSet")
            || name.equals("java.util.LinkedHashSet")
            || name.equals("java.util.HashMap")
            || name.equals("java.util.LinkedHashMap")
            || name.startsWith("java.util.ImmutableCollections$")
            || name.startsWith("java.util.Collections$Unmodifiable")
            || name.equals("java.util.Arrays$ArrayList")
            // Gson's insertion-ordered map, what it reads every Map field into (as LinkedHashMap)
            || name.equals("com.google.gson.internal.LinkedTreeMap"));
  }

  private static String child(String path, String name) {
    return "$".equals(path) ? name : path + "." + name;
  }

  private void report(String path, Difference.Kind kind, Object expected, Object actual) {
    differences.add(new Difference(path, kind, text(expected), text(actual)));
  }

  /** Map keys and set elements in paths: strings without quotes. */
  private static String keyText(Object key) {
    return key instanceof String s ? s : text(key);
  }

  /** Renders values without calling the user's toString, which may itself loop on a cycle. */
  private static String text(Object value) {
    String text;
    if (value == null || value == MISSING) {
      text = String.valueOf(value);
    } else if (value instanceof String s) {
      text = '"' + s + '"';
    } else if (isValue(value.getClass())) {
      text = String.valueOf(value);
    } else {
      text = value.getClass().getSimpleName() + "{...}";
    }
    return text.length() > MAX_VALUE_TEXT ? text.substring(0, MAX_VALUE_TEXT) + "..." : text;
  }
}
