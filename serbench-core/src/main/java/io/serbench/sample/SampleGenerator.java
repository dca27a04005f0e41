package io.serbench.sample;

import io.serbench.Alphabet;
import io.serbench.GeneratorSettings;
import io.serbench.model.ModelTypes;
import java.lang.reflect.AnnotatedElement;
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
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.EnumMap;
import java.util.EnumSet;
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
  private static final String ASCII =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ";
  private static final String LATIN1 = ASCII + "àáâãäåæçèéêëìíîïñòóôõöøùúûüýÿßÀÉÖÜ€£¥§°±µ";

  /** Greek, Cyrillic and CJK code points; emoji are added as surrogate pairs. */
  private static final String UNICODE = LATIN1 + "αβγδλπΩжзийклмн中文字日本語한국어";

  private static final int[] EMOJI = {0x1F600, 0x1F680, 0x1F30D, 0x1F389, 0x1F9E9};
  private static final List<String> ZONES =
      List.of("Europe/Paris", "America/New_York", "Asia/Tokyo", "Australia/Sydney", "UTC");
  private static final int MAX_DEPTH = 8;

  /**
   * The stream the current object draws from. Each object gets a stream split from its parent's, so
   * adding or removing a field in one class leaves the values of every other field unchanged (the
   * versioning probe relies on it).
   */
  private SplittableRandom random;

  private final GeneratorSettings settings;
  private final List<Class<?>> candidates;
  private final ClassLoader loader;
  private final Deque<Class<?>> inProgress = new ArrayDeque<>();
  private final List<String> notes = new ArrayList<>();

  public SampleGenerator(long seed) {
    this(
        GeneratorSettings.DEFAULT.withSeed(seed),
        List.of(),
        SampleGenerator.class.getClassLoader());
  }

  public SampleGenerator(long seed, int collectionSize, int stringLength) {
    this(
        new GeneratorSettings(
            seed, collectionSize, stringLength, Alphabet.ASCII, java.util.Map.of()),
        List.of(),
        SampleGenerator.class.getClassLoader());
  }

  /**
   * @param settings seed, sizes, alphabet and explicit implementations
   * @param candidates concrete classes that may fill abstract or interface-typed fields
   * @param loader loads the classes named in {@link GeneratorSettings#implementations()}
   */
  public SampleGenerator(
      GeneratorSettings settings, List<Class<?>> candidates, ClassLoader loader) {
    this.random = new SplittableRandom(settings.seed());
    this.settings = settings;
    this.candidates =
        candidates.stream().sorted(java.util.Comparator.comparing(Class::getName)).toList();
    this.loader = loader;
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
    if (io.serbench.codec.protobuf.ProtobufTypes.isFullMessage(raw)) {
      // protoc's classes are built through their builder, by descriptor
      return io.serbench.codec.protobuf.ProtobufSamples.generate(
          raw, random::nextInt, settings.collectionSize());
    }
    Object simple = simpleValue(raw);
    if (simple != null) {
      return simple;
    }
    if (raw.isEnum()) {
      Object[] constants = raw.getEnumConstants();
      return constants.length == 0 ? null : constants[random.nextInt(constants.length)];
    }
    if (raw.isArray()) {
      Object array = Array.newInstance(raw.getComponentType(), settings.collectionSize());
      for (int i = 0; i < settings.collectionSize(); i++) {
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
      Class<?> concrete = implementation(raw);
      if (concrete == null) {
        notes.add(
            path
                + ": left null, "
                + raw.getName()
                + " is abstract and no model class implements it; name one in"
                + " <generator><implementations>");
        return null;
      }
      return value(concrete, concrete, path);
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
    SplittableRandom outer = random;
    random = outer.split();
    try {
      return raw.isRecord() ? record(raw, path) : pojo(raw, path);
    } finally {
      random = outer;
      inProgress.pop();
    }
  }

  /** The explicit implementation of an abstract type, else the first model class that fits. */
  private Class<?> implementation(Class<?> abstractType) {
    String named = settings.implementations().get(abstractType.getName());
    if (named != null) {
      try {
        return Class.forName(named, true, loader);
      } catch (ClassNotFoundException e) {
        throw new io.serbench.InvalidConfigurationException(
            "implementations", named, "implementation class " + named + " was not found");
      }
    }
    if (abstractType == Object.class) {
      return null;
    }
    for (Class<?> candidate : candidates) {
      if (abstractType.isAssignableFrom(candidate)
          && !candidate.isInterface()
          && !Modifier.isAbstract(candidate.getModifiers())) {
        return candidate;
      }
    }
    return null;
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
      // nanosecond precision, so that a codec truncating to millis or micros is caught
      return Instant.ofEpochSecond(
          1_700_000_000L + random.nextInt(100_000_000), 1 + random.nextInt(999_999_998));
    } else if (raw == ZonedDateTime.class) {
      return ZonedDateTime.ofInstant(
          (Instant) simpleValue(Instant.class), ZoneId.of(ZONES.get(random.nextInt(ZONES.size()))));
    } else if (raw == OffsetDateTime.class) {
      return OffsetDateTime.ofInstant(
          (Instant) simpleValue(Instant.class),
          ZoneOffset.ofHoursMinutes(random.nextInt(-11, 12), 30 * random.nextInt(2)));
    } else if (raw == LocalTime.class) {
      return LocalTime.ofNanoOfDay(random.nextLong(86_400_000_000_000L));
    } else if (raw == LocalDate.class) {
      return LocalDate.ofEpochDay(18_000 + random.nextInt(3_000));
    } else if (raw == LocalDateTime.class) {
      return LocalDateTime.of(
          2020 + random.nextInt(8),
          1 + random.nextInt(12),
          1 + random.nextInt(28),
          random.nextInt(24),
          random.nextInt(60),
          random.nextInt(60),
          random.nextInt(1_000_000_000));
    } else if (raw == ZoneId.class) {
      return ZoneId.of(ZONES.get(random.nextInt(ZONES.size())));
    } else if (raw == Duration.class) {
      return Duration.ofMillis(random.nextInt(1, 10_000_000));
    }
    return null;
  }

  private String string() {
    String alphabet =
        switch (settings.alphabet()) {
          case ASCII -> ASCII;
          case LATIN1 -> LATIN1;
          case UNICODE -> UNICODE;
        };
    StringBuilder text = new StringBuilder(settings.stringLength());
    while (text.length() < settings.stringLength()) {
      boolean emoji =
          settings.alphabet() == Alphabet.UNICODE
              && text.length() + 2 <= settings.stringLength()
              && random.nextInt(8) == 0;
      if (emoji) {
        text.appendCodePoint(EMOJI[random.nextInt(EMOJI.length)]);
      } else {
        text.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
    }
    return text.toString();
  }

  @SuppressWarnings("unchecked")
  private Object collection(Type generic, Class<?> raw, String path) {
    Collection<Object> target;
    Type element = typeArgument(generic, 0);
    if (EnumSet.class.isAssignableFrom(raw) && rawType(element).isEnum()) {
      target =
          (Collection<Object>)
              (Collection<?>) EnumSet.noneOf(rawType(element).asSubclass(Enum.class));
    } else if (!raw.isInterface() && !Modifier.isAbstract(raw.getModifiers())) {
      target = (Collection<Object>) newInstance(raw);
    } else if (SortedSet.class.isAssignableFrom(raw)) {
      target = new TreeSet<>();
    } else if (Set.class.isAssignableFrom(raw)) {
      target = new HashSet<>();
    } else {
      target = new ArrayList<>();
    }
    for (int i = 0; i < settings.collectionSize(); i++) {
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
    Type keyType = typeArgument(generic, 0);
    if (raw == EnumMap.class && rawType(keyType).isEnum()) {
      target =
          (Map<Object, Object>) (Map<?, ?>) new EnumMap<>(rawType(keyType).asSubclass(Enum.class));
    } else if (!raw.isInterface() && !Modifier.isAbstract(raw.getModifiers())) {
      target = (Map<Object, Object>) newInstance(raw);
    } else if (SortedMap.class.isAssignableFrom(raw)) {
      target = new TreeMap<>();
    } else {
      target = new HashMap<>();
    }
    Type valueType = typeArgument(generic, 1);
    for (int i = 0; i < settings.collectionSize(); i++) {
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
    long members = random.nextLong();
    for (int i = 0; i < components.length; i++) {
      types[i] = components[i].getType();
      args[i] =
          member(
              members,
              components[i].getName(),
              components[i],
              components[i].getGenericType(),
              components[i].getType(),
              path);
      if (args[i] == null && types[i].isPrimitive()) {
        args[i] = Array.get(Array.newInstance(types[i], 1), 0);
      }
    }
    try {
      Constructor<?> canonical = type.getDeclaredConstructor(types);
      canonical.setAccessible(true);
      return canonical.newInstance(args);
    } catch (ReflectiveOperationException e) {
      return rejected(path, type, e);
    }
  }

  private Object pojo(Class<?> type, String path) {
    Object instance = newInstance(type);
    if (instance == null) {
      return viaConstructor(type, path);
    }
    long members = random.nextLong();
    for (Field field : ModelTypes.instanceFields(type).toList()) {
      if (Modifier.isTransient(field.getModifiers())) {
        continue;
      }
      Object value =
          member(members, field.getName(), field, field.getGenericType(), field.getType(), path);
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

  /**
   * Builds an immutable class through its widest constructor whose parameters match the instance
   * fields by type, in declaration order: the canonical or all-args constructor.
   */
  private Object viaConstructor(Class<?> type, String path) {
    List<Field> fields =
        ModelTypes.instanceFields(type)
            .filter(f -> !Modifier.isTransient(f.getModifiers()))
            .toList();
    Constructor<?> chosen = null;
    for (Constructor<?> constructor : type.getDeclaredConstructors()) {
      Class<?>[] parameters = constructor.getParameterTypes();
      if (parameters.length == fields.size() && matches(parameters, fields)) {
        chosen = constructor;
      }
    }
    if (chosen == null) {
      notes.add(
          path
              + ": left null, "
              + type.getName()
              + " has neither a no-arg constructor nor one taking every field in order");
      return null;
    }
    Object[] args = new Object[fields.size()];
    long members = random.nextLong();
    for (int i = 0; i < args.length; i++) {
      Field field = fields.get(i);
      args[i] =
          member(members, field.getName(), field, field.getGenericType(), field.getType(), path);
      if (args[i] == null && field.getType().isPrimitive()) {
        args[i] = Array.get(Array.newInstance(field.getType(), 1), 0);
      }
    }
    try {
      chosen.setAccessible(true);
      return chosen.newInstance(args);
    } catch (ReflectiveOperationException | RuntimeException e) {
      return rejected(path, type, e);
    }
  }

  /**
   * One field's or record component's value, drawn from a stream of its own keyed by the member's
   * name: adding, removing or reordering members of a class leaves every other member's value
   * unchanged, which the versioning probe relies on. A member marked {@link Widened} gets the value
   * its {@code int} predecessor had.
   */
  private Object member(
      long members, String name, AnnotatedElement member, Type generic, Class<?> raw, String path) {
    SplittableRandom outer = random;
    random = new SplittableRandom(members ^ (name.hashCode() * 0x9E3779B97F4A7C15L));
    try {
      String memberPath = path + "." + name;
      if (member.isAnnotationPresent(Widened.class)) {
        Object narrow = value(int.class, int.class, memberPath);
        return narrow == null ? null : Long.valueOf(((Integer) narrow).longValue());
      }
      return value(generic, raw, memberPath);
    } finally {
      random = outer;
    }
  }

  /** Notes that the constructor refused the generated values, with its own message; null. */
  private Object rejected(String path, Class<?> type, Throwable e) {
    notes.add(
        path
            + ": left null, the constructor of "
            + type.getSimpleName()
            + " rejected the generated values: "
            + io.serbench.Errors.oneLine(cause(e)));
    return null;
  }

  /** The constructor's own exception, not reflection's wrapper. */
  private static Throwable cause(Throwable e) {
    return e instanceof java.lang.reflect.InvocationTargetException wrapper
            && wrapper.getCause() != null
        ? wrapper.getCause()
        : e;
  }

  private static boolean matches(Class<?>[] parameters, List<Field> fields) {
    for (int i = 0; i < parameters.length; i++) {
      if (parameters[i] != fields.get(i).getType()) {
        return false;
      }
    }
    return true;
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
