package io.serbench.sample;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.util.List;

/**
 * The constructor that builds an immutable class from its fields: the one whose parameters take
 * every field by type, in declaration order (the canonical or all-args constructor). A versioning
 * variant is the class with one field changed while its constructors stay as they were, so a
 * constructor that misses one field (the one a variant added, then set directly) or has one
 * parameter no field takes (the one of the field a variant removed) is taken when none fits better.
 *
 * @param constructor the constructor
 * @param fieldOfParameter for each parameter, the index of the field it takes, or -1
 */
record ConstructorChoice(Constructor<?> constructor, int[] fieldOfParameter) {

  /** The best-fitting constructor; among equals, the last declared; null when none fits. */
  static ConstructorChoice of(Class<?> type, List<Field> fields) {
    ConstructorChoice chosen = null;
    for (Constructor<?> constructor : type.getDeclaredConstructors()) {
      int[] match = align(constructor.getParameterTypes(), fields);
      if (match != null
          && (chosen == null
              || unmatched(match, fields.size())
                  <= unmatched(chosen.fieldOfParameter(), fields.size()))) {
        chosen = new ConstructorChoice(constructor, match);
      }
    }
    return chosen;
  }

  /**
   * Which field each parameter takes (-1: none), matching types in order: every field and
   * parameter, or all but one field and one parameter; null otherwise.
   */
  private static int[] align(Class<?>[] parameters, List<Field> fields) {
    int[] match = new int[parameters.length];
    int p = 0;
    int f = 0;
    int skippedParameters = 0;
    int skippedFields = 0;
    while (p < parameters.length) {
      if (f < fields.size() && parameters[p] == fields.get(f).getType()) {
        match[p++] = f++;
      } else if (parameters.length - p > fields.size() - f) {
        match[p++] = -1;
        skippedParameters++;
      } else if (f < fields.size()) {
        f++;
        skippedFields++;
      } else {
        return null;
      }
    }
    skippedFields += fields.size() - f;
    return skippedParameters <= 1 && skippedFields <= 1 && parameters.length > 0 ? match : null;
  }

  /** Parameters that take no field and fields that no parameter takes. */
  private static int unmatched(int[] match, int fields) {
    int count = fields;
    for (int index : match) {
      count += index < 0 ? 1 : -1;
    }
    return count;
  }
}
