/**
 * What every capability's probe shares, below them all: the capability itself, what a codec's
 * documentation claims, a model's input, the sample probe and its subject, the JSON boundary into
 * an isolated loader, and the child JVM that a probe starts when what it tests may take a JVM down
 * or needs another JDK. It reaches no other probe package.
 */
package io.serbench.probe.common;
