package io.serbench.codec;

import io.serbench.InvalidConfigurationException;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Optional;

/**
 * A codec of the catalog bound to the project's own instance of its library ({@link ConfiguredId}):
 * the same format, claims and library, the mode "the project's instance", and a codec built around
 * what the factory returns, in the class loader of the model (so that the factory meets the model
 * classes, and a versioning variant's classes, of that loader). The untrusted-input probe's
 * attacker still writes with the library's unguarded setup.
 */
final class ConfiguredProvider implements CodecProvider {
  private final CodecProvider base;
  private final ConfiguredId id;
  private final CodecInfo info;

  ConfiguredProvider(CodecProvider base, ConfiguredId id) {
    this.base = base;
    this.id = id;
    this.info = base.info().as(id.id(), "the project's own instance, from " + id.factory());
  }

  @Override
  public CodecInfo info() {
    return info;
  }

  @Override
  public List<String> jvmFlags(int javaFeatureVersion) {
    return base.jvmFlags(javaFeatureVersion);
  }

  @Override
  public Codec create(CodecContext context) throws Exception {
    Object instance = instance(context);
    return ProjectInstances.codec(base.info(), id, instance, context);
  }

  @Override
  public Codec unguarded(CodecContext context) throws Exception {
    return base.unguarded(context);
  }

  @Override
  public boolean bindsAtBuildTime(List<Class<?>> modelClasses) {
    return base.bindsAtBuildTime(modelClasses);
  }

  @Override
  public boolean freshValuePerCall() {
    return base.freshValuePerCall();
  }

  @Override
  public Optional<String> remedy(Throwable t) {
    return base.remedy(t);
  }

  /**
   * What the factory returns, or what the field holds, in the model's class loader: a public static
   * method without parameters ({@code Json#mapper}) or a public static field ({@code
   * ApiResource#GSON}), the method first when the class has both.
   */
  private Object instance(CodecContext context) throws Exception {
    ClassLoader loader = context.rootType().getClassLoader();
    if (loader == null) {
      loader = Thread.currentThread().getContextClassLoader();
    }
    Class<?> owner;
    try {
      owner = Class.forName(id.owner(), true, loader);
    } catch (ClassNotFoundException e) {
      throw notAFactory("there is no class " + id.owner() + " on the project's class path");
    }
    Member member = member(owner);
    if (!Modifier.isStatic(member.getModifiers())) {
      throw notAFactory(id.factory() + " is not static");
    }
    try {
      Object instance =
          member instanceof Method method ? method.invoke(null) : ((Field) member).get(null);
      if (instance == null) {
        throw notAFactory(
            id.factory() + (member instanceof Method ? " returned null" : " holds null"));
      }
      return instance;
    } catch (InvocationTargetException e) {
      throw e.getCause() instanceof Exception cause ? cause : e;
    }
  }

  private Member member(Class<?> owner) {
    try {
      return owner.getMethod(id.member());
    } catch (NoSuchMethodException e) {
      try {
        return owner.getField(id.member());
      } catch (NoSuchFieldException none) {
        throw notAFactory(
            id.owner()
                + " has no public method "
                + id.member()
                + "() without parameters and no public field "
                + id.member());
      }
    }
  }

  private InvalidConfigurationException notAFactory(String why) {
    return new InvalidConfigurationException(
        CodecCatalog.ELEMENT,
        id.id(),
        "'"
            + id.id()
            + "' names no factory of the project's instance: "
            + why
            + "; write a public static method without parameters that returns your configured "
            + ProjectInstances.expected(base.info())
            + ", or a public static field that holds it");
  }
}
