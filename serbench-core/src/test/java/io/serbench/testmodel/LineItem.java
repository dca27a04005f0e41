package io.serbench.testmodel;

import java.io.Serializable;
import java.math.BigDecimal;

public class LineItem implements Serializable {
  private String sku;
  private int quantity;
  private BigDecimal price;

  public LineItem() {}

  public LineItem(String sku, int quantity, BigDecimal price) {
    this.sku = sku;
    this.quantity = quantity;
    this.price = price;
  }
}
