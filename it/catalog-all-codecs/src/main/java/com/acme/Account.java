package com.acme;

import java.io.Serializable;
import java.util.List;
import java.util.Map;

/** A plain POJO that every codec in the catalog must round-trip. */
public class Account implements Serializable {
  private long id;
  private String owner;
  private Tier tier;
  private int balanceCents;
  private double rate;
  private boolean active;
  private Long parentId;
  private List<String> labels;
  private Map<String, Integer> limits;
  private Contact contact;

  public enum Tier {
    FREE,
    PRO,
    ENTERPRISE
  }
}
