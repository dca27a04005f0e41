package com.acme;

public final class Fixtures {
  private Fixtures() {}

  public static Order broken() {
    throw new IllegalStateException("fixture database is down");
  }

  public Order notStatic() {
    return new Order();
  }

  public static Order sized(String size) {
    return new Order();
  }

  public static Order nothing() {
    return null;
  }

  public static void noReturn() {}
}
