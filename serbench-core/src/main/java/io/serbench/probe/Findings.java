package io.serbench.probe;

import io.serbench.probe.common.Capability;
import io.serbench.probe.versioning.VersioningProbe;
import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * What the probes that run in the codec's loaders found, by model: the sample probes, the
 * versioning matrix and the untrusted-input verdicts, each only when asked for.
 */
final class Findings {
  final Set<Capability> asked;
  final Map<Class<?>, SampleProbes.Result> primary = new LinkedHashMap<>();
  final Map<Class<?>, CapabilityResult> untrusted = new LinkedHashMap<>();
  final Map<Class<?>, VersioningProbe.VersioningResult> versioned = new LinkedHashMap<>();
  // one versioning matrix and one set of attacks answer every model: their time is shared out
  long versioningNanos;
  long untrustedNanos;

  Findings(Set<Capability> asked) {
    this.asked = asked;
  }

  boolean sample() {
    return asked.contains(Capability.GRAPH)
        || asked.contains(Capability.CROSS_LANGUAGE)
        || asked.contains(Capability.SHARED_INSTANCE);
  }

  boolean wants(Capability capability) {
    return asked.contains(capability);
  }

  /** {@code base}, the model's cells not probed, with what was found for it. */
  Capabilities into(Capabilities base, Class<?> model, int models, int index) {
    SampleProbes.Result sample = primary.get(model);
    VersioningProbe.VersioningResult evolved = versioned.get(model);
    long versioningMillis = share(versioningNanos, models, index);
    CapabilityResult attacked = untrusted.get(model);
    return new Capabilities(
        base.codec(),
        base.model(),
        sample == null || sample.graph() == null ? base.graph() : sample.graph(),
        evolved == null ? base.versioningBackward() : evolved.backward().took(versioningMillis),
        evolved == null ? base.versioningForward() : evolved.forward().took(versioningMillis),
        sample == null || sample.crossLanguage() == null
            ? base.crossLanguage()
            : sample.crossLanguage(),
        attacked == null
            ? base.untrustedInput()
            : attacked.took(share(untrustedNanos, models, index)),
        base.languages(),
        evolved == null ? base.evolutions() : evolved.evolutions(),
        sample == null || sample.sharedInstance() == null
            ? base.sharedInstance()
            : sample.sharedInstance(),
        base.nextJdk(),
        null);
  }

  /**
   * The {@code index}th of {@code count} models' share of a time that one run spent on all of them,
   * in milliseconds: the remainder goes to the first, so that the shares add up to the whole.
   */
  private static long share(long nanos, int count, int index) {
    long millis = nanos / 1_000_000;
    return millis / count + (index == 0 ? millis % count : 0);
  }
}
