package io.serbench.config;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Asks {@link GoalParametersProcessor} for a Maven goal's parameters, one field per {@link Setting}
 * with its user property, default and documentation, in a superclass the goal extends:
 * {@code @GoalParameters(name = "BenchmarkParameters", superclass =
 * "org.apache.maven.plugin.AbstractMojo") class BenchmarkMojo extends BenchmarkParameters}. The
 * plugin descriptor then lists every setting, so that {@code mvn serbench:help -Ddetail} documents
 * it and Maven knows it.
 */
@Retention(RetentionPolicy.SOURCE)
@Target(ElementType.TYPE)
public @interface GoalParameters {
  /** The simple name of the class to generate, in the goal's package. */
  String name();

  /** The class it extends, fully qualified, such as Maven's {@code AbstractMojo}. */
  String superclass();

  /**
   * Only the settings that the report's {@code runIfMissing} takes ({@link Setting#inReport()}).
   */
  boolean report() default false;
}
