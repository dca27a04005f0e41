package io.serbench.testmodel;

import java.io.Serializable;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

/** A business record: money with a scale, a precise timestamp, a date and lines. */
public class Ledger implements Serializable {
  private String number;
  private BigDecimal total;
  private Instant booked;
  private LocalDate due;
  private List<LineItem> lines;

  public Ledger() {}

  public Ledger(
      String number, BigDecimal total, Instant booked, LocalDate due, List<LineItem> lines) {
    this.number = number;
    this.total = total;
    this.booked = booked;
    this.due = due;
    this.lines = lines;
  }
}
