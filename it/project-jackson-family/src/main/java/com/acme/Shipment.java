package com.acme;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/** A shipment, with a java.time field that needs Jackson's JSR-310 module. */
public class Shipment {
  private String id;
  private int parcels;
  private double weightKg;
  private Instant shippedAt;
  private List<String> labels;
  private Map<String, Integer> stock;

  public String getId() {
    return id;
  }

  public void setId(String id) {
    this.id = id;
  }

  public int getParcels() {
    return parcels;
  }

  public void setParcels(int parcels) {
    this.parcels = parcels;
  }

  public double getWeightKg() {
    return weightKg;
  }

  public void setWeightKg(double weightKg) {
    this.weightKg = weightKg;
  }

  public Instant getShippedAt() {
    return shippedAt;
  }

  public void setShippedAt(Instant shippedAt) {
    this.shippedAt = shippedAt;
  }

  public List<String> getLabels() {
    return labels;
  }

  public void setLabels(List<String> labels) {
    this.labels = labels;
  }

  public Map<String, Integer> getStock() {
    return stock;
  }

  public void setStock(Map<String, Integer> stock) {
    this.stock = stock;
  }
}
