package io.serbench.sample;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;

/** The generic types of fields: their arguments and their classes. */
final class GenericTypes {
  private GenericTypes() {}

  /** The type argument at {@code index}, a wildcard's upper bound, else Object. */
  static Type typeArgument(Type generic, int index) {
    if (generic instanceof ParameterizedType p && p.getActualTypeArguments().length > index) {
      Type argument = p.getActualTypeArguments()[index];
      if (argument instanceof WildcardType w) {
        return w.getUpperBounds()[0];
      }
      return argument;
    }
    return Object.class;
  }

  /** The class of a type, Object for a type variable. */
  static Class<?> rawType(Type type) {
    if (type instanceof Class<?> c) {
      return c;
    }
    if (type instanceof ParameterizedType p) {
      return (Class<?>) p.getRawType();
    }
    return Object.class;
  }
}
