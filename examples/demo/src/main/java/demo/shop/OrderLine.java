package demo.shop;

import java.io.Serializable;

/** A line of an order: a part of {@link Order}, never sent on its own. */
public class OrderLine implements Serializable {
  private String sku;
  private int quantity;
  private Price unitPrice;
}
