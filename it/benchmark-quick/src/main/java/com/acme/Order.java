package com.acme;

import java.io.Serializable;
import java.util.List;
import java.util.Map;

/** A plain POJO: every codec must round-trip it. */
public class Order implements Serializable {
  private long id;
  private String customer;
  private Status status;
  private double total;
  private boolean express;
  private Integer priority;
  private List<String> lines;
  private Map<String, Integer> quantities;
  private int[] checksums;
  private Customer buyer;
}
