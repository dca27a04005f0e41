package demo.shop;

import java.io.Serializable;
import java.math.BigDecimal;

public class OrderLine implements Serializable {
  private String sku;
  private int quantity;
  private BigDecimal unitPrice;
}
