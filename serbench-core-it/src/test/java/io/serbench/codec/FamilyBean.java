package io.serbench.codec;

import java.io.Serializable;
import java.util.List;
import java.util.Map;

/**
 * A plain bean that every family of the catalog carries: a public no-argument constructor, private
 * fields behind accessors, no nulls, no cycles, map keys that are names.
 */
public class FamilyBean implements Serializable {
  private static final long serialVersionUID = 1L;

  /** A closed set of values. */
  public enum Tier {
    FREE,
    PRO
  }

  private long id;
  private String owner;
  private int balanceCents;
  private double rate;
  private boolean active;
  private Tier tier;
  private List<String> labels;
  private Map<String, Integer> limits;

  public long getId() {
    return id;
  }

  public void setId(long id) {
    this.id = id;
  }

  public String getOwner() {
    return owner;
  }

  public void setOwner(String owner) {
    this.owner = owner;
  }

  public int getBalanceCents() {
    return balanceCents;
  }

  public void setBalanceCents(int balanceCents) {
    this.balanceCents = balanceCents;
  }

  public double getRate() {
    return rate;
  }

  public void setRate(double rate) {
    this.rate = rate;
  }

  public boolean isActive() {
    return active;
  }

  public void setActive(boolean active) {
    this.active = active;
  }

  public Tier getTier() {
    return tier;
  }

  public void setTier(Tier tier) {
    this.tier = tier;
  }

  public List<String> getLabels() {
    return labels;
  }

  public void setLabels(List<String> labels) {
    this.labels = labels;
  }

  public Map<String, Integer> getLimits() {
    return limits;
  }

  public void setLimits(Map<String, Integer> limits) {
    this.limits = limits;
  }
}
