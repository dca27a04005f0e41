package io.serbench.testing;

import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecInfo;
import io.serbench.probe.CapabilityProbes;
import io.serbench.probe.common.ModelInput;
import io.serbench.result.Capabilities;
import io.serbench.sample.SampleSpec;
import io.serbench.settings.GeneratorSettings;
import java.util.List;

/** Capability probes in this JVM, over its classpath, for the probe tests. */
public final class TestProbes {
  private TestProbes() {}

  /** Probes the codec on the models, each with its generated sample. */
  public static List<Capabilities> probeAll(String codec, List<Class<?>> models) throws Exception {
    CodecInfo info =
        CodecCatalog.load(TestProbes.class.getClassLoader()).find(codec).orElseThrow().info();
    List<String> names = models.stream().map(Class::getName).toList();
    List<ModelInput> inputs =
        models.stream()
            .map(
                m ->
                    new ModelInput(
                        m, SampleSpec.generated(m, GeneratorSettings.DEFAULT, null, names), null))
            .toList();
    return new CapabilityProbes(System.getProperty("java.class.path"), GeneratorSettings.DEFAULT)
        .probe(info, inputs, names);
  }
}
