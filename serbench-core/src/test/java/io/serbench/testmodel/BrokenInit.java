package io.serbench.testmodel;

/** A model class whose static initializer throws, as one that reaches for a database would. */
public class BrokenInit {
  static final String CONNECTION = connect();

  private String name;

  private static String connect() {
    throw new IllegalStateException("no database in this environment");
  }
}
