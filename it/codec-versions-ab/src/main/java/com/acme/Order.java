package com.acme;

import java.util.List;
import java.util.Map;

/** A plain POJO that every Jackson version round-trips. */
public class Order {
  private long id;
  private String customer;
  private double total;
  private boolean express;
  private List<String> lines;
  private Map<String, Integer> quantities;
}
