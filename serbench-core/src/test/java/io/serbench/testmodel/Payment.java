package io.serbench.testmodel;

import java.io.Serializable;

/** A model with a polymorphic field (an interface with two implementations) and an Object field. */
public class Payment implements Serializable {
  /** How the payment was made. */
  public interface Method extends Serializable {}

  /** Paid by card. */
  public static class Card implements Method {
    private String last4;
    private int expiryMonth;
  }

  /** Paid by transfer. */
  public static class Transfer implements Method {
    private String iban;
  }

  private long amountCents;
  private Method method;
  private Object reference;
  private String currency;
}
