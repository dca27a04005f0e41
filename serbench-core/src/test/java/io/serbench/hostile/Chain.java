package io.serbench.hostile;

/** One link of a chain nested 10,000 levels deep. */
public class Chain {
  private int depth;
  private Chain next;

  public Chain() {}

  public Chain(int depth, Chain next) {
    this.depth = depth;
    this.next = next;
  }
}
