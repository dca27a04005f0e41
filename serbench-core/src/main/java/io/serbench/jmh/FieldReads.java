package io.serbench.jmh;

import io.serbench.model.ModelTypes;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * How the generated reader ({@link DecodedReader}) reaches each field of a model class: the public
 * getter its user calls (protobuf's {@code getItemsList()} for {@code items_} too), else the public
 * field, else the private field through a {@code static final VarHandle}, a plain field load once
 * C2 folds it. The field's declared type, or the getter's, says how the value is read ({@link
 * ReadExpressions}).
 */
final class FieldReads {
  private FieldReads() {}

  /**
   * The method {@code read_N} that reads one class's fields, and the VarHandles its private fields
   * need.
   */
  static ReadExpressions.ReadMethod method(
      Class<?> type, int n, ReadExpressions reads, StringBuilder handles) {
    List<String> body = new ArrayList<>();
    body.add("long h = " + (n + 1) + ";");
    List<Field> fields = ModelTypes.instanceFields(type).toList();
    for (int k = 0; k < fields.size(); k++) {
      Field f = fields.get(k);
      boolean hidden =
          fields.subList(k + 1, fields.size()).stream()
              .anyMatch(g -> g.getName().equals(f.getName()));
      Optional<Method> getter = hidden ? Optional.empty() : getter(type, f);
      String expression;
      Class<?> read = f.getType();
      Type declared = f.getGenericType();
      Class<?> declaring = f.getDeclaringClass();
      if (getter.isPresent()) {
        expression = "v." + getter.get().getName() + "()";
        read = getter.get().getReturnType();
        declared = getter.get().getGenericReturnType();
        declaring = getter.get().getDeclaringClass();
      } else if (!hidden
          && Modifier.isPublic(f.getModifiers())
          && DecodedReader.nameable(declaring)) {
        expression = "v." + f.getName();
      } else {
        String handle = "H_" + n + "_" + k;
        handles.append(
            "    private static final java.lang.invoke.VarHandle %s =\n        handle(%s.class, %d, \"%s\");\n"
                .formatted(
                    handle,
                    type.getCanonicalName(),
                    DecodedReader.depth(type) - DecodedReader.depth(declaring),
                    f.getName()));
        read = DecodedReader.nameable(read) ? read : Object.class;
        String get = "(%s) %s.get(v)".formatted(read.getCanonicalName(), handle);
        expression =
            read == boolean.class
                ? "(%s != null && %s)".formatted(handle, get)
                : "(%s == null ? %s : %s)"
                    .formatted(handle, read.isPrimitive() ? "0" : "null", get);
      }
      body.add(
          "h = 31 * h + "
              + reads.fold(expression, read, reads.declared(type, declaring, declared))
              + ";");
    }
    return new ReadExpressions.ReadMethod(
        "Reads {@code " + type.getCanonicalName() + "}'s fields.",
        "read_" + n,
        type.getCanonicalName(),
        true,
        body);
  }

  /**
   * What the class's user calls for the field: a public no-argument {@code getX()}, {@code isX()}
   * or {@code x()} of a fitting type, and for protobuf's {@code x_} the {@code getXList()}, {@code
   * getXMap()} or {@code getX()} of any type.
   */
  static Optional<Method> getter(Class<?> type, Field field) {
    String name = field.getName();
    boolean proto = name.length() > 1 && name.endsWith("_");
    String base = proto ? name.substring(0, name.length() - 1) : name;
    String capital = Character.toUpperCase(base.charAt(0)) + base.substring(1);
    List<String> names =
        proto
            ? List.of("get" + capital + "List", "get" + capital + "Map", "get" + capital)
            : List.of("get" + capital, "is" + capital, base);
    for (String candidate : names) {
      try {
        Method method = type.getMethod(candidate);
        Class<?> returned = method.getReturnType();
        if (!Modifier.isStatic(method.getModifiers())
            && returned != void.class
            && Stream.of(method.getExceptionTypes()).allMatch(FieldReads::unchecked)
            && (proto || fits(returned, field.getType()))) {
          return Optional.of(method);
        }
      } catch (NoSuchMethodException | SecurityException e) {
        // no such getter: try the next name
      }
    }
    return Optional.empty();
  }

  private static boolean unchecked(Class<?> thrown) {
    return RuntimeException.class.isAssignableFrom(thrown) || Error.class.isAssignableFrom(thrown);
  }

  private static boolean fits(Class<?> returned, Class<?> field) {
    return returned == field
        || !returned.isPrimitive()
            && !field.isPrimitive()
            && (returned.isAssignableFrom(field) || field.isAssignableFrom(returned));
  }
}
