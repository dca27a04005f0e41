package io.serbench.sample;

import io.serbench.model.ModelTypes;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;

/**
 * Fills an instance of a model class with deterministic pseudo-random values: the same seed gives
 * an equal object, and so the same serialized sizes, in every run and every JVM.
 *
 * <p>A field whose type is already being generated higher up (a parent or child link) is left null,
 * which keeps the sample finite; cycles come from factory methods. Every field that could not be
 * filled is listed in {@link #notes()}.
 */
public final class SampleGenerator {
  /** Elements per generated collection, array and map. */
  public static final int DEFAULT_COLLECTION_SIZE = 5;

  /** Characters per generated string. */
  public static final int DEFAULT_STRING_LENGTH = 12;

  private static final String ALPHABET =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ";
  private static final int MAX_DEPTH = 8;

  private final SplittableRandom random;
  private final int collectionSize;
  private final int stringLength;
  private final Deque<Class<?>> inProgress = new ArrayDeque<>();
  private final List<String> notes = new ArrayList<>();

  public SampleGenerator(long seed) {
    this(seed, DEFAULT_COLLECTION_SIZE, DEFAULT_STRING_LENGTH);
  }

  public SampleGenerator(long seed, int collectionSize, int stringLength) {
    this.random = new SplittableRandom(seed);
    this.collectionSize = collectionSize;
    this.stringLength = stringLength;
  }

  /** Generates one instance of the class. */
  public <T> T generate(Class<T> type) {
    Object value = value(type, type, type.getSimpleName());
    if (value == null) {
      throw new IllegalArgumentException(
          "cannot generate " + type.getName() + ": " + String.join("; ", notes));
    }
    return type.cast(value);
  }

  /** Fields that were left empty, each with the reason. */
  public List<String> notes() {
    return List.copyOf(notes);
  }

  private Object value(Type generic, Class<?> raw, String path) {
    Object simple = simpleValue(raw);
    if (simple != null) {
      return simple;
    }
    if (raw.isEnum()) {
      Object[] constants = raw.getEnumConstants();
      return constants.length == 0 ? null : constants[random.nextInt(constants.length)];
    }
    if (raw.isArray()) {
      Object array = Array.newInstance(raw.getComponentType(), collectionSize);
      for (int i = 0; i < collectionSize; i++) {
        Array.set(
            array, i, value(raw.getComponentType(), raw.getComponentType(), path + "[" + i + "]"));
      }
      return array;
    }
    if (raw == Optional.class) {
      Type element = typeArgument(generic, 0);
      return Optional.ofNullable(value(element, rawType(element), path + ".value"));
    }
    if (Map.class.isAssignableFrom(raw)) {
      return map(generic, raw, path);
    }
    if (Collection.class.isAssignableFrom(raw)) {
      return collection(generic, raw, path);
    }
    if (raw.isInterface() || Modifier.isAbstract(raw.getModifiers()) || raw == Object.class) {
      notes.add(path + ": left null, " + raw.getName() + " has no concrete type to generate");
      return null;
    }
    if (raw.getName().startsWith("java.")) {
      notes.add(path + ": left null, no generator for " + raw.getName());
      return null;
    }
    if (inProgress.contains(raw) || inProgress.size() >= MAX_DEPTH) {
      notes.add(path + ": left null, recursive type " + raw.getSimpleName());
      return null;
    }
    inProgress.push(raw);
    try {
      return raw.isRecord() ? record(raw, path) : pojo(raw, path);
    } finally {
      inProgress.pop();
    }
  }

  private Object simpleValue(Class<?> raw) {
    if (raw == int.class || raw == Integer.class) {
      return random.nextInt(-100_000, 100_000);
    } else if (raw == long.class || raw == Long.class) {
      return random.nextLong(-10_000_000_000L, 10_000_000_000L);
    } else if (raw == double.class || raw == Double.class) {
      return Math.round(random.nextDouble(-10_000, 10_000) * 100) / 100.0;
    } else if (raw == float.class || raw == Float.class) {
      return (float) random.nextInt(-10_000, 10_000) / 4;
    } else if (raw == boolean.class || raw == Boolean.class) {
      return random.nextBoolean();
    } else if (raw == short.class || raw == Short.class) {
      return (short) random.nextInt(Short.MIN_VALUE, Short.MAX_VALUE);
    } else if (raw == byte.class || raw == Byte.class) {
      return (byte) random.nextInt(Byte.MIN_VALUE, Byte.MAX_VALUE);
    } else if (raw == char.class || raw == Character.class) {
      return (char) ('a' + random.nextInt(26));
    } else if (raw == String.class || raw == CharSequence.class) {
      return string();
    } else if (raw == BigDecimal.class) {
      return BigDecimal.valueOf(random.nextLong(0, 10_000_000), 2);
    } else if (raw == BigInteger.class) {
      return BigInteger.valueOf(random.nextLong()).multiply(BigInteger.valueOf(1_000_003));
    } else if (raw == UUID.class) {
      return new UUID(random.nextLong(), random.nextLong());
    } else if (raw == Instant.class) {
      return Instant.ofEpochSecond(
          1_700_000_000L + random.nextInt(100_000_000), random.nextInt(1_000_000) * 1000L);
    } else if (raw == LocalDate.class) {
      return LocalDate.ofEpochDay(18_000 + random.nextInt(3_000));
    } else if (raw == LocalDateTime.class) {
      return LocalDateTime.of(2020 + random.nextInt(8), 1 + random.nextInt(12), 1, 12, 0);
    } else if (raw == Duration.class) {
      return Duration.ofMillis(random.nextInt(1, 10_000_000));
    }
    return null;
  }

