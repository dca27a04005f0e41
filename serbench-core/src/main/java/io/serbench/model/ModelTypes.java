package io.serbench.model;

import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
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

/**
 * Reflection helpers over a model's type graph, and the one answer to "is this a JDK class" ({@link
 * #isPlatform}) that every walker, generator, probe and codec asks.
 *
 * <p>Two walks live here, over different things: {@link #knownClasses(List)} walks the
 * <em>declared</em> types (fields' generic types, through {@link #namedClasses}), which {@link
 * ModelGraph} walks too, with paths; {@link #reachableClasses} walks the <em>objects</em> of one
 * sample, which declared types cannot show (runtime subtypes, the collection implementations).
 */
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
    Deque<Class<?>> pending = new ArrayDeque<>(models);
    while (!pending.isEmpty()) {
      Class<?> c = pending.pop();
      if (c.isPrimitive() || !seen.add(c)) {
        continue;
      }
      if (c.isArray()) {
        pending.push(c.getComponentType());
      } else if (!isPlatform(c)) {
        instanceFields(c).forEach(f -> pending.addAll(namedClasses(f.getGenericType())));
        // the type arguments a subclass gives its generic superclass reach its fields too: an
        // SDK's CustomerCollection extends StripeCollection<Customer>, whose List<T> holds them
        pending.addAll(
            namedClasses(
                c.getGenericSuperclass() == null ? Object.class : c.getGenericSuperclass()));
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

  /**
   * Objects walked at most by {@link #reachableClasses}: a sample of any size costs bounded time.
   */
  private static final int MAX_WALKED = 1_000_000;

  /**
   * The class of every object reachable from the root: through the fields of the user's classes,
   * the elements of collections and arrays, and the keys and values of maps; each object once, by
   * identity, so cycles and shared objects cost nothing extra, and iteratively, so any depth of
   * nesting does. JDK classes other than collections are not entered.
   */
  public static Set<Class<?>> reachableClasses(Object root) {
    Set<Class<?>> classes = new HashSet<>();
    java.util.Map<Object, Boolean> seen = new java.util.IdentityHashMap<>();
    Deque<Object> pending = new ArrayDeque<>();
    if (root != null) {
      pending.push(root);
    }
    while (!pending.isEmpty() && seen.size() < MAX_WALKED) {
      Object next = pending.pop();
      if (seen.put(next, Boolean.TRUE) != null) {
        continue;
      }
      Class<?> type = next.getClass();
      classes.add(type);
      try {
        if (next instanceof Object[] items) {
          for (Object item : items) {
            pushIfPresent(pending, item);
          }
        } else if (next instanceof java.util.Collection<?> items) {
          items.forEach(item -> pushIfPresent(pending, item));
        } else if (next instanceof java.util.Map<?, ?> map) {
          map.forEach(
              (k, v) -> {
                pushIfPresent(pending, k);
                pushIfPresent(pending, v);
              });
        } else if (!type.isArray() && !isPlatform(type)) {
          instanceFields(type)
              .filter(f -> !f.getType().isPrimitive())
              .forEach(f -> pushIfPresent(pending, read(f, next)));
        }
      } catch (RuntimeException e) {
        // a collection whose iterator or a field that cannot be read: its class is known anyway
      }
    }
    return classes;
  }

  /**
   * The classes a classes-known codec registers for a sample, as its user would: {@link
   * #knownClasses(List)} of the models, and the class of every object in the sample (runtime
   * subtypes of abstract field types, and the collection implementations the values really have),
   * concrete, without lambdas, sorted by name so that every JVM that rebuilds the sample assigns
   * the same registration ids.
   */
  public static List<Class<?>> knownClasses(List<Class<?>> models, Object sample) {
    return knownClasses(models, reachableClasses(sample));
  }

  /** {@link #knownClasses(List, Object)} from the sample's {@link #reachableClasses}. */
  public static List<Class<?>> knownClasses(List<Class<?>> models, Set<Class<?>> instances) {
    Set<Class<?>> all = new HashSet<>(knownClasses(models));
    for (Class<?> type : instances) {
      if (!type.isHidden() && !type.isSynthetic() && !type.isAnonymousClass()) {
        all.add(type);
      }
    }
    return all.stream()
        .filter(c -> c != Object.class)
        .sorted(Comparator.comparing(Class::getName))
        .toList();
  }

  /**
   * Whether the class is the JDK's: defined in one of the JDK's own modules ({@code java.*} or
   * {@code jdk.*}, in the boot layer), for an array its element type's. This covers the JDK's
   * {@code javax.*}, {@code sun.*} and {@code com.sun.*} classes too, and no {@code javax.*} class
   * that a library jar on the class path brings (a model's {@code javax.money} field is the user's
   * dependency, not the JDK's). The model walkers do not enter such a class's fields, the sample
   * generator makes no value for it, probes never treat it as the user's, and codecs do not shape
   * or register it as a model class.
   */
  public static boolean isPlatform(Class<?> type) {
    Module module = type.getModule();
    if (!module.isNamed() || module.getLayer() != ModuleLayer.boot()) {
      return false;
    }
    String name = module.getName();
    return name.startsWith("java.") || name.startsWith("jdk.");
  }

  /**
   * The classes a declared type names, each once: the raw type, its type arguments, wildcards' and
   * type variables' bounds, and for an array type the array class (when it is one) and its
   * component. The one decomposition of a field's generic type that the walks over declared types
   * share.
   */
  public static List<Class<?>> namedClasses(Type type) {
    List<Class<?>> out = new ArrayList<>();
    Deque<Type> pending = new ArrayDeque<>(List.of(type));
    Set<Type> seen = new HashSet<>();
    while (!pending.isEmpty()) {
      Type next = pending.pop();
      if (!seen.add(next)) {
        continue;
      }
      if (next instanceof ParameterizedType p) {
        pending.push(p.getRawType());
        pending.addAll(List.of(p.getActualTypeArguments()));
      } else if (next instanceof GenericArrayType g) {
        pending.push(g.getGenericComponentType());
      } else if (next instanceof WildcardType w) {
        pending.addAll(List.of(w.getUpperBounds()));
      } else if (next instanceof TypeVariable<?> v) {
        pending.addAll(List.of(v.getBounds()));
      } else if (next instanceof Class<?> c) {
        out.add(c);
        if (c.isArray()) {
          pending.push(c.getComponentType());
        }
      }
    }
    return out;
  }

  private static void pushIfPresent(Deque<Object> pending, Object value) {
    if (value != null) {
      pending.push(value);
    }
  }

  /** The field's value in the owner, or null when it cannot be read. */
  public static Object read(Field field, Object owner) {
    try {
      field.setAccessible(true);
      return field.get(owner);
    } catch (ReflectiveOperationException | RuntimeException e) {
      return null;
    }
  }

  /**
   * The class file of a class, read from its loader (the system loader for the JDK's own), or null
   * when its loader does not serve it.
   */
  public static byte[] classFile(Class<?> type) {
    if (type.isArray() || type.isPrimitive()) {
      return null;
    }
    ClassLoader loader =
        type.getClassLoader() == null ? ClassLoader.getSystemClassLoader() : type.getClassLoader();
    try (java.io.InputStream in =
        loader.getResourceAsStream(type.getName().replace('.', '/') + ".class")) {
      return in == null ? null : in.readAllBytes();
    } catch (java.io.IOException e) {
      return null;
    }
  }
}
