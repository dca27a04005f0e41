package io.serbench.measure;

import io.serbench.result.Capabilities;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.SampleResult;
import java.util.List;

/**
 * What the stages before the measurement established, handed to it as one value: the verdicts it
 * measures on, the codecs as declared, and their capabilities, on which the race's interim rankings
 * stand as the final one does.
 *
 * @param samples each sample as verified, in the order of the prepared samples
 * @param descriptors each selected codec as declared, with its library's version
 * @param capabilities each codec's capability verdicts on each model
 * @param costs what a fork of each codec spends before its first warm-up iteration, estimated from
 *     its verification
 */
public record Verified(
    List<SampleResult> samples,
    List<CodecDescriptor> descriptors,
    List<Capabilities> capabilities,
    ForkCosts costs) {

  /** Verdicts without a cost estimate: every fork costs {@link ForkCosts#NONE}'s start. */
  public Verified(
      List<SampleResult> samples,
      List<CodecDescriptor> descriptors,
      List<Capabilities> capabilities) {
    this(samples, descriptors, capabilities, ForkCosts.NONE);
  }
}