  private String string() {
    StringBuilder text = new StringBuilder(stringLength);
    for (int i = 0; i < stringLength; i++) {
      text.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
    }
    return text.toString();
  }

  @SuppressWarnings("unchecked")
  private Object collection(Type generic, Class<?> raw, String path) {
    Collection<Object> target;
    if (!raw.isInterface() && !Modifier.isAbstract(raw.getModifiers())) {
      target = (Collection<Object>) newInstance(raw);
    } else if (SortedSet.class.isAssignableFrom(raw)) {
      target = new TreeSet<>();
    } else if (Set.class.isAssignableFrom(raw)) {
      target = new HashSet<>();
    } else {
      target = new ArrayList<>();
    }
    Type element = typeArgument(generic, 0);
    for (int i = 0; i < collectionSize; i++) {
      Object item = value(element, rawType(element), path + "[" + i + "]");
      if (item != null) {
        target.add(item);
      }
    }
    return target;
  }

  @SuppressWarnings("unchecked")
  private Object map(Type generic, Class<?> raw, String path) {
    Map<Object, Object> target;
    if (!raw.isInterface() && !Modifier.isAbstract(raw.getModifiers())) {
      target = (Map<Object, Object>) newInstance(raw);
    } else if (SortedMap.class.isAssignableFrom(raw)) {
      target = new TreeMap<>();
    } else {
      target = new HashMap<>();
    }
    Type keyType = typeArgument(generic, 0);
    Type valueType = typeArgument(generic, 1);
    for (int i = 0; i < collectionSize; i++) {
      Object key = value(keyType, rawType(keyType), path + ".<key " + i + ">");
      Object item = value(valueType, rawType(valueType), path + "[" + i + "]");
      if (key != null) {
        target.put(key, item);
      }
    }
    return target;
  }

  private Object record(Class<?> type, String path) {
    RecordComponent[] components = type.getRecordComponents();
    Object[] args = new Object[components.length];
    Class<?>[] types = new Class<?>[components.length];
    for (int i = 0; i < components.length; i++) {
      types[i] = components[i].getType();
      args[i] =
          value(
              components[i].getGenericType(),
              components[i].getType(),
              path + "." + components[i].getName());
      if (args[i] == null && types[i].isPrimitive()) {
        args[i] = Array.get(Array.newInstance(types[i], 1), 0);
      }
    }
    try {
      Constructor<?> canonical = type.getDeclaredConstructor(types);
      canonical.setAccessible(true);
      return canonical.newInstance(args);
    } catch (ReflectiveOperationException e) {
      notes.add(path + ": left null, record constructor failed: " + e);
      return null;
    }
  }

  private Object pojo(Class<?> type, String path) {
    Object instance = newInstance(type);
    if (instance == null) {
      notes.add(path + ": left null, " + type.getName() + " has no no-arg constructor");
      return null;
    }
    for (Field field : ModelTypes.instanceFields(type).toList()) {
      if (Modifier.isTransient(field.getModifiers())) {
        continue;
      }
      Object value = value(field.getGenericType(), field.getType(), path + "." + field.getName());
      if (value == null) {
        continue;
      }
      try {
        field.setAccessible(true);
        field.set(instance, value);
      } catch (ReflectiveOperationException | RuntimeException e) {
        notes.add(path + "." + field.getName() + ": not set, " + e.getMessage());
      }
    }
    return instance;
  }

  private static Object newInstance(Class<?> type) {
    try {
      Constructor<?> constructor = type.getDeclaredConstructor();
      constructor.setAccessible(true);
      return constructor.newInstance();
    } catch (ReflectiveOperationException | RuntimeException e) {
      return null;
    }
  }

  private static Type typeArgument(Type generic, int index) {
    if (generic instanceof ParameterizedType p && p.getActualTypeArguments().length > index) {
      Type argument = p.getActualTypeArguments()[index];
      if (argument instanceof WildcardType w) {
        return w.getUpperBounds()[0];
      }
      return argument;
    }
    return Object.class;
  }

  private static Class<?> rawType(Type type) {
    if (type instanceof Class<?> c) {
      return c;
    }
    if (type instanceof ParameterizedType p) {
      return (Class<?>) p.getRawType();
    }
    return Object.class;
  }
}
