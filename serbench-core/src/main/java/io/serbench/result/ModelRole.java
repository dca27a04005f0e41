package io.serbench.result;

/**
 * Whether a model class was taken as a message or as a part of one, and why.
 *
 * @param modelClass the class
 * @param message whether it is a message: timed as a sample of its own and a member of the mix
 * @param reason why, such as {@code no other model class reaches it}, {@code a factory sample}, or
 *     {@code reached from Order via Order.lines}
 */
public record ModelRole(String modelClass, boolean message, String reason) {}
