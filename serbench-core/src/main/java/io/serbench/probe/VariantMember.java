package io.serbench.probe;

import java.lang.annotation.Annotation;
import java.lang.reflect.Type;

/** A field or record component, as a variant declares it. */
record VariantMember(
    String name, Type type, Annotation[] annotations, int modifiers, boolean widened) {

  VariantMember widen() {
    return new VariantMember(
        name, type == int.class ? long.class : Long.class, annotations, modifiers, true);
  }

  boolean isInt() {
    return type == int.class || type == Integer.class;
  }
}
