/**
 * The capability probes' dispatcher: which capabilities each codec is probed for ({@code
 * CapabilityProbes}), the sample probes run together in the codec's own loader ({@code
 * SampleProbes}), and one codec's probes moved into a JVM of their own after a crash ({@code
 * ProbeJvm}). Each capability's probe lives in a room of its own below ({@code graph}, {@code
 * crosslanguage}, {@code untrusted}, {@code nextjdk}, {@code versioning}); what they all share is
 * in {@code probe.common}. Only this package knows every capability.
 */
package io.serbench.probe;
