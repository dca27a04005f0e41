/**
 * The one place JVM options are composed ({@code JvmOptions}) and the forks' heap is sized ({@code
 * ForkHeap}). It sits in the checks layer, below the request, so that the probes' child JVMs reach
 * it too.
 *
 * <p>The worker is tuned for short work: it runs C1 only and without bytecode verification of class
 * path classes, since it loads every codec library again in each isolated loader and measures
 * nothing itself ({@code verifyWorkerBytecode} keeps verification on); the round-trip time limit
 * reaches it as a system property, the one channel into every isolated loader. JMH's forks get
 * neither flag. Forks see what verification saw: the worker runs with the JVM flags of every
 * selected codec, and every fork gets the same flags plus a fixed, pre-touched heap sized to what
 * it holds. The forks' default options pin G1; a collector in {@code jvmArgsAppend} replaces it.
 * The probes' child JVMs get a codec's own flags and a small heap, none of the user's options.
 */
package io.serbench.jvm;
