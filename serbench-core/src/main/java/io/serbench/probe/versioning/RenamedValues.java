package io.serbench.probe.versioning;

import io.serbench.model.ModelTypes;
import io.serbench.probe.versioning.bytecode.EvolvedVariants;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The values a team's sample gives the fields that {@code rename-field} renames, carried into the
 * renamed version's sample. A generated sample gives every field the same value in every version; a
 * team's sample, read from its own document or built by its own factory, cannot fill a field under
 * its new name (the document spells the old one). So the base version's values are read here,
 * object by object in the order a walk of the graph meets them, and set on the renamed version's
 * objects met in the same order: the renamed field then holds the old value, as a team's real
 * rename would migrate it. Only values that cross a class loader as text can be carried: text,
 * numbers, booleans, characters and enum constants.
 *
 * @param fields per declaring class name, the old name of its renamed field
 * @param values per declaring class name, its field's values in walk order, as text (null for null)
 */
record RenamedValues(Map<String, String> fields, Map<String, List<String>> values) {

  /**
   * Reads the renamed fields' values from the base version's sample.
   *
   * @throws IllegalArgumentException when a renamed field holds a value that cannot be carried,
   *     naming the field and its value's type
   */
  static RenamedValues collect(Object sample, Map<String, String> fields) {
    Map<String, List<String>> values = new LinkedHashMap<>();
    walk(
        sample,
        (owner, declaring, field) -> {
          Object value = ModelTypes.read(field, owner);
          if (value != null && !carried(value)) {
            throw new IllegalArgumentException(
                declaring.getSimpleName()
                    + "."
                    + field.getName()
                    + " holds a "
                    + value.getClass().getSimpleName()
                    + ", which cannot be carried into the renamed version's sample");
          }
          values
              .computeIfAbsent(declaring.getName(), k -> new ArrayList<>())
              .add(value == null ? null : text(value));
        },
        fields,
        false);
    return new RenamedValues(fields, values);
  }

  /**
   * Sets the carried values on the renamed version's sample, under the renamed fields' new names.
   *
   * @throws IllegalStateException when the graph does not hold the same objects in the same order
   */
  void apply(Object sample) {
    Map<String, Integer> next = new LinkedHashMap<>();
    walk(
        sample,
        (owner, declaring, field) -> {
          List<String> texts = values.getOrDefault(declaring.getName(), List.of());
          int at = next.merge(declaring.getName(), 1, Integer::sum) - 1;
          if (at >= texts.size()) {
            throw new IllegalStateException(
                "the renamed version's sample holds more "
                    + declaring.getSimpleName()
                    + " objects than the base version's");
          }
          String text = texts.get(at);
          try {
            field.setAccessible(true);
            field.set(owner, text == null ? null : value(text, field.getType()));
          } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException(
                "cannot set "
                    + declaring.getSimpleName()
                    + "."
                    + field.getName()
                    + " on the renamed version's sample: "
                    + io.serbench.text.Errors.oneLine(e),
                e);
          }
        },
        fields,
        true);
  }

  /** What to do at each renamed field of each object. */
  @FunctionalInterface
  private interface Visit {
    void at(Object owner, Class<?> declaring, Field field);
  }

  /**
   * Walks the graph depth first, every object once, fields in declaration order and collections in
   * iteration order, and visits each renamed field ({@code renamed}: under its new name).
   */
  private static void walk(Object root, Visit visit, Map<String, String> fields, boolean renamed) {
    Map<Object, Boolean> seen = new IdentityHashMap<>();
    List<Object> pending = new ArrayList<>();
    pending.add(root);
    while (!pending.isEmpty()) {
      Object current = pending.remove(pending.size() - 1);
      if (current == null || seen.put(current, Boolean.TRUE) != null) {
        continue;
      }
      Class<?> type = current.getClass();
      List<Object> children = new ArrayList<>();
      if (type.isArray()) {
        if (!type.getComponentType().isPrimitive()) {
          for (int i = 0; i < Array.getLength(current); i++) {
            children.add(Array.get(current, i));
          }
        }
      } else if (current instanceof Collection<?> collection) {
        children.addAll(collection);
      } else if (current instanceof Map<?, ?> map) {
        map.forEach(
            (k, v) -> {
              children.add(k);
              children.add(v);
            });
      } else if (!ModelTypes.isPlatform(type) && !type.isEnum()) {
        for (Field field : ModelTypes.instanceFields(type).toList()) {
          Class<?> declaring = field.getDeclaringClass();
          String old = fields.get(declaring.getName());
          String name = renamed && old != null ? old + EvolvedVariants.RENAMED_SUFFIX : old;
          if (old != null && field.getName().equals(name)) {
            visit.at(current, declaring, field);
          } else if (!field.getType().isPrimitive()) {
            children.add(ModelTypes.read(field, current));
          }
        }
      }
      // depth first in declaration order: the last pushed is taken first
      for (int i = children.size() - 1; i >= 0; i--) {
        Object child = children.get(i);
        if (child != null && !(child instanceof String) && !(child instanceof Number)) {
          pending.add(child);
        }
      }
    }
  }

  private static boolean carried(Object value) {
    return value instanceof String
        || value instanceof Number
        || value instanceof Boolean
        || value instanceof Character
        || value instanceof Enum<?>;
  }

  private static String text(Object value) {
    return value instanceof Enum<?> e ? e.name() : value.toString();
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Object value(String text, Class<?> type) {
    if (type == String.class || type == Object.class || type == CharSequence.class) {
      return text;
    }
    if (type.isEnum()) {
      return Enum.valueOf((Class<? extends Enum>) type, text);
    }
    if (type == int.class || type == Integer.class) {
      return Integer.valueOf(text);
    }
    if (type == long.class || type == Long.class) {
      return Long.valueOf(text);
    }
    if (type == short.class || type == Short.class) {
      return Short.valueOf(text);
    }
    if (type == byte.class || type == Byte.class) {
      return Byte.valueOf(text);
    }
    if (type == double.class || type == Double.class) {
      return Double.valueOf(text);
    }
    if (type == float.class || type == Float.class) {
      return Float.valueOf(text);
    }
    if (type == boolean.class || type == Boolean.class) {
      return Boolean.valueOf(text);
    }
    if (type == char.class || type == Character.class) {
      return text.charAt(0);
    }
    if (type == BigDecimal.class) {
      return new BigDecimal(text);
    }
    if (type == BigInteger.class) {
      return new BigInteger(text);
    }
    throw new IllegalArgumentException("a " + type.getSimpleName() + " cannot be set from text");
  }
}
