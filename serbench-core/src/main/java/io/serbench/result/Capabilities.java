package io.serbench.result;

import io.serbench.codec.Versioning;
import java.util.List;

/**
 * The measured capabilities of one codec on one model class, as results.json stores them.
 *
 * @param codec the codec id
 * @param model the model class
 * @param graph cycles and shared references survive with identity restored
 * @param versioningBackward a reader of the evolved class reads bytes of the old one
 * @param versioningForward a reader of the old class reads bytes of the evolved one
 * @param crossLanguage an independent decoder that does not know the Java classes reads the values
 * @param untrustedInput decoding bytes that name a class outside the model does not instantiate it
 * @param languages languages with mature implementations of the wire format, empty if Java only
 * @param evolutions the versioning matrix: each schema change in both directions
 * @param sharedInstance one codec instance used by two threads at once kept every value intact;
 *     claimed when the library documents an instance as thread-safe; {@code null} when the probe
 *     did not run
 * @param nextJdk the messages round-trip on the newest JDK at hand with {@code sun.misc.Unsafe}'s
 *     memory access and illegal native access denied, as coming JDKs will by default; {@code null}
 *     when the probe did not run
 * @param reusedFrom when these verdicts were probed, ISO-8601, when this run reused them from the
 *     probe cache because nothing they depend on had changed; {@code null} when this run probed
 *     them
 */
public record Capabilities(
    String codec,
    String model,
    CapabilityResult graph,
    CapabilityResult versioningBackward,
    CapabilityResult versioningForward,
    CapabilityResult crossLanguage,
    CapabilityResult untrustedInput,
    List<String> languages,
    List<Evolution> evolutions,
    CapabilityResult sharedInstance,
    CapabilityResult nextJdk,
    String reusedFrom) {

  /** Verdicts this run probed. */
  public Capabilities(
      String codec,
      String model,
      CapabilityResult graph,
      CapabilityResult versioningBackward,
      CapabilityResult versioningForward,
      CapabilityResult crossLanguage,
      CapabilityResult untrustedInput,
      List<String> languages,
      List<Evolution> evolutions,
      CapabilityResult sharedInstance) {
    this(
        codec,
        model,
        graph,
        versioningBackward,
        versioningForward,
        crossLanguage,
        untrustedInput,
        languages,
        evolutions,
        sharedInstance,
        null,
        null);
  }

  /** The same verdicts, reused from a probe at {@code probedAt} (null: probed by this run). */
  public Capabilities withReusedFrom(String probedAt) {
    return new Capabilities(
        codec,
        model,
        graph,
        versioningBackward,
        versioningForward,
        crossLanguage,
        untrustedInput,
        languages,
        evolutions,
        sharedInstance,
        nextJdk,
        probedAt);
  }

  /** The same verdicts with the next-JDK verdict. */
  public Capabilities withNextJdk(CapabilityResult result) {
    return new Capabilities(
        codec,
        model,
        graph,
        versioningBackward,
        versioningForward,
        crossLanguage,
        untrustedInput,
        languages,
        evolutions,
        sharedInstance,
        result,
        reusedFrom);
  }

  public Capabilities {
    languages = languages == null ? List.of() : List.copyOf(languages);
    evolutions = evolutions == null ? List.of() : List.copyOf(evolutions);
  }

  /** The versioning level the measurements support (claims where nothing was measured). */
  public Versioning versioning() {
    return Versioning.of(versioningBackward.holds(), versioningForward.holds());
  }

  /** The next-JDK verdict, NOT_TESTED when its probe did not run (a run before it existed). */
  public CapabilityResult nextJdkVerdict() {
    return nextJdk != null
        ? nextJdk
        : CapabilityResult.notTested(true, "the next-JDK probe did not run for these verdicts");
  }

  /** The next-JDK verdict's display name. */
  public static final String NEXT_JDK = "next JDK (Unsafe denied)";

  /** The five results in report order, with their names. */
  public List<Named> all() {
    List<Named> all =
        new java.util.ArrayList<>(
            List.of(
                new Named("graph", graph),
                new Named("versioning (backward)", versioningBackward),
                new Named("versioning (forward)", versioningForward),
                new Named("cross-language", crossLanguage),
                new Named("untrusted input", untrustedInput)));
    if (sharedInstance != null) {
      all.add(new Named("shared by 2 threads", sharedInstance));
    }
    if (nextJdk != null) {
      all.add(new Named(NEXT_JDK, nextJdk));
    }
    return List.copyOf(all);
  }

  /** A capability with its display name. */
  public record Named(String name, CapabilityResult result) {}
}
