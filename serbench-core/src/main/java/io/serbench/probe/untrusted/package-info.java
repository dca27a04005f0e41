/**
 * The untrusted-input probe and its attacks: bytes naming a class outside the model, written by an
 * attacker's loader and decoded by a victim's that never loaded it (the probe classes and the
 * gadgets record whether they were created), and the resource attacks, run in a child JVM, that
 * claim a huge length in a short message. It stands on {@code probe.common} only.
 */
package io.serbench.probe.untrusted;
