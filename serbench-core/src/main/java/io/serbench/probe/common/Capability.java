package io.serbench.probe.common;

import io.serbench.codec.Versioning;
import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import io.serbench.result.Criteria;
import io.serbench.result.Evolution;
import io.serbench.result.SchemaChange;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * One capability probe, the unit a codec is probed for: a run probes the capabilities its
 * constraints name for every codec before the race, and the others only for the codecs its answer
 * names ({@code CapabilityProbes.probe}, which asks the probes of each capability's own package).
 * Both versioning directions come from one matrix, so they are one probe.
 */
public enum Capability {
  GRAPH("graph"),
  VERSIONING("versioning"),
  CROSS_LANGUAGE("cross-language"),
  UNTRUSTED_INPUT("untrusted input"),
  SHARED_INSTANCE("shared instance"),
  NEXT_JDK("next JDK");

  /**
   * The evidence of a capability a run did not probe because its answer did not need it. The
   * setting is written here once: {@code probeAll}, which probes every codec for everything.
   */
  public static final String NOT_NEEDED =
      "not probed, not needed for the answer (-Dserbench.probeAll probes every codec)";

  private final String label;

  Capability(String label) {
    this.label = label;
  }

  /** Its name in the log. */
  public String label() {
    return label;
  }

  /** The capabilities' names in the log, in order, as {@code graph, versioning}. */
  public static String labels(Set<Capability> capabilities) {
    return String.join(", ", capabilities.stream().sorted().map(Capability::label).toList());
  }

  /** Every capability: what {@code probeAll} probes for every codec. */
  public static Set<Capability> all() {
    return EnumSet.allOf(Capability.class);
  }

  /** The capabilities the constraints decide eligibility on: probed for every codec. */
  public static Set<Capability> constrained(Criteria.Constraints constraints) {
    Set<Capability> named = EnumSet.noneOf(Capability.class);
    if (constraints.graph()) {
      named.add(GRAPH);
    }
    if (constraints.crossLanguage()) {
      named.add(CROSS_LANGUAGE);
    }
    if (constraints.versioning() != Versioning.NONE) {
      named.add(VERSIONING);
    }
    if (constraints.untrustedInput()) {
      named.add(UNTRUSTED_INPUT);
    }
    if (constraints.nextJdk()) {
      named.add(NEXT_JDK);
    }
    return named;
  }

  /**
   * Whether an answer looks for the best codec that has this capability when the pick lacks it (the
   * pick under a constraint not set); the shared-instance verdict is no constraint.
   */
  public boolean hasAlternative() {
    return this != SHARED_INSTANCE;
  }

  /**
   * Whether this capability held on one model as the answer's remedy checks it: measured to hold,
   * and for versioning both directions over the changes required (the remedy asks for full
   * versioning).
   */
  public boolean holds(Capabilities verdicts, Set<SchemaChange> changes) {
    return switch (this) {
      case GRAPH -> verdicts.graph().holds();
      case CROSS_LANGUAGE -> verdicts.crossLanguage().holds();
      case UNTRUSTED_INPUT -> verdicts.untrustedInput().holds();
      case NEXT_JDK -> verdicts.nextJdkVerdict().holds();
      case SHARED_INSTANCE ->
          verdicts.sharedInstance() != null && verdicts.sharedInstance().holds();
      case VERSIONING -> direction(verdicts, true, changes) && direction(verdicts, false, changes);
    };
  }

  private static boolean direction(
      Capabilities verdicts, boolean backward, Set<SchemaChange> changes) {
    CapabilityResult stored =
        backward ? verdicts.versioningBackward() : verdicts.versioningForward();
    return verdicts.evolutions().isEmpty()
        ? stored.holds()
        : Evolution.verdict(stored.claimed(), backward, changes, verdicts.evolutions()).holds();
  }

  /**
   * {@code into} with this capability's cells taken from {@code from}: the two versioning
   * directions with their matrix, or the one cell; the rest of {@code into} as it is.
   */
  public Capabilities copy(Capabilities from, Capabilities into) {
    return new Capabilities(
        into.codec(),
        into.model(),
        this == GRAPH ? from.graph() : into.graph(),
        this == VERSIONING ? from.versioningBackward() : into.versioningBackward(),
        this == VERSIONING ? from.versioningForward() : into.versioningForward(),
        this == CROSS_LANGUAGE ? from.crossLanguage() : into.crossLanguage(),
        this == UNTRUSTED_INPUT ? from.untrustedInput() : into.untrustedInput(),
        into.languages(),
        this == VERSIONING ? from.evolutions() : into.evolutions(),
        this == SHARED_INSTANCE ? from.sharedInstance() : into.sharedInstance(),
        this == NEXT_JDK ? from.nextJdk() : into.nextJdk(),
        into.reusedFrom());
  }

  /** This capability's cells of one verdict set, for what applies to each of them. */
  public List<CapabilityResult> cells(Capabilities verdicts) {
    return switch (this) {
      case GRAPH -> List.of(verdicts.graph());
      case VERSIONING -> List.of(verdicts.versioningBackward(), verdicts.versioningForward());
      case CROSS_LANGUAGE -> List.of(verdicts.crossLanguage());
      case UNTRUSTED_INPUT -> List.of(verdicts.untrustedInput());
      case SHARED_INSTANCE ->
          verdicts.sharedInstance() == null ? List.of() : List.of(verdicts.sharedInstance());
      case NEXT_JDK -> verdicts.nextJdk() == null ? List.of() : List.of(verdicts.nextJdk());
    };
  }

  /** The same verdicts with this capability's cells timed at nothing: they cost this run none. */
  public Capabilities untimed(Capabilities verdicts) {
    Capabilities zero =
        new Capabilities(
            verdicts.codec(),
            verdicts.model(),
            took0(verdicts.graph()),
            took0(verdicts.versioningBackward()),
            took0(verdicts.versioningForward()),
            took0(verdicts.crossLanguage()),
            took0(verdicts.untrustedInput()),
            verdicts.languages(),
            verdicts.evolutions(),
            took0(verdicts.sharedInstance()),
            took0(verdicts.nextJdk()),
            verdicts.reusedFrom());
    return copy(zero, verdicts);
  }

  private static CapabilityResult took0(CapabilityResult result) {
    return result == null ? null : result.took(0);
  }

  /**
   * The requirements these capabilities answer, as an answer names them; shared instance has no
   * requirement of its own.
   */
  public static Set<io.serbench.result.Requirement> requirements(Set<Capability> capabilities) {
    Set<io.serbench.result.Requirement> requirements = new java.util.TreeSet<>();
    for (Capability capability : capabilities) {
      switch (capability) {
        case GRAPH -> requirements.add(io.serbench.result.Requirement.GRAPH);
        case VERSIONING -> requirements.add(io.serbench.result.Requirement.VERSIONING);
        case CROSS_LANGUAGE -> requirements.add(io.serbench.result.Requirement.CROSS_LANGUAGE);
        case UNTRUSTED_INPUT -> requirements.add(io.serbench.result.Requirement.UNTRUSTED_INPUT);
        case NEXT_JDK -> requirements.add(io.serbench.result.Requirement.NEXT_JDK);
        case SHARED_INSTANCE -> {}
      }
    }
    return requirements;
  }
}
