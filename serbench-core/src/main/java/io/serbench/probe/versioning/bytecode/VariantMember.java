package io.serbench.probe.versioning.bytecode;

import java.lang.annotation.Annotation;
import java.lang.reflect.Type;

/**
 * A record component, as a variant declares it.
 *
 * @param widened the component holds its {@code int} predecessor's value in another type
 * @param renamedFrom the component's name before a rename, else null
 */
record VariantMember(
    String name,
    Type type,
    Annotation[] annotations,
    int modifiers,
    boolean widened,
    String renamedFrom) {

  VariantMember widen() {
    return new VariantMember(
        name, type == int.class ? long.class : Long.class, annotations, modifiers, true, null);
  }

  VariantMember boxed() {
    return new VariantMember(name, Integer.class, annotations, modifiers, true, null);
  }

  VariantMember renamed(String newName) {
    return new VariantMember(newName, type, annotations, modifiers, false, name);
  }

  boolean isInt() {
    return type == int.class || type == Integer.class;
  }
}
