package io.serbench.testmodel;

/**
 * A bean written the usual way: private fields behind public accessors, one of which normalises
 * what it stores, and a computed getter with no field behind it.
 */
public class Account {
  private String owner;
  private long balanceCents;

  public String getOwner() {
    return owner;
  }

  /** Stores the owner trimmed: a codec that binds the accessor sees the setter run. */
  public void setOwner(String owner) {
    this.owner = owner == null ? null : owner.trim();
  }

  public long getBalanceCents() {
    return balanceCents;
  }

  public void setBalanceCents(long balanceCents) {
    this.balanceCents = balanceCents;
  }

  /** Computed, with no field: not part of the message. */
  public String getDisplay() {
    return owner + ": " + balanceCents;
  }
}
