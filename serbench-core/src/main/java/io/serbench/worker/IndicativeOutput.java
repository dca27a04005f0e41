package io.serbench.worker;

import io.serbench.BenchmarkListener;
import io.serbench.measure.Interim;
import io.serbench.report.Indicative;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.ModelRole;
import io.serbench.result.Recommendation;
import io.serbench.result.Requirement;
import io.serbench.text.Errors;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The answer while the run goes on: after each round of the race, summary.md and the report hold
 * the pick on the forks so far, marked indicative with what is still open, rendered by the output
 * stage's own renderers so that the final files, which replace them, say the same things in the
 * same words. A team waiting for its first answer can read one within minutes. results.json is
 * written only at the end. A failure here is a warning; the run goes on.
 */
final class IndicativeOutput implements Interim.Listener {
  /** The evidence of a capability whose probe runs after the race. */
  static final String PROBES_TO_RUN =
      "probes still to run: probed after the race, for the codecs the answer names";

  private final OutputStage output;
  private final BenchmarkListener listener;
  private final List<CodecDescriptor> descriptors;
  private final List<Capabilities> capabilities;
  private final List<ModelRole> roles;
  private final Set<Requirement> pending;

  /**
   * @param capabilities every codec's capabilities as probed before the race
   * @param roles the models' roles
   * @param pending the capabilities whose probes run after the race: open until then, never
   *     assumed; empty when every probe ran before the race
   */
  IndicativeOutput(
      OutputStage output,
      List<CodecDescriptor> descriptors,
      List<Capabilities> capabilities,
      List<ModelRole> roles,
      Set<Requirement> pending) {
    this.output = output;
    this.listener = output.listener();
    this.descriptors = descriptors;
    this.roles = roles;
    this.pending = Set.copyOf(pending);
    this.capabilities = capabilities.stream().map(c -> open(c, this.pending)).toList();
  }

  @Override
  public void afterRound(Interim interim) {
    try {
      BenchmarkResults results = output.answer(descriptors, interim.timings(), capabilities, roles);
      Indicative mark =
          new Indicative(
              interim.round(),
              interim.maxRounds(),
              interim.raceStopped(),
              interim.racing(),
              interim.perMessage(),
              pending.stream().sorted().map(io.serbench.report.Indicative::words).toList(),
              interim.left(),
              interim.leftParts());
      output.writeIndicative(results, interim.timings(), mark);
      listener.info(
          "Indicative answer after round "
              + interim.round()
              + " written to "
              + output.layout().summary()
              + ": "
              + pick(results.recommendation()));
    } catch (Exception | LinkageError e) {
      listener.warn(
          "the indicative answer after round "
              + interim.round()
              + " was not written ("
              + Errors.oneLine(e)
              + "); the run goes on, and its final answer is written at the end");
    }
  }

  /** The pick so far in a few words: {@code fory}, {@code fory or kryo (tied)}, or why none. */
  static String pick(Recommendation recommendation) {
    if (recommendation == null || recommendation.codec() == null) {
      return "no codec leads yet";
    }
    List<String> tied = new ArrayList<>();
    if (recommendation.tied()) {
      recommendation.ranking().stream()
          .filter(Recommendation.Ranked::tiedWithLeader)
          .map(Recommendation.Ranked::codec)
          .filter(c -> !c.equals(recommendation.codec()))
          .forEach(tied::add);
    }
    return tied.isEmpty()
        ? recommendation.codec()
        : recommendation.codec() + " or " + String.join(" or ", tied) + " (tied so far)";
  }

  /** A capability as the first screen names it. */

  /** The codec's capabilities with those still to probe open: NOT_TESTED, with why. */
  static Capabilities open(Capabilities c, Set<Requirement> pending) {
    if (pending.isEmpty()) {
      return c;
    }
    boolean versioning = pending.contains(Requirement.VERSIONING);
    return new Capabilities(
        c.codec(),
        c.model(),
        open(c.graph(), pending.contains(Requirement.GRAPH)),
        open(c.versioningBackward(), versioning),
        open(c.versioningForward(), versioning),
        open(c.crossLanguage(), pending.contains(Requirement.CROSS_LANGUAGE)),
        open(c.untrustedInput(), pending.contains(Requirement.UNTRUSTED_INPUT)),
        c.languages(),
        versioning ? List.of() : c.evolutions(),
        c.sharedInstance(),
        c.nextJdk() == null && !pending.contains(Requirement.NEXT_JDK)
            ? null
            : open(c.nextJdkVerdict(), pending.contains(Requirement.NEXT_JDK)),
        c.reusedFrom());
  }

  private static CapabilityResult open(CapabilityResult cell, boolean pending) {
    return pending ? CapabilityResult.notTested(cell.claimed(), PROBES_TO_RUN) : cell;
  }
}
