package io.serbench.probe.common;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecProvider;
import io.serbench.model.ModelTypes;
import io.serbench.result.CapabilityResult;
import java.util.List;
import java.util.function.Supplier;

/**
 * A capability probe on one model's own sample, run inside the codec's isolated loader: the graph
 * ({@code GraphProbe}), cross-language ({@code CrossLanguageProbe}) and shared-instance ({@code
 * SharedInstanceProbe}) probes. {@code SampleProbes} runs each for every model under a timeout,
 * times it and turns an escaped error into a {@code NOT_TESTED} verdict, so that a probe only says
 * what it saw. The versioning and untrusted-input probes are no sample probes: they span two
 * loaders (writer and reader, attacker and victim), and {@code CapabilityProbes} runs them.
 */
@FunctionalInterface
public interface SampleProbe {
  /**
   * What a sample probe works on.
   *
   * @param provider the codec's provider
   * @param wireFormat the codec's wire format, as its claims name it
   * @param model the model class whose sample this is
   * @param models every model class
   * @param sample a fresh instance of the sample on each call
   */
  record Subject(
      CodecProvider provider,
      String wireFormat,
      Class<?> model,
      List<Class<?>> models,
      Supplier<Object> sample) {
    /**
     * The codec set up for this instance, registering every class it holds, as verification does;
     * made for probing, so that a library with code generation writes the same bytes through its
     * interpreter instead of compiling serializers for the whole model once more (Fory: 10 to 14 s
     * of its shared-instance probe on a 130-class model).
     */
    public Codec codecFor(Object instance) throws Exception {
      return provider.create(
          new CodecContext(instance.getClass(), ModelTypes.knownClasses(models, instance), true));
    }
  }

  /**
   * The verdict on this subject.
   *
   * @param claimed whether the library documents the capability
   */
  CapabilityResult run(Subject subject, boolean claimed) throws Exception;
}
