package io.serbench.worker.probes;

import io.serbench.measure.PreparedSample;
import io.serbench.measure.Samples;
import io.serbench.probe.common.ModelInput;
import io.serbench.probe.graph.GraphProbe;
import io.serbench.sample.SampleSpec;
import io.serbench.settings.GeneratorSettings;
import io.serbench.verify.RoundTripOutcome;
import java.util.ArrayList;
import java.util.List;

/**
 * What each codec is probed on: the model classes, each with its first sample, and the reason to
 * skip one for a codec (it timed out on it, or does not carry it).
 */
public final class ProbeInputs {
  /** The reason of a codec's capabilities when it carries none of the messages. */
  public static final String NOT_CARRIED =
      "it does not carry your model (-Dserbench.probeFailing probes it anyway)";

  private ProbeInputs() {}

  /**
   * The classes probed on their own: every sampled class, and each part that can refer back to
   * itself (a parent link, a tree), since its message's graph probe can only build cycles from the
   * message's own fields; a part probed this way gets a generated sample of its own.
   */
  public static List<Class<?>> probed(Samples samples) {
    List<Class<?>> probed = new ArrayList<>(samples.models());
    samples.roles().stream()
        .filter(r -> !r.message() && !probed.contains(r.type()) && GraphProbe.canLink(r.type()))
        .forEach(r -> probed.add(r.type()));
    return probed;
  }

  /**
   * What one codec is probed on: every probed class with its first sample (a generated one for a
   * part probed on its own), and the reason to skip it: the codec timed out on it, or, unless
   * {@code probeFailing}, it round-trips none of the class's samples, or none of the messages.
   */
  public static List<ModelInput> inputs(
      Samples samples,
      List<RoundTripOutcome> verified,
      boolean probeFailing,
      GeneratorSettings generator) {
    List<PreparedSample> prepared = samples.samples();
    List<ModelInput> inputs = new ArrayList<>();
    boolean carriesAny = false;
    for (int i = 0; i < prepared.size(); i++) {
      carriesAny |= samples.isMessage(prepared.get(i)) && verified.get(i).passed();
    }
    for (Class<?> model : probed(samples)) {
      int first = -1;
      String skip = null;
      boolean carried = false;
      for (int i = 0; i < prepared.size(); i++) {
        if (prepared.get(i).type() == model) {
          first = first < 0 ? i : first;
          carried |= verified.get(i).passed();
          if (verified.get(i).timedOut()) {
            skip = "its round trip timed out";
          }
        }
      }
      if (skip == null && !probeFailing) {
        // a codec that cannot carry the model cannot be recommended for it: its capabilities
        // there decide nothing, and probing them is most of a large model's probe time
        if (!carriesAny) {
          skip = NOT_CARRIED;
        } else if (first >= 0 && !carried) {
          skip =
              "does not round-trip "
                  + model.getSimpleName()
                  + " (-Dserbench.probeFailing probes it anyway)";
        }
      }
      SampleSpec spec =
          first >= 0
              ? prepared.get(first).spec()
              : SampleSpec.generated(model, generator, null, samples.modelNames());
      inputs.add(new ModelInput(model, spec, skip));
    }
    return inputs;
  }
}
