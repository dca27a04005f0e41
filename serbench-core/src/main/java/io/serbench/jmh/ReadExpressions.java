package io.serbench.jmh;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.type.TypeBindings;
import com.fasterxml.jackson.databind.type.TypeFactory;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The per-type half of {@link DecodedReader}: how the generated reader reads a value of a declared
 * type, as a {@code long} expression, and the helper methods that expression calls. A field's
 * declared generic type ({@code List<LineItem>}, {@code Map<String, List<Price>>}) gives a helper
 * per container shape that loops over the elements and reads each by its element type: a model
 * class's {@code read_N}, a string's length, an enum's ordinal, a boxed number's value, directly.
 * Only {@code Object}, interfaces, abstract classes, type variables without a bound, classes the
 * source cannot name and classes with readable subclasses go through the generic {@code any}, which
 * dispatches on the runtime class.
 *
 * <p>Type variables are resolved against the model class that holds the field (Jackson's {@link
 * TypeFactory}), so that {@code Base<T>}'s {@code List<T>} in {@code Sub extends Base<Foo>} reads
 * {@code Foo}s.
 */
final class ReadExpressions {
  /** Containers nested deeper than this are read generically: a type that contains itself ends. */
  private static final int MAX_NESTING = 8;

  /** The JDK's value types read by their {@code hashCode()}, as the generic path reads them. */
  private static final List<Class<?>> HASHED =
      List.of(
          java.math.BigDecimal.class,
          java.math.BigInteger.class,
          java.time.temporal.TemporalAccessor.class,
          java.time.ZoneId.class,
          java.time.temporal.TemporalAmount.class,
          java.util.UUID.class,
          java.util.Date.class,
          java.util.Locale.class,
          java.util.Currency.class,
          java.net.URI.class);

  /** Each boxed type's read, of {@code v} known not null. */
  private static final Map<Class<?>, String> BOXED =
      Map.of(
          Long.class, "v",
          Integer.class, "v",
          Short.class, "v",
          Byte.class, "v",
          Character.class, "v",
          Boolean.class, "v ? 1 : 0",
          Double.class, "Double.doubleToRawLongBits(v)",
          Float.class, "Float.floatToRawIntBits(v)");

  /** The shapes of container a helper reads, each with the interface its parameter names. */
  private enum Shape {
    LIST("list", "java.util.List<?>", List.class),
    ITERABLE("iterable", "Iterable<?>", Iterable.class),
    MAP("map", "java.util.Map<?, ?>", Map.class),
    OPTIONAL("optional", "java.util.Optional<?>", Optional.class),
    OBJECTS("objects", "Object[]", Object[].class);

    final String method;
    final String parameter;
    final Class<?> accepts;

    Shape(String method, String parameter, Class<?> accepts) {
      this.method = method;
      this.parameter = parameter;
      this.accepts = accepts;
    }
  }

  /**
   * A method of both reader variants, {@code private long name(parameter v)}, whose body folds what
   * it reads into {@code h}. A node (a model object, a collection, a map, an object array) is
   * counted by the guarded variant: {@code enter} on the way in, {@code leave} on the way out.
   *
   * @param body the lines after the null check, from {@code long h = ...;} on, without the return
   */
  record ReadMethod(
      String comment, String name, String parameter, boolean node, List<String> body) {
    /** The method as the tree ({@code guarded} false) or the guarded variant has it. */
    void render(StringBuilder out, boolean guarded) {
      boolean counted = guarded && node;
      out.append("\n      /** ").append(comment).append(" */\n");
      out.append("      private long ").append(name).append('(').append(parameter);
      out.append(" v) {\n        if (v == null")
          .append(counted ? " || !enter(v)" : "")
          .append(") return 0;\n");
      body.forEach(line -> out.append("        ").append(line).append('\n'));
      out.append(counted ? "        return leave(v, h);\n" : "        return h;\n");
      out.append("      }\n");
    }
  }

  /** A helper's call: its name, the class its parameter accepts, and the cast to it. */
  private record Call(String method, Class<?> accepts, String cast) {}

  // defaultInstance(), not createDefaultInstance(): the worker may run on a project's own older
  // Jackson (2.17 has no createDefaultInstance), and generating the sources must not fail there
  private final TypeFactory typeFactory = TypeFactory.defaultInstance();
  private final List<Class<?>> readable;
  private final Map<Class<?>, Integer> index;

  /** The static value helpers, by signature: written once, in {@code Reader}. */
  private final Map<String, String> statics = new LinkedHashMap<>();

  /** The container helpers, by their body: one method per distinct read. */
  private final Map<String, ReadMethod> containers = new LinkedHashMap<>();

