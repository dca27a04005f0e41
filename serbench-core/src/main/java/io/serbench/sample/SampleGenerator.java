package io.serbench.sample;

import io.serbench.model.ModelTypes;
import io.serbench.settings.GeneratorSettings;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
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

/**
 * Fills an instance of a model class with deterministic pseudo-random values: the same seed gives
 * an equal object, and so the same serialized sizes, in every run and every JVM.
 *
 * <p>A field whose type is already being generated higher up (a parent or child link) is left null,
 * which keeps the sample finite; cycles come from factory methods. Every field that could not be
 * filled is listed in {@link #notes()}.
 */
public final class SampleGenerator {
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
    if (io.serbench.codec.ProtobufTypes.isFullMessage(raw)) {
      // protoc's classes are built through their builder, by descriptor
      return io.serbench.codec.ProtobufSamples.generate(
          raw, random::nextInt, settings.collectionSize());
    }
    Object simple = ScalarValues.of(raw, random, settings);
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
      Type element = GenericTypes.typeArgument(generic, 0);
      return Optional.ofNullable(value(element, GenericTypes.rawType(element), path + ".value"));
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
    if (ModelTypes.isPlatform(raw)) {
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

  @SuppressWarnings("unchecked")
  private Object collection(Type generic, Class<?> raw, String path) {
    Collection<Object> target;
    Type element = GenericTypes.typeArgument(generic, 0);
    if (EnumSet.class.isAssignableFrom(raw) && GenericTypes.rawType(element).isEnum()) {
      target =
          (Collection<Object>)
              (Collection<?>) EnumSet.noneOf(GenericTypes.rawType(element).asSubclass(Enum.class));
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
      Object item = value(element, GenericTypes.rawType(element), path + "[" + i + "]");
      if (item != null) {
        target.add(item);
      }
    }
    return target;
  }

  @SuppressWarnings("unchecked")
  private Object map(Type generic, Class<?> raw, String path) {
    Map<Object, Object> target;
    Type keyType = GenericTypes.typeArgument(generic, 0);
    if (raw == EnumMap.class && GenericTypes.rawType(keyType).isEnum()) {
      target =
          (Map<Object, Object>)
              (Map<?, ?>) new EnumMap<>(GenericTypes.rawType(keyType).asSubclass(Enum.class));
    } else if (!raw.isInterface() && !Modifier.isAbstract(raw.getModifiers())) {
      target = (Map<Object, Object>) newInstance(raw);
    } else if (SortedMap.class.isAssignableFrom(raw)) {
      target = new TreeMap<>();
    } else {
      target = new HashMap<>();
    }
    Type valueType = GenericTypes.typeArgument(generic, 1);
    for (int i = 0; i < settings.collectionSize(); i++) {
      Object key = value(keyType, GenericTypes.rawType(keyType), path + ".<key " + i + ">");
      Object item = value(valueType, GenericTypes.rawType(valueType), path + "[" + i + "]");
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
      args[i] = member(members, Member.of(components[i]), path);
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
      Object value = member(members, Member.of(field), path);
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
    ConstructorChoice choice = ConstructorChoice.of(type, fields);
    if (choice == null) {
      notes.add(
          path
              + ": left null, "
              + type.getName()
              + " has neither a no-arg constructor nor one taking every field in order");
      return null;
    }
    Constructor<?> chosen = choice.constructor();
    int[] chosenMatch = choice.fieldOfParameter();
    Class<?>[] parameters = chosen.getParameterTypes();
    Object[] args = new Object[parameters.length];
    Object[] values = new Object[fields.size()];
    long members = random.nextLong();
    for (int i = 0; i < fields.size(); i++) {
      Field field = fields.get(i);
      values[i] = member(members, Member.of(field), path);
    }
    for (int i = 0; i < args.length; i++) {
      args[i] = chosenMatch[i] < 0 ? null : values[chosenMatch[i]];
      if (args[i] == null && parameters[i].isPrimitive()) {
        args[i] = Array.get(Array.newInstance(parameters[i], 1), 0);
      }
    }
    Object instance;
    try {
      chosen.setAccessible(true);
      instance = chosen.newInstance(args);
    } catch (ReflectiveOperationException | RuntimeException e) {
      return rejected(path, type, e);
    }
    // a field no parameter took (one a versioning variant added) is set directly
    java.util.Set<Integer> taken = new java.util.HashSet<>();
    for (int index : chosenMatch) {
      taken.add(index);
    }
    for (int i = 0; i < fields.size(); i++) {
      if (!taken.contains(i) && values[i] != null) {
        try {
          fields.get(i).setAccessible(true);
          fields.get(i).set(instance, values[i]);
        } catch (ReflectiveOperationException | RuntimeException e) {
          notes.add(path + "." + fields.get(i).getName() + ": not set, " + e.getMessage());
        }
      }
    }
    return instance;
  }

  /** A field or a record component: its name, its annotations and its declared types. */
  private record Member(String name, AnnotatedElement element, Type generic, Class<?> raw) {
    static Member of(Field field) {
      return new Member(field.getName(), field, field.getGenericType(), field.getType());
    }

    static Member of(RecordComponent component) {
      return new Member(
          component.getName(), component, component.getGenericType(), component.getType());
    }
  }

  /**
   * One field's or record component's value, drawn from a stream of its own keyed by the member's
   * name: adding, removing or reordering members of a class leaves every other member's value
   * unchanged, which the versioning probe relies on. A member marked {@link Widened} gets the value
   * its {@code int} predecessor had, in its own type; one marked {@link Renamed} the value it had
   * under its old name.
   */
  private Object member(long members, Member member, String path) {
    SplittableRandom outer = random;
    String name = member.name();
    Renamed renamed = member.element().getAnnotation(Renamed.class);
    String seedName = renamed == null ? name : renamed.from();
    random = new SplittableRandom(members ^ (seedName.hashCode() * 0x9E3779B97F4A7C15L));
    try {
      String memberPath = path + "." + name;
      if (member.element().isAnnotationPresent(Widened.class)) {
        Object narrow = value(int.class, int.class, memberPath);
        if (narrow == null) {
          return null;
        }
        return member.raw() == long.class || member.raw() == Long.class
            ? Long.valueOf(((Integer) narrow).longValue())
            : narrow;
      }
      return value(member.generic(), member.raw(), memberPath);
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
            + io.serbench.text.Errors.oneLine(cause(e)));
    return null;
  }

  /** The constructor's own exception, not reflection's wrapper. */
  private static Throwable cause(Throwable e) {
    return e instanceof java.lang.reflect.InvocationTargetException wrapper
            && wrapper.getCause() != null
        ? wrapper.getCause()
        : e;
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
}
