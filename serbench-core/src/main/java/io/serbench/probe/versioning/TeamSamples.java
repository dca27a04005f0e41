package io.serbench.probe.versioning;

import io.serbench.probe.common.ModelInput;
import io.serbench.sample.SampleSpec;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The team's own samples in the versioning probe. The probe writes generated samples, which hold
 * the same values in every variant; where the class itself cannot carry its generated sample (a
 * string that must follow a format, say), the team's sample of the message, from a factory or a
 * fixture, takes its place, and the factory's code follows each change as the model's does.
 */
public final class TeamSamples {
  private TeamSamples() {}

  /** The team's own sample of the model (a factory's or a fixture's), or null. */
  static SampleSpec of(List<ModelInput> inputs, Class<?> model) {
    return inputs.stream()
        .filter(input -> input.model() == model && input.sample() != null)
        .map(ModelInput::sample)
        .filter(spec -> spec.kind() != SampleSpec.Kind.GENERATED)
        .findFirst()
        .orElse(null);
  }

  /**
   * The class files of the team's sample factories: their code sets the fields and calls the
   * accessors a change edits, so in a variant's loader it follows the change ({@link
   * Evolved#following}).
   */
  public static Map<String, byte[]> factories(List<ModelInput> inputs) {
    Map<String, byte[]> factories = new LinkedHashMap<>();
    for (ModelInput input : inputs) {
      SampleSpec spec = input.sample();
      if (spec != null && spec.kind() == SampleSpec.Kind.FACTORY && spec.source() != null) {
        String name = spec.source().substring(0, Math.max(0, spec.source().indexOf('#')));
        try {
          Class<?> factory = Class.forName(name, false, input.model().getClassLoader());
          byte[] bytes = io.serbench.model.ModelTypes.classFile(factory);
          if (bytes != null) {
            factories.put(name, bytes);
          }
        } catch (ClassNotFoundException | LinkageError e) {
          // the sample itself reports a factory it cannot find
        }
      }
    }
    return factories;
  }
}
