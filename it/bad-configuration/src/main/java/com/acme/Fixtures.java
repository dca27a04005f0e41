package com.acme;

public final class Fixtures {
  private Fixtures() {}

  public static Order broken() {
    throw new IllegalStateException("fixture database is down");
  }
}
