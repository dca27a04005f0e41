package com.acme.gate;

import java.io.Serializable;
import java.util.List;

public class Order implements Serializable {
  private static final long serialVersionUID = 1L;
  private long id;
  private String customer;
  private double total;
  private List<String> items;
}
