package io.serbench.hostile;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/** A plain class with JDK value types: every codec's verdict must not depend on the others. */
public class Invoice {
  private String number;
  private Instant issued;
  private LocalDate due;
  private BigDecimal total;
  private List<String> lines = new ArrayList<>();

  public Invoice() {}

  public Invoice(
      String number, Instant issued, LocalDate due, BigDecimal total, List<String> lines) {
    this.number = number;
    this.issued = issued;
    this.due = due;
    this.total = total;
    this.lines = lines;
  }
}
