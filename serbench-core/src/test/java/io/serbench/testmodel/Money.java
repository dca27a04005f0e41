package io.serbench.testmodel;

/** An immutable value whose constructor validates what it is given, as real value types do. */
public final class Money {
  private final String currency;
  private final long cents;

  public Money(String currency, long cents) {
    if (currency == null || !currency.matches("[A-Z]{3}")) {
      throw new IllegalArgumentException("ISO code expected, got " + currency);
    }
    this.currency = currency;
    this.cents = cents;
  }
}
