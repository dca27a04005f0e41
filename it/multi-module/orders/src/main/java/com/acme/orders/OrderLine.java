package com.acme.orders;

/** A part of Order: timed only inside it. */
public class OrderLine {
  private String sku;
  private int quantity;
}
