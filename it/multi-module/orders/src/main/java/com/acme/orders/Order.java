package com.acme.orders;

import java.util.List;

/** A message: nothing else in the module reaches it. */
public class Order {
  private long id;
  private String customer;
  private List<String> items;
  private List<OrderLine> lines;
}