  /**
   * @param readable the model classes with a {@code read_N} method
   * @param index each readable class's N
   */
  ReadExpressions(List<Class<?>> readable, Map<Class<?>, Integer> index) {
    this.readable = readable;
    this.index = index;
    // the generic helpers that any(Object) calls come first, under their plain names
    for (Shape shape : Shape.values()) {
      container(shape, typeFactory.constructType(Object.class), 0);
    }
  }

  /**
   * The declared type of a member of {@code owner}, its type variables bound as the owner binds.
   */
  JavaType declared(Class<?> owner, Class<?> declaring, Type type) {
    try {
      JavaType context = typeFactory.constructType(owner).findSuperType(declaring);
      return typeFactory.resolveMemberType(
          type, context == null ? TypeBindings.emptyBindings() : context.getBindings());
    } catch (RuntimeException | LinkageError e) {
      // a type Jackson cannot resolve is read by its runtime class
      return TypeFactory.unknownType();
    }
  }

  /**
   * The read of a value as a {@code long} expression.
   *
   * @param expression the value, of static type {@code known} (an element of a container: Object)
   * @param type the value's declared type, which says which read applies
   */
  String fold(String expression, Class<?> known, JavaType type) {
    return fold(expression, known, type, 0);
  }

  private String fold(String expression, Class<?> known, JavaType type, int depth) {
    Class<?> raw = type.getRawClass();
    if (known == boolean.class) {
      return '(' + expression + " ? 1 : 0)";
    } else if (known == float.class) {
      return "Float.floatToRawIntBits(" + expression + ')';
    } else if (known == double.class) {
      return "Double.doubleToRawLongBits(" + expression + ')';
    } else if (known.isPrimitive()) {
      return expression;
    }
    Optional<Call> call = depth > MAX_NESTING ? Optional.empty() : call(type, raw, depth);
    if (call.isEmpty()) {
      return "any(" + expression + ')';
    }
    String argument =
        call.get().accepts().isAssignableFrom(known)
            ? expression
            : '(' + call.get().cast() + ") " + expression;
    return call.get().method() + '(' + argument + ')';
  }

  /** The typed read of the declared type, or empty when only its runtime class can tell. */
  private Optional<Call> call(JavaType type, Class<?> raw, int depth) {
    String name = raw.getCanonicalName();
    if (raw == String.class) {
      return Optional.of(new Call("s", String.class, "String"));
    } else if (Map.class.isAssignableFrom(raw)) {
      return Optional.of(container(Shape.MAP, type, depth));
    } else if (List.class.isAssignableFrom(raw)) {
      return Optional.of(container(Shape.LIST, type, depth));
    } else if (java.util.Collection.class.isAssignableFrom(raw)) {
      // not any Iterable: a java.nio.file.Path iterates over Paths
      return Optional.of(container(Shape.ITERABLE, type, depth));
    } else if (raw == Optional.class) {
      return Optional.of(container(Shape.OPTIONAL, type, depth));
    } else if (raw.isArray() && raw.getComponentType().isPrimitive()) {
      return Optional.of(new Call("values", raw, name));
    } else if (raw.isArray()) {
      return Optional.of(container(Shape.OBJECTS, type, depth));
    } else if (!DecodedReader.nameable(raw)) {
      return Optional.empty();
    } else if (Enum.class.isAssignableFrom(raw) && raw != Enum.class) {
      return Optional.of(new Call("ordinal", raw, name));
    } else if (BOXED.containsKey(raw)) {
      value("n", name, BOXED.get(raw));
      return Optional.of(new Call("n", raw, name));
    } else if (!raw.isInterface() && HASHED.stream().anyMatch(h -> h.isAssignableFrom(raw))) {
      value("hash", name, "v.hashCode()");
      return Optional.of(new Call("hash", raw, name));
    }
    Integer n = index.get(raw);
    boolean subclassed = readable.stream().anyMatch(c -> c != raw && raw.isAssignableFrom(c));
    return n == null || subclassed
        ? Optional.empty()
        : Optional.of(new Call("read_" + n, raw, name));
  }

  /** A static value helper, {@code name(type v)}, once per type. */
  private void value(String name, String type, String read) {
    statics.computeIfAbsent(
        name + '(' + type + ')',
        signature ->
            "    private static long %s(%s v) { return v == null ? 0 : %s; }\n"
                .formatted(name, type, read));
  }

