package javax.serbenchtest;

/**
 * A {@code javax.*} class that a library jar brings, not the JDK: {@code ModelTypesTest} checks
 * that it is not taken for a JDK class by its name.
 */
public class Amount {
  /** The amount in cents. */
  public long cents;
}
