package com.acme.util;

public final class Strings {
  private Strings() {}

  public static boolean blank(String s) {
    return s == null || s.isBlank();
  }
}
