/**
 * Round-trip verification, and the isolated class loaders the checks run in.
 *
 * <p>{@code Isolation} makes fresh loaders over this JVM's class path and sets their two rules:
 * only strings (JSON) cross the boundary, through {@code Isolation.exchange}, and every call into a
 * codec has a time limit; a hung call is the {@code timedOut} flag of its outcome. {@code
 * IsolatedVerification} verifies one codec in a loader of its own, so that no library state
 * survives from one codec to the next; a class that fails to initialise poisons its loader, so the
 * samples after it continue in a fresh one. {@code RoundTripVerifier} round-trips each sample and
 * {@code DeepComparator} compares field by field, tracking identity so a cycle ends.
 *
 * <p>A linkage error raised inside a library (two of its jars disagree) is a setup conflict, not
 * the codec's failure: NOT_TESTED, with the jar that raised it and the fix ({@code
 * text.Errors.setupConflict}). {@code Remedies} walks a failure's cause chain and tries the JVM's
 * own patterns ({@code --add-opens}, a stack overflow), then the codec's own {@code remedy}, then
 * {@code Serializable}, and names no library. {@code CrashReport} reads a dead JVM's {@code hs_err}
 * file, for the launcher and the probes' child JVMs alike.
 */
package io.serbench.verify;
