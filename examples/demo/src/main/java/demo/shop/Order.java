package demo.shop;

import java.io.Serializable;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** A typical order with java.time fields, money as BigDecimal, and nested lines. */
public class Order implements Serializable {
  private long id;
  private String customer;
  private Status status;
  private Instant placedAt;
  private LocalDate deliveryDate;
  private BigDecimal total;
  private List<OrderLine> lines;
  private Set<String> tags;
  private Map<String, String> attributes;
  private boolean giftWrapped;
}
