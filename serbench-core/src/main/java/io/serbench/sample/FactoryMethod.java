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

  /**
   * Finds a factory that serbench wrote down itself, a sample spec's source: a reference checked
   * when the run began ({@code config.SampleEntries} checks what the user wrote).
   */
  static FactoryMethod find(String reference, ClassLoader loader) {
    int hash = reference.indexOf('#');
    return find(reference.substring(0, hash), reference.substring(hash + 1), loader);
  }

  /**
   * Finds the method, with a one-line error naming {@code <samples>} when it is unusable.
   *
   * @param className the factory's class, {@code com.acme.Fixtures}
   * @param methodName its static method, {@code bigOrder}
   */
  public static FactoryMethod find(String className, String methodName, ClassLoader loader) {
    String reference = className + "#" + methodName;
    Class<?> owner;
    try {
      owner = Class.forName(className, true, loader);
    } catch (ClassNotFoundException | LinkageError e) {
      throw new InvalidConfigurationException(
          ELEMENT,
          reference,
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
          reference,
          exists
              ? "factory method "
                  + reference
                  + " has the wrong parameters; it must take none, or one int (a size)"
              : "factory method "
                  + reference
                  + " was not found; it must be a static method with no parameters or one int");
    }
    if (!Modifier.isStatic(method.getModifiers())) {
      throw new InvalidConfigurationException(
          ELEMENT, reference, "factory method " + reference + " must be static");
    }
    if (method.getReturnType().isPrimitive()) {
      throw new InvalidConfigurationException(
          ELEMENT, reference, "factory method " + reference + " must return a model object");
    }
    method.setAccessible(true);
    return new FactoryMethod(reference, method);
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
