/**
 * The untrusted-input probe and its attacks: bytes naming a class outside the model, written by an
 * attacker's loader and decoded by a victim's that never loaded it (the probe classes and the
 * gadgets record whether they were created), and the resource attacks, run in a child JVM, that
 * claim a huge length in a short message. It stands on {@code probe.common} only.
 *
 * <p>The {@code remove-last} versioning loader, which never loaded the probe classes, decodes the
 * root and envelope attacks; where a model class has a polymorphic field of the user's own, two
 * more loaders that can load a generated gadget ({@code Gadgets}) play attacker and victim. Each
 * probe class's only side effect, recording its own name in {@code ProbeFlag}, is observed and
 * discarded with the loader. The resource attacks ({@code ResourceAttacks}, {@code
 * ResourceAttackMain}) claim a huge length ({@code LengthField}) or a deep nesting in a short
 * message, in a child JVM.
 */
package io.serbench.probe.untrusted;
