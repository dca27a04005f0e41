package io.serbench.model;

import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

/** Reflection helpers over a model's type graph. */
public final class ModelTypes {
  /** Collection implementations that values of collection-typed fields commonly have. */
  private static final List<Class<?>> COMMON_IMPLEMENTATIONS =
      List.of(
          ArrayList.class,
          LinkedList.class,
          HashMap.class,
          LinkedHashMap.class,
          TreeMap.class,
          HashSet.class,
          LinkedHashSet.class,
          TreeSet.class);

  private ModelTypes() {}

  /**
   * Non-static, non-synthetic fields of the class and its superclasses, superclass fields first.
   */
  public static Stream<Field> instanceFields(Class<?> type) {
    List<Class<?>> chain = new ArrayList<>();
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      chain.add(0, c);
    }
    return chain.stream()
        .flatMap(c -> Stream.of(c.getDeclaredFields()))
        .filter(f -> !Modifier.isStatic(f.getModifiers()) && !f.isSynthetic());
  }

  /**
   * The classes a classes-known codec must register for these models: the models, every class their
   * fields reach (element types of collections and arrays included) and the common collection
   * implementations, sorted by name so that every JVM assigns the same registration ids.
   */
  public static List<Class<?>> knownClasses(List<Class<?>> models) {
    Set<Class<?>> seen = new HashSet<>(COMMON_IMPLEMENTATIONS);
    Deque<Type> pending = new ArrayDeque<>(models);
    while (!pending.isEmpty()) {
      Type next = pending.pop();
      if (next instanceof ParameterizedType p) {
        pending.push(p.getRawType());
        pending.addAll(List.of(p.getActualTypeArguments()));
      } else if (next instanceof GenericArrayType g) {
        pending.push(g.getGenericComponentType());
      } else if (next instanceof WildcardType w) {
        pending.addAll(List.of(w.getUpperBounds()));
      } else if (next instanceof Class<?> c && !c.isPrimitive() && seen.add(c)) {
        if (c.isArray()) {
          pending.push(c.getComponentType());
        } else if (!c.getName().startsWith("java.")) {
          instanceFields(c).forEach(f -> pending.push(f.getGenericType()));
          if (c.getSuperclass() != null) {
            pending.push(c.getSuperclass());
          }
        }
      }
    }
    return seen.stream()
        .filter(
            c ->
                !c.isInterface() && !java.lang.reflect.Modifier.isAbstract(c.getModifiers())
                    || c.isArray())
        .filter(c -> c != Object.class)
        .sorted(Comparator.comparing(Class::getName))
        .toList();
  }
}
