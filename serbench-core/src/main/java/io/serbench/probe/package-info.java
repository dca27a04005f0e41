/**
 * The capability probes' dispatcher: which capabilities each codec is probed for ({@code
 * CapabilityProbes}), the sample probes run together in the codec's own loader ({@code
 * SampleProbes}), and one codec's probes moved into a JVM of their own after a crash ({@code
 * ProbeJvm}). Each capability's probe lives in a room of its own below ({@code graph}, {@code
 * crosslanguage}, {@code untrusted}, {@code nextjdk}, {@code versioning}); what they all share is
 * in {@code probe.common}. Only this package knows every capability.
 *
 * <p>Probes run in throw-away class loaders, seven per codec whatever the number of model classes
 * ({@code CapabilityProbes} says which does what); only JSON strings cross their boundary, and each
 * probe class's only side effect is observed and discarded with its loader. Codecs are probed in
 * parallel, one per core. A crash in a probe (a library's {@code Unsafe} code reading another
 * version's bytes) kills the worker; the host then runs the worker again once, and {@code ProbeJvm}
 * probes each codec the cache does not hold in a child JVM with the worker's options, so the crash
 * ends that codec's verdicts only. Probing every codec in a child by default would cost each codec
 * a cold JVM and its warm loader.
 */
package io.serbench.probe;
