package io.serbench.testmodel;

import java.io.Serializable;
import java.util.List;

/** An ordinary model with nested types: a nested enum and a static nested class in a list. */
public class CoffeeOrder implements Serializable {
  /** The cup sizes, nested in the order as real models do. */
  public enum CupSize {
    SMALL,
    MEDIUM,
    LARGE
  }

  /** An option on the order, a static nested class. */
  public static class Option implements Serializable {
    private String name;
    private int extraCents;
    private boolean free;
  }

  private String customer;
  private CupSize size;
  private int quantity;
  private List<Option> options;
  private String note;
}
