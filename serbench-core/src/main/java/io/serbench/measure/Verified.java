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
 */
public record Verified(
    List<SampleResult> samples,
    List<CodecDescriptor> descriptors,
    List<Capabilities> capabilities) {}
