package io.serbench.testmodel;

import java.io.Serializable;

/** Two fields that may point at one object: a shared reference without a cycle. */
public class Shipment implements Serializable {
  private LineItem ordered;
  private LineItem packed;

  public Shipment() {}

  public Shipment(LineItem ordered, LineItem packed) {
    this.ordered = ordered;
    this.packed = packed;
  }
}
