package io.serbench.result;

/**
 * Whether a model class was taken as a message or as a part of one, and why.
 *
 * @param modelClass the class
 * @param message whether it is a message: timed as a sample of its own and a member of the mix
 * @param reason why, such as {@code no other model class reaches it}, {@code a factory sample}, or
 *     {@code reached from Order via Order.lines}
 * @param cyclic whether its objects can form a cycle: one of its fields can refer back to it, so
 *     that the graph probe builds its cycle from them, or one of its samples held a cycle; only a
 *     codec that tracks references can carry it (schema 10)
 */
public record ModelRole(String modelClass, boolean message, String reason, boolean cyclic) {
  /** A role whose class cannot form a cycle, as far as the run saw. */
  public ModelRole(String modelClass, boolean message, String reason) {
    this(modelClass, message, reason, false);
  }
}
