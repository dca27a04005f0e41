package io.serbench.sample;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a {@code long} field that a versioning variant widened from {@code int}. The sample
 * generator gives it the value the {@code int} field had, so that old and new samples hold the same
 * data, as they would after a real deployment widened the field.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Widened {}
