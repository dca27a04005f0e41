package io.serbench.probe.nextjdk;

import io.serbench.result.CapabilityResult;
import io.serbench.sample.SampleSpec;
import java.util.List;

/**
 * Where the capability probes get a codec's next-JDK verdicts: a child JVM of the codec's own
 * ({@link NextJdkProbe}), or the share of a group's children started ahead ({@link NextJdkBatch}).
 */
@FunctionalInterface
public interface NextJdkVerdicts {
  /**
   * The codec's verdicts, one per sample in order.
   *
   * @param codec the codec id
   * @param models every model class, for codecs that register them
   * @param samples one sample per model class probed
   */
  List<CapabilityResult> verdicts(String codec, List<String> models, List<SampleSpec> samples);
}
