package io.serbench.sample;

import io.serbench.InvalidConfigurationException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/** A static, no-argument factory method named as {@code com.acme.Fixtures#bigOrder}. */
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
    Method method;
    try {
      method = owner.getDeclaredMethod(methodName);
    } catch (NoSuchMethodException e) {
      throw new InvalidConfigurationException(
          ELEMENT,
          trimmed,
          "factory method "
              + trimmed
              + " was not found; it must be a static method with no parameters");
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

  /** Calls the factory; fails with the factory's own exception message if it throws. */
  public Object invoke() {
    Object value;
    try {
      value = method.invoke(null);
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