  /** The helper that reads this container type, written on its first use. */
  private Call container(Shape shape, JavaType type, int depth) {
    Function<String, String> element = elementRead(shape, type, depth, 0);
    List<String> body = new ArrayList<>();
    switch (shape) {
      case LIST -> {
        body.add("long h = 7;");
        body.add("if (v instanceof java.util.RandomAccess) {");
        loop(body, "  for (int i = 0, n = v.size(); i < n; i++) {", element.apply("v.get(i)"));
        body.add("} else {");
        loop(body, "  for (Object e : v) {", element.apply("e"));
        body.add("}");
      }
      case ITERABLE, OBJECTS -> {
        body.add(shape == Shape.OBJECTS ? "long h = 11;" : "long h = 7;");
        loop(body, "for (Object e : v) {", element.apply("e"));
      }
      case MAP -> {
        String key = element.apply("e.getKey()");
        String value = elementRead(shape, type, depth, 1).apply("e.getValue()");
        body.add("long h = 5;");
        body.add("for (java.util.Map.Entry<?, ?> e : v.entrySet()) {");
        body.add("  h = 31 * h + " + key + ";");
        body.add("  h = 31 * h + " + value + ";");
        body.add("}");
      }
      case OPTIONAL -> {
        body.add("long h = 13;");
        body.add("if (v.isPresent()) h = 31 * h + " + element.apply("v.get()") + ";");
      }
    }
    String key = shape.method + body;
    ReadMethod method = containers.get(key);
    if (method == null) {
      boolean generic = containers.size() < Shape.values().length;
      method =
          new ReadMethod(
              generic
                  ? "Any " + shape.method + ", its elements read by their runtime class."
                  : "Reads {@code " + describe(type) + "}.",
              generic
                  ? shape.method
                  : shape.method + '_' + (containers.size() - Shape.values().length),
              shape.parameter,
              shape != Shape.OPTIONAL,
              List.copyOf(body));
      containers.put(key, method);
    }
    return new Call(method.name(), shape.accepts, shape.parameter);
  }

  /** The type as its source names it: {@code java.util.Map<java.lang.String, x.Place[]>}. */
  private static String describe(JavaType type) {
    if (type.isArrayType()) {
      return describe(type.getContentType()) + "[]";
    }
    String raw = type.getRawClass().getTypeName().replace('$', '.');
    List<JavaType> parameters = type.getBindings().getTypeParameters();
    return parameters.isEmpty()
        ? raw
        : raw
            + parameters.stream()
                .map(ReadExpressions::describe)
                .collect(Collectors.joining(", ", "<", ">"));
  }

  private static void loop(List<String> body, String head, String read) {
    String indent = head.substring(0, head.indexOf(head.strip()));
    body.add(head);
    body.add(indent + "  h = 31 * h + " + read + ";");
    body.add(indent + "}");
  }

  /** The read of a container's n-th type argument (a map's value: 1), of an Object expression. */
  private Function<String, String> elementRead(Shape shape, JavaType type, int depth, int n) {
    JavaType[] arguments =
        switch (shape) {
          case MAP -> type.findTypeParameters(Map.class);
          case OPTIONAL -> type.findTypeParameters(Optional.class);
          case OBJECTS -> new JavaType[] {type.getContentType()};
          default -> type.findTypeParameters(Iterable.class);
        };
    JavaType element =
        n < arguments.length && arguments[n] != null ? arguments[n] : TypeFactory.unknownType();
    return expression -> fold(expression, Object.class, element, depth + 1);
  }

  /** The container helpers, as methods of each variant. */
  List<ReadMethod> containers() {
    return List.copyOf(containers.values());
  }

  /** The static helpers the reads call: strings, enums, primitive arrays, and the values met. */
  void statics(StringBuilder out) {
    out.append(
        """

            private static long s(String v) { return v == null ? 0 : v.length(); }
            private static long ordinal(Enum<?> v) { return v == null ? 0 : v.ordinal(); }
        """);
    statics.values().forEach(out::append);
    out.append(
        """

            /** A primitive array is a value, read whole without a visit. */
            private static long primitives(Object o) {
              if (o instanceof byte[] a) return values(a);
              if (o instanceof int[] a) return values(a);
              if (o instanceof long[] a) return values(a);
              if (o instanceof double[] a) return values(a);
              if (o instanceof float[] a) return values(a);
              if (o instanceof char[] a) return values(a);
              if (o instanceof short[] a) return values(a);
              if (o instanceof boolean[] a) return values(a);
              return 11;
            }

            private static long values(byte[] v) { return v == null ? 0 : v.length; }
        """);
    for (String primitive : List.of("int", "long", "double", "float", "char", "short", "boolean")) {
      String read =
          switch (primitive) {
            case "double" -> "Double.doubleToRawLongBits(e)";
            case "float" -> "Float.floatToRawIntBits(e)";
            case "boolean" -> "(e ? 1 : 0)";
            default -> "e";
          };
      out.append(
          "\n    private static long values(%s[] v) {\n      if (v == null) return 0;\n      long h = 11;\n      for (%s e : v) h = 31 * h + %s;\n      return h;\n    }\n"
              .formatted(primitive, primitive, read));
    }
  }
}
