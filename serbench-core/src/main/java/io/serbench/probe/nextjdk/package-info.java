/**
 * The next-JDK probe: a JDK 24 or later found on the machine, and each codec's samples
 * round-tripped there in child JVMs with {@code Unsafe} memory access and native access denied, one
 * library's codecs sharing them. It stands on {@code probe.common} only.
 */
package io.serbench.probe.nextjdk;
