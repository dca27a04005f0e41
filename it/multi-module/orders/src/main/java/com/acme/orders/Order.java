package com.acme.orders;

import java.util.List;

public class Order {
  private long id;
  private String customer;
  private List<String> items;
}
