package io.serbench.probe.common;

import io.serbench.codec.CodecInfo;
import io.serbench.codec.WireFormat;
import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import java.util.List;

/** What the codec's documentation claims, which every verdict carries beside the measurement. */
public record Claimed(
    String codec,
    String wire,
    boolean graph,
    boolean crossLanguage,
    boolean backward,
    boolean forward,
    boolean untrustedInput,
    boolean threadSafe,
    String library) {
  public Claimed(CodecInfo codec) {
    this(
        codec.id(),
        codec.claims().wireFormat(),
        codec.graph(),
        WireFormat.crossLanguage(codec.claims().wireFormat()),
        codec.claims().versioning().backward(),
        codec.claims().versioning().forward(),
        codec.claims().rejectsUnlistedClasses(),
        codec.threadSafe(),
        codec.library());
  }

  /** Every capability not measured, with the reason. */
  public Capabilities notProbed(String model, String why) {
    return new Capabilities(
        codec,
        model,
        CapabilityResult.notTested(graph, why),
        CapabilityResult.notTested(backward, why),
        CapabilityResult.notTested(forward, why),
        CapabilityResult.notTested(crossLanguage, why),
        CapabilityResult.notTested(untrustedInput, why),
        WireFormat.languages(wire),
        List.of(),
        CapabilityResult.notTested(threadSafe, why));
  }
}
