package io.serbench.sample;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a field or record component that a versioning variant renamed. The sample generator gives
 * it the value the field had under its old name, so that old and new samples hold the same data, as
 * they would after a real deployment renamed the field.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Renamed {
  /** The field's name before the rename. */
  String from();
}
