package io.serbench.testmodel;

import java.io.Serializable;
import java.util.List;
import java.util.Map;
import java.util.Set;

public class Order implements Serializable {
  private long id;
  private String customer;
  private Status status;
  private double total;
  private boolean express;
  private Integer priority;
  private List<LineItem> items;
  private Set<String> tags;
  private Map<String, Integer> counters;
  private int[] checksums;
  private Address shipTo;
}
