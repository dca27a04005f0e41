package io.serbench.sample;

import io.serbench.InvalidConfigurationException;
import io.serbench.settings.GeneratorSettings;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * A static factory method named as {@code com.acme.Fixtures#bigOrder}, with no parameters or one
 * {@code int} (a size, for a scaling series).
 */
public final class FactoryMethod {
  private static final String ELEMENT = "samples";
  private final String reference;
  private final Method method;

  private FactoryMethod(String reference, Method method) {
    this.reference = reference;
    this.method = method;
  }

  /** Finds the method, with a one-line error naming {@code <samples>} when it is unusable. */
  public static FactoryMethod parse(String reference, ClassLoader loader) {
    String trimmed = reference.trim();
    int hash = trimmed.indexOf('#');
    if (hash <= 0 || hash == trimmed.length() - 1) {
      throw new InvalidConfigurationException(
          ELEMENT,
          trimmed,
          "sample '"
              + trimmed
              + "' is not a factory reference; write it as com.acme.Fixtures#method");
    }
    String className = trimmed.substring(0, hash);
    String methodName = trimmed.substring(hash + 1);
    Class<?> owner;
    try {
      owner = Class.forName(className, true, loader);
    } catch (ClassNotFoundException | LinkageError e) {
      throw new InvalidConfigurationException(
          ELEMENT,
          trimmed,
          "factory class "
              + className
              + " was not found; check the name, and compile the project first");
    }
    Method method = findMethod(owner, methodName);
    if (method == null) {
      boolean exists =
          java.util.Arrays.stream(owner.getDeclaredMethods())
              .anyMatch(m -> m.getName().equals(methodName));
      throw new InvalidConfigurationException(
          ELEMENT,
          trimmed,
          exists
              ? "factory method "
                  + trimmed
                  + " has the wrong parameters; it must take none, or one int (a size)"
              : "factory method "
                  + trimmed
                  + " was not found; it must be a static method with no parameters or one int");
    }
    if (!Modifier.isStatic(method.getModifiers())) {
      throw new InvalidConfigurationException(
          ELEMENT, trimmed, "factory method " + trimmed + " must be static");
    }
    if (method.getReturnType().isPrimitive()) {
      throw new InvalidConfigurationException(
          ELEMENT, trimmed, "factory method " + trimmed + " must return a model object");
    }
    method.setAccessible(true);
    return new FactoryMethod(trimmed, method);
  }

  private static Method findMethod(Class<?> owner, String name) {
    for (Class<?>[] parameters : new Class<?>[][] {{}, {int.class}, {Integer.class}}) {
      try {
        return owner.getDeclaredMethod(name, parameters);
      } catch (NoSuchMethodException e) {
        // try the next shape
      }
    }
    return null;
  }

  /** Whether the factory takes a size. */
  public boolean takesSize() {
    return method.getParameterCount() == 1;
  }

  /** Calls a no-argument factory. */
  public Object invoke() {
    return invoke(null);
  }

  /**
   * Calls the factory, with {@code size} when it takes one (the default collection size when {@code
   * size} is null); fails with the factory's own exception message if it throws.
   */
  public Object invoke(Integer size) {
    Object value;
    try {
      value =
          takesSize()
              ? method.invoke(null, size == null ? GeneratorSettings.DEFAULT_COLLECTION_SIZE : size)
              : method.invoke(null);
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      throw new InvalidConfigurationException(
          ELEMENT, reference, "factory method " + reference + " threw " + cause);
    } catch (IllegalAccessException e) {
      throw new InvalidConfigurationException(
          ELEMENT, reference, "factory method " + reference + " is not accessible: " + e);
    }
    if (value == null) {
      throw new InvalidConfigurationException(
          ELEMENT, reference, "factory method " + reference + " returned null; return a sample");
    }
    return value;
  }
}
