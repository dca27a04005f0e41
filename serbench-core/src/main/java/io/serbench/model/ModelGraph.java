package io.serbench.model;

import java.lang.reflect.Field;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which model classes are messages and which are parts of them. A class that another model class
 * reaches through its fields (directly, inside a collection, map or array, through a helper class
 * outside the model, or as a subtype of an abstract field type) is a <em>part</em>: it travels
 * inside that class and is covered by its round trip and probes. The classes no other model class
 * reaches are the <em>roots</em>, the messages a service sends. Classes that reach each other in a
 * cycle that nothing else reaches are all roots.
 *
 * <p>It walks the declared types as {@link ModelTypes#knownClasses(List)} does, through the same
 * {@link ModelTypes#namedClasses} and {@link ModelTypes#isPlatform}, but from each model class on
 * its own, keeping the first field path to every class, and expanding an abstract field type to the
 * model classes that implement it.
 */
public final class ModelGraph {
  /**
   * One model class's role.
   *
   * @param type the class
   * @param message whether it is a message (timed as a sample of its own), else a part
   * @param reason why, in a phrase: {@code no other model class reaches it}, or {@code reached from
   *     Order via Order.lines}
   */
  public record Role(Class<?> type, boolean message, String reason) {}

  private final List<Class<?>> models;

  /** For each model class, the model classes it reaches, each with the first path found. */
  private final Map<Class<?>, Map<Class<?>, String>> reaches = new LinkedHashMap<>();

  private ModelGraph(Collection<Class<?>> models) {
    this.models = List.copyOf(new LinkedHashSet<>(models));
    for (Class<?> model : this.models) {
      reaches.put(model, walk(model));
    }
  }

  /** The reachability among these model classes. */
  public static ModelGraph of(Collection<Class<?>> models) {
    return new ModelGraph(models);
  }

  /** Whether {@code from} reaches {@code to} through its fields. */
  public boolean reaches(Class<?> from, Class<?> to) {
    return reaches.getOrDefault(from, Map.of()).containsKey(to);
  }

  /**
   * Every model class's role.
   *
   * @param messages classes that are messages whatever reaches them (factory and fixture samples,
   *     classes named in the mix), each with the reason
   */
  public List<Role> roles(Map<Class<?>, String> messages) {
    List<Role> roles = new ArrayList<>();
    for (Class<?> model : models) {
      if (messages.containsKey(model)) {
        roles.add(new Role(model, true, messages.get(model)));
        continue;
      }
      Class<?> above = above(model, messages);
      if (above != null) {
        roles.add(
            new Role(
                model,
                false,
                "reached from " + above.getSimpleName() + " via " + reaches.get(above).get(model)));
      } else if (models.stream().anyMatch(m -> m != model && reaches(m, model))) {
        roles.add(
            new Role(model, true, "only the classes of its own cycle reach it, nothing else does"));
      } else {
        roles.add(new Role(model, true, "no other model class reaches it"));
      }
    }
    return roles;
  }

  /**
   * A model class that reaches {@code model} and that {@code model} does not reach back: a message
   * among them first, so that the reason names a class the user sees measured.
   */
  private Class<?> above(Class<?> model, Map<Class<?>, String> messages) {
    Class<?> found = null;
    for (Class<?> other : models) {
      if (other != model && reaches(other, model) && !reaches(model, other)) {
        if (messages.containsKey(other) || isRoot(other)) {
          return other;
        }
        found = found == null ? other : found;
      }
    }
    return found;
  }

  private boolean isRoot(Class<?> model) {
    return models.stream().noneMatch(m -> m != model && reaches(m, model) && !reaches(model, m));
  }

  /** The model classes {@code from} reaches, breadth first, each with the field path. */
  private Map<Class<?>, String> walk(Class<?> from) {
    Map<Class<?>, String> found = new LinkedHashMap<>();
    Set<Class<?>> visited = new HashSet<>();
    Deque<Class<?>> queue = new ArrayDeque<>();
    Map<Class<?>, String> paths = new LinkedHashMap<>();
    queue.add(from);
    visited.add(from);
    paths.put(from, from.getSimpleName());
    while (!queue.isEmpty()) {
      Class<?> type = queue.poll();
      String path = paths.get(type);
      for (Field field : ModelTypes.instanceFields(type).toList()) {
        String here = path + "." + field.getName();
        for (Class<?> raw : ModelTypes.namedClasses(field.getGenericType())) {
          if (raw.isArray()) {
            continue; // its component is named too
          }
          for (Class<?> model : modelsAssignableTo(raw)) {
            String via = model == raw ? here : here + " (as " + raw.getSimpleName() + ")";
            found.putIfAbsent(model, via);
            if (visited.add(model)) {
              paths.put(model, via + " → " + model.getSimpleName());
              queue.add(model);
            }
          }
          if (!models.contains(raw) && walksThrough(raw) && visited.add(raw)) {
            paths.put(raw, here + " → " + raw.getSimpleName());
            queue.add(raw);
          }
        }
      }
    }
    return found;
  }

  /** The model classes that a field of this type can hold: itself, or its model subtypes. */
  private List<Class<?>> modelsAssignableTo(Class<?> raw) {
    if (raw == Object.class || raw.isPrimitive()) {
      return List.of();
    }
    boolean open = raw.isInterface() || java.lang.reflect.Modifier.isAbstract(raw.getModifiers());
    boolean platform = ModelTypes.isPlatform(raw);
    List<Class<?>> matches = new ArrayList<>();
    for (Class<?> model : models) {
      if (model == raw || (open && !platform && raw.isAssignableFrom(model))) {
        matches.add(model);
      }
    }
    return matches;
  }

  /** A helper class outside the model whose fields may hold model classes. */
  private static boolean walksThrough(Class<?> raw) {
    return !raw.isPrimitive() && !raw.isArray() && !raw.isEnum() && !ModelTypes.isPlatform(raw);
  }
}
