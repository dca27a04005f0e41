package io.serbench.hostile;

/** An abstract field type whose values are subclasses: registration must name the subclasses. */
public abstract class Shape {
  protected String label = "";
}
