package io.serbench.probe.versioning;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A reader that does not know a property may keep it in a catch-all map ({@code @JsonAnySetter}
 * into {@code additionalProperties}, as generated code does): the value is not lost, it is where
 * the class's author meant unknown properties to go. Before a versioning step compares, the entries
 * named after properties the reader's classes lack are taken out of the maps of the decoded model
 * objects, so that keeping them is not read as a wrong value.
 */
final class CatchAllMaps {
  private CatchAllMaps() {}

  private static final int MAX_OBJECTS = 100_000;

  /**
   * Removes the unknown properties' entries from the catch-all maps held by the decoded model
   * objects: the {@code Map} fields of classes that declare a {@code @JsonAnySetter} or
   * {@code @JsonAnyGetter} member. Nothing is walked when no model class has one.
   */
  static void strip(Object decoded, Collection<String> unknown, Set<Class<?>> models) {
    if (decoded == null
        || unknown.isEmpty()
        || models.stream().noneMatch(CatchAllMaps::hasCatchAll)) {
      return;
    }
    Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    java.util.ArrayDeque<Object> pending = new java.util.ArrayDeque<>(List.of(decoded));
    while (!pending.isEmpty() && seen.size() < MAX_OBJECTS) {
      Object value = pending.pop();
      if (value == null || !seen.add(value)) {
        continue;
      }
      if (value instanceof Collection<?> collection) {
        collection.forEach(item -> push(pending, item));
      } else if (value instanceof Map<?, ?> map) {
        map.values().forEach(item -> push(pending, item));
      } else if (value instanceof Object[] array) {
        for (Object item : array) {
          push(pending, item);
        }
      } else if (models.contains(value.getClass())) {
        fields(value, unknown, pending);
      }
    }
  }

  private static void fields(
      Object value, Collection<String> unknown, java.util.Deque<Object> pending) {
    for (Class<?> c = value.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
      for (Field field : c.getDeclaredFields()) {
        if (Modifier.isStatic(field.getModifiers()) || field.getType().isPrimitive()) {
          continue;
        }
        Object held;
        try {
          field.setAccessible(true);
          held = field.get(value);
        } catch (ReflectiveOperationException | RuntimeException e) {
          continue;
        }
        if (held instanceof Map<?, ?> map && hasCatchAll(c)) {
          try {
            map.keySet().removeAll(unknown);
          } catch (RuntimeException e) {
            // an unmodifiable map: compared as it is
          }
        }
        push(pending, held);
      }
    }
  }

  private static final java.util.Map<Class<?>, Boolean> CATCH_ALL =
      new java.util.concurrent.ConcurrentHashMap<>();

  /**
   * Whether the class declares a member annotated {@code @JsonAnySetter} or {@code @JsonAnyGetter}.
   */
  private static boolean hasCatchAll(Class<?> type) {
    return CATCH_ALL.computeIfAbsent(
        type,
        c -> {
          try {
            return java.util.stream.Stream.concat(
                    java.util.Arrays.stream(c.getDeclaredMethods()),
                    java.util.Arrays.stream(c.getDeclaredFields()))
                .flatMap(m -> java.util.Arrays.stream(m.getDeclaredAnnotations()))
                .map(a -> a.annotationType().getSimpleName())
                .anyMatch(n -> n.equals("JsonAnySetter") || n.equals("JsonAnyGetter"));
          } catch (RuntimeException | LinkageError e) {
            return false;
          }
        });
  }

  private static void push(java.util.Deque<Object> pending, Object item) {
    if (item != null) {
      pending.push(item);
    }
  }
}
