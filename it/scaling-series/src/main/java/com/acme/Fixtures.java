package com.acme;

public final class Fixtures {
  private Fixtures() {}

  /** An order with the given number of lines: one sample per configured size. */
  public static Order order(int lines) {
    Order order = new Order();
    order.id = 42;
    for (int i = 0; i < lines; i++) {
      order.lines.add("line " + i + " of order 42");
    }
    return order;
  }
}
