package io.serbench.probe.untrusted;

import io.serbench.model.ModelTypes;
import java.io.Serializable;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.bytebuddy.ByteBuddy;
import net.bytebuddy.ClassFileVersion;
import net.bytebuddy.description.modifier.Visibility;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.dynamic.scaffold.subclass.ConstructorStrategy;
import net.bytebuddy.implementation.MethodCall;
import net.bytebuddy.implementation.StubMethod;
import net.bytebuddy.matcher.ElementMatchers;

/**
 * Stand-ins for an attacker's gadget in the user's own polymorphic fields: for a field whose type
 * is an interface or an abstract class of the model, a class that implements or extends it, lives
 * outside the model, and whose initialisation only records its name in {@link ProbeFlag}. The
 * untrusted-input probe puts one in the field and sees whether a victim creates it.
 */
final class Gadgets {
  private static final String PREFIX = Gadgets.class.getPackageName() + ".Gadget$";

  private Gadgets() {}

  /**
   * The user's polymorphic field of a model class, and the gadget class for it.
   *
   * @param model the model class
   * @param field the field's name, declared by the model class or a superclass
   * @param type the field's declared type
   * @param gadget the gadget class's name
   * @param bytes the gadget class file
   */
  record Target(String model, String field, String type, String gadget, byte[] bytes) {
    /** How the report names the slot, such as {@code Payment.method}. */
    String slot() {
      return model.substring(model.lastIndexOf('.') + 1) + "." + field;
    }
  }

  /**
   * The first field of the model class whose type is an interface or an abstract class of the
   * user's (not the JDK's, not an enum, not sealed), with a gadget for it; empty when there is none
   * or no gadget can be built for it.
   */
  static Optional<Target> target(Class<?> model) {
    if (model.isRecord()) {
      return Optional.empty();
    }
    for (Field field : ModelTypes.instanceFields(model).toList()) {
      Class<?> type = field.getType();
      boolean polymorphic = type.isInterface() || Modifier.isAbstract(type.getModifiers());
      if (!polymorphic
          || type.isArray()
          || type.isPrimitive()
          || type.isSealed()
          || ModelTypes.isPlatform(type)
          || Modifier.isTransient(field.getModifiers())) {
        continue;
      }
      try {
        String name =
            PREFIX
                + type.getName().substring(type.getName().lastIndexOf('.') + 1).replace('$', '_');
        return Optional.of(
            new Target(model.getName(), field.getName(), type.getName(), name, build(type, name)));
      } catch (RuntimeException | NoSuchMethodException e) {
        // no gadget can be built for this type (no accessible no-argument constructor)
      }
    }
    return Optional.empty();
  }

  /** The gadget classes by name, for a loader that must be able to load them. */
  static Map<String, byte[]> classes(List<Target> targets) {
    Map<String, byte[]> classes = new LinkedHashMap<>();
    targets.forEach(t -> classes.put(t.gadget(), t.bytes()));
    return classes;
  }

  private static byte[] build(Class<?> type, String name) throws NoSuchMethodException {
    DynamicType.Builder<?> builder;
    if (type.isInterface()) {
      builder =
          new ByteBuddy(ClassFileVersion.JAVA_V17)
              .subclass(Object.class, ConstructorStrategy.Default.DEFAULT_CONSTRUCTOR)
              .implement(type);
    } else {
      type.getDeclaredConstructor();
      builder =
          new ByteBuddy(ClassFileVersion.JAVA_V17)
              .subclass(type, ConstructorStrategy.Default.DEFAULT_CONSTRUCTOR);
    }
    return builder
        .name(name)
        .modifiers(Visibility.PUBLIC)
        .implement(Serializable.class)
        // a field, so that field-based codecs have something to write
        .defineField("payload", String.class, Visibility.PUBLIC)
        .method(ElementMatchers.isAbstract())
        .intercept(StubMethod.INSTANCE)
        .invokable(ElementMatchers.isTypeInitializer())
        .intercept(MethodCall.invoke(ProbeFlag.class.getMethod("touch", String.class)).with(name))
        .make()
        .getBytes();
  }
}
