/**
 * What every capability's probe shares, below them all: the capability itself, what a codec's
 * documentation claims, a model's input, the sample probe and its subject, the JSON boundary into
 * an isolated loader, and the child JVM that a probe starts when what it tests may take a JVM down
 * or needs another JDK. It reaches no other probe package.
 *
 * <p>What can take a JVM down runs in a JVM of its own: the next-JDK verdict needs another JDK, and
 * the resource attacks end in {@code OutOfMemoryError}, {@code StackOverflowError} or a hang by
 * design. {@code ChildJvm} starts each in a folder of its own, with a time limit; the child answers
 * through a JSON file, and a crash is read from its {@code hs_err} file ({@code
 * verify.CrashReport}). The other probes stay in the worker, where they start warm in the codec's
 * verification loader.
 */
package io.serbench.probe.common;
